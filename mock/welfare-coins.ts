// Gold-coin records and their expiry (spec 3 record types, spec 9 expiry). The records are the
// truth: the income lots, what is left of each and what expires are all replayed from them.
import type { CoinRecord as RecordAnswer } from '@/api/welfare'
import { endOfChinaMonth } from '@/lib/calendar'
import { COIN_RECORD_TYPES, coinExpiryTime, type CoinRecordKind } from '@/lib/coins'

/** A coin record as the answers have it, and `seq`, which orders records of the same millisecond. */
export type CoinRecord = RecordAnswer & { seq: number }

export type UnnumberedRecord = Pick<CoinRecord, 'type' | 'amount' | 'createdAt'>

type NamedKind = Exclude<CoinRecordKind, 'other'>

/** The spec 3 record type of a kind the client names (src/lib/coins). */
export const RECORD_TYPE = Object.fromEntries(
  Object.entries(COIN_RECORD_TYPES).map(([type, kind]) => [kind, Number(type)]),
) as Record<NamedKind, number>

/** Newest first; records of the same millisecond in the reverse order they were made. */
export function newestFirst(a: Pick<CoinRecord, 'createdAt'> & { seq?: number }, b: typeof a): number {
  return b.createdAt - a.createdAt || (b.seq ?? 0) - (a.seq ?? 0)
}

/**
 * Replays the records oldest first. Income goes into the lot of its China-time month, named by
 * the moment it expires (src/lib/coins); spending takes from the lot that expires soonest
 * (spec 9, FIFO); an expiry record takes from the lots that had expired by its time. Returns the
 * unspent coins per lot at `now` and the expiries that have no record yet (lots that expired
 * with coins left).
 */
function replay(records: readonly UnnumberedRecord[], now: number) {
  const lots = new Map<number, number>() // expiry moment -> unspent coins
  const missingExpiries: { expiresAt: number; amount: number }[] = []

  const expireDue = (moment: number): void => {
    for (const [expiresAt, unspent] of lots) {
      if (unspent > 0 && expiresAt < moment) {
        missingExpiries.push({ expiresAt, amount: unspent })
        lots.set(expiresAt, 0)
      }
    }
  }
  const take = (amount: number, canTakeFrom: (expiresAt: number) => boolean): void => {
    let left = amount
    for (const expiresAt of [...lots.keys()].sort((a, b) => a - b)) {
      if (left === 0) break
      const unspent = lots.get(expiresAt) ?? 0
      if (unspent > 0 && canTakeFrom(expiresAt)) {
        const taken = Math.min(unspent, left)
        lots.set(expiresAt, unspent - taken)
        left -= taken
      }
    }
  }

  for (const record of [...records].sort(newestFirst).reverse()) {
    if (record.type === RECORD_TYPE.expiry) {
      take(-record.amount, (expiresAt) => expiresAt <= record.createdAt)
      continue
    }
    expireDue(record.createdAt)
    if (record.amount > 0) {
      const expiresAt = coinExpiryTime(record.createdAt)
      lots.set(expiresAt, (lots.get(expiresAt) ?? 0) + record.amount)
    } else {
      take(-record.amount, (expiresAt) => expiresAt >= record.createdAt)
    }
  }
  expireDue(now)
  return { lots, missingExpiries }
}

/** The expiry records (not yet numbered) of the lots that expired with coins left. */
export function expiryRecordsDue(records: readonly UnnumberedRecord[], now: number): UnnumberedRecord[] {
  return replay(records, now).missingExpiries.map(({ expiresAt, amount }) => ({
    type: RECORD_TYPE.expiry,
    amount: -amount,
    createdAt: expiresAt,
  }))
}

/** Unspent coins of the lot that expires at the end of the current month (earned 3 months ago). */
export function expiringCoins(records: readonly UnnumberedRecord[], now: number): number {
  return replay(records, now).lots.get(endOfChinaMonth(now)) ?? 0
}

/** The record as the API sends it. */
export function publicRecord({ id, type, amount, createdAt }: CoinRecord): RecordAnswer {
  return { id, type, amount, createdAt }
}
