// Membership records (spec 3 membership or purchase order, spec 4 refund states). Documented in
// docs/api.md, "Membership record endpoints"; the orders live in mock/member-orders.ts.
import { CODE_OK } from '@/lib/answer-codes'
import { orderBookOf, pausesOf, recordsOf } from '../member-orders'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Routes } from '../route'

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : fallback
}

const routes: Routes = {
  'GET /member/records': {
    auth: true,
    handle: ({ state, account, query }) => {
      const records = recordsOf(orderBookOf(state, account), pausesOf(state, account), Date.now())
      const page = positiveInteger(query.page, 1)
      const pageSize = Math.min(positiveInteger(query.pageSize, DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE)
      const start = (page - 1) * pageSize
      const list = records.slice(start, start + pageSize)
      return {
        code: CODE_OK,
        data: { list, page, pageSize, total: records.length, hasMore: start + list.length < records.length },
      }
    },
  },
}

export default routes
