'use strict'
// Account endpoints: user info, SMS and email login, logout. Documented in docs/api.md.

const PHONE = /^1[3-9]\d{9}$/

const CODE_INVALID_PHONE = 10001
const CODE_WRONG_SMS_CODE = 10002
const CODE_WRONG_CREDENTIALS = 10003

/** 13800138000 -> 138****8000; the full number never leaves the server. */
function maskPhone(phone) {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : ''
}

function userInfo(account, now) {
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

function text(value) {
  return typeof value === 'string' ? value.trim() : ''
}

const routes = {
  'GET /user/info': {
    auth: true,
    handle: ({ account }) => ({ code: 200, data: userInfo(account, Date.now()) }),
  },

  'POST /user/sendSmsCode': {
    handle: ({ state, body, t }) => {
      const phone = text(body.phone)
      if (!PHONE.test(phone)) return { code: CODE_INVALID_PHONE, msg: t('invalidPhone') }
      state.sendSmsCode(phone)
      return { code: 200 }
    },
  },

  'POST /user/loginByPhone': {
    handle: ({ state, body, t }) => {
      const phone = text(body.phone)
      if (!PHONE.test(phone)) return { code: CODE_INVALID_PHONE, msg: t('invalidPhone') }
      if (!state.checkSmsCode(phone, text(body.code))) {
        return { code: CODE_WRONG_SMS_CODE, msg: t('wrongSmsCode') }
      }
      const account = state.accountByPhone(phone) || state.registerPhone(phone)
      return { code: 200, data: { token: state.issueToken(account.uid), uid: account.uid } }
    },
  },

  'POST /user/loginByEmail': {
    handle: ({ state, body, t }) => {
      const account = state.accountByEmail(text(body.email))
      const password = typeof body.password === 'string' ? body.password : ''
      if (!account || !password || account.password !== password) {
        return { code: CODE_WRONG_CREDENTIALS, msg: t('wrongCredentials') }
      }
      return { code: 200, data: { token: state.issueToken(account.uid), uid: account.uid } }
    },
  },

  'POST /user/logout': {
    handle: ({ state, token }) => {
      if (token) state.revokeToken(token)
      return { code: 200 }
    },
  },
}

module.exports = routes
