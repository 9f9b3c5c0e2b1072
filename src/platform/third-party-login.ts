// H5: the app's host signs the user in with the third-party account again (docs/bridge.md,
// thirdPartyLogin) and answers `{ code }`, a one-time code the server checks; a plain browser
// cannot, as the third party's sign-in lives in the app. WeChat login is the mini-program's alone:
// H5 shows no WeChat button.
import { askHost } from './bridge'
import { detectClient } from './detect'
import { findTransport } from './native'
import type { ThirdPartyRelogin, WechatPhoneAnswer } from './types'

// the user signs in on the third party's own screen: give them time
const RELOGIN_TIMEOUT_MS = 120000

/** `{ code: '...' }`; an empty code means no third-party account signed in (the user backed out). */
function parseCode(raw: unknown): string | undefined {
  if (raw === null || typeof raw !== 'object') return undefined
  const code: unknown = Reflect.get(raw, 'code')
  return typeof code === 'string' ? code.trim() : undefined
}

export async function reloginThirdParty(provider: string): Promise<ThirdPartyRelogin> {
  if (!detectClient().isInApp) return { kind: 'in-app-only' }
  if (!findTransport('thirdPartyLogin')) return { kind: 'upgrade-needed' }
  const code = await askHost('thirdPartyLogin', parseCode, RELOGIN_TIMEOUT_MS, { provider })
  return code ? { kind: 'code', code } : { kind: 'none' }
}

export const offersWechatLogin: boolean = false

export async function wechatLoginCode(): Promise<string | undefined> {
  return undefined
}

export function wechatPhoneAnswer(_detail: unknown): WechatPhoneAnswer {
  return { kind: 'refused' }
}
