// Answer codes of the API (spec 8 and docs/api.md): the client acts on them and the mock answers
// them, so both read them here.

// Spec 8: codes whose `data` is an encrypted payload; any other code is returned as it is.
export const DECRYPTED_CODES: ReadonlySet<number> = new Set([
  200, 10079, 10104, 10108, 10109, 10028, 10042, 10115, 11099, 11110, 11092, 10048, 10049, 10063, 11036,
  11039, 11040, 11111,
])

export const CODE_OK = 200
export const CODE_UNAUTHORIZED = 401
export const CODE_UNBOUND = 13003

// Spec 7: CMS answers are passed through untouched.
export const PASS_THROUGH_PATHS: readonly string[] = ['/wordpress/list', '/wordpress/info']

export const CODE_ALREADY_SIGNED_IN = 10140
/** Spec 6: a blacklisted account may not join welfare tasks. */
export const CODE_WELFARE_RESTRICTED = 10141
/** Spec 2: the CMS has no question with this id (or no longer has it). */
export const CODE_HELP_QUESTION_NOT_FOUND = 10302
/** The reward of this message was already claimed. */
export const CODE_REWARD_ALREADY_CLAIMED = 10311

// Refunds (docs/api.md, "Order endpoints").
/** Spec 9: one refund service per user, and this user has had it. */
export const CODE_REFUND_SERVICE_USED = 10330
/** The order cannot be refunded (more than 7 days, a gift slot activated on it, gifted, or refunded already). */
export const CODE_REFUND_NOT_ALLOWED = 10331
/** Spec 5: the refund reason is longer than 50 characters. */
export const CODE_REFUND_REASON_TOO_LONG = 10332
/** No order of this user has this number. */
export const CODE_ORDER_NOT_FOUND = 10333
