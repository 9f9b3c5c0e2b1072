// The message centre: messages, read state, rewards claimed once (spec 2, 4). Documented in
// docs/api.md, "Help and message endpoints". Messages are kept per account as templates, so each
// answer is written in the language of its request.
import type { ClaimResult, InboxMessage } from '@/api/messages'
import BRAND_NAMES from '@/config/brand.json'
import { CODE_OK, CODE_REWARD_ALREADY_CLAIMED } from '@/lib/answer-codes'
import { chinaDateOf } from '@/lib/calendar'
import { formatMessage, type Language } from '@/lib/i18n'
import type { MessageKind, MessageReward } from '@/lib/messages'
import { pagingOf, type Fields, type RouteContext, type Routes } from '../route'
import { DAY_MS, HOUR_MS, type Account, type MockState } from '../state'
import { RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord } from '../welfare-state'
import { SEEDED_QUIZ_WIN } from '../sports-quiz-data'

const CODE_BAD_REQUEST = 400
const CODE_MESSAGE_NOT_FOUND = 10310
const CODE_NO_REWARD = 10312

/** A value is the same in every language, or written per language (a match's team names). */
type Values = Record<string, string | number | Record<Language, string>>

const MESSAGE_TEXTS = {
  welcome: {
    zh_CN: [`欢迎使用${BRAND_NAMES.zh_CN}`, '感谢您的注册！一键加速即可流畅访问国内视频、音乐和游戏。遇到问题可随时查看帮助中心或联系技术支持。'],
    en_US: [`Welcome to ${BRAND_NAMES.en_US}`, 'Thanks for signing up! One tap on accelerate and Chinese video, music and games run smoothly. The help centre and technical support are there when you need them.'],
    zh_TW: [`歡迎使用${BRAND_NAMES.zh_TW}`, '感謝您的註冊！一鍵加速即可流暢存取國內影音、音樂和遊戲。遇到問題可隨時查看幫助中心或聯絡技術支援。'],
    zh_HK: [`歡迎使用${BRAND_NAMES.zh_HK}`, '多謝您的註冊！一鍵加速即可流暢瀏覽國內影片、音樂和遊戲。遇到問題可隨時查看幫助中心或聯絡技術支援。'],
    vi_VN: [`Chào mừng đến với ${BRAND_NAMES.vi_VN}`, 'Cảm ơn bạn đã đăng ký! Chỉ một chạm để tăng tốc video, nhạc và trò chơi Trung Quốc. Trung tâm trợ giúp và bộ phận hỗ trợ kỹ thuật luôn sẵn sàng.'],
  },
  maintenance: {
    zh_CN: ['线路维护通知', '为提升服务质量，我们将于 {date} 02:00–04:00（北京时间）对香港、东京线路进行维护，期间请切换至其他线路使用。'],
    en_US: ['Line maintenance', 'To improve the service, the Hong Kong and Tokyo lines are under maintenance on {date} from 02:00 to 04:00 (China time). Please switch to another line meanwhile.'],
    zh_TW: ['線路維護通知', '為提升服務品質，我們將於 {date} 02:00–04:00（北京時間）對香港、東京線路進行維護，期間請切換至其他線路使用。'],
    zh_HK: ['線路維護通知', '為提升服務質素，我們將於 {date} 02:00–04:00（北京時間）對香港、東京線路進行維護，期間請切換至其他線路使用。'],
    vi_VN: ['Bảo trì tuyến', 'Để nâng cao chất lượng, tuyến Hồng Kông và Tokyo sẽ được bảo trì ngày {date} từ 02:00 đến 04:00 (giờ Trung Quốc). Vui lòng chuyển sang tuyến khác trong thời gian này.'],
  },
  festivalGift: {
    zh_CN: ['中秋节福利已送达', '中秋快乐！送您 {coins} 金币，可在福利中心兑换会员时长或参与抽奖。金币自获得当月起 3 个月后的月底过期。'],
    en_US: ['Your Mid-Autumn gift is here', 'Happy Mid-Autumn Festival! Here are {coins} coins to exchange for membership time or to use in the lottery. Coins expire at the end of the third month after the month you get them.'],
    zh_TW: ['中秋節福利已送達', '中秋快樂！送您 {coins} 金幣，可在福利中心兌換會員時長或參與抽獎。金幣自獲得當月起 3 個月後的月底到期。'],
    zh_HK: ['中秋節福利已送達', '中秋快樂！送您 {coins} 金幣，可在福利中心兌換會員時長或參與抽獎。金幣自獲得當月起 3 個月後的月底到期。'],
    vi_VN: ['Quà Trung thu đã đến', 'Chúc mừng Trung thu! Tặng bạn {coins} xu để đổi thời gian hội viên hoặc tham gia quay thưởng. Xu hết hạn vào cuối tháng thứ ba sau tháng nhận.'],
  },
  sportsQuiz: {
    zh_CN: ['世界杯竞猜奖励', '恭喜您在「{match}」的竞猜中预测正确，获得 {coins} 金币奖励，请在此领取。'],
    en_US: ['World Cup quiz reward', 'Congratulations! Your prediction for {match} was right: claim your {coins} coins here.'],
    zh_TW: ['世界盃競猜獎勵', '恭喜您在「{match}」的競猜中預測正確，獲得 {coins} 金幣獎勵，請在此領取。'],
    zh_HK: ['世界盃競猜獎賞', '恭喜您在「{match}」的競猜中預測正確，獲得 {coins} 金幣獎賞，請在此領取。'],
    vi_VN: ['Thưởng dự đoán World Cup', 'Chúc mừng! Bạn đã dự đoán đúng trận {match}: nhận {coins} xu tại đây.'],
  },
  compensation: {
    zh_CN: ['线路故障补偿', '{date} 部分线路故障影响了您的使用，特补偿 {hours} 小时 VIP 时长，感谢您的理解与支持。'],
    en_US: ['Compensation for a line outage', 'Some lines failed on {date}. We are sorry: here are {hours} hours of VIP. Thank you for your patience.'],
    zh_TW: ['線路故障補償', '{date} 部分線路故障影響了您的使用，特補償 {hours} 小時 VIP 時長，感謝您的理解與支持。'],
    zh_HK: ['線路故障補償', '{date} 部分線路故障影響了您的使用，特補償 {hours} 小時 VIP 時長，多謝您的體諒與支持。'],
    vi_VN: ['Bồi thường sự cố tuyến', 'Một số tuyến gặp sự cố ngày {date}. Chúng tôi xin lỗi và tặng bạn {hours} giờ VIP. Cảm ơn bạn đã thông cảm.'],
  },
  membershipEnding: {
    zh_CN: ['会员到期提醒', '您的 VIP 会员将于 {date} 到期。立即充值，到期后加速不中断。'],
    en_US: ['Membership reminder', 'Your VIP membership ends on {date}. Recharge now to keep accelerating without a break.'],
    zh_TW: ['會員到期提醒', '您的 VIP 會員將於 {date} 到期。立即儲值，到期後加速不中斷。'],
    zh_HK: ['會員到期提醒', '您的 VIP 會員將於 {date} 到期。立即充值，到期後加速不中斷。'],
    vi_VN: ['Nhắc hạn hội viên', 'Hội viên VIP của bạn hết hạn vào {date}. Nạp ngay để tăng tốc không gián đoạn.'],
  },
  membershipEnded: {
    zh_CN: ['会员已到期', '您的 VIP 会员已于 {date} 到期，高速线路已暂停使用。立即充值即可恢复。'],
    en_US: ['Membership ended', 'Your VIP membership ended on {date} and the high-speed lines are paused. Recharge now to get them back.'],
    zh_TW: ['會員已到期', '您的 VIP 會員已於 {date} 到期，高速線路已暫停使用。立即儲值即可恢復。'],
    zh_HK: ['會員已到期', '您的 VIP 會員已於 {date} 到期，高速線路已暫停使用。立即充值即可恢復。'],
    vi_VN: ['Hội viên đã hết hạn', 'Hội viên VIP của bạn đã hết hạn ngày {date}, các tuyến tốc độ cao đã tạm dừng. Nạp ngay để dùng lại.'],
  },
  membershipOffer: {
    zh_CN: ['开通 VIP 会员', '开通 VIP 会员即可使用全部高速线路，并可在 3 台设备上同时加速。'],
    en_US: ['Become a VIP member', 'VIP membership opens every high-speed line and works on 3 devices at once.'],
    zh_TW: ['開通 VIP 會員', '開通 VIP 會員即可使用全部高速線路，並可在 3 台裝置上同時加速。'],
    zh_HK: ['開通 VIP 會員', '開通 VIP 會員即可使用全部高速線路，並可在 3 部裝置上同時加速。'],
    vi_VN: ['Trở thành hội viên VIP', 'Hội viên VIP dùng được mọi tuyến tốc độ cao và trên 3 thiết bị cùng lúc.'],
  },
} satisfies Record<string, Record<Language, readonly [string, string]>>

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
  const [title, content] = MESSAGE_TEXTS[template][lang]
  const written = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]),
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
  { match, coins }: { match: Record<Language, string>; coins: number },
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

