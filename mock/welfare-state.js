'use strict'
// Per-account welfare state (coin records, sign-in dates, new-user bonus, coupons) and its seed.
// The balance itself is `account.coins`, shared with /user/info: every change of it made here
// goes with a coin record, so the records always add up to the balance.

const { HOUR_MS, dayNumber, dateKeyOfDay, startOfDay, monthNumber, chinaTime, startOfMonth } =
  require('./welfare-calendar')
const { RECORD_TYPE: T, newestFirst, expiryRecordsDue } = require('./welfare-coins')
const { DEMO_UID } = require('./state')

const FEATURE = 'welfare'
const MINUTE_MS = 60 * 1000
const SIGN_IN_COINS = 2
const HISTORY_MONTHS = 5

// The demo's history, as [months before the current one, day, hour, minute, type, amount] in
// China time. Its earliest lot is partly left when it expires (an expiry record), and the lot
// of 3 months ago is untouched, so coins expire at the end of this month.
const DEMO_MONTH_EVENTS = [
  [4, 3, 10, 12, T.INVITED_SIGN_UP, 100],
  [4, 9, 20, 5, T.FOLLOW_OFFICIAL_ACCOUNT, 30],
  [4, 14, 21, 30, T.LOTTERY, -20],
  [4, 14, 21, 31, T.LOTTERY_INCOME, 120],
  [3, 4, 19, 0, T.INVITED_FRIEND, 100],
  [3, 11, 9, 40, T.FRIEND_STREAK_BONUS, 20],
  [3, 17, 12, 0, T.EXCHANGE, -60],
  [3, 21, 18, 0, T.FESTIVAL_GIFT, 88],
  [3, 25, 8, 0, 14, 10],
  [3, 26, 8, 0, 15, 15],
  // The 3-day streak reward of a sign-in promotion (spec 9); the new-user bonus is long past.
  [2, 6, 9, 15, T.STREAK_BONUS, 100],
  [2, 8, 13, 0, T.EXCHANGE, -80],
  [2, 18, 10, 0, T.SHOP_ORDER_REFUND, 80],
  [2, 20, 22, 0, T.SPORTS_QUIZ, 60],
  [2, 23, 20, 0, T.LOTTERY, -10],
  [1, 5, 11, 0, T.INVITED_FRIEND, 100],
  // Type 12 read as the bind reward (spec 3 gives two readings).
  [1, 9, 16, 0, 12, 20],
]

// Recent activity, as [days before today, hour, minute, type, amount], so that the first page
// of records shows more than sign-ins.
const DEMO_RECENT_EVENTS = [
  [4, 21, 0, T.LOTTERY, -10],
  [4, 21, 1, T.LOTTERY_INCOME, 20],
  [2, 22, 30, T.SPORTS_QUIZ, 30],
]

// The balance left over by the events above comes from a ranking reward on this day of last month.
const DEMO_RANKING_DAY = [1, 26, 12, 0]

/**
 * The demo signed in on these days before today: the last 3 (a streak running into today), then
 * most days of the last 40, then every third day.
 */
function demoSignedIn(daysAgo) {
  if (daysAgo <= 3) return true
  if (daysAgo === 4) return false
  return daysAgo <= 40 ? daysAgo % 4 !== 0 : daysAgo % 3 === 0
}

/** Numbers the records oldest first and returns them newest first. */
function numbered(records, firstSeq) {
  return [...records]
    .sort(newestFirst)
    .reverse()
    .map((record, index) => ({ ...record, seq: firstSeq + index, id: `cr${firstSeq + index}` }))
    .reverse()
}

