// Account cancellation as the mock keeps it (spec 4, 5): one submitted cancellation per account,
// its 15-day waiting period (src/lib/cancellation.ts), and the login that ends it. The login
// routes (mock/routes/user.ts) call `loginEndsCancellation` and refuse a cancelled account.
import type { Cancellation } from '@/api/cancellation'
import {
  cancellationTakesEffectAt,
  submittedCancellationState,
  type CancellationAuthMethod,
  type CancellationRefusal,
  type ThirdPartyIdentity,
} from '@/lib/cancellation'
import type { Language } from '@/lib/i18n'
import { THIRD_PARTY_UID, type Account, type MockState } from './state'

/** The third-party account each seeded account is bound to: only the chat-app account has one. */
const BOUND_THIRD_PARTY: Readonly<Record<number, ThirdPartyIdentity & { name: string }>> = {
  [THIRD_PARTY_UID]: { provider: 'wechat', subject: 'oWx-20001-bound', name: 'Wei***er' },
}

export interface CancellationRecord {
  /** the submitted cancellation; 0 when none is */
  submittedAt: number
  /** when a login ended the last waiting period; 0 when none did */
  withdrawnAt: number
}

export function cancellationOf(state: MockState, account: Account): CancellationRecord {
  return state.featureState('cancellation', account, () => ({ submittedAt: 0, withdrawnAt: 0 }))
}

export function boundThirdPartyOf(account: Account): (ThirdPartyIdentity & { name: string }) | undefined {
  return BOUND_THIRD_PARTY[account.uid]
}

/** A password account proves itself with its password; any other with its bound third-party account. */
export function authMethodOf(account: Account): CancellationAuthMethod {
  return account.password ? 'password' : 'thirdParty'
}

/** The answer of GET /account/cancellation at `now`. */
export function cancellationView(state: MockState, account: Account, now: number): Cancellation {
  const record = cancellationOf(state, account)
  const bound = boundThirdPartyOf(account)
  const base = {
    authMethod: authMethodOf(account),
    thirdParty: bound ? { provider: bound.provider, name: bound.name } : null,
    enterpriseSubAccount: account.enterpriseSubAccount,
  }
  if (record.submittedAt > 0) {
    return {
      ...base,
      state: submittedCancellationState(record.submittedAt, now),
      submittedAt: record.submittedAt,
      takesEffectAt: cancellationTakesEffectAt(record.submittedAt),
      withdrawnAt: 0,
    }
  }
  return {
    ...base,
    state: record.withdrawnAt > 0 ? 'withdrawn' : 'none',
    submittedAt: 0,
    takesEffectAt: 0,
    withdrawnAt: record.withdrawnAt,
  }
}

export function isAccountCancelled(state: MockState, account: Account, now: number): boolean {
  const { submittedAt } = cancellationOf(state, account)
  return submittedAt > 0 && submittedCancellationState(submittedAt, now) === 'cancelled'
}

/** Spec 4: logging in again during the waiting period ends the cancellation. */
export function loginEndsCancellation(state: MockState, account: Account, now: number): void {
  const record = cancellationOf(state, account)
  if (record.submittedAt === 0 || isAccountCancelled(state, account, now)) return
  record.submittedAt = 0
  record.withdrawnAt = now
}

/** The `msg` of each refusal, in the request's language (the client shows its own spec 8 texts first). */
export const CANCELLATION_TEXTS: Record<CancellationRefusal, Record<Language, string>> = {
  agreementRequired: {
    zh_CN: '请先阅读并同意注销协议',
    en_US: 'Please read and accept the cancellation agreement first',
    zh_TW: '請先閱讀並同意註銷協議',
    zh_HK: '請先閱讀並同意註銷協議',
    vi_VN: 'Vui lòng đọc và đồng ý thỏa thuận hủy tài khoản trước',
  },
  wrongPassword: {
    zh_CN: '密码错误',
    en_US: 'Incorrect password',
    zh_TW: '密碼錯誤',
    zh_HK: '密碼錯誤',
    vi_VN: 'Mật khẩu không đúng',
  },
  renewalsActive: {
    zh_CN: '请先取消所有支付平台的连续包月',
    en_US: 'Please cancel every continuous monthly subscription first',
    zh_TW: '請先取消所有支付平台的連續包月',
    zh_HK: '請先取消所有支付平台的連續包月',
    vi_VN: 'Vui lòng hủy mọi gói gia hạn tự động hằng tháng trước',
  },
  thirdPartyMismatch: {
    zh_CN: '第三方账号不一致',
    en_US: 'The third-party account does not match',
    zh_TW: '第三方帳號不一致',
    zh_HK: '第三方賬號不一致',
    vi_VN: 'Tài khoản bên thứ ba không khớp',
  },
  thirdPartyCheckFailed: {
    zh_CN: '第三方账号校验失败',
    en_US: 'Third-party account check failed',
    zh_TW: '第三方帳號校驗失敗',
    zh_HK: '第三方賬號校驗失敗',
    vi_VN: 'Xác minh tài khoản bên thứ ba thất bại',
  },
  noThirdPartyAccount: {
    zh_CN: '未检测到第三方账号，请联系客服',
    en_US: 'No third-party account detected, please contact support',
    zh_TW: '未偵測到第三方帳號，請聯絡客服',
    zh_HK: '未偵測到第三方賬號，請聯絡客服',
    vi_VN: 'Không phát hiện tài khoản bên thứ ba, vui lòng liên hệ hỗ trợ',
  },
  enterpriseSubAccount: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  alreadyPending: {
    zh_CN: '注销申请已提交，正在等待期内',
    en_US: 'A cancellation is already in its waiting period',
    zh_TW: '註銷申請已提交，正在等待期內',
    zh_HK: '註銷申請已提交，正在等待期內',
    vi_VN: 'Yêu cầu hủy đã được gửi và đang trong thời gian chờ',
  },
  accountCancelled: {
    zh_CN: '该账号已注销',
    en_US: 'This account has been cancelled',
    zh_TW: '該帳號已註銷',
    zh_HK: '該賬號已註銷',
    vi_VN: 'Tài khoản này đã bị hủy',
  },
}
