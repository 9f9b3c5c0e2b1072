// Account cancellation as the mock keeps it (spec 4, 5): one submitted cancellation per account,
// its 15-day waiting period (src/lib/cancellation.ts), and the login that ends it. The login
// routes (mock/routes/user.ts) call `loginEndsCancellation` and refuse a cancelled account.
import type { cancellation } from '@/api/cancellation'
import { cancellationTakesEffectAt, submittedCancellationState, type CancellationAuthMethod, type ThirdPartyIdentity } from '@/lib/cancellation'
import type { Wire } from './route'
import { THIRD_PARTY_UID, type Account, type MockState } from './state'

/** The third-party account each seeded account is bound to: only the chat-app account has one. */
const BOUND_THIRD_PARTY: Readonly<Record<number, ThirdPartyIdentity & { name: string }>> = {
  [THIRD_PARTY_UID]: { provider: 'wechat', subject: 'oWx-20001-bound', name: 'Wei***er' },
}

interface CancellationRecord {
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
export function cancellationView(state: MockState, account: Account, now: number): Wire<typeof cancellation> {
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
