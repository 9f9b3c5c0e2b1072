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
/** Sports quiz: the match has kicked off, predictions are closed. */
export const CODE_QUIZ_CLOSED = 10150
/** Sports quiz: one prediction per match, and this one was already made. */
export const CODE_QUIZ_ALREADY_PREDICTED = 10151
/** Sports quiz, festival gifts: no such match or event (or no longer). */
export const CODE_EVENT_NOT_FOUND = 10152
/** Festival gift, coin event: the event has not started yet. */
export const CODE_EVENT_NOT_STARTED = 10153
/** Festival gift, coin event: spec 2 "event ended". */
export const CODE_EVENT_ENDED = 10154
/** Festival gift, coin event: this gift (or today's) was already claimed. */
export const CODE_EVENT_ALREADY_CLAIMED = 10155
