// Per-account welfare state (coin records, sign-in dates, new-user bonus, coupons) and its seed.
// The balance itself is `account.coins`, shared with /user/info: every change of it made here
// goes with a coin record, so the records always add up to the balance.
import { addDays, chinaDateOf, chinaMidnightOf, endOfChinaMonth, type CalendarDate } from '@/lib/calendar'
import { LOTTERY_DRAW_COST } from '@/lib/lottery'
import { SIGN_IN_DAILY_COINS } from '@/lib/sign-in'
import { FOLLOW_REWARD, INVITE_REWARD } from '@/lib/welfare-rules'
import { DEMO_PENDING_PAYMENT, GOODS } from './shop-goods'
import { DEMO_UID, HOUR_MS, type Account, type MockState } from './state'
import { expiryRecordsDue, newestFirst, RECORD_TYPE as T, type CoinRecord, type UnnumberedRecord } from './welfare-coins'

const MINUTE_MS = 60 * 1000
const FEATURE = 'welfare'
const HISTORY_MONTHS = 5

/** The welfare centre's data of one account. */
export interface Welfare {
  /** Newest first. */
  records: CoinRecord[]
  nextSeq: number
  /** Every sign-in date (China time), ascending. */
  signedDates: CalendarDate[]
  newUserBonusGranted: boolean
  /** Freight coupons of the 7th sign-in day. */
  coupons: { amount: number; threshold: number; grantedAt: number }[]
}

// The demo's history, as [months before the current one, day, hour, minute, type, amount] in
// China time. Its earliest lot is partly left when it expires (an expiry record), and the lot
// of 3 months ago is untouched, so coins expire at the end of this month. Every draw (type 0)
// costs the lottery's price and every lottery income (type 8) is a prize of its board
// (mock/routes/lottery.ts), since the draws are read back from these records. Invite and follow
// rewards are the rules' figures (the rules page and the invite details show both).
const DEMO_MONTH_EVENTS: readonly (readonly [number, number, number, number, number, number])[] = [
  [4, 3, 10, 12, T.invitedSignUp, INVITE_REWARD.coins],
  [4, 9, 20, 5, T.followOfficialAccount, FOLLOW_REWARD.coins],
  [4, 14, 21, 30, T.lottery, -LOTTERY_DRAW_COST],
  [4, 14, 21, 31, T.lotteryIncome, 120],
  // A second draw's prize, so that the oldest lot still has coins left to expire after the shop orders below.
  [4, 22, 19, 0, T.lottery, -LOTTERY_DRAW_COST],
  [4, 22, 19, 1, T.lotteryIncome, 120],
  [3, 4, 19, 0, T.inviteFriend, INVITE_REWARD.coins],
  [3, 11, 9, 40, T.friendStreakBonus, 20],
  [3, 17, 12, 0, T.exchange, -60],
  [3, 21, 18, 0, T.festivalGift, 88],
  [3, 25, 8, 0, 14, 10],
  [3, 26, 8, 0, 15, 15],
  // The 3-day streak reward of a sign-in promotion (spec 9); the new-user bonus is long past.
  [2, 6, 9, 15, T.streakBonus, 100],
  [2, 8, 13, 0, T.exchange, -80],
  [2, 18, 10, 0, T.shopOrderRefund, 80],
  [2, 20, 22, 0, T.sportsQuiz, 60],
  [2, 23, 20, 0, T.lottery, -LOTTERY_DRAW_COST],
  // Shop orders (mock/shop-goods.ts, DEMO_ORDERS): one hour of VIP, a game card closed for violation.
  [2, 27, 16, 0, T.exchange, -30],
  [1, 14, 10, 0, T.exchange, -40],
  [1, 5, 11, 0, T.inviteFriend, INVITE_REWARD.coins],
  // Type 12 read as the bind reward (spec 3 gives two readings).
  [1, 9, 16, 0, 12, 20],
]

// Recent activity, as [days before today, hour, minute, type, amount], so that the first page
// of records shows more than sign-ins.
const DEMO_RECENT_EVENTS: readonly (readonly [number, number, number, number, number])[] = [
  [4, 21, 0, T.lottery, -LOTTERY_DRAW_COST],
  [4, 21, 1, T.lotteryIncome, 20],
  [2, 22, 30, T.sportsQuiz, 30],
  // A shop order still waiting for issue (mock/shop-goods.ts).
  [1, 20, 15, T.exchange, -40],
]

// The balance left over by the events above comes from a ranking reward on this day of last month.
const DEMO_RANKING_DAY = [1, 26, 12, 0] as const

/** A China wall-clock time in the month `monthsAhead` months after the month of `now`. */
function chinaTimeInMonth(now: number, monthsAhead: number, day: number, hour = 0, minute = 0): number {
  const monthStart = endOfChinaMonth(now, monthsAhead - 1) + 1
  return chinaMidnightOf(addDays(chinaDateOf(monthStart), day - 1)) + hour * HOUR_MS + minute * MINUTE_MS
}

function chinaTimeOn(date: CalendarDate, hour: number, minute: number): number {
  return chinaMidnightOf(date) + hour * HOUR_MS + minute * MINUTE_MS
}

/**
 * The demo signed in on these days before today: the last 3 (a streak running into today), then
 * most days of the last 40, then every third day.
 */
