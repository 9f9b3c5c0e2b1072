// Account endpoints: user info, SMS, email and WeChat login, logout. Documented in docs/api.md; a
// phone number is one the client's login form accepts (src/lib/validate.ts).
import type { loginResult, wechatLinked, wechatLogin } from '@/api/login'
import type { userInfo } from '@/api/user'
import { CODE_OK } from '@/lib/answer-codes'
import { CODE_ACCOUNT_CANCELLED } from '@/lib/cancellation'
import { isPhone } from '@/lib/validate'
import { CODE_WECHAT_CODE_REFUSED, CODE_WECHAT_LINK_EXPIRED, CODE_WECHAT_PHONE_REFUSED } from '@/lib/wechat-login'
import { isAccountCancelled, loginEndsCancellation } from '../cancellation'
import { fieldText, type Answer, type RouteContext, type Routes, type Wire } from '../route'
import type { Account } from '../state'
import { issueLinkTicket, linkedAccountOf, linkWechat, openidOfLoginCode, phoneOfPhoneCode, ticketOf, type WechatLinkMade } from '../wechat'

const CODE_INVALID_PHONE = 10001
const CODE_WRONG_SMS_CODE = 10002
const CODE_WRONG_CREDENTIALS = 10003

/** 13800138000 -> 138****8000; the full number never leaves the server. */
function maskPhone(phone: string): string {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : ''
}

// The balance is the coin store's, from GET /welfare/summary; VIP follows from vipExpireAt.
function userInfoOf(account: Account): Wire<typeof userInfo> {
  return {
    uid: account.uid,
    accountType: account.accountType,
    nickname: account.nickname,
    phone: maskPhone(account.phone),
    email: account.email,
    vipExpireAt: account.vipExpireAt,
    superVipExpireAt: account.superVipExpireAt,
    riskStatus: account.riskStatus,
  }
}

/**
 * A login, its answer's `fields` beside the token: refused for a cancelled account; during a
 * waiting period it ends the cancellation (spec 4).
 */
function logIn({ state, t }: RouteContext, account: Account, fields: Record<string, unknown> = {}): Answer {
  const now = Date.now()
  if (isAccountCancelled(state, account, now)) return { code: CODE_ACCOUNT_CANCELLED, msg: t('cancellation.accountCancelled') }
  loginEndsCancellation(state, account, now)
  return { code: CODE_OK, data: { ...fields, ...({ token: state.issueToken(account.uid), uid: account.uid } satisfies Wire<typeof loginResult>) } }
}

/** A login to the account a WeChat link made, saying which account it is. */
function logInLinked(context: RouteContext, { account, kind }: WechatLinkMade): Answer {
  const fields: Pick<Wire<typeof wechatLinked>, 'account' | 'phone'> = { account: kind, phone: maskPhone(account.phone) }
  return logIn(context, account, fields)
}

/**
 * A link request: `link` proves a phone with the ticket still open. A ticket that already linked
 * (a retry whose answer was lost) logs in to that account again, its proof not asked twice.
 */
function withLinkTicket(context: RouteContext, link: (ticket: string) => Answer): Answer {
  const ticket = fieldText(context.body.linkTicket)
  const found = ticketOf(context.state, ticket)
  if (!found) return { code: CODE_WECHAT_LINK_EXPIRED, msg: context.t('wechat.linkExpired') }
  return found.open ? link(ticket) : logInLinked(context, found.made)
}

/**
 * Links the ticket's WeChat user to the account that owns the phone, registering one only for a
 * phone no account has (as a phone login does), and logs in to it.
 */
function linkPhone(context: RouteContext, ticket: string, phone: string): Answer {
  const existing = context.state.accountByPhone(phone)
  const made: WechatLinkMade = existing ? { account: existing, kind: 'existing' } : { account: context.state.registerPhone(phone), kind: 'registered' }
  const answer = logInLinked(context, made)
  if (answer.code === CODE_OK) linkWechat(context.state, ticket, made)
  return answer
}

const routes: Routes = {
  'GET /user/info': {
    auth: true,
    handle: ({ account }) => ({ code: CODE_OK, data: userInfoOf(account) }),
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

  'POST /user/loginByWechat': {
    handle: (context) => {
      const { state, body, t } = context
      const openid = openidOfLoginCode(state, fieldText(body.code))
      if (!openid) return { code: CODE_WECHAT_CODE_REFUSED, msg: t('wechat.codeRefused') }
      const account = linkedAccountOf(state, openid)
      if (!account) return { code: CODE_OK, data: { result: 'phoneNeeded', linkTicket: issueLinkTicket(state, openid) } satisfies Wire<typeof wechatLogin> }
      return logIn(context, account, { result: 'signedIn' } satisfies Pick<Wire<typeof wechatLogin>, 'result'>)
    },
  },

  'POST /user/linkWechatByPhoneNumber': {
    handle: (context) =>
      withLinkTicket(context, (ticket) => {
        const phone = phoneOfPhoneCode(context.state, fieldText(context.body.phoneCode))
        if (!phone) return { code: CODE_WECHAT_PHONE_REFUSED, msg: context.t('wechat.phoneRefused') }
        return linkPhone(context, ticket, phone)
      }),
  },

  // the ticket is checked first: a lapsed one leaves the SMS code unspent for the next try
  'POST /user/linkWechatBySmsCode': {
    handle: (context) =>
      withLinkTicket(context, (ticket) => {
        const { state, body, t } = context
        const phone = fieldText(body.phone)
        if (!isPhone(phone)) return { code: CODE_INVALID_PHONE, msg: t('invalidPhone') }
        if (!state.checkSmsCode(phone, fieldText(body.code))) return { code: CODE_WRONG_SMS_CODE, msg: t('wrongSmsCode') }
        return linkPhone(context, ticket, phone)
      }),
  },

  'POST /user/logout': {
    handle: ({ state, token }) => {
      if (token) state.revokeToken(token)
      return { code: CODE_OK }
    },
  },
}

export default routes