function listMessages({ state, account, query, lang, t }: RouteContext & { account: Account }) {
  const paging = pagingOf(query)
  if (!paging) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const { page, pageSize } = paging
  const messages = messagesOf(state, account)
  const now = Date.now()
  const start = (page - 1) * pageSize
  return {
    code: CODE_OK,
    data: {
      list: messages.slice(start, start + pageSize).map((message) => publicMessage(message, account, lang, now)),
      page,
      pageSize,
      total: messages.length,
      hasMore: start + pageSize < messages.length,
      unread: unreadOf(messages),
    },
  }
}

function findMessage(state: MockState, account: Account, body: Fields): StoredMessage | undefined {
  const id = typeof body.id === 'string' ? body.id : ''
  return messagesOf(state, account).find((message) => message.id === id)
}

function markRead({ state, account, body, t }: RouteContext & { account: Account }) {
  const message = findMessage(state, account, body)
  if (!message) return { code: CODE_MESSAGE_NOT_FOUND, msg: t('messageNotFound') }
  message.read = true
  return { code: CODE_OK, data: { id: message.id, unread: unreadOf(messagesOf(state, account)) } }
}

function claimReward({ state, account, body, t }: RouteContext & { account: Account }) {
  const message = findMessage(state, account, body)
  if (!message) return { code: CODE_MESSAGE_NOT_FOUND, msg: t('messageNotFound') }
  if (!message.reward) return { code: CODE_NO_REWARD, msg: t('noReward') }
  if (message.claimed) return { code: CODE_REWARD_ALREADY_CLAIMED, msg: t('alreadyClaimed') }
  const now = Date.now()
  const { coins, vipHours } = message.reward
  // The welfare balance moves only with a coin record (mock/welfare-state.ts).
  if (coins > 0) addCoinRecord(state, account, { type: message.recordType, amount: coins }, now)
  if (vipHours > 0) account.vipExpireAt = Math.max(account.vipExpireAt, now) + vipHours * HOUR_MS
  message.claimed = true
  message.read = true
  const result: ClaimResult = { id: message.id, coins, vipHours, balance: account.coins, vipExpireAt: account.vipExpireAt }
  return { code: CODE_OK, data: result }
}

const routes: Routes = {
  'GET /message/list': { auth: true, handle: listMessages },
  'POST /message/read': { auth: true, handle: markRead },
  'POST /message/claim': { auth: true, handle: claimReward },
}

export default routes
