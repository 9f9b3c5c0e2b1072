import * as v from 'valibot'
import { http } from '@/services/http'
import { num, okData, parseAnswer, text } from './shape'

// The signed-in user (spec 3). Logging in is src/api/login.ts, which only the login page loads.

export const userInfo = v.object({
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

/** Until when the memberships last: what is kept of the user info for an offline visit (src/stores/last-known.ts). */
export const membershipEnds = v.pick(userInfo, ['vipExpireAt', 'superVipExpireAt'])
export type MembershipEnds = v.InferOutput<typeof membershipEnds>

/** Spec 7: GET /user/info with any query parameters. */
export async function fetchUserInfo(query: Record<string, string | number> = {}): Promise<UserInfo> {
  return parseAnswer(userInfo, okData(await http.request({ method: 'GET', path: '/user/info', query })))
}
