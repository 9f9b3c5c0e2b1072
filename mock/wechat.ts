// WeChat login as the mock keeps it (docs/api.md, "WeChat login endpoints"). The mock also stands in
// for WeChat's own server: it turns a wx.login code into a WeChat user (an openid) and a phone-number
// code into the phone WeChat holds for that user, each code once. It keeps which WeChat user is
// linked to which account, and the link tickets waiting for a phone. The routes are in routes/user.ts.
import crypto from 'crypto'
import { WECHAT_LINK_TICKET_MS } from '@/lib/wechat-login'
import { DEMO_UID, keeperAccount, THIRD_PARTY_UID, type Account, type MockState } from './state'

/** The headless mini-program's codes name their WeChat user, `wx-code-<n>:<openid>` (tests/weapp/support/wx.ts). */
const NAMED_CODE = /^wx-code-\d+:(oWx-[\w-]{1,48})$/
/** Any other code (WeChat DevTools' real ones) is this WeChat user, linked to no account at reset. */
const DEVTOOLS_OPENID = 'oWx-devtools'
const MAX_CODE_LENGTH = 256

/** The demo account's WeChat user, and the chat-app account's (the one mock/cancellation.ts binds). */
const LINKED_AT_RESET: Readonly<Record<string, number>> = {
  'oWx-10001-demo': DEMO_UID,
  'oWx-20001-bound': THIRD_PARTY_UID,
}

/** The phone WeChat holds for every WeChat user of the mock: the demo account's, so linking shows its 1280 coins. */
const WECHAT_PHONE = '13800138000'

/** Whom a link made: the account that owned the phone, or one registered for it. */
export interface WechatLinkMade {
  account: Account
  kind: 'existing' | 'registered'
}

interface LinkTicket {
  openid: string
  expiresAt: number
  /** set once the ticket linked: a retry whose answer was lost logs in to the same account */
  made?: { uid: number; kind: WechatLinkMade['kind'] }
}

interface WechatState {
  /** openid -> uid, for good */
  links: Map<string, number>
  /** WeChat's codes are valid once: login and phone-number codes already exchanged */
  usedCodes: Set<string>
  tickets: Map<string, LinkTicket>
}

// The links are WeChat's and the service's, not one account's: kept under an id no account has.
const WECHAT_KEEPER = keeperAccount(-1, 'wechat')

function wechatOf(state: MockState): WechatState {
  return state.featureState('wechat-login', WECHAT_KEEPER, () => ({
    links: new Map(Object.entries(LINKED_AT_RESET)),
    usedCodes: new Set<string>(),
    tickets: new Map<string, LinkTicket>(),
  }))
}

/** Spends a WeChat code; false when WeChat would refuse it (empty, too long, or used before). */
function spendCode(wechat: WechatState, code: string): boolean {
  if (!code || code.length > MAX_CODE_LENGTH || wechat.usedCodes.has(code)) return false
  wechat.usedCodes.add(code)
  return true
}

/** WeChat's code-to-session exchange: the WeChat user of a wx.login code, once; undefined when refused. */
export function openidOfLoginCode(state: MockState, code: string): string | undefined {
  if (!spendCode(wechatOf(state), code)) return undefined
  return NAMED_CODE.exec(code)?.[1] ?? DEVTOOLS_OPENID
}

/** WeChat's phone-number exchange: the phone WeChat holds, once per code; undefined when refused. */
export function phoneOfPhoneCode(state: MockState, code: string): string | undefined {
  return spendCode(wechatOf(state), code) ? WECHAT_PHONE : undefined
}

export function linkedAccountOf(state: MockState, openid: string): Account | undefined {
  const uid = wechatOf(state).links.get(openid)
  return uid === undefined ? undefined : state.accounts[uid]
}

export function issueLinkTicket(state: MockState, openid: string): string {
  const ticket = `wl-${crypto.randomBytes(16).toString('hex')}`
  wechatOf(state).tickets.set(ticket, { openid, expiresAt: Date.now() + WECHAT_LINK_TICKET_MS })
  return ticket
}

/**
 * What a ticket stands for: `open` while it may link; the link it made (a retry); undefined when it
 * is unknown, past its lifetime, or its WeChat user was linked through another ticket meanwhile
 * (then a new WeChat login signs in).
 */
export function ticketOf(state: MockState, ticket: string): { open: true } | { open: false; made: WechatLinkMade } | undefined {
  const wechat = wechatOf(state)
  const found = wechat.tickets.get(ticket)
  if (!found || found.expiresAt <= Date.now()) return undefined
  if (found.made) {
    const account = state.accounts[found.made.uid]
    return account ? { open: false, made: { account, kind: found.made.kind } } : undefined
  }
  return wechat.links.has(found.openid) ? undefined : { open: true }
}

/** Links the ticket's WeChat user to the account for good. */
export function linkWechat(state: MockState, ticket: string, { account, kind }: WechatLinkMade): void {
  const wechat = wechatOf(state)
  const found = wechat.tickets.get(ticket)
  if (!found) return
  wechat.links.set(found.openid, account.uid)
  found.made = { uid: account.uid, kind }
}
