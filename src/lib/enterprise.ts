import { isRefusal } from './refusal'

/**
 * Spec 6: each area's answer code for refusing an enterprise sub-account a VIP operation
 * (docs/api.md). The areas' libs name their code from here, so the rule below reads one list
 * without loading any area's rules.
 */
export const ENTERPRISE_REFUSAL_CODES = {
  shop: 10406,
  gift: 10444,
  intlStudent: 10453,
  membership: 10550,
  identity: 10505,
  cancellation: 10526,
  equipment: 13022,
  applications: 10340,
  refunds: 10334,
} as const

const CODES: ReadonlySet<number> = new Set(Object.values(ENTERPRISE_REFUSAL_CODES))

/** Spec 6: whether a failure is an area's refusal of an enterprise sub-account. */
export function isEnterpriseRefusal(failure: unknown): boolean {
  return isRefusal(failure) && CODES.has(failure.code)
}
