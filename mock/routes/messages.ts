// The message centre: messages, read state, rewards claimed once (spec 2, 4). Documented in
// docs/api.md, "Help and message endpoints". Messages are kept per account as templates
// (mock/data/messages.json), so each answer is written in the language of its request.
import type { claimResult, InboxMessage, messagePage, readResult } from '@/api/messages'
import BRAND_NAMES from '@/config/brand.json'
import { CODE_OK, CODE_REWARD_ALREADY_CLAIMED } from '@/lib/answer-codes'
import { chinaDateOf } from '@/lib/calendar'
import { formatMessage, type Language } from '@/lib/i18n'
import type { MessageKind, MessageReward } from '@/lib/messages'
import MESSAGE_TEXTS from '../data/messages.json'
import { badPaging, pageOf, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, extendVip, HOUR_MS, type Account, type MockState } from '../state'
import type { Localized } from '../texts'
import { RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord } from '../welfare-state'
import { SEEDED_QUIZ_WIN } from '../sports-quiz-data'

const CODE_MESSAGE_NOT_FOUND = 10310
const CODE_NO_REWARD = 10312

/** A value is the same in every language, or written per language (a match's team names). */
type Values = Record<string, string | number | Localized>

type TemplateName = keyof typeof MESSAGE_TEXTS

/** One stored message; `recordType` is the coin-record type of its reward's coins. */
interface StoredMessage {
  id: string
  kind: MessageKind
  /** `membership` follows the account's VIP time when it is read (membershipTemplate). */
  template: TemplateName | 'membership'
  values: Values
  createdAt: number
  read: boolean
  reward: MessageReward | null
  recordType: number
  claimed: boolean
}

/** The membership message says what the account's VIP time is now. */
function membershipTemplate(account: Account, now: number): { template: TemplateName; values: Values } {
  if (!account.vipExpireAt) return { template: 'membershipOffer', values: {} }
  const date = chinaDateOf(account.vipExpireAt)
  return { template: account.vipExpireAt > now ? 'membershipEnding' : 'membershipEnded', values: { date } }
}

function storedMessage(
  id: string,
  kind: MessageKind,
  template: StoredMessage['template'],
  values: Values,
  createdAt: number,
  { read = false, reward = null, recordType = RECORD_TYPE.festivalGift, claimed = false }: Partial<StoredMessage> = {},
): StoredMessage {
  return { id, kind, template, values, createdAt, read, reward, recordType, claimed }
}

/** The seed of `state.featureState('messages', ...)`, newest first: three unread, two rewards to claim. */
function seedMessages(account: Account, now: number): { messages: StoredMessage[] } {
  const festivalCoins = 66
  const quizCoins = SEEDED_QUIZ_WIN.coins
  const compensationHours = 24
  return {
    messages: [
      storedMessage('m6', 'reward', 'festivalGift', { coins: festivalCoins }, now - 2 * HOUR_MS, {
        reward: { coins: festivalCoins, vipHours: 0 },
        recordType: RECORD_TYPE.festivalGift,
      }),
      // The text follows the account's VIP time when it is read (membershipTemplate).
      storedMessage('m5', 'membership', 'membership', {}, now - 5 * HOUR_MS),
      // Spec 4: the sports-quiz reward is collected from the message centre.
      storedMessage('m4', 'sportsQuiz', 'sportsQuiz', { coins: quizCoins, match: SEEDED_QUIZ_WIN.match }, now - DAY_MS - 3 * HOUR_MS, {
        reward: { coins: quizCoins, vipHours: 0 },
        recordType: RECORD_TYPE.sportsQuiz,
      }),
      storedMessage('m3', 'system', 'maintenance', { date: chinaDateOf(now + 3 * DAY_MS) }, now - 3 * DAY_MS, { read: true }),
      storedMessage('m2', 'reward', 'compensation', { date: chinaDateOf(now - 11 * DAY_MS), hours: compensationHours }, now - 10 * DAY_MS, {
        read: true,
        reward: { coins: 0, vipHours: compensationHours },
        claimed: true,
      }),
      storedMessage('m1', 'system', 'welcome', {}, Math.min(account.registeredAt, now), { read: true }),
    ].sort((a, b) => b.createdAt - a.createdAt),
  }
}

