import { http } from '@/services/http'
import { asRecord, okData, readBoolean, readNumber, readString } from './shape'

export interface UserInfo {
  uid: string
  accountType: number
  nickname: string
  phone: string
  email: string
  isVip: boolean
  vipExpireAt: number
  superVipExpireAt: number
  coins: number
  /** 0 normal, 1 blacklisted, 2 risky (docs/api.md). */
  riskStatus: number
}

export interface LoginResult {
  token: string
  uid: string
}

function toUserInfo(data: unknown): UserInfo {
  const record = asRecord(data, 'user info')
  return {
    uid: readString(record, 'uid'),
    accountType: readNumber(record, 'accountType'),
    nickname: readString(record, 'nickname', ''),
    phone: readString(record, 'phone', ''),
    email: readString(record, 'email', ''),
    isVip: readBoolean(record, 'isVip', false),
    vipExpireAt: readNumber(record, 'vipExpireAt', 0),
    superVipExpireAt: readNumber(record, 'superVipExpireAt', 0),
    coins: readNumber(record, 'coins', 0),
    riskStatus: readNumber(record, 'riskStatus', 0),
  }
}

function toLoginResult(data: unknown): LoginResult {
  const record = asRecord(data, 'login result')
  return { token: readString(record, 'token'), uid: readString(record, 'uid') }
}

/** Spec 7: GET /user/info with any query parameters. */
export async function fetchUserInfo(query: Record<string, string | number> = {}): Promise<UserInfo> {
  return toUserInfo(okData(await http.request({ method: 'GET', path: '/user/info', query })))
}

export async function sendSmsCode(phone: string): Promise<void> {
  okData(await http.request({ method: 'POST', path: '/user/sendSmsCode', body: { phone } }))
}

export async function loginByPhone(phone: string, code: string): Promise<LoginResult> {
  return toLoginResult(okData(await http.request({ method: 'POST', path: '/user/loginByPhone', body: { phone, code } })))
}

export async function loginByEmail(email: string, password: string): Promise<LoginResult> {
  return toLoginResult(
    okData(await http.request({ method: 'POST', path: '/user/loginByEmail', body: { email, password } })),
  )
}
