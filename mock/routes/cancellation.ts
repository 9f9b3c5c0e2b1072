// Account cancellation (spec 4, 5, 6, 8). Documented in docs/api.md, "Account cancellation
// endpoints"; the rules are the client's own (src/lib/cancellation.ts).
import type { activeRenewals, submitted } from '@/api/cancellation'
import { CODE_OK } from '@/lib/answer-codes'
import {
  CODE_CANCEL_AGREEMENT_REQUIRED,
  CODE_CANCEL_ALREADY_PENDING,
  CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT,
  CODE_CANCEL_NO_THIRD_PARTY,
  CODE_CANCEL_RENEWALS_ACTIVE,
  CODE_CANCEL_THIRD_PARTY_CHECK_FAILED,
  CODE_CANCEL_THIRD_PARTY_MISMATCH,
  CODE_CANCEL_WRONG_PASSWORD,
  cancellationRefusalOf,
  isSameThirdPartyAccount,
  type ThirdPartyIdentity,
} from '@/lib/cancellation'
import { activeAutoRenewals, endAutoRenewal } from '../auto-renew'
import { authMethodOf, boundThirdPartyOf, cancellationOf, cancellationView } from '../cancellation'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, type Account, type MockState } from '../state'

// The mock stands in for the third party: its one-time codes read `tp:<provider>:<account id>`.
const THIRD_PARTY_CODE = /^tp:([a-z]+):([\w-]{1,64})$/

function thirdPartyOfCode(code: string): ThirdPartyIdentity | undefined {
  const match = THIRD_PARTY_CODE.exec(code)
  return match ? { provider: match[1], subject: match[2] } : undefined
}

function refuse(code: number, { t }: SignedIn): Answer {
  const refusal = cancellationRefusalOf(code)
  if (!refusal) return { code }
  return { code, msg: t(refusal === 'enterpriseSubAccount' ? refusal : `cancellation.${refusal}`) }
}

/** Spec 5: the password, or a re-login with the same third-party account as the bound one. */
function authenticationRefusal(context: SignedIn): number | undefined {
  const { account, body } = context
  if (authMethodOf(account) === 'password') {
    return typeof body.password === 'string' && body.password === account.password ? undefined : CODE_CANCEL_WRONG_PASSWORD
  }
  const bound = boundThirdPartyOf(account)
  const code = fieldText(body.thirdPartyCode)
  if (!bound || !code) return CODE_CANCEL_NO_THIRD_PARTY
  const signedIn = thirdPartyOfCode(code)
  if (!signedIn) return CODE_CANCEL_THIRD_PARTY_CHECK_FAILED
  return isSameThirdPartyAccount(bound, signedIn) ? undefined : CODE_CANCEL_THIRD_PARTY_MISMATCH
}

function submit(context: SignedIn): Answer {
  const { state, account, body } = context
  const now = Date.now()
  const record = cancellationOf(state, account)
  if (account.enterpriseSubAccount) return refuse(CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT, context)
  if (record.submittedAt > 0) return refuse(CODE_CANCEL_ALREADY_PENDING, context)
  if (body.agreementAccepted !== true) return refuse(CODE_CANCEL_AGREEMENT_REQUIRED, context)
  if (activeAutoRenewals(state, account).length > 0) return refuse(CODE_CANCEL_RENEWALS_ACTIVE, context)
  const refusal = authenticationRefusal(context)
  if (refusal !== undefined) return refuse(refusal, context)
  record.submittedAt = now
  record.withdrawnAt = 0
  return { code: CODE_OK, data: { cancellation: cancellationView(state, account, now) } satisfies Wire<typeof submitted> }
}

const routes: Routes = {
  'GET /account/cancellation': {
    auth: true,
    handle: ({ state, account }) => ({ code: CODE_OK, data: cancellationView(state, account, Date.now()) }),
  },
  'GET /account/cancellation/renewals': {
    auth: true,
    handle: ({ state, account }) => {
      const list = activeAutoRenewals(state, account).map(({ contractNo, platform, level, monthlyPriceFen, nextRenewalAt }) => ({
        contractNo,
        platform,
        level,
        monthlyPriceFen,
        nextRenewalAt,
      }))
      return { code: CODE_OK, data: { list } satisfies Wire<typeof activeRenewals> }
    },
  },
  'POST /account/cancellation': {
    auth: true,
    handle: (context) => onceByRequestId(context, 'cancellation', () => submit(context)),
  },
}

/**
 * POST /api/__mock/cancellation: moves the account's submitted cancellation `submittedDaysAgo`
 * days into the past, or ends its auto-renew contracts (`endRenewals`), so the waiting period's
 * end can be tried.
 */
export function controlCancellation(state: MockState, account: Account, { submittedDaysAgo, endRenewals }: Fields): string | undefined {
  const record = cancellationOf(state, account)
  if (submittedDaysAgo !== undefined) {
    if (typeof submittedDaysAgo !== 'number' || !Number.isFinite(submittedDaysAgo) || submittedDaysAgo < 0) return 'submittedDaysAgo must be a number >= 0'
    if (record.submittedAt === 0) return 'no cancellation is submitted'
    record.submittedAt = Date.now() - submittedDaysAgo * DAY_MS
  }
  if (endRenewals === true) {
    const now = Date.now()
    for (const contract of activeAutoRenewals(state, account)) endAutoRenewal(contract, now)
  }
  return undefined
}

export default routes