/** Five months of records adding up to the demo's balance, with every record type 0-16. */
function demoHistory(account, now) {
  const thisMonth = monthNumber(now)
  const today = dayNumber(now)
  const firstDay = dayNumber(startOfMonth(thisMonth - (HISTORY_MONTHS - 1)))
  const records = []
  const signedDays = []

  for (let daysAgo = 1; today - daysAgo >= firstDay; daysAgo += 1) {
    if (!demoSignedIn(daysAgo)) continue
    const day = today - daysAgo
    signedDays.unshift(day)
    const minutes = (daysAgo * 37) % 600 // somewhere between 08:00 and 17:59
    records.push({ type: T.SIGN_IN, amount: SIGN_IN_COINS, createdAt: startOfDay(day) + 8 * HOUR_MS + minutes * MINUTE_MS })
  }
  for (const [monthsAgo, day, hour, minute, type, amount] of DEMO_MONTH_EVENTS) {
    records.push({ type, amount, createdAt: chinaTime(thisMonth - monthsAgo, day, hour, minute) })
  }
  for (const [daysAgo, hour, minute, type, amount] of DEMO_RECENT_EVENTS) {
    records.push({ type, amount, createdAt: startOfDay(today - daysAgo) + hour * HOUR_MS + minute * MINUTE_MS })
  }
  records.push(...expiryRecordsDue(records, now))

  const left = account.coins - records.reduce((sum, record) => sum + record.amount, 0)
  if (left > 0) {
    const [monthsAgo, day, hour, minute] = DEMO_RANKING_DAY
    records.push({ type: T.RANKING_REWARD, amount: left, createdAt: chinaTime(thisMonth - monthsAgo, day, hour, minute) })
  } else if (left < 0) {
    // Only when something spent the demo's coins before its first welfare call.
    records.push({ type: T.EXCHANGE, amount: left, createdAt: now - MINUTE_MS })
  }
  return { records, signedDates: signedDays.map(dateKeyOfDay) }
}

/**
 * The seed of `state.featureState('welfare', ...)`. The demo gets its history; any other account
 * with coins (the blacklisted one) gets one festival-gift record of its balance at registration;
 * accounts without coins start with no records.
 */
function seedWelfare(account, now) {
  let history = { records: [], signedDates: [] }
  if (account.uid === DEMO_UID) {
    history = demoHistory(account, now)
  } else if (account.coins > 0) {
    history.records.push({ type: T.FESTIVAL_GIFT, amount: account.coins, createdAt: Math.min(account.registeredAt, now) })
  }
  const records = numbered(history.records, 1)
  return {
    records,
    nextSeq: records.length + 1,
    // Every sign-in date 'YYYY-MM-DD' (China time), ascending.
    signedDates: history.signedDates,
    // The demo is an old account that had its new-user bonus in its first week.
    newUserBonusGranted: account.uid === DEMO_UID,
    // Freight coupons of the 7th sign-in day: { amount, threshold, grantedAt }.
    coupons: [],
  }
}

/** Adds a record at its place (newest first) and moves the balance by its amount. */
function addRecord(welfare, account, { type, amount, createdAt }) {
  const record = { id: `cr${welfare.nextSeq}`, seq: welfare.nextSeq, type, amount, createdAt }
  welfare.nextSeq += 1
  welfare.records.push(record)
  welfare.records.sort(newestFirst)
  account.coins += amount
  return record
}

/** Writes the expiry records of lots that expired since the last call, taking their coins. */
function settleExpiry(welfare, account, now) {
  for (const expiry of expiryRecordsDue(welfare.records, now)) addRecord(welfare, account, expiry)
}

/** The account's welfare state, seeded on first use, with expired coins already taken. */
function welfareOf(state, account, now = Date.now()) {
  const welfare = state.featureState(FEATURE, account, seedWelfare)
  settleExpiry(welfare, account, now)
  return welfare
}

/**
 * Credits (amount > 0) or spends (amount < 0) coins with a record of the given spec 3 type.
 * Other features that move coins (shop, lottery, invitations) go through here so the balance
 * and the records stay in step.
 */
function addCoinRecord(state, account, { type, amount }, now = Date.now()) {
  return addRecord(welfareOf(state, account, now), account, { type, amount, createdAt: now })
}

module.exports = { welfareOf, addCoinRecord }
