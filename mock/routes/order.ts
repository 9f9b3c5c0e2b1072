// Refunds of membership orders (spec 4, 5, 9). Documented in docs/api.md, "Order endpoints";
// the rules are the client's own (src/lib/refund.ts, src/lib/validate.ts).
import type { refundAnswer, refundList } from '@/api/order'
import {
  CODE_OK,
  CODE_ORDER_NOT_FOUND,
  CODE_REFUND_NOT_ALLOWED,
  CODE_REFUND_REASON_TOO_LONG,
  CODE_REFUND_SERVICE_USED,
} from '@/lib/answer-codes'
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { isRefundReason } from '@/lib/validate'
import { orderBookOf, pausesOf, refundOrder, refundServiceUsed, refundStateOf } from '../member-orders'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type Routes, type SignedIn, type Wire } from '../route'

function refund({ state, account, body, t }: SignedIn): Answer {
  const reason = fieldText(body.reason)
  // spec 5: optional, at most 50 characters (an emoji counts once)
  if (!isRefundReason(reason)) return { code: CODE_REFUND_REASON_TOO_LONG, msg: t('refund.reasonTooLong') }
  if (account.enterpriseSubAccount) return { code: CODE_REFUND_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const book = orderBookOf(state, account)
  const order = book.orders.find((known) => known.orderNo === fieldText(body.orderNo))
  if (!order) return { code: CODE_ORDER_NOT_FOUND, msg: t('refund.orderNotFound') }
  // spec 9: one refund service per user
  if (refundServiceUsed(book)) return { code: CODE_REFUND_SERVICE_USED, msg: t('refund.serviceUsed') }
  const now = Date.now()
  if (refundStateOf(book, order, now) !== 'refundable') return { code: CODE_REFUND_NOT_ALLOWED, msg: t('refund.notAllowed') }
  const made = refundOrder(account, book, pausesOf(state, account), order, reason, now)
  return { code: CODE_OK, data: { refund: made } satisfies Wire<typeof refundAnswer> }
}

const routes: Routes = {
  'GET /member/refunds': {
    auth: true,
    handle: ({ state, account }) => {
      const book = orderBookOf(state, account)
      return { code: CODE_OK, data: { serviceUsed: refundServiceUsed(book), list: book.refunds } satisfies Wire<typeof refundList> }
    },
  },
  'POST /member/refund': {
    auth: true,
    handle: (context) => onceByRequestId(context, 'refund', () => refund(context)),
  },
}

export default routes
