// The coin shop's exchange rules (spec 5, 6) and the answer codes that name each refusal (spec 8).
// The client checks them before it asks; the server (and the mock) checks them again.
import { isRedeemCode } from './validate'
import { endOfWorkingDaysAfter } from './working-days'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

/** Spec 9: a shop order is issued within 2 working days. */
export const EXCHANGE_ISSUE_WORKING_DAYS = 2

/** Minutes an order has to pay its price difference before it closes and its coins come back. */
export const PRICE_DIFFERENCE_PAY_MINUTES = 30

const MINUTE_MS = 60 * 1000

/**
 * Spec 4, 9: the moment an order waiting for issue must be issued by: the end of the second
 * working day (Monday to Friday, China time) after the day it was made.
 */
export function issueDeadline(createdAt: number): number {
  return endOfWorkingDaysAfter(createdAt, EXCHANGE_ISSUE_WORKING_DAYS)
}

/** The moment a price difference must be paid by, for an order made at `createdAt`. */
export function payDeadline(createdAt: number): number {
  return createdAt + PRICE_DIFFERENCE_PAY_MINUTES * MINUTE_MS
}

/** Why an exchange cannot happen; each has its own message (spec 8). */
export type ExchangeRefusal =
  | 'enterpriseSubAccount'
  | 'inviteRestricted'
  | 'outOfStock'
  | 'limitReached'
  | 'signInDays'
  | 'iosPriceDifference'
  | 'insufficientCoins'

/** What the rules read of one goods. */
export interface GoodsFacts {
  /** Price in coins. */
  price: number
  /** Money paid on top of the coins (yuan); 0 when none. */
  priceDifference: number
  stock: number
  /** Sign-in days the account needs (its total days signed in). */
  requiredSignInDays: number
  /** Exchanges one account may make; 0 means no limit. */
  limitPerUser: number
  /** Exchanges this account has made that count against the limit. */
  exchangedCount: number
}

/** What the rules read of the account and the device. */
export interface ExchangeAccount {
  /** The balance read this visit; undefined when only an earlier visit's is known (offline): the server decides. */
  coins: number | undefined
  signInDays: number
  /** Spec 6: restricted for abnormal invited accounts. */
  inviteRestricted: boolean
  /** Spec 6: enterprise sub-accounts cannot perform VIP-related operations. */
  enterpriseSubAccount: boolean
  /** Spec 5: iOS devices cannot pay a price difference. */
  isIOS: boolean
}

/** Sign-in days still missing before the goods can be exchanged; 0 when enough. */
export function missingSignInDays(goods: Pick<GoodsFacts, 'requiredSignInDays'>, signInDays: number): number {
  return Math.max(0, goods.requiredSignInDays - signInDays)
}

/** Whether the account has made as many exchanges of the goods as one account may. */
export function isLimitReached(goods: Pick<GoodsFacts, 'limitPerUser' | 'exchangedCount'>): boolean {
  return goods.limitPerUser > 0 && goods.exchangedCount >= goods.limitPerUser
}

/** Exchanges the account may still make of the goods; undefined when there is no limit. */
export function exchangesLeft(goods: Pick<GoodsFacts, 'limitPerUser' | 'exchangedCount'>): number | undefined {
  return goods.limitPerUser > 0 ? Math.max(0, goods.limitPerUser - goods.exchangedCount) : undefined
}

/**
 * Spec 5 and 6: the first reason the account cannot exchange the goods, or undefined when it may.
 * Account-wide refusals come first, then what no top-up mends (stock, limit), then the rest.
 */
export function exchangeRefusal(goods: GoodsFacts, account: ExchangeAccount): ExchangeRefusal | undefined {
  if (account.enterpriseSubAccount) return 'enterpriseSubAccount'
  if (account.inviteRestricted) return 'inviteRestricted'
  if (goods.stock <= 0) return 'outOfStock'
  if (isLimitReached(goods)) return 'limitReached'
  if (missingSignInDays(goods, account.signInDays) > 0) return 'signInDays'
  if (account.isIOS && goods.priceDifference > 0) return 'iosPriceDifference'
  if (account.coins !== undefined && account.coins < goods.price) return 'insufficientCoins'
  return undefined
}

