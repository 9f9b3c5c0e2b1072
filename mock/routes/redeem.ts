// The redeem-code screen's endpoint (/redeemCode; spec 2, 5, 6): seeded codes, case sensitive,
// each usable once per account, redeemed once per request id. Documented in docs/api.md, "Shop
// endpoints"; the rules are the client's (src/lib/shop.ts).
import type { RedeemResult } from '@/api/shop'
import { CODE_OK } from '@/lib/answer-codes'
import type { Language } from '@/lib/i18n'
import { CODE_REDEEM_FAILED, CODE_REDEEM_MISSING, CODE_REDEEM_RISKY, CODE_REDEEM_USED, checkRedeemCode, redeemCodeOf } from '@/lib/shop'
import { onceByRequestId } from '../request-ids'
import type { Answer, RouteContext, Routes } from '../route'
import { DAY_MS, RISK_NONE, type Account } from '../state'
import { expiringCoins } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'

// Spec 3 lists no coin-record type for a redeem code; 15 is one of the types the records screen
// does not show ("14 and 15 not shown"), so the credit keeps the balance and the records agreeing.
const REDEEM_RECORD_TYPE = 15

interface RedeemCode {
  rewardCoins: number
  rewardVipDays: number
  /** A code past its end redeems nothing ("redeem failed"). */
  expired?: boolean
}

/**
 * The codes every account may redeem, once each. `VIP7-Abc` and `vip7-abc` are different codes
 * (case sensitive), and so are codes that differ only in a character inside.
 */
export const REDEEM_CODES: Readonly<Record<string, RedeemCode>> = {
  'VIP7-Abc': { rewardCoins: 0, rewardVipDays: 7 },
  'vip7-abc': { rewardCoins: 66, rewardVipDays: 0 },
  'COIN-88X': { rewardCoins: 88, rewardVipDays: 0 },
  'GIFT 2026': { rewardCoins: 100, rewardVipDays: 1 },
  'OLD-2020': { rewardCoins: 100, rewardVipDays: 0, expired: true },
}

const TEXTS: Record<'risky' | 'failed' | 'used' | 'missing', Record<Language, string>> = {
  risky: {
    zh_CN: '账号存在风险，无法兑换兑换码',
    en_US: 'Account at risk, cannot redeem code',
    zh_TW: '帳號存在風險，無法兌換兌換碼',
    zh_HK: '賬號存在風險，無法兌換兌換碼',
    vi_VN: 'Tài khoản có rủi ro, không thể đổi mã',
  },
  failed: { zh_CN: '兑换失败', en_US: 'Redeem failed', zh_TW: '兌換失敗', zh_HK: '兌換失敗', vi_VN: 'Đổi mã thất bại' },
  used: {
    zh_CN: '您已使用过该兑换码',
    en_US: 'You have already used this code',
    zh_TW: '您已使用過此兌換碼',
    zh_HK: '您已使用過此兌換碼',
    vi_VN: 'Bạn đã dùng mã này rồi',
  },
  missing: { zh_CN: '请输入兑换码', en_US: 'Please enter the redeem code', zh_TW: '請輸入兌換碼', zh_HK: '請輸入兌換碼', vi_VN: 'Vui lòng nhập mã đổi thưởng' },
}

type SignedIn = RouteContext & { account: Account }

/** The codes this account has redeemed. */
function usedCodesOf({ state, account }: SignedIn): Set<string> {
  return state.featureState('redeem-codes', account, () => new Set<string>())
}

function redeem(context: SignedIn): Answer {
  const { account, body, lang } = context
  // Spec 6: blacklisted or risky accounts cannot redeem codes.
  if (account.riskStatus !== RISK_NONE) return { code: CODE_REDEEM_RISKY, msg: TEXTS.risky[lang] }
  const typed = typeof body.code === 'string' ? body.code : ''
  if (checkRedeemCode(typed)) return { code: CODE_REDEEM_MISSING, msg: TEXTS.missing[lang] }
  // Exactly as sent, but for whitespace around it: never case-folded.
  const code = redeemCodeOf(typed)
  return onceByRequestId(context, 'redeemCode', () => {
    const found = Object.prototype.hasOwnProperty.call(REDEEM_CODES, code) ? REDEEM_CODES[code] : undefined
    if (!found || found.expired) return { code: CODE_REDEEM_FAILED, msg: TEXTS.failed[lang] }
    const used = usedCodesOf(context)
    if (used.has(code)) return { code: CODE_REDEEM_USED, msg: TEXTS.used[lang] }
    used.add(code)
    const now = Date.now()
    if (found.rewardCoins > 0) addCoinRecord(context.state, account, { type: REDEEM_RECORD_TYPE, amount: found.rewardCoins }, now)
    if (found.rewardVipDays > 0) account.vipExpireAt = Math.max(account.vipExpireAt, now) + found.rewardVipDays * DAY_MS
    return {
      code: CODE_OK,
      data: {
        rewardCoins: found.rewardCoins,
        rewardVipDays: found.rewardVipDays,
        remainCoins: account.coins,
        expireCoins: expiringCoins(welfareOf(context.state, account, now).records, now),
      } satisfies RedeemResult,
    }
  })
}

const routes: Routes = {
  'POST /shop/redeem': { auth: true, handle: redeem },
}

export default routes
