// Refunds of membership orders (spec 4, 5, 9). Documented in docs/api.md, "Order endpoints";
// the rules are the client's own (src/lib/refund.ts, src/lib/validate.ts).
import type { RefundList } from '@/api/order'
import {
  CODE_OK,
  CODE_ORDER_NOT_FOUND,
  CODE_REFUND_NOT_ALLOWED,
  CODE_REFUND_REASON_TOO_LONG,
  CODE_REFUND_SERVICE_USED,
} from '@/lib/answer-codes'
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { isRefundReason } from '@/lib/validate'
import { orderBookOf, pausesOf, refundOrder, refundServiceUsed, refundStateOf, type WireRefund } from '../member-orders'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import type { Account } from '../state'

function refund({ state, account, body, t }: RouteContext & { account: Account }): Answer {
  const reason = fieldText(body.reason)
  // spec 5: optional, at most 50 characters (an emoji counts once)
  if (!isRefundReason(reason)) return { code: CODE_REFUND_REASON_TOO_LONG, msg: t('refundReasonTooLong') }
  if (account.enterpriseSubAccount) return { code: CODE_REFUND_ENTERPRISE, msg: t('giftEnterprise') }
  const book = orderBookOf(state, account)
  const order = book.orders.find((known) => known.orderNo === fieldText(body.orderNo))
  if (!order) return { code: CODE_ORDER_NOT_FOUND, msg: t('orderNotFound') }
  // spec 9: one refund service per user
  if (refundServiceUsed(book)) return { code: CODE_REFUND_SERVICE_USED, msg: t('refundServiceUsed') }
  const now = Date.now()
  if (refundStateOf(book, order, now) !== 'refundable') return { code: CODE_REFUND_NOT_ALLOWED, msg: t('refundNotAllowed') }
  const made: WireRefund = refundOrder(account, book, pausesOf(state, account), order, reason, now)
  return { code: CODE_OK, data: { refund: made } }
}

const routes: Routes = {
  'GET /member/refunds': {
    auth: true,
    handle: ({ state, account }) => {
      const book = orderBookOf(state, account)
      const data: RefundList = { serviceUsed: refundServiceUsed(book), list: book.refunds }
      return { code: CODE_OK, data }
    },
  },
  'POST /member/refund': {
    auth: true,
    handle: (context) => onceByRequestId(context, 'refund', () => refund(context)),
  },
}

export default routes
