// The pauses of each account's membership (/pauseManager, /pauseRecord): started and resumed by
// mock/routes/membership.ts, read by the benefit periods of /member/records (mock/member-orders.ts),
// so the periods stand still for the same days as the account's ends.
import type { Pause } from '@/api/membership'
import { chinaMidnightOf } from '@/lib/calendar'
import { pauseYearOf } from '@/lib/membership'
import { DAY_MS, DEMO_UID, type Account, type MockState } from './state'

/** A pause as the mock keeps it: which membership ends it moved, so a resume moves them back. */
export interface StoredPause extends Pause {
  movedVip: boolean
  movedSuperVip: boolean
}

export interface MembershipState {
  /** Newest first. */
  pauses: StoredPause[]
}

/** The demo account paused twice last China-time year (one ran its course, one was resumed early): none this year. */
function seedMembership(account: Account, now: number): MembershipState {
  if (account.uid !== DEMO_UID) return { pauses: [] }
  const lastYear = pauseYearOf(now) - 1
  const resumedStart = chinaMidnightOf(`${lastYear}-08-10`) + 10 * 60 * 60 * 1000
  const fullStart = chinaMidnightOf(`${lastYear}-03-01`) + 9 * 60 * 60 * 1000
  const pause = (index: number, startedAt: number, days: number, resumedAt: number): StoredPause => ({
    pauseNo: `P${account.uid}${String(index).padStart(4, '0')}`,
    startedAt,
    plannedEndAt: startedAt + days * DAY_MS,
    resumedAt,
    days,
    movedVip: true,
    movedSuperVip: false,
  })
  return {
    pauses: [pause(2, resumedStart, 30, resumedStart + 9 * DAY_MS + 5 * 60 * 60 * 1000), pause(1, fullStart, 15, 0)],
  }
}

export function membershipOf(state: MockState, account: Account): MembershipState {
  return state.featureState('membership', account, seedMembership)
}
