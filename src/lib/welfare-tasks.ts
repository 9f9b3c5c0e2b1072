// What tapping a welfare task does (spec 4 task states, spec 6 roles).

/** Spec 4: where a task stands for this user. */
export const WELFARE_TASK_STATUSES = ['todo', 'claimable', 'reviewing', 'rejected', 'done', 'ended'] as const
export type WelfareTaskStatus = (typeof WELFARE_TASK_STATUSES)[number]

export interface TaskEntryInput {
  status: WelfareTaskStatus
  loggedIn: boolean
  /** Blacklisted or risky account (spec 6). */
  restricted: boolean
}

/** login: ask to log in; restricted: say why not; open: go to the task page; none: nothing to do. */
export type TaskEntry = 'login' | 'restricted' | 'open' | 'none'

export function taskEntry({ status, loggedIn, restricted }: TaskEntryInput): TaskEntry {
  if (status === 'done' || status === 'ended' || status === 'reviewing') return 'none'
  if (!loggedIn) return 'login'
  if (restricted) return 'restricted'
  return 'open'
}
