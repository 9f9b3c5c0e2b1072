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

// The lottery's codes are in src/lib/lottery.ts: only the lottery subpackage reads them.
/** A welfare task's reward asked for before the task is done (not followed, not bound). */
export const CODE_TASK_NOT_DONE = 10150
/** A welfare task's reward was already given to this account. */
export const CODE_TASK_ALREADY_CLAIMED = 10151
/** The task's event is over (spec 4: event ended). */
export const CODE_TASK_ENDED = 10152
/** The email or phone is already bound to another account. */
export const CODE_BIND_TAKEN = 10153
/** The verification code is wrong or expired. */
export const CODE_BIND_WRONG_CODE = 10154
/** The device to exit is not (or no longer) logged in to this account. */
export const CODE_DEVICE_NOT_FOUND = 13010
/** A device cannot exit itself from the device list: it logs out from its own app. */
export const CODE_DEVICE_IS_CURRENT = 13011
/** The box's wifi settings were refused (a name or password out of its form). */
export const CODE_WIFI_INVALID = 13013
/** Sports quiz: the match has kicked off, predictions are closed. */
export const CODE_QUIZ_CLOSED = 10160
/** Sports quiz: one prediction per match, and this one was already made. */
export const CODE_QUIZ_ALREADY_PREDICTED = 10161
/** Sports quiz, festival gifts: no such match or event (or no longer). */
export const CODE_EVENT_NOT_FOUND = 10162
/** Festival gift, coin event: the event has not started yet. */
export const CODE_EVENT_NOT_STARTED = 10163
/** Festival gift, coin event: spec 2 "event ended". */
export const CODE_EVENT_ENDED = 10164
/** Festival gift, coin event: this gift (or today's) was already claimed. */
export const CODE_EVENT_ALREADY_CLAIMED = 10165
// Refunds (docs/api.md, "Order endpoints").
/** Spec 9: one refund service per user, and this user has had it. */
export const CODE_REFUND_SERVICE_USED = 10330
/** The order cannot be refunded (more than 7 days, a gift slot activated on it, gifted, or refunded already). */
export const CODE_REFUND_NOT_ALLOWED = 10331
/** Spec 5: the refund reason is longer than 50 characters. */
export const CODE_REFUND_REASON_TOO_LONG = 10332
/** No order of this user has this number. */
export const CODE_ORDER_NOT_FOUND = 10333
