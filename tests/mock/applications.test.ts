/** @jest-environment node */
// The application and customised-membership endpoints of the mock over real HTTP (docs/api.md,
// "Application endpoints"): records of both kinds in every state, applying once per request id.
import type { Application, ApplicationPage, CustomizedMembership } from '@/api/applications'
import { CODE_APPLICATION_ENTERPRISE, CODE_LINE_FORM_INVALID, CODE_LINE_PENDING_LIMIT, LINE_PENDING_LIMIT } from '@/lib/applications'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const { call, ok, control } = mock
const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const FORM = { target: '爱奇艺', region: '日本 · 东京', note: '' }

function records(query: string, token = DEMO, lang = 'zh_CN'): Promise<ApplicationPage> {
  return ok<ApplicationPage>(`/application/records?${query}`, { token, lang })
}

function membership(token = DEMO): Promise<CustomizedMembership> {
  return ok<CustomizedMembership>('/customized/membership', { token })
}

function apply(body: Record<string, unknown>, token = DEMO) {
  return call<{ application: Application }>('/customized/apply', { method: 'POST', body, token })
}

function requestId(digit: string): string {
  return digit.repeat(32)
}

describe('GET /application/records', () => {
  test('answers a visitor with code 401', async () => {
    expect((await call('/application/records?kind=app')).code).toBe(401)
  })

  test('gives the demo account applications of both kinds in every state', async () => {
    for (const kind of ['app', 'line']) {
      const page = await records(`kind=${kind}&page=1&pageSize=50`)
      expect(new Set(page.list.map((application) => application.state))).toEqual(new Set(['pending', 'listed', 'rejected']))
      expect(page.list.every((application) => application.kind === kind)).toBe(true)
    }
  })

  test('filters by state', async () => {
    const page = await records('kind=app&state=rejected&page=1&pageSize=50')
    expect(page.list.length).toBeGreaterThan(0)
    expect(page.list.every((application) => application.state === 'rejected' && application.rejectReason !== '')).toBe(true)
  })

  test('pages the app applications, newest first', async () => {
    const first = await records('kind=app&page=1&pageSize=10')
    const second = await records('kind=app&page=2&pageSize=10')
    expect([first.list.length, first.hasMore, second.hasMore]).toEqual([10, true, false])
    const times = [...first.list, ...second.list].map((application) => application.appliedAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('writes the reason of a rejection in the request’s language', async () => {
    const page = await records('kind=line&state=rejected', DEMO, 'en_US')
    expect(page.list[0]?.rejectReason).toMatch(/standard lines/)
  })

  test('refuses an unknown kind or state', async () => {
    expect((await call('/application/records?kind=vpn', { token: DEMO })).code).toBe(400)
    expect((await call('/application/records?kind=app&state=archived', { token: DEMO })).code).toBe(400)
  })

  test('gives another account no applications', async () => {
    expect((await records('kind=line', SPECIAL)).list).toEqual([])
  })
})

describe('GET /customized/membership', () => {
  test('gives the demo account its opened lines and its one pending application', async () => {
    const answer = await membership()
    expect(answer.lines.map((line) => line.lineName)).toEqual(['CL-LAX-01', 'CL-YYZ-02'])
    expect([answer.pendingCount, answer.enterpriseSubAccount]).toEqual([1, false])
  })
})

describe('POST /customized/apply', () => {
  test('adds a pending line application at the top of the records', async () => {
    const answer = await apply({ ...FORM, requestId: requestId('a') })
    expect(answer.code).toBe(200)
    expect(answer.data?.application).toMatchObject({ ...FORM, kind: 'line', state: 'pending', handledAt: 0 })
    const page = await records('kind=line&state=pending')
    expect(page.list[0]?.id).toBe(answer.data?.application.id)
    expect((await membership()).pendingCount).toBe(2)
  })

  test('applies once for a request id sent twice', async () => {
    const first = await apply({ ...FORM, requestId: requestId('b') })
    const again = await apply({ ...FORM, requestId: requestId('b') })
    expect(again.data?.application.id).toBe(first.data?.application.id)
    expect((await membership()).pendingCount).toBe(2)
  })

  test('refuses a form without a target or with a region too long', async () => {
    expect((await apply({ ...FORM, target: '  ', requestId: requestId('c') })).code).toBe(CODE_LINE_FORM_INVALID)
    expect((await apply({ ...FORM, region: '区'.repeat(31), requestId: requestId('d') })).code).toBe(CODE_LINE_FORM_INVALID)
  })

  test(`refuses once ${LINE_PENDING_LIMIT} applications wait for review`, async () => {
    await apply({ ...FORM, requestId: requestId('e') })
    await apply({ ...FORM, requestId: requestId('f') })
    const refused = await apply({ ...FORM, requestId: requestId('1') })
    expect(refused.code).toBe(CODE_LINE_PENDING_LIMIT)
    expect(refused.msg).toContain(String(LINE_PENDING_LIMIT))
  })

  test('refuses an enterprise sub-account with its message', async () => {
    expect((await control('POST', '/applications', { token: DEMO, enterpriseSubAccount: true })).status).toBe(200)
    const refused = await apply({ ...FORM, requestId: requestId('2') })
    expect([refused.code, refused.msg]).toEqual([CODE_APPLICATION_ENTERPRISE, '企业子账号无法进行此操作'])
    expect((await membership()).enterpriseSubAccount).toBe(true)
  })

  test('the control endpoint refuses a token that names no account', async () => {
    expect((await control('POST', '/applications', { token: 'nobody', enterpriseSubAccount: true })).status).toBe(400)
  })
})
