'use strict'
// Gold-coin records and their expiry (spec 3 record types, spec 9 expiry). The records are the
// truth: the income lots, what is left of each and what expires are all replayed from them.

const { monthNumber, endOfMonth } = require('./welfare-calendar')

// Spec 3 coin-record types; 12, 14 and 15 have no agreed meaning, so they carry no name here.
const RECORD_TYPE = {
  LOTTERY: 0,
  EXCHANGE: 1,
  INVITED_FRIEND: 2,
  INVITED_SIGN_UP: 3,
  RANKING_REWARD: 4,
  SIGN_IN: 5,
  FOLLOW_OFFICIAL_ACCOUNT: 6,
  SHOP_ORDER_REFUND: 7,
  LOTTERY_INCOME: 8,
  STREAK_BONUS: 9,
  FRIEND_STREAK_BONUS: 10,
  FESTIVAL_GIFT: 11,
  EXPIRY: 13,
  SPORTS_QUIZ: 16,
}

// Spec 9: coins earned in month M expire at the end of month M + 3.
const EXPIRY_MONTHS = 3

/** When the coins earned in a month (a lot) expire: the last millisecond of month + 3. */
function lotExpiry(month) {
  return endOfMonth(month + EXPIRY_MONTHS)
}

/** Newest first; records of the same millisecond in the reverse order they were made. */
function newestFirst(a, b) {
  return b.createdAt - a.createdAt || b.seq - a.seq
}

/**
 * Replays the records oldest first. Income goes into the lot of its China-time month; spending
 * takes from the lot that expires soonest (spec 9, FIFO); an expiry record takes from the lots
 * that had expired by its time. Returns the unspent coins per lot at `now` and the expiries
 * that have no record yet (lots that expired with coins left).
 */
function replay(records, now) {
  const lots = new Map() // month number -> unspent coins
  const missingExpiries = [] // { month, amount }

  const expireDue = (moment) => {
    for (const [month, unspent] of lots) {
      if (unspent > 0 && lotExpiry(month) < moment) {
        missingExpiries.push({ month, amount: unspent })
        lots.set(month, 0)
      }
    }
  }
  const take = (amount, canTakeFrom) => {
    let left = amount
    for (const month of [...lots.keys()].sort((a, b) => a - b)) {
      if (left === 0) break
      const unspent = lots.get(month)
      if (unspent > 0 && canTakeFrom(month)) {
        const taken = Math.min(unspent, left)
        lots.set(month, unspent - taken)
        left -= taken
      }
    }
  }

  for (const record of [...records].sort(newestFirst).reverse()) {
    if (record.type === RECORD_TYPE.EXPIRY) {
      take(-record.amount, (month) => lotExpiry(month) <= record.createdAt)
      continue
    }
    expireDue(record.createdAt)
    if (record.amount > 0) {
      const month = monthNumber(record.createdAt)
      lots.set(month, (lots.get(month) || 0) + record.amount)
    } else {
      take(-record.amount, (month) => lotExpiry(month) >= record.createdAt)
    }
  }
  expireDue(now)
  return { lots, missingExpiries }
}

/** The expiry records (not yet numbered) of the lots that expired with coins left. */
function expiryRecordsDue(records, now) {
  return replay(records, now).missingExpiries.map(({ month, amount }) => ({
    type: RECORD_TYPE.EXPIRY,
    amount: -amount,
    createdAt: lotExpiry(month),
  }))
}

/** Unspent coins of the lot that expires at the end of the current month (earned 3 months ago). */
function expiringCoins(records, now) {
  return replay(records, now).lots.get(monthNumber(now) - EXPIRY_MONTHS) || 0
}

/** The record as the API sends it. */
function publicRecord({ id, type, amount, createdAt }) {
  return { id, type, amount, createdAt }
}

module.exports = {
  RECORD_TYPE,
  newestFirst,
  expiryRecordsDue,
  expiringCoins,
  publicRecord,
}
