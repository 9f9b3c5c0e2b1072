// Invite records (/invitationDetailsV4; spec 3, 4, 9). The client shows these rules and the mock
// answers by them, so both read them here. The reward figures are INVITE_REWARD (welfare-rules).

/** Spec 4: the invite record states, in the order of the tabs. */
export const INVITE_RECORD_STATES = [
  'waitingAcceleration',
  'pendingPayout',
  'completed',
  'invalid',
  'closed',
  'toAppeal',
  'toPay',
  'violating',
] as const
export type InviteRecordState = (typeof INVITE_RECORD_STATES)[number]

/** Spec 3: the coin-record types of inviting (2 invited a friend, 3 signed up through invitation, 10 friend's 3-day streak). */
export const INVITE_COIN_RECORD_TYPES = [2, 3, 10] as const

/** Answer code of GET /invite/records for a state it does not know (docs/api.md, "Invite endpoints"). */
export const CODE_INVITE_UNKNOWN_STATE = 10450

export function isInviteRecordState(value: unknown): value is InviteRecordState {
  return typeof value === 'string' && (INVITE_RECORD_STATES as readonly string[]).includes(value)
}

const PHONE = /^\+?\d{7,15}$/
const EMAIL = /^([^@\s]+)@([^@\s]+)$/

/**
 * The friend as the inviter may see them: a phone keeps its first 3 and last 4 digits
 * (138****8000), an email its first 2 characters and its domain (li***@example.com), any other
 * name its first character. The full account never leaves the server.
 */
export function maskFriendAccount(account: string): string {
  const trimmed = account.trim()
  if (PHONE.test(trimmed)) return `${trimmed.slice(0, 3)}****${trimmed.slice(-4)}`
  const email = EMAIL.exec(trimmed)
  if (email) return `${email[1].slice(0, 2)}***@${email[2]}`
  return trimmed === '' ? '***' : `${[...trimmed][0]}***`
}

/** A friend name the client may show: masked, so no full phone number or address slips through. */
export function isMaskedFriend(friend: string): boolean {
  return friend.includes('***') && !/\d{5,}/.test(friend)
}
