'use strict'
// Welfare centre endpoints: coin summary, task list, daily sign-in and coin records (spec 3, 4,
// 6, 9). Documented in docs/api.md, "Welfare endpoints"; the client's rules are src/lib/sign-in.ts.

const { HOUR_MS, dayNumber, dateKey, dateKeyOfDay, monthNumber, endOfMonth } = require('../welfare-calendar')
const { RECORD_TYPE, expiringCoins, publicRecord } = require('../welfare-coins')
const { welfareOf, addCoinRecord } = require('../welfare-state')

const CODE_BAD_REQUEST = 400
const CODE_ALREADY_SIGNED_IN = 10140
const CODE_RISK_BLOCKED = 10141

// Spec 9: 2 coins a day, at most 50 a day from sign-in, an extra bonus on every 7th day in a row
// (24 h VIP and a freight coupon of 50 off orders over 500).
const SIGN_IN_DAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  rewardCoins: 2,
  rewardVipHours: 0,
  extraCoins: 0,
  extraVipHours: day === 7 ? 24 : 0,
  couponAmount: day === 7 ? 50 : 0,
  couponThreshold: day === 7 ? 500 : 0,
}))
const SIGN_IN_MAX_COINS = 50
// Spec 9: 3 days in a row within the first 7 days (registration day is day 1) give 100 coins.
const NEW_USER_BONUS_COINS = 100
const NEW_USER_DAYS = 7
const NEW_USER_STREAK = 3
const SIGNED_DATES_SHOWN = 14

// Spec 9 task rewards, in the order of the list.
const TASKS = [
  { id: 'signIn', rewardCoins: 2, rewardVipHours: 0 },
  { id: 'followOfficialAccount', rewardCoins: 30, rewardVipHours: 1 },
  { id: 'bindAccount', rewardCoins: 0, rewardVipHours: 6 },
  { id: 'shareScreenshot', rewardCoins: 100, rewardVipHours: 0 },
  { id: 'inviteFriends', rewardCoins: 100, rewardVipHours: 24 },
]

const DEFAULT_PAGE_SIZE = 10 // spec 9: scrolling lists load 10 rows at a time
const MAX_PAGE_SIZE = 50

/** Signed days in a row ending yesterday, plus today. */
function streakOf(signedDates, today) {
  const signed = new Set(signedDates)
  let streak = 1
  while (signed.has(dateKeyOfDay(today - streak))) streak += 1
  return streak
}

function cycleDayOf(streak) {
  return ((streak - 1) % SIGN_IN_DAYS.length) + 1
}

/** The moment the coins expiring this month expire, and how many they are. */
function expiryOf(welfare, now) {
  const coins = expiringCoins(welfare.records, now)
  return { coins, at: coins > 0 ? endOfMonth(monthNumber(now)) : 0 }
}

function taskStatus(task, account, signedToday) {
  switch (task.id) {
    case 'signIn':
      return signedToday ? 'done' : 'todo'
    case 'bindAccount':
      // The bind reward is given on binding: an account with both phone and email has it.
      return account.phone && account.email ? 'done' : 'todo'
    default:
      return 'todo'
  }
}

/** A query number: absent or empty gives the default; anything but digits is invalid (NaN). */
function queryInteger(value, fallback) {
  if (value === undefined || value === '') return fallback
  return /^\d+$/.test(value) ? Number(value) : NaN
}

