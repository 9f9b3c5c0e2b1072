// The three native transports of DESIGN.md, looked up on window at call time: hosts inject them
// before the page runs, and a missing handler means that host does not know the message.
import type { HostEnvironment, HostMessage, JsonObject } from './types'

export interface Transport {
  /** resolves with the Electron answer; iOS and Android answer only through callbacks */
  send(payload: JsonObject): Promise<unknown>
}

// spec 7: setTitle is the message whose presence tells that the page runs in the app
const PROBE_MESSAGE: HostMessage = 'setTitle'

function member(owner: unknown, key: string): unknown {
  if (owner === null || (typeof owner !== 'object' && typeof owner !== 'function')) return undefined
  return Reflect.get(owner, key)
}

function iosTransport(message: string): Transport | undefined {
  const handler = member(member(member(window, 'webkit'), 'messageHandlers'), message)
  const post = member(handler, 'postMessage')
  if (typeof post !== 'function') return undefined
  return {
    // WebKit throws unless postMessage is called on its handler object
    send: (payload) => Promise.resolve(Reflect.apply(post, handler, [payload])).then(() => undefined),
  }
}

function androidTransport(message: string): Transport | undefined {
  const bridge = member(window, 'android')
  const method = member(bridge, message)
  if (typeof method !== 'function') return undefined
  return {
    // the Java bridge takes one JSON string and must be called on the injected object
    send: (payload) => Promise.resolve(Reflect.apply(method, bridge, [JSON.stringify(payload)])).then(() => undefined),
  }
}

function electronTransport(message: string): Transport | undefined {
  const ipc = member(member(window, 'electron'), 'ipcRenderer')
  const invoke = member(ipc, 'invoke')
  if (typeof invoke !== 'function') return undefined
  return {
    send: (payload) => Promise.resolve(Reflect.apply(invoke, ipc, [message, payload])),
  }
}

/** The transport that carries this message in the current host, if any. */
export function findTransport(message: HostMessage): Transport | undefined {
  return electronTransport(message) ?? iosTransport(message) ?? androidTransport(message)
}

/** What detection needs to know about the page's window (spec 1). */
export function readHostEnvironment(): HostEnvironment {
  return {
    userAgent: window.navigator.userAgent,
    windowWidth: window.innerWidth,
    hasWebkitHandlers: iosTransport(PROBE_MESSAGE) !== undefined,
    hasAndroidBridge: androidTransport(PROBE_MESSAGE) !== undefined,
    hasElectron: electronTransport(PROBE_MESSAGE) !== undefined,
  }
}
