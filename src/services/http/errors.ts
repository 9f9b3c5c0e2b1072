/** Why a request failed, so callers and the default toast can say it in the user's language. */
/** `offline`: not sent, the device has no network (issue 26: a money-like action waits for it). */
export type HttpErrorKind = 'aborted' | 'network' | 'offline' | 'timeout' | 'server' | 'bad-response'

// Spec 8: the generic client's own messages.
const transportMessages: Record<'aborted' | 'network', string> = {
  aborted: 'Request aborted',
  network: 'Network Error',
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind
  readonly status?: number

  constructor(kind: HttpErrorKind, message: string, status?: number) {
    super(message)
    this.name = 'HttpError'
    this.kind = kind
    this.status = status
  }

  static aborted(): HttpError {
    return new HttpError('aborted', transportMessages.aborted)
  }

  static network(): HttpError {
    return new HttpError('network', transportMessages.network)
  }

  static offline(): HttpError {
    return new HttpError('offline', 'Not sent: offline')
  }

  static timeout(ms: number): HttpError {
    return new HttpError('timeout', `timeout of ${ms}ms exceeded`)
  }
}
