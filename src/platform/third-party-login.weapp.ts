// The mini-program: the chat app itself is the third party; wx.login gives the one-time code the
// server turns into the signed-in chat-app account. Other platforms cannot sign in here.
import Taro from '@tarojs/taro'
import type { ThirdPartyRelogin } from './types'

const CHAT_APP_PROVIDER = 'wechat'

export async function reloginThirdParty(provider: string): Promise<ThirdPartyRelogin> {
  if (provider !== CHAT_APP_PROVIDER) return { kind: 'in-app-only' }
  try {
    const { code } = await Taro.login()
    return code ? { kind: 'code', code } : { kind: 'none' }
  } catch (error) {
    console.warn('[third-party] wx.login failed', error)
    return { kind: 'none' }
  }
}
