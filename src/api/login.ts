// Logging in (docs/api.md, "User endpoints" and "WeChat login endpoints"): imported only by the
// login page, so its code ships in the login subpackage, not the mini-program's main package.
import * as v from 'valibot'
import { CODE_WECHAT_CODE_REFUSED, CODE_WECHAT_LINK_EXPIRED, CODE_WECHAT_PHONE_REFUSED } from '@/lib/wechat-login'
import { http, type ApiAnswer } from '@/services/http'
import { okData, parseAnswer, text } from './shape'

export const loginResult = v.object({ token: text, uid: text })
export type LoginResult = v.InferOutput<typeof loginResult>

export async function sendSmsCode(phone: string): Promise<void> {
  okData(await http.request({ method: 'POST', path: '/user/sendSmsCode', body: { phone } }))
}

export async function loginByPhone(phone: string, code: string): Promise<LoginResult> {
  return parseAnswer(loginResult, okData(await http.request({ method: 'POST', path: '/user/loginByPhone', body: { phone, code } })))
}

export async function loginByEmail(email: string, password: string): Promise<LoginResult> {
  return parseAnswer(loginResult, okData(await http.request({ method: 'POST', path: '/user/loginByEmail', body: { email, password } })))
}

// WeChat login (docs/api.md, "WeChat login endpoints"). A refused WeChat code, a lapsed link ticket
// and an unconfirmed WeChat phone number are answers of this domain, not errors.

export const wechatLogin = v.variant('result', [
  v.object({ result: v.literal('signedIn'), token: text, uid: text }),
  /** The WeChat identity is linked to no account yet: a phone number links it, with this ticket. */
  v.object({ result: v.literal('phoneNeeded'), linkTicket: v.pipe(v.string(), v.nonEmpty()) }),
])
export type WechatLogin = v.InferOutput<typeof wechatLogin> | { result: 'codeRefused' }

/** Exchanges wx.login's one-time code for the linked account's token, or for a link ticket. */
export async function loginByWechat(code: string): Promise<WechatLogin> {
  const answer = await http.request({ method: 'POST', path: '/user/loginByWechat', body: { code } })
  if (answer.code === CODE_WECHAT_CODE_REFUSED) return { result: 'codeRefused' }
  return parseAnswer(wechatLogin, okData(answer))
}

export const wechatLinked = v.object({
  token: text,
  uid: text,
  /** `existing`: the account that owned the phone, its coins and membership as they were; `registered`: a new one for a phone no account had */
  account: v.picklist(['existing', 'registered']),
  /** the account's phone, masked (138****8000) */
  phone: text,
})
export type WechatLinked = v.InferOutput<typeof wechatLinked>
export type WechatLink =
  | ({ result: 'linked' } & WechatLinked)
  | { result: 'ticketExpired' }
  | { result: 'phoneRefused' }

function wechatLinkOf(answer: ApiAnswer): WechatLink {
  if (answer.code === CODE_WECHAT_LINK_EXPIRED) return { result: 'ticketExpired' }
  if (answer.code === CODE_WECHAT_PHONE_REFUSED) return { result: 'phoneRefused' }
  return { result: 'linked', ...parseAnswer(wechatLinked, okData(answer)) }
}

/** Links the WeChat identity of the ticket to the account of the phone WeChat's phone-number button confirmed. */
export async function linkWechatByPhoneNumber(linkTicket: string, phoneCode: string): Promise<WechatLink> {
  return wechatLinkOf(await http.request({ method: 'POST', path: '/user/linkWechatByPhoneNumber', body: { linkTicket, phoneCode } }))
}

/** Links the WeChat identity of the ticket to the account of a phone proven by its SMS code. */
export async function linkWechatBySmsCode(linkTicket: string, phone: string, code: string): Promise<WechatLink> {
  return wechatLinkOf(await http.request({ method: 'POST', path: '/user/linkWechatBySmsCode', body: { linkTicket, phone, code } }))
}
