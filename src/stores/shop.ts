import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import {
  exchangeGoods,
  fetchExchangeOrders,
  fetchPaymentStatus,
  fetchShopCatalog,
  makeWechatPayment,
  refusedExchange,
  exchangeOrderPage,
  type ExchangeRequest,
  type ExchangeOrder,
  type ExchangeResult,
  type Goods,
  type ShopCatalog,
} from '@/api/shop'
import { storedAnswer } from '@/api/shape'
import { LIST_PAGE_SIZE } from '@/config'
import { exchangeRefusal, type ExchangeRefusal } from '@/lib/shop'
import { platformType } from '@/platform'
// imported from its module, not the adapter's index: only the shop's pages pay
import { paymentPlace, payPriceDifference } from '@/platform/payment'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import { Action, inMemory, Resource, type LoadStatus, type KeepIntents } from './async'
import { keptIntentsOf } from './kept-intents'
import { lastKnown, type LastKnownBook } from './last-known'
import { PagedListStore, type ListPage, type PageLoader } from './paged-list'
import { PaymentStore, type Payer, type PaymentApi } from './payment'

export interface ShopApi {
  fetchCatalog(): Promise<ShopCatalog>
  exchange(request: ExchangeRequest): Promise<ExchangeResult>
  newRequestId(): Promise<string>
  fetchOrders: PageLoader<ExchangeOrder>
}

export const shopApi: ShopApi = { fetchCatalog: fetchShopCatalog, exchange: exchangeGoods, newRequestId, fetchOrders: fetchExchangeOrders }

/** How the shop pays price differences: the server's payment endpoints and the host's way to pay. */
export interface PaymentParts {
  api: PaymentApi
  payer: Payer
}

const paymentParts: PaymentParts = {
  api: { makeWechatPayment, fetchPaymentStatus, newRequestId },
  payer: { place: paymentPlace, platformType, pay: payPriceDifference },
}

/** The coin shop (spec 2, 5): the goods, the account's standing, and exchanges made once. */
export class ShopStore {
  /** The exchange orders (/redeemRecordV4), newest first. */
  readonly orders: PagedListStore<ExchangeOrder>
  /** The order the last exchange made, as it moves on (its price difference paid). */
  lastExchange: ExchangeOrder | undefined = undefined
  /** Paying the orders' price differences (spec 4, 5). */
  readonly payment: PaymentStore
  private readonly catalogRead: Resource<ShopCatalog>
  private readonly exchanges: Action
  private readonly api: ShopApi
  private readonly coins: CoinStore

  constructor(
    api: ShopApi,
    coins: CoinStore,
    payment: PaymentParts = paymentParts,
    keep: KeepIntents = inMemory,
    keptOrders?: LastKnownBook<ListPage<ExchangeOrder>, unknown>,
  ) {
    this.api = api
    this.coins = coins
    this.catalogRead = new Resource(() => api.fetchCatalog())
    this.exchanges = new Action({ newRequestId: () => api.newRequestId(), intents: keep('shop-exchange') })
    this.orders = new PagedListStore((page, pageSize) => api.fetchOrders(page, pageSize), LIST_PAGE_SIZE, keptOrders)
    this.payment = new PaymentStore(payment.api, payment.payer, (order) => this.recordOrder(order), { keep })
    makeAutoObservable<ShopStore, 'api' | 'coins' | 'catalogRead' | 'exchanges'>(this, {
      orders: false,
      payment: false,
      api: false,
      coins: false,
      catalogRead: false,
      exchanges: false,
      lastExchange: observableRef,
    })
  }

  /** Goods already shown stay while they are refreshed. */
  /** Issue 26: an earlier visit's orders, shown offline, decide no payment; they are paid from once read again. */
  get ordersPayable(): boolean {
    return this.orders.savedAt === undefined
  }

  get catalog(): ShopCatalog | null {
    return this.catalogRead.data
  }

  get status(): LoadStatus {
    return this.catalogRead.status
  }

  get error(): unknown {
    return this.catalogRead.error
  }

  /** The goods whose exchange is on its way: a second tap sends nothing. */
  get exchanging(): string | undefined {
    return this.exchanges.subject
  }

