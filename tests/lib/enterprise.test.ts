import { CODE_APPLICATION_ENTERPRISE } from '@/lib/applications'
import { CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT } from '@/lib/cancellation'
import { CODE_EQUIPMENT_ENTERPRISE } from '@/lib/devices'
import { isEnterpriseRefusal } from '@/lib/enterprise'
import { CODE_GIFT_ENTERPRISE, CODE_GIFT_ENDED } from '@/lib/gift'
import { CODE_IDENTITY_ENTERPRISE } from '@/lib/identity'
import { CODE_STUDENT_ENTERPRISE } from '@/lib/intl-student'
import { CODE_MEMBERSHIP_ENTERPRISE } from '@/lib/membership'
import { Refusal } from '@/lib/refusal'
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { EXCHANGE_REFUSAL_CODES } from '@/lib/shop'

describe('isEnterpriseRefusal', () => {
  test.each([
    ['shop', EXCHANGE_REFUSAL_CODES.enterpriseSubAccount, 10406],
    ['gift', CODE_GIFT_ENTERPRISE, 10444],
    ['international student offer', CODE_STUDENT_ENTERPRISE, 10453],
    ['membership', CODE_MEMBERSHIP_ENTERPRISE, 10550],
    ['identity', CODE_IDENTITY_ENTERPRISE, 10505],
    ['cancellation', CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT, 10526],
    ['equipment', CODE_EQUIPMENT_ENTERPRISE, 13022],
    ['applications', CODE_APPLICATION_ENTERPRISE, 10340],
    ['refunds', CODE_REFUND_ENTERPRISE, 10334],
  ])('recognises the %s area’s refusal, code %i as on the wire', (_area, code, wire) => {
    expect(code).toBe(wire)
    expect(isEnterpriseRefusal(new Refusal(code, ''))).toBe(true)
  })

  test('does not take another refusal of an area for an enterprise one', () => {
    expect(isEnterpriseRefusal(new Refusal(CODE_GIFT_ENDED, ''))).toBe(false)
  })

  test('does not take a neighbouring shop refusal for an enterprise one', () => {
    expect(isEnterpriseRefusal(new Refusal(EXCHANGE_REFUSAL_CODES.inviteRestricted, ''))).toBe(false)
  })

  test('does not take a failure without an answer for a refusal', () => {
    expect(isEnterpriseRefusal(new Error('timeout'))).toBe(false)
  })
})
