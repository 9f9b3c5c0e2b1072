import { makeAutoObservable } from 'mobx'
import { paymentRefusal, type ExchangeOrder, type WechatPaymentRequest } from '@/api/shop'
import { isAwaitingPayment, PAYMENT_STATUS_CHECKS, PAYMENT_STATUS_INTERVAL_MS, settlementOf, type PaymentRefusal } from '@/lib/payment'
import { formatPriceDifference } from '@/lib/shop'
import type { PaymentOutcome, PaymentPlace, PriceDifferencePayment, WechatPayOrder } from '@/platform/types'
import { Action, inMemory, type SameUser, type KeepIntents } from './async'

export interface PaymentApi {
  makeWechatPayment(request: WechatPaymentRequest): Promise<WechatPayOrder>
  fetchPaymentStatus(orderId: string): Promise<ExchangeOrder>
  newRequestId(): Promise<string>
}

/** What paying needs of the host adapter (src/platform/payment). */
export interface Payer {
  place(): PaymentPlace
  platformType(): number
  pay(payment: PriceDifferencePayment): Promise<PaymentOutcome>
}

/**
 * Where an order's payment stands on screen: nothing tried (or cancelled), on its way, the server
 * being asked, failed (pay again), or asked several times without an answer (ask again later).
 */
export type PaymentPhase = 'idle' | 'paying' | 'confirming' | 'failed' | 'unconfirmed'

/** How one tap on "pay" (or "check the result") ended, for the page to say. */
export type PaymentEnd =
  | { kind: 'paid'; order: ExchangeOrder }
  | { kind: 'lapsed'; order: ExchangeOrder }
  | { kind: 'closed'; order: ExchangeOrder }
  | { kind: 'cancelled' }
  | { kind: 'failed' }
  | { kind: 'unconfirmed' }
  | { kind: 'notHere'; place: Exclude<PaymentPlace, 'here'> }
  /** The server refused, for a reason the page tells: not this account's order, or not on iOS (spec 5). */
  | { kind: 'refused'; refusal: Extract<PaymentRefusal, 'notYours' | 'iosUnsupported'> }
  /** The payment order could not be asked for (network, timeout): paying again sends the same request id. */
  | { kind: 'error'; error: unknown }

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export interface PaymentOptions {
  /** How the status checks wait between them. */
  wait?: (ms: number) => Promise<void>
  /** Where the payment orders' request ids are kept (across a reload, in the app). */
  keep?: KeepIntents
}

/** How a step of a payment ended, and whether it also ended the order's payment intent. */
interface Step {
  end: PaymentEnd
  /** The server settled the order or refused the payment order: paying again is a new intent. */
  intentOver?: boolean
}

/**
 * Paying exchange orders' price differences (spec 4, 5): one payment at a time, so a double tap
 * pays once; one request id per order, kept until the server settles the order, so a retry after a
 * cancel, a failure or a lost answer makes no second payment; and the server asked, a few times,
 * whether the money arrived, since WeChat's (or the app's) word is no proof.
 */
export class PaymentStore {
  private readonly phases = new Map<string, PaymentPhase>()
  /** One payment or check at a time; request ids by order, until the server settles the order. */
  private readonly payments: Action
  private readonly api: PaymentApi
  private readonly payer: Payer
  private readonly onSettled: (order: ExchangeOrder) => void
  private readonly wait: (ms: number) => Promise<void>

  /** `onSettled` gets each order the server moved on (paid, lapsed, closed). */
  constructor(api: PaymentApi, payer: Payer, onSettled: (order: ExchangeOrder) => void, { wait = pause, keep = inMemory }: PaymentOptions = {}) {
    this.api = api
    this.payer = payer
    this.onSettled = onSettled
    this.wait = wait
    this.payments = new Action({ newRequestId: () => api.newRequestId(), intents: keep('price-difference') })
    makeAutoObservable<PaymentStore, 'api' | 'payer' | 'onSettled' | 'wait' | 'payments'>(this, {
      api: false,
      payer: false,
      onSettled: false,
      wait: false,
      payments: false,
    })
  }

  /** The order whose payment is on its way: a second tap, on it or another, sends nothing. */
  get busyOrderId(): string | undefined {
    return this.payments.subject
  }

  /** Spec 5: where this client can pay. */
  place(): PaymentPlace {
    return this.payer.place()
  }

  phaseOf(orderId: string): PaymentPhase {
    return this.phases.get(orderId) ?? 'idle'
  }

