import { makeAutoObservable, runInAction } from 'mobx'
import { fetchMemberRecords, type MemberRecord } from '@/api/records'
import { fetchRefunds, requestRefund, type Refund, type RefundList, type RefundRequest } from '@/api/order'
import { LIST_PAGE_SIZE } from '@/config'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'
import { PagedListStore, type PageLoader } from './paged-list'

export interface OrderApi {
  fetchMemberRecords: PageLoader<MemberRecord>
  fetchRefunds(): Promise<RefundList>
  requestRefund(request: RefundRequest): Promise<Refund>
  newRequestId(): Promise<string>
}

/** A refund the server made: `refreshed` is false when the orders could not be read again afterwards. */
export interface RefundDone {
  refund: Refund
  refreshed: boolean
}

interface RefundIntent {
  orderNo: string
  reason: string
  requestId: string
}

/** Activation records (membership orders) and their refunds (spec 4, 5, 9). */
export class OrderStore {
  readonly records: PagedListStore<MemberRecord>
  refunds: RefundList | null = null
  refundsStatus: LoadStatus = 'idle'
  /** The order whose refund is on its way: a second tap, on it or any other order, sends nothing. */
  refundingOrderNo: string | null = null
  /** The refund last tried and not answered: a retry of it sends the same request id. */
  private intent: RefundIntent | null = null
  /** Moves on when the user changes: answers for the one before are dropped. */
  private generation = 0
  private readonly api: OrderApi

  constructor(api: OrderApi) {
    this.api = api
    this.records = new PagedListStore(api.fetchMemberRecords, LIST_PAGE_SIZE)
    makeAutoObservable<OrderStore, 'api' | 'intent' | 'generation'>(this, {
      api: false,
      records: false,
      intent: false,
      generation: false,
    })
  }

  /** Spec 9: one refund service per user; known from the refund list or from a refunded order. */
  get refundServiceUsed(): boolean {
    return Boolean(this.refunds?.serviceUsed) || this.records.items.some((record) => record.refundState === 'refunded')
  }

  async loadRefunds(): Promise<void> {
    const generation = this.generation
    if (this.refundsStatus !== 'ready') this.refundsStatus = 'loading'
    try {
      const refunds = await this.api.fetchRefunds()
      runInAction(() => {
        if (generation !== this.generation) return
        this.refunds = refunds
        this.refundsStatus = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation && this.refundsStatus !== 'ready') this.refundsStatus = 'error'
      })
      throw error
    }
  }

  /**
   * Asks for the refund of one order. Resolves undefined when a refund is already on its way
   * (nothing sent); rejects with the server's refusal or the transport's failure. A failure in
   * transit keeps the request id, so trying again cannot refund twice.
   */
  async requestRefund(orderNo: string, reason: string): Promise<RefundDone | undefined> {
    if (this.refundingOrderNo !== null) return undefined
    this.refundingOrderNo = orderNo
    const generation = this.generation
    try {
      const intent = this.intent
      const requestId =
        intent && intent.orderNo === orderNo && intent.reason === reason ? intent.requestId : await this.api.newRequestId()
      this.intent = { orderNo, reason, requestId }
      let refund: Refund
      try {
        refund = await this.api.requestRefund({ orderNo, reason, requestId })
      } catch (error) {
        if (error instanceof ApiError) {
          // the server's refusal is final for this intent, and says the orders changed elsewhere
          this.intent = null
          this.refresh().catch(() => undefined)
        }
        throw error
      }
      this.intent = null
      if (generation !== this.generation) return { refund, refreshed: false }
      runInAction(() => this.recordRefund(refund))
      return { refund, refreshed: await this.refresh() }
    } finally {
      runInAction(() => {
        this.refundingOrderNo = null
      })
    }
  }

  /** Reads the orders and refunds again (benefit times move when an order is refunded); false when that failed. */
  private async refresh(): Promise<boolean> {
    const results = await Promise.allSettled([this.records.reload(), this.loadRefunds()])
    return results.every((result) => result.status === 'fulfilled')
  }

  private recordRefund(refund: Refund): void {
    this.records.replace(
      (record) => record.orderNo === refund.orderNo,
      (record) => ({ ...record, refundState: refund.outcome, refundedAt: refund.refundedAt, refundableUntil: 0 }),
    )
    const refunds = this.refunds?.list.filter((known) => known.refundNo !== refund.refundNo) ?? []
    this.refunds = { serviceUsed: this.refunds?.serviceUsed || refund.outcome === 'refunded', list: [refund, ...refunds] }
  }

  clear(): void {
    this.generation += 1
    this.records.clear()
    this.refunds = null
    this.refundsStatus = 'idle'
    this.intent = null
  }
}

export const useOrderStore = defineAreaStore(
  () => new OrderStore({ fetchMemberRecords, fetchRefunds, requestRefund, newRequestId }),
)
