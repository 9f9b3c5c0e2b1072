/** @jest-environment node */
// Spec 6: the enterprise sub-account is one flag on the mock's account; every area's control sets it
// and every area reads it (docs/api.md, "Control endpoints").
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()
const DEMO = 'demo-token'

// The answers that carry the flag, one per area that shows it.
const FLAG_READS: ReadonlyArray<[string, string, (data: unknown) => unknown]> = [
  ['shop', '/shop/goods', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['gift', '/gift/status', (data) => (data as { facts: { enterpriseSubAccount: boolean } }).facts.enterpriseSubAccount],
  ['international student offer', '/intlStudent/offer', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['auto-renew', '/member/autoRenew', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['pause', '/member/pause', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['customised membership', '/customized/membership', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['cancellation', '/account/cancellation', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
  ['equipment', '/equipment/list', (data) => (data as { enterpriseSubAccount: boolean }).enterpriseSubAccount],
]

async function flagsOf(token: string): Promise<unknown[]> {
  return Promise.all(FLAG_READS.map(async ([, path, read]) => read(await mock.ok(path, { token }))))
}

describe('the enterprise sub-account flag', () => {
  test('is off for every area of a fresh account', async () => {
    expect(await flagsOf(DEMO)).toEqual(FLAG_READS.map(() => false))
  })

  test.each(['/order', '/gift', '/shop', '/membership', '/identity', '/cancellation', '/equipment', '/applications', '/intlStudent'])(
    'set through POST /api/__mock%s, is read by every area',
    async (control) => {
      expect((await mock.control('POST', control, { token: DEMO, enterpriseSubAccount: true })).status).toBe(200)
      expect(await flagsOf(DEMO)).toEqual(FLAG_READS.map(() => true))
    },
  )

  test('set through one area, makes another area refuse with its own code', async () => {
    await mock.control('POST', '/cancellation', { token: DEMO, enterpriseSubAccount: true })
    const answer = await mock.call('/member/refund', { method: 'POST', body: { orderNo: 'any', reason: '' }, token: DEMO })
    expect(answer.code).toBe(CODE_REFUND_ENTERPRISE)
  })

  test('cleared through another area, is off everywhere', async () => {
    await mock.control('POST', '/shop', { token: DEMO, enterpriseSubAccount: true })
    await mock.control('POST', '/membership', { token: DEMO, enterpriseSubAccount: false })
    expect(await flagsOf(DEMO)).toEqual(FLAG_READS.map(() => false))
  })

  test('is the account’s own: another account stays off', async () => {
    await mock.control('POST', '/order', { token: DEMO, enterpriseSubAccount: true })
    expect(await flagsOf('special-token')).toEqual(FLAG_READS.map(() => false))
  })

  test('is dropped by a reset', async () => {
    await mock.control('POST', '/order', { token: DEMO, enterpriseSubAccount: true })
    await mock.control('POST', '/reset')
    expect(await flagsOf(DEMO)).toEqual(FLAG_READS.map(() => false))
  })
})
