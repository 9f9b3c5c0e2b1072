// Membership records (spec 3 membership or purchase order, spec 4 refund states). Documented in
// docs/api.md, "Membership record endpoints"; the orders live in mock/member-orders.ts.
import type { memberRecordPage } from '@/api/records'
import { CODE_OK } from '@/lib/answer-codes'
import { orderBookOf, pausesOf, recordsOf } from '../member-orders'
import { badPaging, pageOf, type Routes, type Wire } from '../route'

const routes: Routes = {
  'GET /member/records': {
    auth: true,
    handle: (context) => {
      const { state, account, query } = context
      const page = pageOf(query, recordsOf(orderBookOf(state, account), pausesOf(state, account), Date.now()))
      return page ? { code: CODE_OK, data: page satisfies Wire<typeof memberRecordPage> } : badPaging(context)
    },
  },
}

export default routes
