import { makeAutoObservable } from 'mobx'
import { fetchMemberRecords, type MemberLevel, type MemberRecord } from '@/api/records'
import { fetchRefunds, requestRefund, type Refund, type RefundList, type RefundRequest } from '@/api/order'
import { LIST_PAGE_SIZE } from '@/config'
import { isRefusal } from '@/lib/refusal'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, inMemory, Resource, type LoadStatus, type KeepIntents } from './async'
import { keptIntentsOf } from './kept-intents'
import { keptMemberRecords } from './member-records'
import type { LastKnownBook } from './last-known'
import { PagedListStore, type ListPage, type PageLoader } from './paged-list'

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

/** Activation records (membership orders) and their refunds (spec 4, 5, 9). */
export class OrderStore {
  readonly records: PagedListStore<MemberRecord>
  private readonly refundList: Resource<RefundList>
  private readonly refundRequests: Action
  private readonly api: OrderApi

  constructor(api: OrderApi, keep: KeepIntents = inMemory, keptRecords?: LastKnownBook<ListPage<MemberRecord>, unknown>) {
    this.api = api
    this.records = new PagedListStore(api.fetchMemberRecords, LIST_PAGE_SIZE, keptRecords)
    this.refundList = new Resource(() => api.fetchRefunds())
    this.refundRequests = new Action({ newRequestId: () => api.newRequestId(), intents: keep('refund-request') })
    makeAutoObservable<OrderStore, 'api' | 'refundList' | 'refundRequests'>(this, {
      api: false,
      records: false,
      refundList: false,
      refundRequests: false,
    })
  }

  get refunds(): RefundList | null {
    return this.refundList.data
  }

  get refundsStatus(): LoadStatus {
    return this.refundList.status
  }

  /** The order whose refund is on its way: a second tap, on it or any other order, sends nothing. */
  get refundingOrderNo(): string | null {
    return this.refundRequests.subject ?? null
  }

  /**
   * No refund starts while one is on its way (this order's or another's: a second tap sends nothing),
   * nor from the rows of an earlier visit shown offline (issue 26: a kept copy decides no money action).
   */
  get refundHeld(): boolean {
    return this.refundingOrderNo !== null || this.records.savedAt !== undefined
  }

  /** Spec 9: one refund service per user; known from the refund list or from a refunded order. */
  get refundServiceUsed(): boolean {
    return Boolean(this.refunds?.serviceUsed) || this.records.items.some((record) => record.refundState === 'refunded')
  }

  /** A refund's order level, titled as the order's card is: the answer's, else that of the order if read so far (an older server names only the order). */
  levelOf(refund: Refund): MemberLevel | undefined {
    return refund.level ?? this.records.items.find((record) => record.orderNo === refund.orderNo)?.level
  }

  async loadRefunds(): Promise<void> {
    await this.refundList.load()
  }

  /**
   * Asks for the refund of one order. Resolves undefined when a refund is already on its way
   * (nothing sent); rejects with the server's refusal or the transport's failure. A failure in
   * transit keeps the request id, so trying again cannot refund twice.
   */
  async requestRefund(orderNo: string, reason: string): Promise<RefundDone | undefined> {
    let refund: Refund | undefined
    try {
      refund = await this.refundRequests.runOnce(
        JSON.stringify([orderNo, reason]),
        (requestId) => this.api.requestRefund({ orderNo, reason, requestId }),
        { subject: orderNo },
      )
    } catch (error) {
      // the server's refusal says the orders changed elsewhere
      if (isRefusal(error)) void this.refresh()
      throw error
    }
    if (!refund) return undefined
    this.recordRefund(refund)
    return { refund, refreshed: await this.refresh() }
  }

  /** Reads the orders and refunds again (benefit times move when an order is refunded); false when that failed. */
  private async refresh(): Promise<boolean> {
    const [records, refunds] = await Promise.allSettled([this.records.reload(), this.refundList.load()])
    return records.status === 'fulfilled' && refunds.status === 'fulfilled' && refunds.value !== undefined
  }

  private recordRefund(refund: Refund): void {
    this.records.replace(
      (record) => record.orderNo === refund.orderNo,
      (record) => ({ ...record, refundState: refund.outcome, refundedAt: refund.refundedAt, refundableUntil: 0 }),
    )
    const refunds = this.refunds?.list.filter((known) => known.refundNo !== refund.refundNo) ?? []
    this.refundList.set({ serviceUsed: this.refunds?.serviceUsed || refund.outcome === 'refunded', list: [refund, ...refunds] })
  }

  clear(): void {
    this.records.clear()
    this.refundList.reset()
    this.refundRequests.reset()
  }
}

export const useOrderStore = defineAreaStore(
  (shell) =>
    new OrderStore(
      { fetchMemberRecords, fetchRefunds, requestRefund, newRequestId },
      keptIntentsOf(shell.session),
      keptMemberRecords(() => shell.session.token),
    ),
)
