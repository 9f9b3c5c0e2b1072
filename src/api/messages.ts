import * as v from 'valibot'
import { LIST_PAGE_SIZE } from '@/config'
import { claimRefusalOf, isMessageKind, type MessageKind, type MessageReward } from '@/lib/messages'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { count, flag, num, okData, parseAnswer, text } from './shape'
import { messagesRead } from './area-reads'

// The message centre's endpoints (docs/api.md, "Help and message endpoints").

/** Why a claim was refused (src/lib/refusal.ts). */
export const claimRefusal = refusalReader(claimRefusalOf)

// The answer's reward is the rules' MessageReward (src/lib/messages.ts), not a second type of it.
const messageReward = v.object({ coins: v.nullish(count, 0), vipHours: v.nullish(count, 0) }) satisfies v.GenericSchema<unknown, MessageReward>

const inboxMessage = v.object({
  id: v.pipe(text, v.nonEmpty()),
  // A kind added on the server later is still shown, as a plain notice.
  kind: v.pipe(
    v.nullish(text, 'system'),
    v.transform((kind): MessageKind => (isMessageKind(kind) ? kind : 'system')),
  ),
  title: text,
  content: v.nullish(text, ''),
  createdAt: v.nullish(num, 0),
  read: v.nullish(flag, false),
  reward: v.nullish(messageReward, null),
  claimed: v.nullish(flag, false),
})
export type InboxMessage = v.InferOutput<typeof inboxMessage>

/** A page without its number is the page asked for. */
export function messagePage(page: number) {
  return v.object({
    list: v.array(inboxMessage),
    page: v.nullish(count, page),
    hasMore: v.nullish(flag, false),
    /** Unread messages of the whole inbox, not only of this page. */
    unread: v.nullish(count, 0),
  })
}
export type MessagePage = v.InferOutput<ReturnType<typeof messagePage>>

export const readResult = v.object({ unread: count })

/** An answer without the message id is about the message claimed. */
export function claimResult(id: string) {
  return v.object({
    id: v.nullish(text, id),
    coins: v.nullish(count, 0),
    vipHours: v.nullish(count, 0),
    /** The new coin balance (spec 4: the server's figure wins). */
    remainCoins: count,
    /** The VIP end time after the claim (ms), 0 when the account has none. */
    vipExpireAt: v.nullish(num, 0),
  })
}
export type ClaimResult = v.InferOutput<ReturnType<typeof claimResult>>

/** One page of the signed-in user's messages, newest first. */
export async function fetchMessages(page: number, pageSize = LIST_PAGE_SIZE): Promise<MessagePage> {
  return parseAnswer(messagePage(page), okData(await http.request(messagesRead(page, pageSize))))
}

/** Marks one message read; answers the inbox's unread count. */
export async function markMessageRead(id: string): Promise<number> {
  return parseAnswer(readResult, okData(await http.request({ method: 'POST', path: '/message/read', body: { id }, silent: true }))).unread
}

/** Claims the reward of one message (once: a second claim is refused, `alreadyClaimed`). */
export async function claimMessageReward(id: string): Promise<ClaimResult> {
  return parseAnswer(claimResult(id), okData(await http.request({ method: 'POST', path: '/message/claim', body: { id } })))
}
