// All in-memory state of one mock server. `reset()` rebuilds it from the seed, so tests and
// e2e runs start from the same known world.
import crypto from 'crypto'

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS
const SMS_CODE_TTL_MS = 5 * 60 * 1000
const REQUEST_LOG_LIMIT = 50

const DEMO = {
  uid: 10001,
  token: 'demo-token',
  phone: '13800138000',
  email: 'demo@example.com',
  password: 'demo1234',
  smsCode: '123456',
}

// accountType 2 is the "special" kind of spec section 3; seeded so its screens can be tried.
const SPECIAL = {
  uid: 10002,
  token: 'special-token',
  phone: '13900139000',
  email: 'special@example.com',
  password: 'special1234',
}

// Spec 6: a blacklisted account, which cannot join welfare tasks or redeem codes.
const RISKY = {
  uid: 10003,
  token: 'risky-token',
  phone: '13700137000',
  email: 'risky@example.com',
  password: 'risky1234',
}

// An account registered with a third-party (chat app) login: no password, one bound third-party
// account (mock/cancellation.ts), so cancellation's re-login path can be tried.
const THIRD_PARTY = {
  uid: 20001,
  token: 'wechat-token',
}

// riskStatus values of user info (docs/api.md).
export const RISK_NONE = 0
const RISK_BLACKLISTED = 1

const FIRST_NEW_UID = 10004

/** One account; the data of features (welfare, messages, orders) lives in `featureState`. */
export interface Account {
  uid: number
  /** 1 normal, 2 special (spec 3). */
  accountType: number
  nickname: string
  /** The full number; answers mask it. */
  phone: string
  email: string
  password: string
  vipExpireAt: number
  superVipExpireAt: number
  coins: number
  riskStatus: number
  registeredAt: number
  /** Spec 6: an enterprise sub-account, refused every VIP operation; set by POST /api/__mock/enterprise. */
  enterpriseSubAccount: boolean
}

type AccountSeed = Pick<Account, 'uid' | 'nickname'> & Partial<Account>

/**
 * An account no one signs in to, keeping state that is the service's rather than a member's
 * (the shop's stock, WeChat's links): featureState keys state by account.
 */
export function keeperAccount(uid: number, nickname: string): Account {
  return { ...createAccount({ uid, nickname }), registeredAt: 0 }
}

function createAccount(seed: AccountSeed): Account {
  return {
    accountType: 1,
    phone: '',
    email: '',
    password: '',
    vipExpireAt: 0,
    superVipExpireAt: 0,
    coins: 0,
    riskStatus: RISK_NONE,
    registeredAt: Date.now(),
    enterpriseSubAccount: false,
    ...seed,
  }
}

/** A fault injected through POST /api/__mock/fault, waiting for its API path. */
export interface Fault {
  path: string
  kind: FaultKind
  remaining: number
  delayMs?: number
}

export const FAULT_KINDS = ['slow', '500', 'non-json', 'bad-cipher', 'wrong-shape', '401', '13003', 'hang', 'drop'] as const
type FaultKind = (typeof FAULT_KINDS)[number]

/** One app request as GET /api/__mock/requests lists it. */
export interface LoggedRequest {
  method: string | undefined
  path: string
  query: Record<string, string>
  headers: Record<string, string | string[] | undefined>
  rawBody: string
  decryptedBody: Record<string, unknown> | null
}

function seedAccounts(now: number): Record<number, Account> {
  return {
    [DEMO.uid]: createAccount({
      uid: DEMO.uid,
      nickname: 'Demo',
      phone: DEMO.phone,
      email: DEMO.email,
      password: DEMO.password,
      // More than 30 days left, so the gifting rules of spec section 5 can be tried.
      vipExpireAt: now + 45 * DAY_MS,
      coins: 1280,
      // An established account: the new-user sign-in bonus (first 7 days) no longer applies.
      registeredAt: now - 200 * DAY_MS,
    }),
    [SPECIAL.uid]: createAccount({
      uid: SPECIAL.uid,
      accountType: 2,
      nickname: 'Special',
      phone: SPECIAL.phone,
      email: SPECIAL.email,
      password: SPECIAL.password,
    }),
    [RISKY.uid]: createAccount({
      uid: RISKY.uid,
      nickname: 'Risky',
      phone: RISKY.phone,
      email: RISKY.email,
      password: RISKY.password,
      riskStatus: RISK_BLACKLISTED,
      coins: 50,
    }),
    [THIRD_PARTY.uid]: createAccount({
      uid: THIRD_PARTY.uid,
      nickname: 'WeChat user',
      vipExpireAt: now + 10 * DAY_MS,
      registeredAt: now - 60 * DAY_MS,
    }),
  }
}

