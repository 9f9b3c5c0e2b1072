// Per-account state of the welfare tasks' own pages (follow the official account, ...) and its
// seed. The welfare centre's list reads the same state (taskListStatus), so a task's row and its
// page always agree.
import { followTaskStatus, type FollowProgress } from '@/lib/tasks'
import type { WelfareTaskStatus } from '@/lib/welfare-tasks'
import { DEMO_UID, SPECIAL_UID, type Account, type MockState } from './state'

const FEATURE = 'tasks'

export interface Tasks {
  follow: FollowProgress
}

/**
 * The demo followed the account months ago and took the coins (its coin records hold that
 * reward); the special account has followed but not claimed, so "claim now" can be tried; every
 * other account has yet to follow.
 */
function seedTasks(account: Account): Tasks {
  const follow: FollowProgress =
    account.uid === DEMO_UID
      ? { followed: true, claimed: 'coins' }
      : { followed: account.uid === SPECIAL_UID, claimed: null }
  return { follow }
}

export function tasksOf(state: MockState, account: Account): Tasks {
  return state.featureState(FEATURE, account, seedTasks)
}

/** The welfare centre's row of a task that has its own page here; undefined for the others. */
export function taskListStatus(state: MockState, account: Account, id: string): WelfareTaskStatus | undefined {
  if (id === 'followOfficialAccount') return followTaskStatus(tasksOf(state, account).follow)
  return undefined
}

/**
 * What the control endpoint may set (docs/api.md, "Control endpoints"): `followed` stands for
 * WeChat telling the server that this account followed (or left) the official account.
 */
export function setTaskProgress(state: MockState, account: Account, change: Record<string, unknown>): string | undefined {
  const tasks = tasksOf(state, account)
  if (change.followed !== undefined) {
    if (typeof change.followed !== 'boolean') return 'followed must be true or false'
    tasks.follow.followed = change.followed
  }
  return undefined
}
