import * as v from 'valibot'
import { LIST_PAGE_SIZE } from '@/config'
import { http } from '@/services/http'
import { memberRecordsRead } from './area-reads'
import { flag, num, okData, pagedAnswer, parseAnswerKeepingWire, text } from './shape'

// Membership records (docs/api.md, "Membership record endpoints"): the user's membership and
// purchase orders of spec 3 with the refund states of spec 4.

const MEMBER_LEVELS = ['vip', 'superVip'] as const
export type MemberLevel = (typeof MEMBER_LEVELS)[number]
export const memberLevel = v.picklist(MEMBER_LEVELS)

/** Spec 3 payment methods; the wire sends them as `payType` 0–4 in this order. */
const PAYMENT_METHODS = ['offline', 'paymentApp', 'miniProgram', 'chatApp', 'card'] as const
/** `other`: a payment method this client does not know yet. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | 'other'

/** Spec 4: refundable within 7 days, not refundable, refund completed, refund refused. */
const REFUND_STATES = ['refundable', 'notRefundable', 'refunded', 'refused'] as const
export type RefundState = (typeof REFUND_STATES)[number]

const memberRecord = v.pipe(
  v.object({
    orderNo: text,
    level: memberLevel,
    /** null when nothing was paid (a gifted membership). */
    payType: v.nullish(
      v.pipe(
        num,
        // The server may add payment methods before the client knows their names.
        v.transform((index): PaymentMethod => PAYMENT_METHODS[index] ?? 'other'),
      ),
      null,
    ),
    /** When the membership was obtained (ms). */
    obtainedAt: num,
    addedDays: v.pipe(num, v.minValue(0)),
    /** The benefit time the order gives, start and end (ms). */
    benefitStart: num,
    benefitEnd: num,
    gifted: v.nullish(flag, false),
    /** Spec 6: a gift slot was activated on this order, which ends its 7-day refund. */
    giftActivated: v.nullish(flag, false),
    refundStatus: v.picklist(REFUND_STATES),
    /** Last moment a refund may be requested (ms); 0 unless refundable. */
    refundableUntil: v.nullish(num, 0),
    /** When the refund was made (ms); 0 unless refunded. */
    refundedAt: v.nullish(num, 0),
  }),
  v.check((record) => record.benefitEnd >= record.benefitStart, 'benefitEnd is before benefitStart'),
  v.transform(({ payType, refundStatus, ...record }) => ({ ...record, paymentMethod: payType, refundState: refundStatus })),
)
export type MemberRecord = v.InferOutput<typeof memberRecord>

export const memberRecordPage = pagedAnswer(memberRecord)
export type MemberRecordPage = v.InferOutput<typeof memberRecordPage>

/** GET /member/records: one page of the user's membership records, newest first, with its wire data to keep. */
export async function fetchMemberRecords(page: number, pageSize = LIST_PAGE_SIZE): Promise<MemberRecordPage & { wire: unknown }> {
  return parseAnswerKeepingWire(
    memberRecordPage,
    okData(await http.request(memberRecordsRead(page, pageSize))),
  )
}
