// The mini-program: the chat app itself is the third party; wx.login gives the one-time code the
// server turns into the signed-in chat-app account. Other platforms cannot sign in here.
import Taro from '@tarojs/taro'
import type { ThirdPartyRelogin, WechatPhoneAnswer } from './types'

const CHAT_APP_PROVIDER = 'wechat'
// wx.login needs WeChat's server; without an answer the login button would stay busy for good
const LOGIN_TIMEOUT_MS = 10000

export async function reloginThirdParty(provider: string): Promise<ThirdPartyRelogin> {
  if (provider !== CHAT_APP_PROVIDER) return { kind: 'in-app-only' }
  const code = await wechatLoginCode()
  return code ? { kind: 'code', code } : { kind: 'none' }
}

export const offersWechatLogin: boolean = true

async function askWechat(): Promise<string | undefined> {
  try {
    const { code } = await Taro.login()
    return typeof code === 'string' && code.trim() ? code.trim() : undefined
  } catch (error) {
    console.warn('[third-party] wx.login failed', error)
    return undefined
  }
}

export async function wechatLoginCode(): Promise<string | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const noAnswer = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn('[third-party] wx.login gave no answer')
      resolve(undefined)
    }, LOGIN_TIMEOUT_MS)
  })
  try {
    return await Promise.race([askWechat(), noAnswer])
  } finally {
    clearTimeout(timer)
  }
}

/** WeChat's getphonenumber detail: `{ code }` once the user allowed it; a refusal (or a refused privacy consent) has an errMsg and no code. */
export function wechatPhoneAnswer(detail: unknown): WechatPhoneAnswer {
  const code: unknown = detail !== null && typeof detail === 'object' ? Reflect.get(detail, 'code') : undefined
  return typeof code === 'string' && code.trim() ? { kind: 'code', code: code.trim() } : { kind: 'refused' }
}
