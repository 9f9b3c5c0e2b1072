import * as v from 'valibot'
import { http } from '@/services/http'
import { num, okData, parseAnswer, text } from './shape'

const userInfo = v.object({
  uid: text,
  accountType: num,
  nickname: v.nullish(text, ''),
  phone: v.nullish(text, ''),
  email: v.nullish(text, ''),
  vipExpireAt: v.nullish(num, 0),
  superVipExpireAt: v.nullish(num, 0),
  /** 0 normal, 1 blacklisted, 2 risky (docs/api.md). */
  riskStatus: v.nullish(num, 0),
})
export type UserInfo = v.InferOutput<typeof userInfo>

const loginResult = v.object({ token: text, uid: text })
export type LoginResult = v.InferOutput<typeof loginResult>

/** Spec 7: GET /user/info with any query parameters. */
export async function fetchUserInfo(query: Record<string, string | number> = {}): Promise<UserInfo> {
  return parseAnswer(userInfo, okData(await http.request({ method: 'GET', path: '/user/info', query })))
}

export async function sendSmsCode(phone: string): Promise<void> {
  okData(await http.request({ method: 'POST', path: '/user/sendSmsCode', body: { phone } }))
}

export async function loginByPhone(phone: string, code: string): Promise<LoginResult> {
  return parseAnswer(loginResult, okData(await http.request({ method: 'POST', path: '/user/loginByPhone', body: { phone, code } })))
}

export async function loginByEmail(email: string, password: string): Promise<LoginResult> {
  return parseAnswer(loginResult, okData(await http.request({ method: 'POST', path: '/user/loginByEmail', body: { email, password } })))
}
