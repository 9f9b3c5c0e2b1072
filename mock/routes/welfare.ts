// Welfare centre endpoints: coin summary, task list, daily sign-in and coin records (spec 3, 4,
// 6, 9). Documented in docs/api.md, "Welfare endpoints"; the rules are the client's own
// (src/lib/sign-in.ts, src/lib/coins.ts, src/lib/welfare-rules.ts).
import type { coinRecordPage, signInResult, signInStatus, welfareSummary, WelfareTask, WelfareTaskId, welfareTasks } from '@/api/welfare'
import { CODE_ALREADY_SIGNED_IN, CODE_OK } from '@/lib/answer-codes'
import { addDays, chinaDateOf, endOfChinaMonth } from '@/lib/calendar'
import type { WelfareTaskStatus } from '@/lib/welfare-tasks'
import {
  creditedCoins,
  cycleDayOf,
  earnsNewUserBonus,
  NEW_USER_BONUS_COINS,
  SIGN_IN_COUPON,
  SIGN_IN_CYCLE_DAYS,
  SIGN_IN_DAILY_COINS,
  streakEndingOn,
  type SignInDayReward,
} from '@/lib/sign-in'
import { BIND_REWARD_VIP_HOURS, FOLLOW_REWARD, INVITE_REWARD, SHARE_SCREENSHOT_REWARD } from '@/lib/welfare-rules'
import { badPaging, CODE_BAD_REQUEST, pageOf, type Routes, type SignedIn, type Wire } from '../route'
import { extendVip } from '../state'
import { expiringCoins, publicRecord, RECORD_TYPE } from '../welfare-coins'
import { taskListStatus } from '../tasks-state'
import { addCoinRecord, welfareOf, type Welfare } from '../welfare-state'

/** The `types` filter of the coin records (`2,3,10`): empty for all; undefined when it is not a list of types. */
function recordTypesOf(value: string | undefined): Set<number> | undefined {
  if (value === undefined || value === '') return new Set()
  const types = value.split(',').map((part) => (/^\d{1,2}$/.test(part.trim()) ? Number(part) : Number.NaN))
  return types.some(Number.isNaN) ? undefined : new Set(types)
}

// The server's table of the 7-day cycle: the daily coins, and on every 7th day in a row 24 h
// of VIP and the freight coupon (spec 9).
const CYCLE_END_VIP_HOURS = 24
const SIGN_IN_DAYS: SignInDayReward[] = Array.from({ length: SIGN_IN_CYCLE_DAYS }, (_, index) => {
  const cycleEnd = index + 1 === SIGN_IN_CYCLE_DAYS
  return {
    day: index + 1,
    rewardCoins: SIGN_IN_DAILY_COINS,
    rewardVipHours: 0,
    extraCoins: 0,
    extraVipHours: cycleEnd ? CYCLE_END_VIP_HOURS : 0,
    couponAmount: cycleEnd ? SIGN_IN_COUPON.amount : 0,
    couponThreshold: cycleEnd ? SIGN_IN_COUPON.threshold : 0,
  }
})
const SIGNED_DATES_SHOWN = 14

// Spec 9 task rewards, in the order of the list.
const TASKS: readonly Omit<WelfareTask, 'status'>[] = [
  { id: 'signIn', rewardCoins: SIGN_IN_DAILY_COINS, rewardVipHours: 0 },
  { id: 'followOfficialAccount', rewardCoins: FOLLOW_REWARD.coins, rewardVipHours: FOLLOW_REWARD.vipHours },
  { id: 'bindAccount', rewardCoins: 0, rewardVipHours: BIND_REWARD_VIP_HOURS },
  { id: 'shareScreenshot', rewardCoins: SHARE_SCREENSHOT_REWARD.coins, rewardVipHours: 0 },
  { id: 'inviteFriends', rewardCoins: INVITE_REWARD.coins, rewardVipHours: INVITE_REWARD.vipDays * 24 },
]

/** The moment the coins expiring this month expire, and how many they are. */
function expiryOf(welfare: Welfare, now: number): { coins: number; at: number } {
  const coins = expiringCoins(welfare.records, now)
  return { coins, at: coins > 0 ? endOfChinaMonth(now) : 0 }
}

/** The row of a task without a page of its own in the mock's task state. */
function taskStatus(id: WelfareTaskId, signedToday: boolean): WelfareTaskStatus {
  if (id === 'signIn') return signedToday ? 'done' : 'todo'
  return 'todo'
}

