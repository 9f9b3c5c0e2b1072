// What tapping a welfare task does (spec 4 task states, spec 6 roles).

export type TaskProgress = 'todo' | 'claimable' | 'reviewing' | 'rejected' | 'done' | 'ended'

export interface TaskEntryInput {
  status: TaskProgress
  loggedIn: boolean
  /** Blacklisted or risky account (spec 6). */
  restricted: boolean
  /** The task's own page is part of this build. */
  pageExists: boolean
}

/** login: ask to log in; restricted: say why not; open: go to the task page; none: nothing to do. */
export type TaskEntry = 'login' | 'restricted' | 'open' | 'unavailable' | 'none'

export function taskEntry({ status, loggedIn, restricted, pageExists }: TaskEntryInput): TaskEntry {
  if (status === 'done' || status === 'ended' || status === 'reviewing') return 'none'
  if (!pageExists) return 'unavailable'
  if (!loggedIn) return 'login'
  if (restricted) return 'restricted'
  return 'open'
}

/** VIP time in whole days and the hours left over (spec 3: VIP time in days and hours). */
export function splitVipHours(totalHours: number): { days: number; hours: number } {
  const whole = Math.max(0, Math.floor(totalHours))
  return { days: Math.floor(whole / 24), hours: whole % 24 }
}
