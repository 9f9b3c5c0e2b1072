import { taskRefusal } from '@/api/tasks'
import { refusalTextKey } from '@/lib/refusal-texts'
import type { AreaKey, ShellKey } from '@/locales/types'
import { notifyFailure } from '@/services/notify'
import type { Translate } from '@/stores/language'

export type TasksTranslate = Translate<ShellKey | AreaKey<'tasks'>>

/** Says why a task action failed: a refusal in the task's own words, else the transport's or server's reason. */
export function notifyTaskFailure(t: TasksTranslate, error: unknown, fallback: string): void {
  const refusal = taskRefusal(error)
  notifyFailure(refusal ? t(refusalTextKey('task', refusal)) : error, fallback)
}
