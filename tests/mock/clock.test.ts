/** @jest-environment node */
// The mock's clock (docs/api.md, "POST /api/__mock/clock"): the e2e tests place the server's now
// near midnight China time with it.
import { setupMockServer } from '../support/mock-server'
import { chinaTime } from '../support/time-zones'

const mock = setupMockServer()
const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

async function demoVipExpireAt(): Promise<number> {
  return (await mock.ok<{ vipExpireAt: number }>('/user/info', { token: 'demo-token' })).vipExpireAt
}

afterEach(() => mock.reset())

describe('POST /api/__mock/clock', () => {
  test('runs the mock from the instant given and seeds the accounts from it', async () => {
    const at = chinaTime('2027-03-07T23:50')
    expect((await mock.control('POST', '/clock', { at })).status).toBe(200)
    const fromSeed = (await demoVipExpireAt()) - at
    expect(fromSeed).toBeGreaterThanOrEqual(45 * DAY_MS)
    expect(fromSeed).toBeLessThan(45 * DAY_MS + MINUTE_MS)
  })

  test('a reset puts the mock back on real time', async () => {
    await mock.control('POST', '/clock', { at: chinaTime('2030-01-01T00:10') })
    await mock.reset()
    expect(Math.abs((await demoVipExpireAt()) - 45 * DAY_MS - Date.now())).toBeLessThan(MINUTE_MS)
  })

  test.each([['no time', 'soon'], ['zero', 0], ['missing', undefined]])('refuses an instant that is %s with HTTP 400', async (_name, at) => {
    expect((await mock.control('POST', '/clock', { at })).status).toBe(400)
  })
})
