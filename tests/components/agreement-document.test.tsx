import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ProtocolDocument } from '@/api/agreements'
import { AgreementDocument } from '@/components/agreement-document'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { SessionStore } from '@/stores/session'
import { getBySentence, keptWhole } from '../support/dates'
import { renderWithStores, translationIn } from '../support/render'
import { chinaTime } from '../support/time-zones'

const MEMBER: ProtocolDocument = {
  type: 'memberService',
  title: '会员服务协议（2024版）',
  content: '<p>第一条 服务内容</p>',
  updatedAt: chinaTime('2024-05-20T12:00'),
}

/** A loader that never answers, so the store stays where the test put it. */
function pendingLoader(): jest.MockedFunction<ProtocolLoader> {
  return jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>(() => new Promise(() => undefined))
}

async function storeAnswering(answer: ProtocolDocument[] | false): Promise<AgreementStore> {
  const loader = pendingLoader()
  loader.mockResolvedValueOnce(answer)
  const agreements = new AgreementStore(loader)
  await agreements.load('zh_CN', '')
  return agreements
}

function session(): SessionStore {
  const store = new SessionStore('https://api.test.example')
  store.setHostVersion('3.30.0', 'device-1')
  return store
}

describe('AgreementDocument', () => {
  test('shows the loading state while the list loads', () => {
    const agreements = new AgreementStore(pendingLoader())
    void agreements.load('zh_CN', '')
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('loading')
    expect(screen.getByText('加载中…')).toBeTruthy()
  })

  test('shows the loading state before the first load starts', () => {
    const agreements = new AgreementStore(pendingLoader())
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(screen.getByText('加载中…')).toBeTruthy()
  })

  test('shows the load-failed state when the list failed', async () => {
    const agreements = await storeAnswering(false)
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy()
  })

  test('retry reloads the list for the session language and app version, forced', async () => {
    const agreements = await storeAnswering(false)
    const load = jest.spyOn(agreements, 'load')
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session(), translation: translationIn('en_US') })
    fireEvent.click(screen.getByText('Retry'))
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('en_US', '3.30.0', true)
  })

  test('retry shows the loading state while the list reloads', async () => {
    const agreements = await storeAnswering(false)
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    fireEvent.click(screen.getByText('重试'))
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('loading')
  })

  test('says the agreement is missing when the list has no such document', async () => {
    const agreements = await storeAnswering([{ ...MEMBER, type: 'privacy' }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('empty')
    expect(screen.getByText('暂未找到该协议，请稍后再试')).toBeTruthy()
  })

  test("shows the document's title", async () => {
    const agreements = await storeAnswering([MEMBER])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('.agreement-document__title')?.textContent).toBe('会员服务协议（2024版）')
  })

  test("uses the agreement's name when the document has no title", async () => {
    const agreements = await storeAnswering([{ ...MEMBER, title: '' }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('.agreement-document__title')?.textContent).toBe('会员服务协议')
  })

  test("shows the document's update date", async () => {
    const agreements = await storeAnswering([MEMBER])
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(getBySentence('更新于 2024-05-20')).toBeTruthy()
  })

  test("keeps the document's update date on one line", async () => {
    const agreements = await storeAnswering([MEMBER])
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(keptWhole(getBySentence('更新于 2024-05-20'))).toEqual(['2024-05-20'])
  })

  test('shows no update date when the document has none', async () => {
    const agreements = await storeAnswering([{ ...MEMBER, updatedAt: 0 }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('.agreement-document__date')).toBeNull()
  })

  test("renders the document's content as HTML", async () => {
    const agreements = await storeAnswering([MEMBER])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    const paragraph = await waitFor(() => {
      const found = container.querySelector('.agreement-document__content .cms-content__p')
      if (!found) throw new Error('no paragraph yet')
      return found
    })
    expect(paragraph?.textContent).toBe('第一条 服务内容')
  })

  test('leaves a script in the content out of the page', async () => {
    const content = '<p>条款</p><script>window.stolen = document.cookie</script>'
    const agreements = await storeAnswering([{ ...MEMBER, content }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('stolen')
    expect(screen.getByText('条款')).toBeTruthy()
  })

  test('leaves an onerror handler in the content out of the page', async () => {
    const content = '<p>条款</p><img src="https://img.speedup.example/x.png" onerror="window.stolen = 1">'
    const agreements = await storeAnswering([{ ...MEMBER, content }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    const image = container.querySelector('.agreement-document__content img')
    expect(image?.getAttribute('src')).toBe('https://img.speedup.example/x.png')
    expect(image?.hasAttribute('onerror')).toBe(false)
    expect(container.innerHTML).not.toContain('onerror')
  })

  test('leaves a javascript: link in the content out of the page', async () => {
    const content = '<a href="javascript:alert(1)">点此</a>'
    const agreements = await storeAnswering([{ ...MEMBER, content }])
    const { container } = renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(screen.getByText('点此')).toBeTruthy()
    expect(container.innerHTML).not.toContain('javascript:')
  })
})

describe('agreement update date', () => {
  test.each([
    ['2024-05-20T07:30', '更新于 2024-05-20'],
    ['2024-05-20T23:30', '更新于 2024-05-20'],
  ])('shows an update at %s China time as %s', async (wallClock, shown) => {
    const agreements = await storeAnswering([{ ...MEMBER, updatedAt: chinaTime(wallClock) }])
    renderWithStores(<AgreementDocument kind='memberService' />, { agreements, session: session() })
    expect(getBySentence(shown)).toBeTruthy()
  })
})