function signIn({ state, account, t }: SignedIn) {
  const now = Date.now()
  const welfare = welfareOf(state, account, now)
  const today = chinaDateOf(now)
  if (welfare.signedDates.includes(today)) return { code: CODE_ALREADY_SIGNED_IN, msg: t('alreadySignedIn') }

  const streak = streakEndingOn(welfare.signedDates, addDays(today, -1)) + 1
  const cycleDay = cycleDayOf(streak)
  const reward = SIGN_IN_DAYS[cycleDay - 1]
  const rewardCoins = creditedCoins(reward)
  const rewardVipHours = reward.rewardVipHours + reward.extraVipHours
  const bonus = { registeredAt: account.registeredAt, today, granted: welfare.newUserBonusGranted }
  welfare.signedDates.push(today)
  addCoinRecord(state, account, { type: RECORD_TYPE.dailySignIn, amount: rewardCoins }, now)
  if (rewardVipHours > 0) extendVip(account, rewardVipHours, now)
  if (reward.couponAmount > 0) {
    welfare.coupons.push({ amount: reward.couponAmount, threshold: reward.couponThreshold, grantedAt: now })
  }

  const newUserBonusCoins = earnsNewUserBonus(bonus, streak) ? NEW_USER_BONUS_COINS : 0
  if (newUserBonusCoins > 0) {
    welfare.newUserBonusGranted = true
    addCoinRecord(state, account, { type: RECORD_TYPE.streakBonus, amount: newUserBonusCoins }, now)
  }

  return {
    code: CODE_OK,
    data: {
      date: today,
      streak,
      cycleDay,
      rewardCoins,
      rewardVipHours,
      newUserBonusCoins,
      couponAmount: reward.couponAmount,
      couponThreshold: reward.couponThreshold,
      remainCoins: account.coins,
      expireCoins: expiryOf(welfare, now).coins,
    } satisfies Wire<typeof signInResult>,
  }
}

const routes: Routes = {
  'GET /welfare/summary': {
    auth: true,
    handle: ({ state, account }) => {
      const now = Date.now()
      const welfare = welfareOf(state, account, now)
      const today = chinaDateOf(now)
      const income = welfare.records.filter((record) => record.amount > 0)
      const expiry = expiryOf(welfare, now)
      return {
        code: CODE_OK,
        data: {
          remainCoins: account.coins,
          expiringCoins: expiry.coins,
          expiringAt: expiry.at,
          todayIncome: income
            .filter((record) => chinaDateOf(record.createdAt) === today)
            .reduce((sum, record) => sum + record.amount, 0),
          totalIncome: income.reduce((sum, record) => sum + record.amount, 0),
        } satisfies Wire<typeof welfareSummary>,
      }
    },
  },

  'GET /welfare/tasks': {
    handle: ({ state, account }) => {
      // A visitor sees every task still to do (spec 6: log in to join).
      const signedToday = account ? welfareOf(state, account).signedDates.includes(chinaDateOf(Date.now())) : false
      const tasks = TASKS.map((task): WelfareTask => ({
        ...task,
        status: account ? (taskListStatus(state, account, task.id) ?? taskStatus(task.id, signedToday)) : 'todo',
      }))
      return { code: CODE_OK, data: tasks satisfies Wire<typeof welfareTasks> }
    },
  },

  'GET /welfare/signIn/status': {
    auth: true,
    handle: ({ state, account }) => {
      const welfare = welfareOf(state, account)
      const today = chinaDateOf(Date.now())
      const shownFrom = addDays(today, -(SIGNED_DATES_SHOWN - 1))
      return {
        code: CODE_OK,
        data: {
          today,
          // 'YYYY-MM-DD' keys sort as dates.
          signedDates: welfare.signedDates.filter((date) => date >= shownFrom),
          registeredAt: account.registeredAt,
          newUserBonusGranted: welfare.newUserBonusGranted,
          days: SIGN_IN_DAYS,
        } satisfies Wire<typeof signInStatus>,
      }
    },
  },

  'POST /welfare/signIn': { auth: true, refusesRiskyAccounts: true, handle: signIn },

  'GET /welfare/coinRecords': {
    auth: true,
    handle: (context) => {
      const { state, account, query, t } = context
      const types = recordTypesOf(query.types)
      if (!types) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
      const page = pageOf(query, welfareOf(state, account).records.filter((record) => types.size === 0 || types.has(record.type)))
      if (!page) return badPaging(context)
      return { code: CODE_OK, data: { ...page, list: page.list.map(publicRecord) } satisfies Wire<typeof coinRecordPage> }
    },
  },
}

export default routes
