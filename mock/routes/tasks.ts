// The welfare tasks' own endpoints: follow the official account, bind email or phone (spec 2, 4,
// 5, 6, 9). Documented in
// docs/api.md, "Task endpoints"; rewards and rules are the client's (src/lib/welfare-rules.ts,
// src/lib/tasks.ts). Every claim runs once per request id (mock/request-ids.ts).
import type { bindTask, followTask, shareTask, taskReward } from '@/api/tasks'
import {
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_OK,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
} from '@/lib/answer-codes'
import { IMAGE_SIGNATURE_BYTES } from '@/lib/image-format'
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
import { isUploadedFile } from '../multipart'
import { onceByRequestId } from '../request-ids'
import { CODE_BAD_REQUEST, fieldText, type Answer, type Fields, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, extendVip, type Account, type MockState } from '../state'
import { BIND_EVENT_DAYS, bindProgressOf, tasksOf } from '../tasks-state'
import { expiringCoins, RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'
import { OFFICIAL_ACCOUNT_NAME } from './support'

const OFFICIAL_ACCOUNT_ID = 'speedup_official'
// What the official account answers with a link to sign in, which ties the follower to the account.
const FOLLOW_KEYWORD = '绑定'

function isFollowChoice(value: unknown): value is FollowRewardChoice {
  return (FOLLOW_REWARD_CHOICES as readonly unknown[]).includes(value)
}

/** Credits a task's reward: coins with their record, VIP hours on the membership. */
function grant(context: SignedIn, reward: { coins: number; vipHours: number; recordType?: number }): Wire<typeof taskReward> {
  const { state, account } = context
  const now = Date.now()
  if (reward.coins > 0 && reward.recordType !== undefined) addCoinRecord(state, account, { type: reward.recordType, amount: reward.coins }, now)
  if (reward.vipHours > 0) extendVip(account, reward.vipHours, now)
  return {
    rewardCoins: reward.coins,
    rewardVipHours: reward.vipHours,
    remainCoins: account.coins,
    expireCoins: expiringCoins(welfareOf(state, account, now).records, now),
  }
}

function claimFollow(context: SignedIn): Answer {
  const { body, t } = context
  if (!isFollowChoice(body.reward)) return { code: CODE_BAD_REQUEST, msg: t('task.badReward') }
  const choice = body.reward
  return onceByRequestId(context, 'followClaim', () => {
    const { follow } = tasksOf(context.state, context.account)
    if (follow.claimed) return { code: CODE_TASK_ALREADY_CLAIMED, msg: t('task.alreadyClaimed') }
    if (!follow.followed) return { code: CODE_TASK_NOT_DONE, msg: t('task.notFollowed') }
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

function bindTaskOf({ state, account }: SignedIn): Wire<typeof bindTask> {
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
  if (bindTaskStage(bindProgressOf(state, account), Date.now()) === 'ended') return { code: CODE_TASK_ENDED, msg: t('task.ended') }
  return { kind, value }
}

function sendBindCode(context: SignedIn): Answer {
  const target = bindTarget(context)
  if ('code' in target) return target
  context.state.sendSmsCode(target.value)
  return { code: CODE_OK }
}

function bind(context: SignedIn): Answer {
  const target = bindTarget(context)
  if ('code' in target) return target
  const { state, account, body, t } = context
  if (!state.checkSmsCode(target.value, fieldText(body.code))) return { code: CODE_BIND_WRONG_CODE, msg: t('wrongSmsCode') }
  if (target.kind === 'email') account.email = target.value
  else account.phone = target.value
  return { code: CODE_OK, data: bindTaskOf(context) }
}

function claimBind(context: SignedIn): Answer {
  return onceByRequestId(context, 'bindClaim', () => {
    const { state, account, t } = context
    const stage = bindTaskStage(bindProgressOf(state, account), Date.now())
    if (stage === 'received') return { code: CODE_TASK_ALREADY_CLAIMED, msg: t('task.alreadyClaimed') }
    if (stage === 'ended') return { code: CODE_TASK_ENDED, msg: t('task.ended') }
    if (stage === 'bind') return { code: CODE_TASK_NOT_DONE, msg: t('task.notBound') }
    tasksOf(state, account).bind.claimed = true
    return { code: CODE_OK, data: grant(context, { coins: 0, vipHours: BIND_REWARD_VIP_HOURS }) }
  })
}

// Spec 3 lists no coin-record type for the share reward; 14 is one the coin records screen does
// not show ("14 and 15 not shown"), so the reward keeps the balance and the records agreeing.
const SHARE_RECORD_TYPE = 14

const SHARE_IMAGE_CODES: Record<ShareImageError, number> = {
  imageRequired: CODE_SHARE_IMAGE_MISSING,
  notImage: CODE_SHARE_NOT_IMAGE,
  tooLarge: CODE_SHARE_TOO_LARGE,
}

function shareTaskOf({ state, account }: SignedIn): Wire<typeof shareTask> {
  const { share } = tasksOf(state, account)
  return { state: share.state, rewardCoins: SHARE_SCREENSHOT_REWARD.coins, submittedAt: share.submittedAt, rejectReason: share.rejectReason }
}

/** A multipart upload: the screenshot in `image` (checked again here: a picture by its first bytes, under 5M) and the request id. */
function submitShare(context: SignedIn): Answer {
  const { body, t } = context
  const file = isUploadedFile(body.image) ? body.image : undefined
  const problem = checkShareImage(file && { size: file.bytes.length, head: file.bytes.subarray(0, IMAGE_SIGNATURE_BYTES) })
  if (problem) return { code: SHARE_IMAGE_CODES[problem], msg: t(`share.${problem}`, { max: SHARE_IMAGE_MAX_MB }) }
  return onceByRequestId(context, 'shareSubmit', () => {
    const { share } = tasksOf(context.state, context.account)
    if (!canSubmitShare(share.state)) return { code: CODE_SHARE_ALREADY_SUBMITTED, msg: t('share.alreadySubmitted') }
    Object.assign(share, { state: 'reviewing', submittedAt: Date.now(), rejectReason: '' })
    return { code: CODE_OK, data: shareTaskOf(context) }
  })
}

const routes: Routes = {
  'GET /welfare/tasks/follow': {
    auth: true,
    refusesRiskyAccounts: true,
    handle: ({ state, account }) => {
      const { follow } = tasksOf(state, account)
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
        } satisfies Wire<typeof followTask>,
      }
    },
  },
  'POST /welfare/tasks/follow/claim': { auth: true, refusesRiskyAccounts: true, handle: claimFollow },
  'GET /welfare/tasks/bind': { auth: true, refusesRiskyAccounts: true, handle: (context) => ({ code: CODE_OK, data: bindTaskOf(context) }) },
  'POST /welfare/tasks/bind/code': { auth: true, refusesRiskyAccounts: true, handle: sendBindCode },
  'POST /welfare/tasks/bind': { auth: true, refusesRiskyAccounts: true, handle: bind },
  'POST /welfare/tasks/bind/claim': { auth: true, refusesRiskyAccounts: true, handle: claimBind },
  'GET /welfare/tasks/share': { auth: true, refusesRiskyAccounts: true, handle: (context) => ({ code: CODE_OK, data: shareTaskOf(context) }) },
  // Multipart, answered unencrypted: the upload goes out through the host's file transport
  // (wx.uploadFile, fetch), not the request client that decrypts.
  'POST /welfare/tasks/share': { auth: true, plain: true, refusesRiskyAccounts: true, handle: submitShare },
}

export default routes

const SHARE_REVIEWS = ['approved', 'rejected'] as const

/**
 * POST /api/__mock/tasks: moves a task on as the outside world would. `followed` is WeChat telling
 * the server that the account followed (or left) the official account; `bindEnded` ends (or
 * reopens) the bind-reward event; `shareReview` is the reviewer's decision on the screenshot under
 * review, with `rejectReason`: an approval credits the reward once.
 */
export function controlTasks(state: MockState, account: Account, { followed, bindEnded, shareReview, rejectReason = '' }: Fields): string | undefined {
  const tasks = tasksOf(state, account)
  if (followed !== undefined) {
    if (typeof followed !== 'boolean') return 'followed must be true or false'
    tasks.follow.followed = followed
  }
  if (bindEnded !== undefined) {
    if (typeof bindEnded !== 'boolean') return 'bindEnded must be true or false'
    const now = Date.now()
    tasks.bind.endsAt = bindEnded ? now - 1 : now + BIND_EVENT_DAYS * DAY_MS
  }
  if (shareReview === undefined) return undefined
  const decision = SHARE_REVIEWS.find((known) => known === shareReview)
  if (!decision) return `shareReview must be one of ${SHARE_REVIEWS.join(', ')}`
  if (typeof rejectReason !== 'string') return 'rejectReason must be a string'
  if (tasks.share.state !== 'reviewing') return 'no screenshot is under review'
  if (decision === 'rejected') {
    Object.assign(tasks.share, { state: 'rejected', rejectReason })
    return undefined
  }
  tasks.share.state = 'approved'
  addCoinRecord(state, account, { type: SHARE_RECORD_TYPE, amount: SHARE_SCREENSHOT_REWARD.coins })
  return undefined
}
