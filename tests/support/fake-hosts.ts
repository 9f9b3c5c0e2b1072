// Fake native hosts (docs/bridge.md) for the unit tests (Jest, jsdom) and the browser tests
// (Playwright, `page.addInitScript(fakeHostScript('ios', { token: 't' }))`).
//
// installFakeHost is self-contained on purpose: it reads only `window` and its JSON options, and
// refers to nothing outside its own body, so its source text runs as is inside a page. Keep it so:
// no imports, no helpers outside it, no TypeScript that compiles to helpers (enums, decorators).

export type FakeHostKind = 'ios' | 'android' | 'electron'

export interface FakeHostOptions {
  /** answer to getToken ('' = logged out); without it the host does not answer getToken */
  token?: string
  /** answer to getVersion, sent as `{ version, equipment }` */
  version?: string
  equipment?: string
  /** answers to any other question, by message name (getLang, getIsReview, ...) */
  replies?: Record<string, unknown>
  /** delay before an answer, default 0 ms */
  replyDelayMs?: number
  /** the messages this host knows (an older app); default every message */
  messages?: string[]
  /** Electron only: answer through the invoke promise instead of the callback */
  answerVia?: 'callback' | 'promise'
  /** replaces navigator.userAgent, e.g. an iPhone or a macOS Electron agent */
  userAgent?: string
}

export interface FakeHostScriptOptions extends FakeHostOptions {
  kind: FakeHostKind
}

/** One message as the host received it; Android payloads are parsed from their JSON string. */
export interface RecordedHostMessage {
  message: string
  payload: unknown
}

interface FakeHostWindow {
  __hostMessages?: RecordedHostMessage[]
  /** the answers by message name; a browser test may change them at run time */
  __hostReplies?: Record<string, unknown>
}

/** Installs one fake host on window. Self-contained: see the note at the top of this file. */
export function installFakeHost(options: FakeHostScriptOptions): void {
  const w = window as unknown as FakeHostWindow & Record<string, unknown>
  const replies: Record<string, unknown> = Object.assign({}, options.replies)
  if (options.token !== undefined) replies.getToken = options.token
  if (options.version !== undefined) replies.getVersion = { version: options.version, equipment: options.equipment ?? '' }
  const messages: RecordedHostMessage[] = w.__hostMessages ?? []
  w.__hostMessages = messages
  w.__hostReplies = replies
  const delay = options.replyDelayMs ?? 0

  const knows = (message: unknown): message is string =>
    typeof message === 'string' && (!options.messages || options.messages.includes(message))
  // hosts receive a serialised copy, never the page's own object
  const record = (message: string, payload: unknown): void => {
    messages.push({ message, payload: payload === undefined ? undefined : JSON.parse(JSON.stringify(payload)) })
  }
  const hasReply = (message: string): boolean =>
    Object.prototype.hasOwnProperty.call(w.__hostReplies ?? {}, message)
  const later = <T>(value: () => T): Promise<T> =>
    new Promise((resolve) => {
      setTimeout(() => resolve(value()), delay)
    })
  const callBack = (message: string, payload: unknown): void => {
    const callback =
      typeof payload === 'object' && payload !== null ? (payload as { callback?: unknown }).callback : undefined
    if (typeof callback !== 'string' || !hasReply(message)) return
    void later(() => {
      const target = w[callback]
      if (typeof target === 'function') target((w.__hostReplies ?? {})[message])
    })
  }

  if (options.userAgent !== undefined) {
    Object.defineProperty(w.navigator, 'userAgent', { value: options.userAgent, configurable: true })
  }

  if (options.kind === 'ios') {
    // WKWebView: a handler object per registered name, postMessage bound to it
    w.webkit = {
      messageHandlers: new Proxy(
        {},
        {
          get(_target, name) {
            if (!knows(name)) return undefined
            const handler = {
              postMessage(this: unknown, payload: unknown): void {
                if (this !== handler) throw new TypeError('postMessage must be called on its handler')
                record(name, payload)
                callBack(name, payload)
              },
            }
            return handler
          },
        },
      ),
    }
    return
  }

  if (options.kind === 'android') {
    // addJavascriptInterface: one method per message, one JSON string, called on the object
    const bridge: object = new Proxy(
      {},
      {
        get(_target, name) {
          if (!knows(name)) return undefined
          return function (this: unknown, ...args: unknown[]): void {
            if (this !== bridge) throw new Error('Java bridge method can\'t be invoked on a non-injected object')
            if (args.length !== 1 || typeof args[0] !== 'string') throw new Error(`${name} takes one JSON string`)
            const payload: unknown = JSON.parse(args[0])
            record(name, payload)
            callBack(name, payload)
          }
        },
      },
    )
    w.android = bridge
    return
  }

  // Electron preload: ipcRenderer.invoke(channel, payload) returns a promise
  w.electron = {
    ipcRenderer: {
      invoke(message: unknown, payload: unknown): Promise<unknown> {
        if (!knows(message)) return Promise.reject(new Error(`No handler registered for '${String(message)}'`))
        record(message, payload)
        if (options.answerVia === 'promise') {
          return later(() => (hasReply(message) ? (w.__hostReplies ?? {})[message] : undefined))
        }
        callBack(message, payload)
        return Promise.resolve(undefined)
      },
    },
  }
}

export function installFakeIosHost(options: FakeHostOptions = {}): void {
  installFakeHost({ ...options, kind: 'ios' })
}

export function installFakeAndroidHost(options: FakeHostOptions = {}): void {
  installFakeHost({ ...options, kind: 'android' })
}

export function installFakeElectronHost(options: FakeHostOptions = {}): void {
  installFakeHost({ ...options, kind: 'electron' })
}

/** A script installing the fake host, for Playwright's page.addInitScript. */
export function fakeHostScript(kind: FakeHostKind, options: FakeHostOptions = {}): string {
  return `(${installFakeHost.toString()})(${JSON.stringify({ ...options, kind })})`
}

/** The messages the fake host received so far. */
export function hostMessages(): RecordedHostMessage[] {
  return (window as unknown as FakeHostWindow).__hostMessages ?? []
}

/** Removes every fake host and its records (Jest: between tests). */
export function removeFakeHosts(): void {
  for (const name of ['webkit', 'android', 'electron', '__hostMessages', '__hostReplies']) {
    Reflect.deleteProperty(window, name)
  }
  Reflect.deleteProperty(window.navigator, 'userAgent')
}
