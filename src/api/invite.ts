import * as v from 'valibot'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { INVITE_COIN_RECORD_TYPES, INVITE_RECORD_STATES, isMaskedFriend, type InviteRecordState } from '@/lib/invite'
import { isSafeLink } from '@/lib/links'
import { http } from '@/services/http'
import { count, num, okData, pagedAnswer, parseAnswer, text } from './shape'
import { coinRecordPage, type CoinRecordPage } from './welfare'
import { INVITE_SUMMARY_READ } from './area-reads'

// Invitations (docs/api.md, "Invite endpoints").

/** An invite code: letters and digits, as the link and the poster show it. */
const inviteCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,32}$/))

/** The link a friend opens to sign up: only to our own sites (spec 5), or the poster would advertise another. */
const inviteLink = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((link) => isSafeLink(link, allowedLinkDomains, HTTPS_ONLY_LINKS)),
)

export const inviteSummary = v.object({
  inviteCode,
  inviteLink,
  /** the name the poster shows; empty when the user has none */
  nickname: v.nullish(text, ''),
  /** friends who signed up through the user's invitations */
  invitedCount: v.nullish(count, 0),
  /** coins the user earned by inviting (record types 2, 3 and 10: INVITE_COIN_RECORD_TYPES) */
  earnedCoins: v.nullish(count, 0),
})
export type InviteSummary = v.InferOutput<typeof inviteSummary>

export async function fetchInviteSummary(): Promise<InviteSummary> {
  return parseAnswer(inviteSummary, okData(await http.request(INVITE_SUMMARY_READ)))
}

const inviteRecord = v.object({
  id: text,
  /** Masked by the server (138****8000); a full number is refused, not shown. */
  friend: v.pipe(text, v.check(isMaskedFriend)),
  state: v.picklist(INVITE_RECORD_STATES),
  /** When the friend signed up through the invitation. */
  invitedAt: num,
  /** Coins the inviter got for this friend; 0 while none. */
  rewardCoins: v.nullish(count, 0),
  /** VIP days the inviter got instead of coins; 0 while none. */
  rewardVipDays: v.nullish(count, 0),
})
export type InviteRecord = v.InferOutput<typeof inviteRecord>

export const inviteRecordPage = pagedAnswer(inviteRecord)
export type InviteRecordPage = v.InferOutput<typeof inviteRecordPage>

/** The invite records of one state (spec 4 tabs), newest first. */
export async function fetchInviteRecords(state: InviteRecordState, page: number, pageSize: number): Promise<InviteRecordPage> {
  return parseAnswer(
    inviteRecordPage,
    okData(await http.request({ method: 'GET', path: '/invite/records', query: { state, page, pageSize } })),
  )
}

/** The coin records of inviting (types 2, 3, 10) from the welfare coin records, newest first. */
export async function fetchInviteCoinRecords(page: number, pageSize: number): Promise<CoinRecordPage> {
  return parseAnswer(
    coinRecordPage,
    okData(
      await http.request({
        method: 'GET',
        path: '/welfare/coinRecords',
        query: { page, pageSize, types: INVITE_COIN_RECORD_TYPES.join(',') },
      }),
    ),
  )
}
