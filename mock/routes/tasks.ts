// The welfare tasks' own endpoints: follow the official account (spec 2, 4, 6, 9). Documented in
// docs/api.md, "Task endpoints"; rewards and rules are the client's (src/lib/welfare-rules.ts,
// src/lib/tasks.ts). Every claim runs once per request id (mock/request-ids.ts).
import type { FollowTask, TaskReward } from '@/api/tasks'
import { CODE_OK, CODE_TASK_ALREADY_CLAIMED, CODE_TASK_NOT_DONE, CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import { FOLLOW_REWARD_CHOICES, type FollowRewardChoice } from '@/lib/tasks'
import { FOLLOW_REWARD } from '@/lib/welfare-rules'
import { onceByRequestId } from '../request-ids'
import type { Answer, RouteContext, Routes } from '../route'
import { HOUR_MS, RISK_NONE, type Account } from '../state'
import { tasksOf } from '../tasks-state'
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
function grant(context: SignedIn, reward: { coins: number; vipHours: number; recordType: number }): TaskReward {
  const { state, account } = context
  const now = Date.now()
  if (reward.coins > 0) addCoinRecord(state, account, { type: reward.recordType, amount: reward.coins }, now)
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
}

export default routes
