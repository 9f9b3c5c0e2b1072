import { applyForLine, fetchApplications, fetchCustomizedMembership } from '@/api/applications'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

const APPLICATION = {
  id: 'A100010001',
  kind: 'line',
  target: '腾讯视频',
  region: '美国 · 洛杉矶',
  note: '',
  appliedAt: 1_700_000_000_000,
  state: 'listed',
  handledAt: 1_700_100_000_000,
  rejectReason: '',
  lineName: 'CL-LAX-01',
}
const REQUEST = { target: '腾讯视频', region: '美国 · 洛杉矶', note: '', requestId: 'a'.repeat(32) }

describe('fetchApplications', () => {
  it('asks for one kind in one state, page by page', async () => {
    answerWith({ code: 200, data: { list: [], page: 2, hasMore: false, total: 0 } })
    await fetchApplications({ kind: 'app', tab: 'rejected', page: 2, pageSize: 10 })
    expect(lastRequest().url).toBe('/api/application/records?kind=app&state=rejected&page=2&pageSize=10')
  })

  it('sends no state for the tab of every application', async () => {
    answerWith({ code: 200, data: { list: [], page: 1, hasMore: false } })
    await fetchApplications({ kind: 'line', tab: 'all', page: 1, pageSize: 10 })
    expect(lastRequest().url).toBe('/api/application/records?kind=line&page=1&pageSize=10')
  })

  it('reads absent optional fields as empty', async () => {
    const { note: _note, rejectReason: _reason, lineName: _line, region: _region, ...bare } = APPLICATION
    answerWith({ code: 200, data: { list: [{ ...bare, handledAt: null }], page: 1, hasMore: 0 } })
    const page = await fetchApplications({ kind: 'line', tab: 'all', page: 1, pageSize: 10 })
    expect(page.list[0]).toMatchObject({ note: '', rejectReason: '', lineName: '', region: '', handledAt: 0 })
    expect(page.hasMore).toBe(false)
  })

  it('rejects a state the client does not know', async () => {
    answerWith({ code: 200, data: { list: [{ ...APPLICATION, state: 'archived' }], page: 1, hasMore: false } })
    await expect(fetchApplications({ kind: 'line', tab: 'all', page: 1, pageSize: 10 })).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchCustomizedMembership', () => {
  it('reads the lines, the pending count and the enterprise flag written as 0 or 1', async () => {
    answerWith({
      code: 200,
      data: { enterpriseSubAccount: 1, lines: [{ lineName: 'CL-LAX-01', target: '腾讯视频', region: '美国', listedAt: 5 }], pendingCount: 1 },
    })
    await expect(fetchCustomizedMembership()).resolves.toEqual({
      enterpriseSubAccount: true,
      lines: [{ lineName: 'CL-LAX-01', target: '腾讯视频', region: '美国', listedAt: 5 }],
      pendingCount: 1,
    })
    expect(lastRequest().url).toBe('/api/customized/membership')
  })

  it('rejects a negative pending count', async () => {
    answerWith({ code: 200, data: { enterpriseSubAccount: false, lines: [], pendingCount: -1 } })
    await expect(fetchCustomizedMembership()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('applyForLine', () => {
  it('posts the form and the request id', async () => {
    answerWith({ code: 200, data: { application: { ...APPLICATION, state: 'pending', handledAt: 0, lineName: '' } } })
    await applyForLine(REQUEST)
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual(['POST', '/api/customized/apply', REQUEST])
  })

  it('answers the new application', async () => {
    answerWith({ code: 200, data: { application: { ...APPLICATION, state: 'pending' } } })
    await expect(applyForLine(REQUEST)).resolves.toMatchObject({ id: 'A100010001', state: 'pending' })
  })

  it('rejects with the server’s refusal', async () => {
    answerWith({ code: 10340, msg: '企业子账号无法进行此操作' })
    await expect(applyForLine(REQUEST)).rejects.toEqual(new Refusal(10340, '企业子账号无法进行此操作'))
  })
})
