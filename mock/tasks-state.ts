// Per-account state of the welfare tasks' own pages (follow the official account, ...) and its
// seed. The welfare centre's list reads the same state (taskListStatus), so a task's row and its
// page always agree.
import { bindTaskStatus, followTaskStatus, shareTaskStatus, type BindProgress, type FollowProgress, type ShareTaskState } from '@/lib/tasks'
import type { WelfareTaskStatus } from '@/lib/welfare-tasks'
import { DAY_MS, DEMO_UID, SPECIAL_UID, type Account, type MockState } from './state'

const FEATURE = 'tasks'

// Why the special account's seeded screenshot was rejected (the reviewer writes in Chinese).
const SEEDED_REJECT_REASON = '截图中看不到分享内容'

/** How long the bind-reward event runs from an account's first look at it. */
export const BIND_EVENT_DAYS = 30

interface Tasks {
  follow: FollowProgress
  /** The bind task's own part; what is bound is the account's phone and email. */
  bind: Pick<BindProgress, 'claimed' | 'endsAt'>
  share: ShareProgress
}

/** The share-screenshot task: where it stands, and its last submission. */
interface ShareProgress {
  state: ShareTaskState
  submittedAt: number
  /** The reviewer's reason for a rejection ('' when none was given). */
  rejectReason: string
}

/**
 * The demo followed the account months ago and took the coins (its coin records hold that
 * reward); the special account has followed but not claimed, so "claim now" can be tried; every
 * other account has yet to follow.
 */
function seedTasks(account: Account, now: number): Tasks {
  const follow: FollowProgress =
    account.uid === DEMO_UID
      ? { followed: true, claimed: 'coins' }
      : { followed: account.uid === SPECIAL_UID, claimed: null }
  // The demo and the special account have both phone and email; the demo took its bind reward.
  // Every account has yet to share; the special account's first screenshot was rejected.
  const share: ShareProgress =
    account.uid === SPECIAL_UID
      ? { state: 'rejected', submittedAt: now - 3 * DAY_MS, rejectReason: SEEDED_REJECT_REASON }
      : { state: 'notSubmitted', submittedAt: 0, rejectReason: '' }
  return { follow, bind: { claimed: account.uid === DEMO_UID, endsAt: now + BIND_EVENT_DAYS * DAY_MS }, share }
}

/** The bind task as the rules read it. */
export function bindProgressOf(state: MockState, account: Account): BindProgress {
  return { phoneBound: account.phone !== '', emailBound: account.email !== '', ...tasksOf(state, account).bind }
}

export function tasksOf(state: MockState, account: Account): Tasks {
  return state.featureState(FEATURE, account, seedTasks)
}

/** The welfare centre's row of a task that has its own page here; undefined for the others. */
export function taskListStatus(state: MockState, account: Account, id: string): WelfareTaskStatus | undefined {
  if (id === 'followOfficialAccount') return followTaskStatus(tasksOf(state, account).follow)
  if (id === 'bindAccount') return bindTaskStatus(bindProgressOf(state, account), Date.now())
  if (id === 'shareScreenshot') return shareTaskStatus(tasksOf(state, account).share.state)
  return undefined
}
