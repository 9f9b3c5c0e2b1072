import type { MessageKey } from '@/locales'
import { copyText } from '@/platform'
import { refusalMessage } from '@/lib/refusal'
import { HttpError } from './http/errors'
import { startUpWiring } from './wiring'

/** Says a key in the current language (the session store's `t`). */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** What notices need from the app; the app hands in its stores at start-up (src/app-start.ts). */
export interface NotifyDeps {
  /** the ui store's toasts and notices */
  showToast(text: string, durationMs: number | undefined, kind: 'toast' | 'notice'): void
  translate: Translate
}

const deps = startUpWiring<NotifyDeps>('configureNotify')
const wired = deps.get

export function configureNotify(next: NotifyDeps): void {
  deps.set(next)
}

/** A short result as a toast, for the layout's time (spec 9: 2000 ms on a phone, 3 s on a desktop) unless given one; ToastHost draws it. */
export function notify(text: string, durationMs?: number): void {
  wired().showToast(text, durationMs, 'toast')
}

/** A longer result worth reading (what happens next): 4.5 s, and while the pointer is on it (spec 9). */
export function notice(text: string): void {
  wired().showToast(text, undefined, 'notice')
}

const failureKeys: Record<HttpError['kind'], MessageKey> = {
  aborted: 'common.operationFailed',
  network: 'common.networkError',
  offline: 'common.networkError',
  timeout: 'http.timeout',
  server: 'http.serverError',
  'bad-response': 'http.badResponse',
}

/**
 * Spec 8 default failure text: a plain message is shown as it is, an error object as
 * "operation failed" — except the client's own failures and server messages, which say more.
 */
export function failureText(error: unknown, fallback?: string): string {
  const { translate: t } = wired()
  if (error instanceof HttpError) return t(failureKeys[error.kind])
  const refused = refusalMessage(error)
  if (refused) return refused
  if (typeof error === 'string' && error) return error
  return fallback ?? t('common.operationFailed')
}

/** Whether a request got no answer the client could use (no connection, timeout, a server fault); not a broken answer. */
export function isTransportFailure(error: unknown): boolean {
  return error instanceof HttpError && error.kind !== 'bad-response'
}

/** `fallback` names the failed action when neither the client nor the server said more. */
export function notifyFailure(error: unknown, fallback?: string): void {
  notify(failureText(error, fallback))
}

/** Copies a text (an address, an order number) and says whether it worked. */
export async function copyAndNotify(text: string): Promise<void> {
  const copied = await copyText(text)
  notify(wired().translate(copied ? 'common.copied' : 'common.copyFailed'))
}