function messagesOf(state: MockState, account: Account): StoredMessage[] {
  return state.featureState('messages', account, seedMessages).messages
}

function publicMessage(message: StoredMessage, account: Account, lang: Language, now: number): InboxMessage {
  const { template, values } =
    message.template === 'membership' ? membershipTemplate(account, now) : { template: message.template, values: message.values }
  const { title, content } = MESSAGE_TEXTS[template][lang]
  const written = Object.fromEntries(
    Object.entries({ ...values, brand: BRAND_NAMES[lang] }).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
  )
  return {
    id: message.id,
    kind: message.kind,
    title: formatMessage(title, written),
    content: formatMessage(content, written),
    createdAt: message.createdAt,
    read: message.read,
    reward: message.reward ? { ...message.reward } : null,
    claimed: message.claimed,
  }
}

/**
 * Spec 4: a right sports-quiz prediction leaves its reward in the message centre, to be claimed
 * there as coins of record type 16.
 */
export function addQuizRewardMessage(
  state: MockState,
  account: Account,
  { match, coins }: { match: Localized; coins: number },
  now: number,
): void {
  const messages = messagesOf(state, account)
  const id = `m${messages.length + 1}-quiz-${now}`
  messages.unshift(
    storedMessage(id, 'sportsQuiz', 'sportsQuiz', { coins, match }, now, {
      reward: { coins, vipHours: 0 },
      recordType: RECORD_TYPE.sportsQuiz,
    }),
  )
}

function unreadOf(messages: readonly StoredMessage[]): number {
  return messages.filter((message) => !message.read).length
}

function listMessages(context: SignedIn) {
  const { state, account, query, lang } = context
  const messages = messagesOf(state, account)
  const page = pageOf(query, messages)
  if (!page) return badPaging(context)
  const now = Date.now()
  const list = page.list.map((message) => publicMessage(message, account, lang, now))
  return { code: CODE_OK, data: { list, page: page.page, hasMore: page.hasMore, unread: unreadOf(messages) } satisfies Wire<ReturnType<typeof messagePage>> }
}

function findMessage(state: MockState, account: Account, body: Fields): StoredMessage | undefined {
  const id = typeof body.id === 'string' ? body.id : ''
  return messagesOf(state, account).find((message) => message.id === id)
}

function markRead({ state, account, body, t }: SignedIn) {
  const message = findMessage(state, account, body)
  if (!message) return { code: CODE_MESSAGE_NOT_FOUND, msg: t('message.notFound') }
  message.read = true
  return { code: CODE_OK, data: { unread: unreadOf(messagesOf(state, account)) } satisfies Wire<typeof readResult> }
}

function claimReward({ state, account, body, t }: SignedIn) {
  const message = findMessage(state, account, body)
  if (!message) return { code: CODE_MESSAGE_NOT_FOUND, msg: t('message.notFound') }
  if (!message.reward) return { code: CODE_NO_REWARD, msg: t('message.noReward') }
  if (message.claimed) return { code: CODE_REWARD_ALREADY_CLAIMED, msg: t('message.alreadyClaimed') }
  const now = Date.now()
  const { coins, vipHours } = message.reward
  // The welfare balance moves only with a coin record (mock/welfare-state.ts).
  if (coins > 0) addCoinRecord(state, account, { type: message.recordType, amount: coins }, now)
  if (vipHours > 0) extendVip(account, vipHours, now)
  message.claimed = true
  message.read = true
  const result = { id: message.id, coins, vipHours, remainCoins: account.coins, vipExpireAt: account.vipExpireAt }
  return { code: CODE_OK, data: result satisfies Wire<ReturnType<typeof claimResult>> }
}

const routes: Routes = {
  'GET /message/list': { auth: true, handle: listMessages },
  'POST /message/read': { auth: true, handle: markRead },
  'POST /message/claim': { auth: true, handle: claimReward },
}

export default routes
