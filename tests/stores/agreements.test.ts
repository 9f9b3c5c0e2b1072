import type { ProtocolDocument } from '@/api/agreements'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { deferred } from '../support/deferred'

const MEMBER: ProtocolDocument = { type: 'memberService', title: 'Member service', content: '<p>m</p>', updatedAt: 1 }
const PRIVACY: ProtocolDocument = { type: 'privacy', title: 'Privacy', content: '<p>p</p>', updatedAt: 2 }

function loaderAnswering(...answers: Array<ProtocolDocument[] | false>): jest.MockedFunction<ProtocolLoader> {
  const loader = jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>()
  for (const answer of answers) loader.mockResolvedValueOnce(answer)
  return loader
}

describe('AgreementStore', () => {
  it('passes the language and version to the loader', async () => {
    const loader = loaderAnswering([MEMBER])
    await new AgreementStore(loader).load('en_US', '3.30.0')
    expect(loader).toHaveBeenCalledWith({ lang: 'en_US', version: '3.30.0' })
  })

  it('keeps the loaded documents', async () => {
    const store = new AgreementStore(loaderAnswering([MEMBER, PRIVACY]))
    await store.load('zh_CN', '')
    expect(store.documents).toEqual([MEMBER, PRIVACY])
  })

  it("loads start-up's first list without a version", async () => {
    const loader = loaderAnswering([MEMBER])
    await new AgreementStore(loader).loadFirst('vi_VN')
    expect(loader).toHaveBeenCalledWith({ lang: 'vi_VN', version: '' })
  })

  it("leaves start-up's first list out when a version was asked for before it", async () => {
    const loader = loaderAnswering([MEMBER], [PRIVACY])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '3.30.0')
    await store.loadFirst('zh_CN')
    expect(loader.mock.calls).toEqual([[{ lang: 'zh_CN', version: '3.30.0' }]])
  })

  it("loads start-up's first list when the load asked before it failed", async () => {
    const loader = loaderAnswering(false, [MEMBER])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '3.30.0')
    await store.loadFirst('zh_CN')
    expect(loader).toHaveBeenLastCalledWith({ lang: 'zh_CN', version: '' })
  })

  it('loads only once for the same language and version', async () => {
    const loader = loaderAnswering([MEMBER], [PRIVACY])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '')
    await store.load('zh_CN', '')
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('loads again for another language', async () => {
    const loader = loaderAnswering([MEMBER], [PRIVACY])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '')
    await store.load('en_US', '')
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('loads again for another version', async () => {
    const loader = loaderAnswering([MEMBER], [PRIVACY])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '')
    await store.load('zh_CN', '3.30.0')
    expect(loader).toHaveBeenLastCalledWith({ lang: 'zh_CN', version: '3.30.0' })
  })

  it('reloads the same language and version on a forced retry', async () => {
    const loader = loaderAnswering([MEMBER], [PRIVACY])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '')
    await store.load('zh_CN', '', true)
    expect(store.documents).toEqual([PRIVACY])
  })

  it('reports an error when the loader answers false', async () => {
    const store = new AgreementStore(loaderAnswering(false))
    await store.load('zh_CN', '')
    expect(store.status).toBe('error')
  })

  it('loads the same language and version again after an error', async () => {
    const loader = loaderAnswering(false, [MEMBER])
    const store = new AgreementStore(loader)
    await store.load('zh_CN', '')
    await store.load('zh_CN', '')
    expect(store.status).toBe('ready')
  })

  it('ignores a second load of the same language and version while loading', async () => {
    const pending = deferred<ProtocolDocument[] | false>()
    const loader = jest.fn(() => pending.promise)
    const store = new AgreementStore(loader)
    const first = store.load('zh_CN', '')
    await store.load('zh_CN', '')
    pending.resolve([MEMBER])
    await first
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('finds a document by its kind', async () => {
    const store = new AgreementStore(loaderAnswering([MEMBER, PRIVACY]))
    await store.load('zh_CN', '')
    expect(store.find('privacy')).toEqual(PRIVACY)
  })

  it('finds nothing for a kind that was not loaded', async () => {
    const store = new AgreementStore(loaderAnswering([MEMBER]))
    await store.load('zh_CN', '')
    expect(store.find('cancelAccount')).toBeUndefined()
  })

  it('loads again when the version arrives while the first load is still running', async () => {
    const first = deferred<ProtocolDocument[] | false>()
    const loader = jest.fn<Promise<ProtocolDocument[] | false>, [{ lang: string; version: string }]>()
    loader.mockReturnValueOnce(first.promise).mockResolvedValueOnce([MEMBER])
    const store = new AgreementStore(loader)
    const initial = store.load('zh_CN', '')
    await store.load('zh_CN', '3.30.0')
    first.resolve([PRIVACY])
    await initial
    expect(loader.mock.calls.map(([fields]) => fields)).toEqual([
      { lang: 'zh_CN', version: '' },
      { lang: 'zh_CN', version: '3.30.0' },
    ])
  })

  it('drops an older answer that arrives after a newer one', async () => {
    const first = deferred<ProtocolDocument[] | false>()
    const loader = jest.fn<Promise<ProtocolDocument[] | false>, [{ lang: string; version: string }]>()
    loader.mockReturnValueOnce(first.promise).mockResolvedValueOnce([MEMBER])
    const store = new AgreementStore(loader)
    const initial = store.load('zh_CN', '')
    await store.load('en_US', '')
    first.resolve([PRIVACY])
    await initial
    expect(store.documents).toEqual([MEMBER])
  })
})
