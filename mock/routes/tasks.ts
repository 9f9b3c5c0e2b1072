// The welfare tasks' own endpoints: follow the official account, bind email or phone (spec 2, 4,
// 5, 6, 9). Documented in
// docs/api.md, "Task endpoints"; rewards and rules are the client's (src/lib/welfare-rules.ts,
// src/lib/tasks.ts). Every claim runs once per request id (mock/request-ids.ts).
import type { BindTask, FollowTask, ShareTask, TaskReward } from '@/api/tasks'
import {
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_OK,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
  CODE_WELFARE_RESTRICTED,
} from '@/lib/answer-codes'
import {
  BIND_KINDS,
  bindTaskStage,
  canSubmitShare,
  checkBindValue,
  checkShareImage,
  CODE_SHARE_ALREADY_SUBMITTED,
  CODE_SHARE_IMAGE_MISSING,
  CODE_SHARE_NOT_IMAGE,
  CODE_SHARE_TOO_LARGE,
  FOLLOW_REWARD_CHOICES,
  SHARE_IMAGE_MAX_MB,
  type BindKind,
  type FollowRewardChoice,
  type ShareImageError,
} from '@/lib/tasks'
import { BIND_REWARD_VIP_HOURS, FOLLOW_REWARD, SHARE_SCREENSHOT_REWARD } from '@/lib/welfare-rules'
import type { Language } from '@/lib/i18n'
import { isUploadedFile } from '../multipart'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import { HOUR_MS, RISK_NONE, type Account, type MockState } from '../state'
import { bindProgressOf, tasksOf, type ShareReview } from '../tasks-state'
import { expiringCoins, RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'
import { OFFICIAL_ACCOUNT_NAME } from './support'

const CODE_BAD_REQUEST = 400
const OFFICIAL_ACCOUNT_ID = 'speedup_official'
// What the official account answers with a link to sign in, which ties the follower to the account.
const FOLLOW_KEYWORD = '绑定'

type SignedIn = RouteContext & { account: Account }

// Spec 6: blacklisted or risky accounts cannot join welfare tasks.
function refusedForRisk({ account, t }: SignedIn): Answer | undefined {
  return account.riskStatus === RISK_NONE ? undefined : { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
}

function isFollowChoice(value: unknown): value is FollowRewardChoice {
  return (FOLLOW_REWARD_CHOICES as readonly unknown[]).includes(value)
}

/** Credits a task's reward: coins with their record, VIP hours on the membership. */
function grant(context: SignedIn, reward: { coins: number; vipHours: number; recordType?: number }): TaskReward {
  const { state, account } = context
  const now = Date.now()
  if (reward.coins > 0 && reward.recordType !== undefined) addCoinRecord(state, account, { type: reward.recordType, amount: reward.coins }, now)
  if (reward.vipHours > 0) account.vipExpireAt = Math.max(account.vipExpireAt, now) + reward.vipHours * HOUR_MS
  return {
    rewardCoins: reward.coins,
    rewardVipHours: reward.vipHours,
    remainCoins: account.coins,
    expireCoins: expiringCoins(welfareOf(state, account, now).records, now),
  }
}

function claimFollow(context: SignedIn): Answer {
  const refused = refusedForRisk(context)
  if (refused) return refused
  const { body, t } = context
  if (!isFollowChoice(body.reward)) return { code: CODE_BAD_REQUEST, msg: t('taskBadReward') }
  const choice = body.reward
  return onceByRequestId(context, 'followClaim', () => {
    const { follow } = tasksOf(context.state, context.account)
    if (follow.claimed) return { code: CODE_TASK_ALREADY_CLAIMED, msg: t('taskAlreadyClaimed') }
    if (!follow.followed) return { code: CODE_TASK_NOT_DONE, msg: t('taskNotFollowed') }
    follow.claimed = choice
    const reward =
      choice === 'coins'
        ? { coins: FOLLOW_REWARD.coins, vipHours: 0, recordType: RECORD_TYPE.followOfficialAccount }
        : { coins: 0, vipHours: FOLLOW_REWARD.vipHours, recordType: RECORD_TYPE.followOfficialAccount }
    return { code: CODE_OK, data: grant(context, reward) }
  })
}

/** 13800138000 -> 138****8000, de***@example.com: a bound phone or email never leaves in full. */
export function masked(kind: BindKind, value: string): string {
  if (!value) return ''
  if (kind === 'phone') return `${value.slice(0, 3)}****${value.slice(-4)}`
  const at = value.lastIndexOf('@')
  return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`
}

function bindTaskOf({ state, account }: SignedIn): BindTask {
  const { claimed, endsAt } = tasksOf(state, account).bind
  return {
    phone: masked('phone', account.phone),
    email: masked('email', account.email),
    rewardVipHours: BIND_REWARD_VIP_HOURS,
    claimed,
    endsAt,
  }
}

function isBindKind(value: unknown): value is BindKind {
  return (BIND_KINDS as readonly unknown[]).includes(value)
}

/** The kind and value of a bind request, or why they are refused. */
function bindTarget(context: SignedIn): { kind: BindKind; value: string } | Answer {
  const { body, state, account, t } = context
  const kind = body.kind
  const value = fieldText(body.value)
  if (!isBindKind(kind)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  // The client's own rule (spec 5), checked again here.
  if (checkBindValue(kind, value)) return { code: CODE_BAD_REQUEST, msg: t(kind === 'email' ? 'invalidEmail' : 'invalidPhone') }
  const owner = kind === 'email' ? state.accountByEmail(value) : state.accountByPhone(value)
  if (owner && owner !== account) return { code: CODE_BIND_TAKEN, msg: t('bindTaken') }
  if (bindTaskStage(bindProgressOf(state, account), Date.now()) === 'ended') return { code: CODE_TASK_ENDED, msg: t('taskEnded') }
  return { kind, value }
}

function sendBindCode(context: SignedIn): Answer {
  const refused = refusedForRisk(context)
  if (refused) return refused
  const target = bindTarget(context)
  if ('code' in target) return target
  context.state.sendSmsCode(target.value)
  return { code: CODE_OK }
}

function bind(context: SignedIn): Answer {
  const refused = refusedForRisk(context)
  if (refused) return refused
  const target = bindTarget(context)
  if ('code' in target) return target
  const { state, account, body, t } = context
  if (!state.checkSmsCode(target.value, fieldText(body.code))) return { code: CODE_BIND_WRONG_CODE, msg: t('wrongSmsCode') }
  if (target.kind === 'email') account.email = target.value
  else account.phone = target.value
  return { code: CODE_OK, data: bindTaskOf(context) }
}

function claimBind(context: SignedIn): Answer {
  const refused = refusedForRisk(context)
  if (refused) return refused
  return onceByRequestId(context, 'bindClaim', () => {
    const { state, account, t } = context
    const stage = bindTaskStage(bindProgressOf(state, account), Date.now())
    if (stage === 'received') return { code: CODE_TASK_ALREADY_CLAIMED, msg: t('taskAlreadyClaimed') }
    if (stage === 'ended') return { code: CODE_TASK_ENDED, msg: t('taskEnded') }
    if (stage === 'bind') return { code: CODE_TASK_NOT_DONE, msg: t('taskNotBound') }
    tasksOf(state, account).bind.claimed = true
    return { code: CODE_OK, data: grant(context, { coins: 0, vipHours: BIND_REWARD_VIP_HOURS }) }
  })
}

// Spec 3 lists no coin-record type for the share reward; 14 is one the coin records screen does
// not show ("14 and 15 not shown"), so the reward keeps the balance and the records agreeing.
const SHARE_RECORD_TYPE = 14

const SHARE_TEXTS: Record<ShareImageError | 'alreadySubmitted', Record<Language, string>> = {
  imageRequired: {
    zh_CN: '请先上传分享截图',
    en_US: 'Please upload the share screenshot first',
    zh_TW: '請先上傳分享截圖',
    zh_HK: '請先上載分享截圖',
    vi_VN: 'Vui lòng tải ảnh chụp chia sẻ lên trước',
  },
  notImage: { zh_CN: '请上传图片', en_US: 'Please upload a picture', zh_TW: '請上傳圖片', zh_HK: '請上載圖片', vi_VN: 'Vui lòng tải lên một hình ảnh' },
  tooLarge: {
    zh_CN: `图片需小于 ${SHARE_IMAGE_MAX_MB}M`,
    en_US: `The picture must be smaller than ${SHARE_IMAGE_MAX_MB}M`,
    zh_TW: `圖片需小於 ${SHARE_IMAGE_MAX_MB}M`,
    zh_HK: `圖片需小於 ${SHARE_IMAGE_MAX_MB}M`,
    vi_VN: `Ảnh phải nhỏ hơn ${SHARE_IMAGE_MAX_MB}M`,
  },
  alreadySubmitted: {
    zh_CN: '截图已提交，无需重复提交',
    en_US: 'The screenshot was already submitted',
    zh_TW: '截圖已提交，無需重複提交',
    zh_HK: '截圖已提交，無需重複提交',
    vi_VN: 'Ảnh chụp đã được gửi rồi',
  },
}

const SHARE_IMAGE_CODES: Record<ShareImageError, number> = {
  imageRequired: CODE_SHARE_IMAGE_MISSING,
  notImage: CODE_SHARE_NOT_IMAGE,
  tooLarge: CODE_SHARE_TOO_LARGE,
}

function shareTaskOf({ state, account }: Pick<SignedIn, 'state' | 'account'>): ShareTask {
  const { share } = tasksOf(state, account)
  return { state: share.state, rewardCoins: SHARE_SCREENSHOT_REWARD.coins, submittedAt: share.submittedAt, rejectReason: share.rejectReason }
}

/** A multipart upload: the screenshot in `image` (checked again here: a picture, under 5M) and the request id. */
function submitShare(context: SignedIn): Answer {
  const refused = refusedForRisk(context)
  if (refused) return refused
  const { body, lang } = context
  const file = isUploadedFile(body.image) ? body.image : undefined
  const problem = checkShareImage(file && { size: file.bytes.length, type: file.contentType })
  if (problem) return { code: SHARE_IMAGE_CODES[problem], msg: SHARE_TEXTS[problem][lang] }
  return onceByRequestId(context, 'shareSubmit', () => {
    const { share } = tasksOf(context.state, context.account)
    if (!canSubmitShare(share.state)) return { code: CODE_SHARE_ALREADY_SUBMITTED, msg: SHARE_TEXTS.alreadySubmitted[lang] }
    Object.assign(share, { state: 'reviewing', submittedAt: Date.now(), rejectReason: '' })
    return { code: CODE_OK, data: shareTaskOf(context) }
  })
}

/** The reviewer's decision on the screenshot under review: approval credits the reward once. */
export function reviewShare(state: MockState, account: Account, decision: ShareReview, reason: string): string | undefined {
  const { share } = tasksOf(state, account)
  if (share.state !== 'reviewing') return 'no screenshot is under review'
  if (decision === 'rejected') {
    Object.assign(share, { state: 'rejected', rejectReason: reason })
    return undefined
  }
  share.state = 'approved'
  addCoinRecord(state, account, { type: SHARE_RECORD_TYPE, amount: SHARE_SCREENSHOT_REWARD.coins })
  return undefined
}

const routes: Routes = {
  'GET /welfare/tasks/follow': {
    auth: true,
    handle: (context) => {
      const refused = refusedForRisk(context)
      if (refused) return refused
      const { follow } = tasksOf(context.state, context.account)
      return {
        code: CODE_OK,
        data: {
          accountName: OFFICIAL_ACCOUNT_NAME,
          accountId: OFFICIAL_ACCOUNT_ID,
          keyword: FOLLOW_KEYWORD,
          rewardCoins: FOLLOW_REWARD.coins,
          rewardVipHours: FOLLOW_REWARD.vipHours,
          followed: follow.followed,
          claimed: follow.claimed,
        } satisfies FollowTask,
      }
    },
  },

  'POST /welfare/tasks/follow/claim': { auth: true, handle: claimFollow },

  'GET /welfare/tasks/bind': {
    auth: true,
    handle: (context) => refusedForRisk(context) ?? { code: CODE_OK, data: bindTaskOf(context) },
  },
  'POST /welfare/tasks/bind/code': { auth: true, handle: sendBindCode },
  'POST /welfare/tasks/bind': { auth: true, handle: bind },
  'POST /welfare/tasks/bind/claim': { auth: true, handle: claimBind },

  'GET /welfare/tasks/share': {
    auth: true,
    handle: (context) => refusedForRisk(context) ?? { code: CODE_OK, data: shareTaskOf(context) },
  },
  // Multipart, answered unencrypted: the upload goes out through the host's file transport
  // (wx.uploadFile, fetch), not the request client that decrypts.
  'POST /welfare/tasks/share': { auth: true, plain: true, handle: submitShare },
}

export default routes