export class MockState {
  accounts: Record<number, Account> = {}
  tokens = new Map<string, number>()
  private smsCodes = new Map<string, { code: string; expiresAt: number }>()
  private nextUid = FIRST_NEW_UID
  private features = new Map<string, unknown>()
  private faults: Fault[] = []
  requestLog: LoggedRequest[] = []

  constructor() {
    this.reset()
  }

  reset(): void {
    const now = Date.now()
    // Domain state.
    this.accounts = seedAccounts(now)
    this.tokens = new Map([
      [DEMO.token, DEMO.uid],
      [SPECIAL.token, SPECIAL.uid],
      [RISKY.token, RISKY.uid],
      [THIRD_PARTY.token, THIRD_PARTY.uid],
    ])
    this.smsCodes = new Map()
    this.nextUid = FIRST_NEW_UID
    // Per-feature state (welfare, messages, ...), seeded on first use and dropped by reset().
    this.features = new Map()
    // Development-tool state: injected faults and the log of app requests.
    this.faults = []
    this.requestLog = []
  }

  /**
   * The state of one feature for one account, created by `seed(account, now)` on first use.
   * Features keep their data here so that their modules, not this file, own its shape.
   */
  featureState<T>(feature: string, account: Account, seed: (account: Account, now: number) => T): T {
    const key = `${feature}:${account.uid}`
    if (!this.features.has(key)) this.features.set(key, seed(account, Date.now()))
    // The key names the feature, and each feature seeds it with one type.
    return this.features.get(key) as T
  }

  accountByToken(token: unknown): Account | undefined {
    const uid = typeof token === 'string' ? this.tokens.get(token) : undefined
    return uid === undefined ? undefined : this.accounts[uid]
  }

  accountByPhone(phone: string): Account | undefined {
    return Object.values(this.accounts).find((account) => account.phone === phone)
  }

  accountByEmail(email: string): Account | undefined {
    // Phone-only accounts have an empty email: never match it.
    if (!email) return undefined
    const wanted = email.toLowerCase()
    return Object.values(this.accounts).find((account) => account.email.toLowerCase() === wanted)
  }

  /** Phone login registers unknown numbers, as the real service does on first sign-in. */
  registerPhone(phone: string): Account {
    const uid = this.nextUid++
    this.accounts[uid] = createAccount({ uid, nickname: `user_${phone.slice(-4)}`, phone })
    return this.accounts[uid]
  }

  issueToken(uid: number): string {
    const token = `tok-${crypto.randomBytes(16).toString('hex')}`
    this.tokens.set(token, uid)
    return token
  }

  /** The seeded tokens survive logout: a demo cookie set by `--demo-login` must keep working. */
  revokeToken(token: string): void {
    if (![DEMO.token, SPECIAL.token, RISKY.token, THIRD_PARTY.token].includes(token)) this.tokens.delete(token)
  }

  /** Sends (records) a code; the demo phone always uses its fixed code. */
  sendSmsCode(phone: string): void {
    if (phone === DEMO.phone) return
    const code = String(crypto.randomInt(0, 1000000)).padStart(6, '0')
    this.smsCodes.set(phone, { code, expiresAt: Date.now() + SMS_CODE_TTL_MS })
  }

  /** Checks a code; a matching sent code is used up. */
  checkSmsCode(phone: string, code: string): boolean {
    if (phone === DEMO.phone) return code === DEMO.smsCode
    const sent = this.smsCodes.get(phone)
    if (!sent || sent.expiresAt < Date.now() || sent.code !== code) return false
    this.smsCodes.delete(phone)
    return true
  }

  pendingSmsCodes(): Record<string, string> {
    return Object.fromEntries([...this.smsCodes].map(([phone, { code }]) => [phone, code]))
  }

  addFault(fault: Fault): void {
    this.faults.push(fault)
  }

  /** Returns the first fault waiting for this API path and counts one use of it. */
  takeFault(apiPath: string): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.path === apiPath)
    if (index < 0) return undefined
    const fault = this.faults[index]
    fault.remaining -= 1
    if (fault.remaining <= 0) this.faults.splice(index, 1)
    return fault
  }

  logRequest(entry: LoggedRequest): void {
    this.requestLog.push(entry)
    if (this.requestLog.length > REQUEST_LOG_LIMIT) this.requestLog.shift()
  }
}

export function createState(): MockState {
  return new MockState()
}

/** Adds `hours` of VIP to the account, counted from now when its VIP has run out. */
export function extendVip(account: Account, hours: number, now: number): void {
  account.vipExpireAt = Math.max(account.vipExpireAt, now) + hours * HOUR_MS
}

export const DEMO_UID = DEMO.uid
export const SPECIAL_UID = SPECIAL.uid
export const THIRD_PARTY_UID = THIRD_PARTY.uid