  /**
   * Pays the order's price difference once. Undefined when a payment is already on its way
   * (nothing sent) or the user changed meanwhile.
   */
  async pay(order: ExchangeOrder): Promise<PaymentEnd | undefined> {
    if (this.payments.busy) return undefined
    const place = this.payer.place()
    if (place !== 'here') return { kind: 'notHere', place }
    if (!isAwaitingPayment(order, Date.now())) return this.confirm(order)
    this.phases.set(order.id, 'paying')
    try {
      const step = await this.payments.runOnce(order.id, (requestId, sameUser) => this.payOnce(order, requestId, sameUser), {
        keepsIntent: (answer) => !answer?.intentOver,
      })
      return step?.end
    } catch (error) {
      // the payment order could not be asked for: paying again sends the same request id
      this.setPhase(order.id, 'failed')
      return { kind: 'error', error }
    }
  }

  /** Asks the server again whether the order was paid (after "being confirmed"). Undefined while a payment is on its way. */
  async confirm(order: ExchangeOrder): Promise<PaymentEnd | undefined> {
    const step = await this.payments.run((sameUser) => this.askServer(order, sameUser), order.id)
    if (step?.intentOver) this.payments.forget(order.id)
    return step?.end
  }

  /** Undefined when the user changed meanwhile: the flight reports nothing then. */
  private async payOnce(order: ExchangeOrder, requestId: string, sameUser: SameUser): Promise<Step | undefined> {
    let outcome: PaymentOutcome
    try {
      outcome = await this.payer.pay({
        orderId: order.id,
        requestId,
        amount: formatPriceDifference(order.priceDifference),
        title: order.goodsName,
        wechatOrder: (payerCode) => this.api.makeWechatPayment({ orderId: order.id, requestId, payerCode, platformType: this.payer.platformType() }),
      })
    } catch (failure) {
      const refusal = paymentRefusal(failure)
      if (refusal === undefined) throw failure
      if (!sameUser()) return undefined
      const step = await this.refused(order, refusal, sameUser)
      // the server's word ends this intent
      return step && { ...step, intentOver: true }
    }
    if (!sameUser()) return undefined
    return this.after(order, outcome, sameUser)
  }

  private async after(order: ExchangeOrder, outcome: PaymentOutcome, sameUser: SameUser): Promise<Step | undefined> {
    switch (outcome) {
      case 'paid':
      case 'unknown':
        return this.askServer(order, sameUser)
      case 'cancelled':
        // nothing changed: the same payment order may be paid later
        this.setPhase(order.id, 'idle')
        return { end: { kind: 'cancelled' } }
      case 'failed':
        this.setPhase(order.id, 'failed')
        return { end: { kind: 'failed' } }
    }
  }

  private async refused(order: ExchangeOrder, refusal: PaymentRefusal, sameUser: SameUser): Promise<Step | undefined> {
    switch (refusal) {
      case 'alreadyPaid':
      case 'closed':
        // the order moved on: read it to show how
        return this.askServer(order, sameUser)
      case 'iosUnsupported':
      case 'notYours':
        this.setPhase(order.id, 'idle')
        return { end: { kind: 'refused', refusal } }
      case 'payerUnknown':
        this.setPhase(order.id, 'failed')
        return { end: { kind: 'failed' } }
    }
  }

  /** Reads the order a few times, a pause apart, until the server says it moved on. */
  private async askServer(order: ExchangeOrder, sameUser: SameUser): Promise<Step | undefined> {
    this.setPhase(order.id, 'confirming')
    for (let check = 0; check < PAYMENT_STATUS_CHECKS; check += 1) {
      if (check > 0) await this.wait(PAYMENT_STATUS_INTERVAL_MS)
      // another user now: the checks stop
      if (!sameUser()) return undefined
      let read: ExchangeOrder | undefined
      try {
        read = await this.api.fetchPaymentStatus(order.id)
      } catch (failure) {
        // the server's refusal says the order is not this account's; an answer that did not come counts as "not yet"
        if (paymentRefusal(failure) !== undefined && sameUser()) {
          this.setPhase(order.id, 'idle')
          return { end: { kind: 'refused', refusal: 'notYours' } }
        }
      }
      if (!sameUser()) return undefined
      const settled = read ? settlementOf(read.state) : 'waiting'
      if (read && settled !== 'waiting') {
        this.setPhase(order.id, 'idle')
        this.onSettled(read)
        return { end: { kind: settled, order: read }, intentOver: true }
      }
    }
    this.setPhase(order.id, 'unconfirmed')
    return { end: { kind: 'unconfirmed' } }
  }

  private setPhase(orderId: string, phase: PaymentPhase): void {
    if (phase === 'idle') this.phases.delete(orderId)
    else this.phases.set(orderId, phase)
  }

  clear(): void {
    this.payments.reset()
    this.phases.clear()
  }
}
