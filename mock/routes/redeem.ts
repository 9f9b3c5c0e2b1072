// The redeem-code screen's endpoint (/redeemCode; spec 2, 5, 6): seeded codes, case sensitive,
// each usable once per account, redeemed once per request id. Documented in docs/api.md, "Shop
// endpoints"; the rules are the client's (src/lib/shop.ts).
import type { redeemResult } from '@/api/shop'
import { CODE_OK } from '@/lib/answer-codes'
import { CODE_REDEEM_EXPIRED, CODE_REDEEM_MISSING, CODE_REDEEM_RISKY, CODE_REDEEM_UNKNOWN, CODE_REDEEM_USED, checkRedeemCode, redeemCodeOf } from '@/lib/shop'
import { onceByRequestId } from '../request-ids'
import type { Answer, Routes, SignedIn, Wire } from '../route'
import { extendVip, RISK_NONE } from '../state'
import { expiringCoins } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'

// Spec 3 lists no coin-record type for a redeem code; 15 is one of the types the records screen
// does not show ("14 and 15 not shown"), so the credit keeps the balance and the records agreeing.
const REDEEM_RECORD_TYPE = 15

interface RedeemCode {
  rewardCoins: number
  rewardVipDays: number
  /** A code past its end redeems nothing. */
  expired?: boolean
}

/**
 * The codes every account may redeem, once each. `VIP7-Abc` and `vip7-abc` are different codes
 * (case sensitive), and so are codes that differ only in a character inside.
 */
const REDEEM_CODES: Readonly<Record<string, RedeemCode>> = {
  'VIP7-Abc': { rewardCoins: 0, rewardVipDays: 7 },
  'vip7-abc': { rewardCoins: 66, rewardVipDays: 0 },
  'COIN-88X': { rewardCoins: 88, rewardVipDays: 0 },
  'GIFT 2026': { rewardCoins: 100, rewardVipDays: 1 },
  'OLD-2020': { rewardCoins: 100, rewardVipDays: 0, expired: true },
}

/** The codes this account has redeemed. */
function usedCodesOf({ state, account }: SignedIn): Set<string> {
  return state.featureState('redeem-codes', account, () => new Set<string>())
}

function redeem(context: SignedIn): Answer {
  const { account, body, t } = context
  // Spec 6: blacklisted or risky accounts cannot redeem codes.
  if (account.riskStatus !== RISK_NONE) return { code: CODE_REDEEM_RISKY, msg: t('redeem.risky') }
  const typed = typeof body.code === 'string' ? body.code : ''
  if (checkRedeemCode(typed)) return { code: CODE_REDEEM_MISSING, msg: t('redeem.missing') }
  // Exactly as sent, but for whitespace around it: never case-folded.
  const code = redeemCodeOf(typed)
  return onceByRequestId(context, 'redeemCode', () => {
    const found = Object.prototype.hasOwnProperty.call(REDEEM_CODES, code) ? REDEEM_CODES[code] : undefined
    if (!found) return { code: CODE_REDEEM_UNKNOWN, msg: t('redeem.unknown') }
    if (found.expired) return { code: CODE_REDEEM_EXPIRED, msg: t('redeem.expired') }
    const used = usedCodesOf(context)
    if (used.has(code)) return { code: CODE_REDEEM_USED, msg: t('redeem.used') }
    used.add(code)
    const now = Date.now()
    if (found.rewardCoins > 0) addCoinRecord(context.state, account, { type: REDEEM_RECORD_TYPE, amount: found.rewardCoins }, now)
    if (found.rewardVipDays > 0) extendVip(account, found.rewardVipDays * 24, now)
    return {
      code: CODE_OK,
      data: {
        rewardCoins: found.rewardCoins,
        rewardVipDays: found.rewardVipDays,
        remainCoins: account.coins,
        expireCoins: expiringCoins(welfareOf(context.state, account, now).records, now),
      } satisfies Wire<typeof redeemResult>,
    }
  })
}

const routes: Routes = {
  'POST /shop/redeem': { auth: true, handle: redeem },
}

export default routes