/** The balance shown before confirming: what is left once the price is spent, never below 0. */
export function balanceAfterExchange(coins: number, price: number): number {
  return Math.max(0, coins - price)
}

/** A price difference as money, two decimals (spec 3: price difference). */
export function formatPriceDifference(yuan: number): string {
  return yuan.toFixed(2)
}

// Answer codes of POST /shop/exchange (docs/api.md, "Shop endpoints"), one per refusal.
export const EXCHANGE_REFUSAL_CODES: Readonly<Record<ExchangeRefusal, number>> = {
  outOfStock: 10401,
  insufficientCoins: 10402,
  signInDays: 10403,
  limitReached: 10404,
  inviteRestricted: 10405,
  enterpriseSubAccount: ENTERPRISE_REFUSAL_CODES.shop,
  iosPriceDifference: 10407,
}

/** The goods is not on sale (unknown or taken off the shelf). */
export const CODE_GOODS_NOT_FOUND = 10408

/** The refusal an answer code names, if it names one. */
export function refusalOfCode(code: number): ExchangeRefusal | undefined {
  const found = Object.entries(EXCHANGE_REFUSAL_CODES).find(([, value]) => value === code)
  return found?.[0] as ExchangeRefusal | undefined
}

/** Spec 4: the states of an exchange order. */
export const EXCHANGE_ORDER_STATES = ['pendingPayment', 'waitingIssue', 'issued', 'closedViolation', 'refunded'] as const
export type ExchangeOrderState = (typeof EXCHANGE_ORDER_STATES)[number]

// The redeem-code screen (docs/api.md, "Shop endpoints", POST /shop/redeem). Codes 10170-10175.

/** Spec 6: a blacklisted or risky account cannot redeem codes. */
export const CODE_REDEEM_RISKY = 10170
/** Refused for a reason the server does not name: spec 8 "redeem failed". */
export const CODE_REDEEM_FAILED = 10171
/** This account has already redeemed the code (each code once per account). */
export const CODE_REDEEM_USED = 10172
/** No code was sent. */
export const CODE_REDEEM_MISSING = 10173
/** The code existed but its time is over. */
export const CODE_REDEEM_EXPIRED = 10174
/** No such code (codes are case sensitive: another case is another code). */
export const CODE_REDEEM_UNKNOWN = 10175

/** Why a redeem was refused, for the page to say in the user's words. */
export type RedeemRefusal = 'risky' | 'failed' | 'used' | 'required' | 'expired' | 'unknown'

const REDEEM_REFUSALS: Readonly<Record<number, RedeemRefusal>> = {
  [CODE_REDEEM_RISKY]: 'risky',
  [CODE_REDEEM_FAILED]: 'failed',
  [CODE_REDEEM_USED]: 'used',
  [CODE_REDEEM_MISSING]: 'required',
  [CODE_REDEEM_EXPIRED]: 'expired',
  [CODE_REDEEM_UNKNOWN]: 'unknown',
}

export function redeemRefusalOf(code: number): RedeemRefusal | undefined {
  return REDEEM_REFUSALS[code]
}

/**
 * Spec 5: the code as it is sent. Case sensitive, so never case-folded; what is inside is kept
 * exactly. Whitespace around it is dropped: a code pasted from a message often carries a space or
 * a line break at an end, and no code begins or ends with one.
 */
export function redeemCodeOf(typed: string): string {
  return typed.trim()
}

/** Spec 5: the code must be entered; undefined when it is. */
export function checkRedeemCode(typed: string): 'required' | undefined {
  return isRedeemCode(typed) ? undefined : 'required'
}
