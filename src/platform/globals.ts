// Host → page globals (spec 7): the host calls window.setLang and window.switchEnv, and the
// desktop host window.navigate (spec 2). Any page script could call them too, so each checks its
// argument, and none can be redefined.
import { describeValue, parseHostApiHost, parseHostLanguage, parseHostPath } from './host-values'
import type { HostGlobalHandlers } from './types'

let handlers: HostGlobalHandlers | undefined
let installed = false

function setLang(raw: unknown): void {
  const lang = parseHostLanguage(raw)
  if (lang === undefined) console.warn(`[host] setLang ignored an unsupported language (${describeValue(raw)})`)
  else handlers?.setLang(lang)
}

function switchEnv(raw: unknown): void {
  const apiHost = parseHostApiHost(raw)
  if (apiHost === undefined) console.warn(`[host] switchEnv ignored an API host outside this build (${describeValue(raw)})`)
  else handlers?.switchEnv(apiHost)
}

function navigate(raw: unknown): void {
  const path = parseHostPath(raw)
  if (path === undefined) console.warn(`[host] navigate ignored a path outside the app (${describeValue(raw)})`)
  else handlers?.navigate?.(path)
}

/** Installs the globals once; a later call only replaces the handlers they forward to. */
export function installHostGlobals(next: HostGlobalHandlers): void {
  handlers = next
  if (installed) return
  installed = true
  lock('setLang', setLang)
  lock('switchEnv', switchEnv)
  lock('navigate', navigate)
}

function lock(name: string, value: (raw: unknown) => void): void {
  try {
    Object.defineProperty(window, name, { value, writable: false, configurable: false, enumerable: false })
  } catch (error) {
    // someone else already locked this name: the host's calls will not reach the page
    console.warn(`[host] cannot install window.${name}`, error)
  }
}
