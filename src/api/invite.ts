import * as v from 'valibot'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { isSafeLink } from '@/lib/links'
import { http } from '@/services/http'
import { count, okData, parseAnswer, text } from './shape'

// Invitations (docs/api.md, "Invite endpoints").

/** An invite code: letters and digits, as the link and the poster show it. */
const inviteCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,32}$/))

/** The link a friend opens to sign up: only to our own sites (spec 5), or the poster would advertise another. */
const inviteLink = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((link) => isSafeLink(link, allowedLinkDomains, HTTPS_ONLY_LINKS)),
)

const inviteSummary = v.object({
  inviteCode,
  inviteLink,
  /** the name the poster shows; empty when the user has none */
  nickname: v.nullish(text, ''),
  /** friends who signed up through the user's invitations */
  invitedCount: v.nullish(count, 0),
  /** coins the user earned by inviting (record types 2 and 10) */
  earnedCoins: v.nullish(count, 0),
})
export type InviteSummary = v.InferOutput<typeof inviteSummary>

export async function fetchInviteSummary(): Promise<InviteSummary> {
  return parseAnswer(inviteSummary, okData(await http.request({ method: 'GET', path: '/invite/summary' })))
}