  get goods(): Goods[] {
    return this.catalog?.goods ?? []
  }

  findGoods(id: string): Goods | undefined {
    return this.goods.find((item) => item.id === id)
  }

  /** The first reason this account cannot exchange the goods now (spec 5, 6), from the coin store's balance of this visit (never a last-known one). */
  refusalOf(goods: Goods, isIOS: boolean): ExchangeRefusal | undefined {
    const catalog = this.catalog
    return exchangeRefusal(goods, {
      coins: this.coins.lastKnownAt === undefined ? this.coins.remainCoins : undefined,
      signInDays: catalog?.signInDays ?? 0,
      inviteRestricted: catalog?.inviteRestricted ?? false,
      enterpriseSubAccount: catalog?.enterpriseSubAccount ?? false,
      isIOS,
    })
  }

  async load(): Promise<void> {
    await this.catalogRead.load()
  }

  /**
   * Exchanges the goods once. Undefined when an exchange is already on its way (nothing sent);
   * rejects with the reason when it fails. A failure without the server's word (a dropped
   * connection, a timeout) keeps the request id, so trying the same goods again spends once.
   */
  async exchange(goodsId: string, platformType: number): Promise<ExchangeResult | undefined> {
    try {
      const result = await this.exchanges.runOnce(goodsId, (requestId) => this.api.exchange({ goodsId, requestId, platformType }))
      if (result) {
        runInAction(() => {
          this.lastExchange = result.order
          this.recordExchange(goodsId, result)
          // the new order goes to the top of the records the next time they show
          this.orders.clear()
        })
      }
      return result
    } catch (error) {
      // the goods shows what the server said
      runInAction(() => this.recordRefusal(goodsId, refusedExchange(error)))
      throw error
    }
  }

  private recordExchange(goodsId: string, result: ExchangeResult): void {
    const goods = this.findGoods(goodsId)
    const price = goods?.price ?? result.order.price
    // Spec 4: the server's remaining coins, else the local balance minus the price (floored at 0).
    this.coins.applyChange(-price, result)
    this.updateGoods(goodsId, (item) => ({
      ...item,
      stock: Math.max(0, item.stock - 1),
      exchangedCount: item.exchangedCount + 1,
    }))
  }

  private recordRefusal(goodsId: string, refusal: ExchangeRefusal | undefined): void {
    if (refusal === 'outOfStock') this.updateGoods(goodsId, (item) => ({ ...item, stock: 0 }))
    if (refusal === 'limitReached') this.updateGoods(goodsId, (item) => ({ ...item, exchangedCount: Math.max(item.exchangedCount, item.limitPerUser) }))
    if (refusal === 'insufficientCoins') void this.coins.load()
    const catalog = this.catalog
    if (!catalog) return
    if (refusal === 'inviteRestricted') this.catalogRead.set({ ...catalog, inviteRestricted: true })
    if (refusal === 'enterpriseSubAccount') this.catalogRead.set({ ...catalog, enterpriseSubAccount: true })
  }

  /** An order the server moved on (its difference paid, or lapsed): shown as it now is; a lapse gave the coins back. */
  private recordOrder(order: ExchangeOrder): void {
    this.orders.replace((row) => row.id === order.id, () => order)
    if (this.lastExchange?.id === order.id) this.lastExchange = order
    if (order.state === 'refunded') void this.coins.load()
  }

  private updateGoods(goodsId: string, update: (goods: Goods) => Goods): void {
    const catalog = this.catalog
    if (!catalog) return
    this.catalogRead.set({ ...catalog, goods: catalog.goods.map((item) => (item.id === goodsId ? update(item) : item)) })
  }

  clear(): void {
    this.catalogRead.reset()
    this.exchanges.reset()
    this.lastExchange = undefined
    this.orders.clear()
    this.payment.clear()
  }
}

/** The shop's store, made by the shop's pages (never in the app's root stores). */
export const useShopStore = defineAreaStore(
  (shell) =>
    new ShopStore(
      shopApi,
      shell.coins,
      paymentParts,
      keptIntentsOf(shell.session),
      lastKnown('exchange-orders', () => shell.session.token, storedAnswer(exchangeOrderPage)),
    ),
)
