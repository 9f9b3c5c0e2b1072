// Account endpoints: user info, SMS and email login, logout. Documented in docs/api.md; a phone
// number is one the client's login form accepts (src/lib/validate.ts).
import { CODE_OK } from '@/lib/answer-codes'
import { CODE_ACCOUNT_CANCELLED } from '@/lib/cancellation'
import { isPhone } from '@/lib/validate'
import { CANCELLATION_TEXTS, isAccountCancelled, loginEndsCancellation } from '../cancellation'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import type { Account } from '../state'

const CODE_INVALID_PHONE = 10001
const CODE_WRONG_SMS_CODE = 10002
const CODE_WRONG_CREDENTIALS = 10003

/** 13800138000 -> 138****8000; the full number never leaves the server. */
function maskPhone(phone: string): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : ''
}

function userInfo(account: Account, now: number) {
  return {
    uid: account.uid,
    accountType: account.accountType,
    nickname: account.nickname,
    phone: maskPhone(account.phone),
    email: account.email,
    isVip: account.vipExpireAt > now,
    vipExpireAt: account.vipExpireAt,
    superVipExpireAt: account.superVipExpireAt,
    coins: account.coins,
    riskStatus: account.riskStatus,
  }
}

/** A login: refused for a cancelled account; during a waiting period it ends the cancellation (spec 4). */
function logIn({ state, lang }: RouteContext, account: Account): Answer {
  const now = Date.now()
  if (isAccountCancelled(state, account, now)) return { code: CODE_ACCOUNT_CANCELLED, msg: CANCELLATION_TEXTS.accountCancelled[lang] }
  loginEndsCancellation(state, account, now)
  return { code: CODE_OK, data: { token: state.issueToken(account.uid), uid: account.uid } }
}

const routes: Routes = {
  'GET /user/info': {
    auth: true,
    handle: ({ account }) => ({ code: CODE_OK, data: userInfo(account, Date.now()) }),
  },

  'POST /user/sendSmsCode': {
    handle: ({ state, body, t }) => {
      const phone = fieldText(body.phone)
      if (!isPhone(phone)) return { code: CODE_INVALID_PHONE, msg: t('invalidPhone') }
      state.sendSmsCode(phone)
      return { code: CODE_OK }
    },
  },

  'POST /user/loginByPhone': {
    handle: (context) => {
      const { state, body, t } = context
      const phone = fieldText(body.phone)
      if (!isPhone(phone)) return { code: CODE_INVALID_PHONE, msg: t('invalidPhone') }
      if (!state.checkSmsCode(phone, fieldText(body.code))) {
        return { code: CODE_WRONG_SMS_CODE, msg: t('wrongSmsCode') }
      }
      return logIn(context, state.accountByPhone(phone) || state.registerPhone(phone))
    },
  },

  'POST /user/loginByEmail': {
    handle: (context) => {
      const { state, body, t } = context
      const account = state.accountByEmail(fieldText(body.email))
      const password = typeof body.password === 'string' ? body.password : ''
      if (!account || !password || account.password !== password) {
        return { code: CODE_WRONG_CREDENTIALS, msg: t('wrongCredentials') }
      }
      return logIn(context, account)
    },
  },

  'POST /user/logout': {
    handle: ({ state, token }) => {
      if (token) state.revokeToken(token)
      return { code: CODE_OK }
    },
  },
}

export default routes
