import { LIST_PAGE_SIZE } from '@/config'
import { isMessageKind, type MessageKind, type MessageReward } from '@/lib/messages'
import { http } from '@/services/http'
import { asArray, asRecord, badShape, okData, readBoolean, readNumber, readString, type Shape } from './shape'

// The message centre's endpoints (docs/api.md, "Help and message endpoints").

/** docs/api.md: the reward of this message was already claimed. */
export const CODE_REWARD_ALREADY_CLAIMED = 10311

export interface InboxMessage {
  id: string
  kind: MessageKind
  title: string
  content: string
  createdAt: number
  read: boolean
  reward: MessageReward | null
  claimed: boolean
}

export interface MessagePage {
  list: InboxMessage[]
  page: number
  hasMore: boolean
  /** Unread messages of the whole inbox, not only of this page. */
  unread: number
}

export interface ClaimResult {
  id: string
  coins: number
  vipHours: number
  /** The new coin balance (spec 4: the server's figure wins). */
  balance: number
  /** The VIP end time after the claim (ms), 0 when the account has none. */
  vipExpireAt: number
}

function readCount(record: Shape, key: string, fallback?: number): number {
  const value = readNumber(record, key, fallback)
  if (!Number.isInteger(value) || value < 0) throw badShape(key)
  return value
}

function toReward(value: unknown): MessageReward | null {
  if (value === null || value === undefined) return null
  const record = asRecord(value, 'message reward')
  return { coins: readCount(record, 'coins', 0), vipHours: readCount(record, 'vipHours', 0) }
}

function toMessage(item: unknown): InboxMessage {
  const record = asRecord(item, 'message')
  const id = readString(record, 'id')
  if (!id) throw badShape('id')
  const kind = readString(record, 'kind', 'system')
  return {
    id,
    // A kind added on the server later is still shown, as a plain notice.
    kind: isMessageKind(kind) ? kind : 'system',
    title: readString(record, 'title'),
    content: readString(record, 'content', ''),
    createdAt: readNumber(record, 'createdAt', 0),
    read: readBoolean(record, 'read', false),
    reward: toReward(record.reward),
    claimed: readBoolean(record, 'claimed', false),
  }
}

/** One page of the signed-in user's messages, newest first. */
export async function fetchMessages(page: number, pageSize = LIST_PAGE_SIZE): Promise<MessagePage> {
  const data = asRecord(okData(await http.request({ method: 'GET', path: '/message/list', query: { page, pageSize } })), 'message page')
  return {
    list: asArray(data.list, 'message list').map(toMessage),
    page: readCount(data, 'page', page),
    hasMore: readBoolean(data, 'hasMore', false),
    unread: readCount(data, 'unread', 0),
  }
}

/** Marks one message read; answers the inbox's unread count. */
export async function markMessageRead(id: string): Promise<number> {
  const data = asRecord(okData(await http.request({ method: 'POST', path: '/message/read', body: { id }, silent: true })), 'read result')
  return readCount(data, 'unread')
}

/** Claims the reward of one message (once: a second claim is answered CODE_REWARD_ALREADY_CLAIMED). */
export async function claimMessageReward(id: string): Promise<ClaimResult> {
  const data = asRecord(okData(await http.request({ method: 'POST', path: '/message/claim', body: { id } })), 'claim result')
  return {
    id: readString(data, 'id', id),
    coins: readCount(data, 'coins', 0),
    vipHours: readCount(data, 'vipHours', 0),
    balance: readCount(data, 'balance'),
    vipExpireAt: readNumber(data, 'vipExpireAt', 0),
  }
}
