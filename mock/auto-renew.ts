// The continuous monthly subscriptions (auto-renew contracts) of each account on the payment
// platforms (spec 4, 5): managed on /wxPayManage, listed by the cancellation check (/cancelAuth),
// which refuses while one is active. One state for both, so the two screens always agree.
import type { AutoRenewContract as ContractAnswer } from '@/api/membership'
import { DAY_MS, DEMO_UID, type Account, type MockState } from './state'

/** A contract as the answers have it, but for `paidUntil`, which is the account's (mock/routes/membership.ts). */
export type AutoRenewContract = Omit<ContractAnswer, 'paidUntil'>

function seedContracts(account: Account, now: number): { contracts: AutoRenewContract[] } {
  if (account.uid !== DEMO_UID) return { contracts: [] }
  return {
    contracts: [
      {
        contractNo: `W${account.uid}0001`,
        platform: 'chatApp',
        level: 'vip',
        monthlyPriceFen: 2500,
        signedAt: now - 92 * DAY_MS,
        nextRenewalAt: now + 6 * DAY_MS,
        endedAt: 0,
        consecutiveRenewals: 3,
      },
      {
        contractNo: `Z${account.uid}0001`,
        platform: 'paymentApp',
        level: 'superVip',
        monthlyPriceFen: 4500,
        signedAt: now - 300 * DAY_MS,
        nextRenewalAt: 0,
        endedAt: now - 200 * DAY_MS,
        consecutiveRenewals: 3,
      },
    ],
  }
}

/** Every contract of the account, newest first; the caller may change them (end one). */
export function autoRenewContractsOf(state: MockState, account: Account): AutoRenewContract[] {
  return state.featureState('autoRenew', account, seedContracts).contracts
}

/** The contracts still renewing: spec 5, each must be cancelled before the account can be. */
export function activeAutoRenewals(state: MockState, account: Account): AutoRenewContract[] {
  return autoRenewContractsOf(state, account).filter((contract) => contract.endedAt === 0)
}

/** Ends an active contract at `now`: no renewal follows; the time already paid for stays. */
export function endAutoRenewal(contract: AutoRenewContract, now: number): void {
  contract.endedAt = now
  contract.nextRenewalAt = 0
}

/** A pause moves the next renewal of every active contract by the time the membership stands still (negative: back). */
export function moveRenewals(state: MockState, account: Account, byMs: number): void {
  for (const contract of activeAutoRenewals(state, account)) contract.nextRenewalAt += byMs
}