function signIn({ state, account, t }) {
  // Spec 6: blacklisted or risky accounts cannot join welfare tasks.
  if (account.riskStatus !== 0) return { code: CODE_RISK_BLOCKED, msg: t('welfareRiskBlocked') }
  const now = Date.now()
  const welfare = welfareOf(state, account, now)
  const today = dayNumber(now)
  const date = dateKeyOfDay(today)
  if (welfare.signedDates.includes(date)) {
    return { code: CODE_ALREADY_SIGNED_IN, msg: t('welfareAlreadySignedIn') }
  }

  const streak = streakOf(welfare.signedDates, today)
  const cycleDay = cycleDayOf(streak)
  const reward = SIGN_IN_DAYS[cycleDay - 1]
  const rewardCoins = Math.min(SIGN_IN_MAX_COINS, reward.rewardCoins + reward.extraCoins)
  const rewardVipHours = reward.rewardVipHours + reward.extraVipHours
  welfare.signedDates.push(date)
  addCoinRecord(state, account, { type: RECORD_TYPE.SIGN_IN, amount: rewardCoins }, now)
  if (rewardVipHours > 0) {
    account.vipExpireAt = Math.max(account.vipExpireAt, now) + rewardVipHours * HOUR_MS
  }
  if (reward.couponAmount > 0) {
    welfare.coupons.push({ amount: reward.couponAmount, threshold: reward.couponThreshold, grantedAt: now })
  }

  const isNewUser = today - dayNumber(account.registeredAt) < NEW_USER_DAYS
  const newUserBonusCoins =
    isNewUser && streak >= NEW_USER_STREAK && !welfare.newUserBonusGranted ? NEW_USER_BONUS_COINS : 0
  if (newUserBonusCoins > 0) {
    welfare.newUserBonusGranted = true
    addCoinRecord(state, account, { type: RECORD_TYPE.STREAK_BONUS, amount: newUserBonusCoins }, now)
  }

  return {
    code: 200,
    data: {
      date,
      streak,
      cycleDay,
      rewardCoins,
      rewardVipHours,
      newUserBonusCoins,
      couponAmount: reward.couponAmount,
      couponThreshold: reward.couponThreshold,
      remainCoins: account.coins,
      expireCoins: expiryOf(welfare, now).coins,
    },
  }
}

const routes = {
  'GET /welfare/summary': {
    auth: true,
    handle: ({ state, account }) => {
      const now = Date.now()
      const welfare = welfareOf(state, account, now)
      const today = dayNumber(now)
      const income = welfare.records.filter((record) => record.amount > 0)
      const expiry = expiryOf(welfare, now)
      return {
        code: 200,
        data: {
          coins: account.coins,
          expiringCoins: expiry.coins,
          expiringAt: expiry.at,
          todayIncome: income
            .filter((record) => dayNumber(record.createdAt) === today)
            .reduce((sum, record) => sum + record.amount, 0),
          totalIncome: income.reduce((sum, record) => sum + record.amount, 0),
        },
      }
    },
  },

  'GET /welfare/tasks': {
    handle: ({ state, account }) => {
      // A visitor sees every task still to do (spec 6: log in to join).
      if (!account) return { code: 200, data: TASKS.map((task) => ({ ...task, status: 'todo' })) }
      const welfare = welfareOf(state, account)
      const signedToday = welfare.signedDates.includes(dateKey(Date.now()))
      return { code: 200, data: TASKS.map((task) => ({ ...task, status: taskStatus(task, account, signedToday) })) }
    },
  },

  'GET /welfare/signIn/status': {
    auth: true,
    handle: ({ state, account }) => {
      const now = Date.now()
      const welfare = welfareOf(state, account, now)
      const today = dayNumber(now)
      const shownFrom = dateKeyOfDay(today - (SIGNED_DATES_SHOWN - 1))
      return {
        code: 200,
        data: {
          today: dateKeyOfDay(today),
          // 'YYYY-MM-DD' keys sort as dates.
          signedDates: welfare.signedDates.filter((date) => date >= shownFrom),
          registeredAt: account.registeredAt,
          newUserBonusGranted: welfare.newUserBonusGranted,
          days: SIGN_IN_DAYS,
        },
      }
    },
  },

  'POST /welfare/signIn': { auth: true, handle: signIn },

  'GET /welfare/coinRecords': {
    auth: true,
    handle: ({ state, account, query, t }) => {
      const page = queryInteger(query.page, 1)
      const pageSize = queryInteger(query.pageSize, DEFAULT_PAGE_SIZE)
      if (!(page >= 1) || !(pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) {
        return { code: CODE_BAD_REQUEST, msg: t('welfareBadPaging') }
      }
      const { records } = welfareOf(state, account)
      const start = (page - 1) * pageSize
      return {
        code: 200,
        data: {
          list: records.slice(start, start + pageSize).map(publicRecord),
          page,
          pageSize,
          total: records.length,
          hasMore: start + pageSize < records.length,
        },
      }
    },
  },
}

module.exports = routes