function demoSignedIn(daysAgo: number): boolean {
  if (daysAgo <= 3) return true
  if (daysAgo === 4) return false
  return daysAgo <= 40 ? daysAgo % 4 !== 0 : daysAgo % 3 === 0
}

/** Numbers the records oldest first and returns them newest first. */
function numbered(records: readonly UnnumberedRecord[], firstSeq: number): CoinRecord[] {
  return [...records]
    .sort(newestFirst)
    .reverse()
    .map((record, index) => ({ ...record, seq: firstSeq + index, id: `cr${firstSeq + index}` }))
    .reverse()
}

/** Five months of records adding up to the demo's balance, with every record type 0-16. */
function demoHistory(account: Account, now: number): { records: UnnumberedRecord[]; signedDates: CalendarDate[] } {
  const today = chinaDateOf(now)
  const firstDay = chinaDateOf(chinaTimeInMonth(now, -(HISTORY_MONTHS - 1), 1))
  const records: UnnumberedRecord[] = []
  const signedDates: CalendarDate[] = []

  for (let daysAgo = 1; addDays(today, -daysAgo) >= firstDay; daysAgo += 1) {
    if (!demoSignedIn(daysAgo)) continue
    const date = addDays(today, -daysAgo)
    signedDates.unshift(date)
    const minutes = (daysAgo * 37) % 600 // somewhere between 08:00 and 17:59
    records.push({ type: T.dailySignIn, amount: SIGN_IN_DAILY_COINS, createdAt: chinaTimeOn(date, 8, minutes) })
  }
  for (const [monthsAgo, day, hour, minute, type, amount] of DEMO_MONTH_EVENTS) {
    records.push({ type, amount, createdAt: chinaTimeInMonth(now, -monthsAgo, day, hour, minute) })
  }
  for (const [daysAgo, hour, minute, type, amount] of DEMO_RECENT_EVENTS) {
    records.push({ type, amount, createdAt: chinaTimeOn(addDays(today, -daysAgo), hour, minute) })
  }
  // The shop order still waiting for its price difference (mock/shop-goods.ts).
  const pending = GOODS.find((item) => item.id === DEMO_PENDING_PAYMENT.goodsId)
  if (pending) records.push({ type: T.exchange, amount: -pending.price, createdAt: now - DEMO_PENDING_PAYMENT.minutesAgo * MINUTE_MS })
  records.push(...expiryRecordsDue(records, now))

  const left = account.coins - records.reduce((sum, record) => sum + record.amount, 0)
  if (left > 0) {
    const [monthsAgo, day, hour, minute] = DEMO_RANKING_DAY
    records.push({ type: T.rankingReward, amount: left, createdAt: chinaTimeInMonth(now, -monthsAgo, day, hour, minute) })
  } else if (left < 0) {
    // Only when something spent the demo's coins before its first welfare call.
    records.push({ type: T.exchange, amount: left, createdAt: now - MINUTE_MS })
  }
  return { records, signedDates }
}

/**
 * The seed of `state.featureState('welfare', ...)`. The demo gets its history; any other account
 * with coins (the blacklisted one) gets one festival-gift record of its balance at registration;
 * accounts without coins start with no records.
 */
function seedWelfare(account: Account, now: number): Welfare {
  let history: { records: UnnumberedRecord[]; signedDates: CalendarDate[] } = { records: [], signedDates: [] }
  if (account.uid === DEMO_UID) {
    history = demoHistory(account, now)
  } else if (account.coins > 0) {
    history.records.push({ type: T.festivalGift, amount: account.coins, createdAt: Math.min(account.registeredAt, now) })
  }
  const records = numbered(history.records, 1)
  return {
    records,
    nextSeq: records.length + 1,
    signedDates: history.signedDates,
    // The demo is an old account that had its new-user bonus in its first week.
    newUserBonusGranted: account.uid === DEMO_UID,
    coupons: [],
  }
}

/** Adds a record at its place (newest first) and moves the balance by its amount. */
function addRecord(welfare: Welfare, account: Account, { type, amount, createdAt }: UnnumberedRecord): CoinRecord {
  const record = { id: `cr${welfare.nextSeq}`, seq: welfare.nextSeq, type, amount, createdAt }
  welfare.nextSeq += 1
  welfare.records.push(record)
  welfare.records.sort(newestFirst)
  account.coins += amount
  return record
}

/** Writes the expiry records of lots that expired since the last call, taking their coins. */
function settleExpiry(welfare: Welfare, account: Account, now: number): void {
  for (const expiry of expiryRecordsDue(welfare.records, now)) addRecord(welfare, account, expiry)
}

/** The account's welfare state, seeded on first use, with expired coins already taken. */
export function welfareOf(state: MockState, account: Account, now = Date.now()): Welfare {
  const welfare = state.featureState(FEATURE, account, seedWelfare)
  settleExpiry(welfare, account, now)
  return welfare
}

/**
 * Credits (amount > 0) or spends (amount < 0) coins with a record of the given spec 3 type.
 * Other features that move coins (shop, lottery, invitations) go through here so the balance
 * and the records stay in step.
 */
export function addCoinRecord(
  state: MockState,
  account: Account,
  { type, amount }: Pick<CoinRecord, 'type' | 'amount'>,
  now = Date.now(),
): CoinRecord {
  return addRecord(welfareOf(state, account, now), account, { type, amount, createdAt: now })
}
