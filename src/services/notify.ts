import { TOAST_DURATION_MS } from '@/config'
import type { MessageKey } from '@/locales'
import { copyText } from '@/platform'
import { session, ui } from '@/stores/root'
import { ApiError, HttpError } from './http/errors'

/** The one toast of the app (spec 9: 2000 ms), rendered by ToastHost on taro-ui's AtToast. */
export function notify(text: string, durationMs = TOAST_DURATION_MS): void {
  ui.showToast(text, durationMs)
}

const failureKeys: Record<HttpError['kind'], MessageKey> = {
  aborted: 'common.operationFailed',
  network: 'common.networkError',
  timeout: 'http.timeout',
  server: 'http.serverError',
  'bad-response': 'http.badResponse',
}

/**
 * Spec 8 default failure text: a plain message is shown as it is, an error object as
 * "operation failed" — except the client's own failures and server messages, which say more.
 */
export function failureText(error: unknown, fallback?: string): string {
  const { t } = session
  if (error instanceof HttpError) return t(failureKeys[error.kind])
  if (error instanceof ApiError && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return fallback ?? t('common.operationFailed')
}

/** `fallback` names the failed action when neither the client nor the server said more. */
export function notifyFailure(error: unknown, fallback?: string): void {
  notify(failureText(error, fallback))
}

/** Copies a text (an address, an order number) and says whether it worked. */
export async function copyAndNotify(text: string): Promise<void> {
  notify(session.t((await copyText(text)) ? 'common.copied' : 'common.copyFailed'))
}
