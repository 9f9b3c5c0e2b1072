import { taskRefusalOf } from '@/lib/tasks'
import type { AreaKey, ShellKey } from '@/locales/types'
import { ApiError } from '@/services/http/errors'
import { notifyFailure } from '@/services/notify'
import type { Translate } from '@/stores/session'

export type TasksTranslate = Translate<ShellKey | AreaKey<'tasks'>>

/** Says why a task action failed: a refusal in the task's own words, else the transport's or server's reason. */
export function notifyTaskFailure(t: TasksTranslate, error: unknown, fallback: string): void {
  const refusal = error instanceof ApiError ? taskRefusalOf(error.code) : undefined
  notifyFailure(refusal ? t(`tasks.refusal.${refusal}`) : error, fallback)
}
