// Page → host messages of spec 7 over the iOS, Android and Electron transports (docs/bridge.md).
// Without a host (plain browser) every message is a no-op; nothing here throws.
import { findTransport } from './native'
import type { HostAnswerParser, HostApi, HostMessage, HostQuery, JsonObject } from './types'

const NO_PAYLOAD: JsonObject = {}

let callbackCount = 0

/** Sends a message; resolves with the Electron answer, or gives undefined when no host took it. */
function send(message: HostMessage, payload: JsonObject): Promise<unknown> | undefined {
  const transport = findTransport(message)
  if (!transport) return undefined
  try {
    return transport.send(payload).catch((error: unknown) => {
      console.warn(`[host] ${message} failed`, error)
      return undefined
    })
  } catch (error) {
    console.warn(`[host] ${message} failed`, error)
    return undefined
  }
}

function post(message: HostMessage, payload: JsonObject = NO_PAYLOAD): void {
  void send(message, payload)
}

export const host: HostApi = {
  getToken: (callbackName) => post('getToken', { callback: callbackName }),
  enterpriseSubAccount: () => post('enterpriseSubAccount'),
  getUid: (callbackName) => post('getUid', { callback: callbackName }),
  getIsReview: (callbackName) => post('getIsReview', { callback: callbackName }),
  getVersion: (callbackName) => post('getVersion', { callback: callbackName }),
  requestMarketPlace: (callbackName) => post('requestMarketPlace', { callback: callbackName }),
  getAndroidReview: (callbackName) => post('getAndroidReview', { callback: callbackName }),
  nowIsReview: (callbackName) => post('nowIsReview', { callback: callbackName }),
  getLang: (callbackName) => post('getLang', { callback: callbackName }),
  getEnv: (callbackName) => post('getEnv', { callback: callbackName }),
  jumpLogin: () => post('jumpLogin'),
  setTitle: (title) => post('setTitle', { title }),
  jumpNativePage: (type) => post('jumpNativePage', { type }),
  goToNewWebView: (name, url) => post('goToNewWebView', { name, url }),
  callMeiqia: (visible) => post('callMeiqia', { visible }),
  openInBrowser: (url) => post('openInBrowser', { url }),
  jumpOutboundLink: (url) => post('jumpOutboundLink', { url }),
  jumpWxMiniProgress: ({ username, path, pcURL }) => post('jumpWxMiniProgress', { username, path, pcURL }),
  showRightItem: (item) => post('showRightItem', { ...item }),
  h5Monitor: (type, event, properties = NO_PAYLOAD) => post('H5Monitor', { type, event, properties }),
  initPage: (payload) => post('initPage', payload),
  initOrderPageStates: (states) => post('initOrderPageStates', { ...states }),
}

/**
 * Asks the host for a value: installs a one-shot callback global, sends `{ ...fields, callback: name }`
 * and resolves with the first valid answer, from the callback or from the Electron invoke promise.
 * Undefined when no host takes the message or nothing valid arrives within timeoutMs.
 */
export function askHost<T>(
  message: HostQuery,
  parse: HostAnswerParser<T>,
  timeoutMs: number,
  fields: JsonObject = NO_PAYLOAD,
): Promise<T | undefined> {
  if (!findTransport(message)) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    let settled = false
    const finish = (value: T | undefined): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(value)
    }
    const accept = (raw: unknown): void => {
      if (settled) return
      const value = parse(raw)
      // a bad answer may come from any page script; keep waiting for the host's own
      if (value === undefined) console.warn(`[host] ignored an invalid answer to ${message}`)
      else finish(value)
    }
    const timer = setTimeout(() => finish(undefined), timeoutMs)
    const callbackName = installCallback(message, accept)
    const answer = callbackName === undefined ? undefined : send(message, { ...fields, callback: callbackName })
    if (!answer) {
      finish(undefined)
      return
    }
    // iOS and Android resolve with nothing; an Electron host may answer here instead
    void answer.then((raw) => {
      if (raw !== undefined) accept(raw)
    })
  })
}

/**
 * Defines window[name] as neither writable nor configurable, so page script cannot replace it
 * while the question is pending. It cannot be deleted afterwards either: it just ignores late calls.
 */
function installCallback(message: HostQuery, accept: (raw: unknown) => void): string | undefined {
  let name: string
  do {
    callbackCount += 1
    name = `__hostAnswer_${message}_${callbackCount}`
  } while (name in window)
  try {
    Object.defineProperty(window, name, {
      value: (raw: unknown) => accept(raw),
      writable: false,
      configurable: false,
      enumerable: false,
    })
    return name
  } catch (error) {
    console.warn(`[host] cannot install the ${message} callback`, error)
    return undefined
  }
}
