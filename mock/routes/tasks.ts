// The welfare tasks' own endpoints: follow the official account, bind email or phone (spec 2, 4,
// 5, 6, 9). Documented in
// docs/api.md, "Task endpoints"; rewards and rules are the client's (src/lib/welfare-rules.ts,
// src/lib/tasks.ts). Every claim runs once per request id (mock/request-ids.ts).
import type { BindTask, FollowTask, TaskReward } from '@/api/tasks'
import {
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_OK,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
  CODE_WELFARE_RESTRICTED,
} from '@/lib/answer-codes'
import { BIND_KINDS, bindTaskStage, checkBindValue, FOLLOW_REWARD_CHOICES, type BindKind, type FollowRewardChoice } from '@/lib/tasks'
import { BIND_REWARD_VIP_HOURS, FOLLOW_REWARD } from '@/lib/welfare-rules'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import { HOUR_MS, RISK_NONE, type Account } from '../state'
import { bindProgressOf, tasksOf } from '../tasks-state'
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
}

export default routes
