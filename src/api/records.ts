import { LIST_PAGE_SIZE } from '@/config'
import { http } from '@/services/http'
import { asRecord, badShape, okData, readBoolean, readPagedAnswer, readNumber, readOneOf, readString, type PagedAnswer, type Shape } from './shape'

// Membership records (docs/api.md, "Membership record endpoints"): the user's membership and
// purchase orders of spec 3 with the refund states of spec 4.

const MEMBER_LEVELS = ['vip', 'superVip'] as const
export type MemberLevel = (typeof MEMBER_LEVELS)[number]

/** Spec 3 payment methods; the wire sends them as `payType` 0–4 in this order. */
const PAYMENT_METHODS = ['offline', 'paymentApp', 'miniProgram', 'chatApp', 'card'] as const
/** `other`: a payment method this client does not know yet. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'other'

/** Spec 4: refundable within 7 days, not refundable, refund completed, refund refused. */
const REFUND_STATES = ['refundable', 'notRefundable', 'refunded', 'refused'] as const
export type RefundState = (typeof REFUND_STATES)[number]

export interface MemberRecord {
  orderNo: string
  level: MemberLevel
  /** null when nothing was paid (a gifted membership). */
  paymentMethod: PaymentMethod | null
  /** When the membership was obtained (ms). */
  obtainedAt: number
  addedDays: number
  /** The benefit time the order gives, start and end (ms). */
  benefitStart: number
  benefitEnd: number
  gifted: boolean
  refundState: RefundState
  /** Last moment a refund may be requested (ms); 0 unless refundable. */
  refundableUntil: number
  /** When the refund was made (ms); 0 unless refunded. */
  refundedAt: number
}

export type MemberRecordPage = PagedAnswer<MemberRecord>

function readPaymentMethod(record: Shape): PaymentMethod | null {
  const value = record.payType
  if (value == null) return null
  const index = readNumber(record, 'payType')
  // The server may add payment methods before the client knows their names.
  return PAYMENT_METHODS[index] ?? 'other'
}

function toMemberRecord(item: unknown): MemberRecord {
  const record = asRecord(item, 'member record')
  const addedDays = readNumber(record, 'addedDays')
  if (addedDays < 0) throw badShape('addedDays')
  const benefitStart = readNumber(record, 'benefitStart')
  const benefitEnd = readNumber(record, 'benefitEnd')
  if (benefitEnd < benefitStart) throw badShape('benefitEnd')
  return {
    orderNo: readString(record, 'orderNo'),
    level: readOneOf(record, 'level', MEMBER_LEVELS),
    paymentMethod: readPaymentMethod(record),
    obtainedAt: readNumber(record, 'obtainedAt'),
    addedDays,
    benefitStart,
    benefitEnd,
    gifted: readBoolean(record, 'gifted', false),
    refundState: readOneOf(record, 'refundStatus', REFUND_STATES),
    refundableUntil: readNumber(record, 'refundableUntil', 0),
    refundedAt: readNumber(record, 'refundedAt', 0),
  }
}

/** GET /member/records: one page of the user's membership records, newest first. */
export async function fetchMemberRecords(page: number, pageSize = LIST_PAGE_SIZE): Promise<MemberRecordPage> {
  return readPagedAnswer(
    okData(await http.request({ method: 'GET', path: '/member/records', query: { page, pageSize } })),
    'member records',
    toMemberRecord,
  )
}
