import * as v from 'valibot'
import { refusalReader } from '@/lib/refusal'
import { signInRefusalOf, type SignInDayReward } from '@/lib/sign-in'
import { WELFARE_TASK_STATUSES } from '@/lib/welfare-tasks'
import { http } from '@/services/http'
import { calendarDate, flag, knownRows, num, okData, pagedAnswer, parseAnswer, text } from './shape'
import { coinRecordsRead, SIGN_IN_STATUS_READ, WELFARE_SUMMARY_READ, WELFARE_TASKS_READ } from './reads'

// The welfare centre, daily sign-in and coin records (docs/api.md, "Welfare endpoints").

/** Why a sign-in was refused (src/lib/refusal.ts). */
export const signInRefusal = refusalReader(signInRefusalOf)

export const welfareSummary = v.object({
  remainCoins: num,
  expiringCoins: v.nullish(num, 0),
  /** End of this month in ms; 0 when nothing expires. */
  expiringAt: v.nullish(num, 0),
  todayIncome: v.nullish(num, 0),
  totalIncome: v.nullish(num, 0),
})
export type WelfareSummary = v.InferOutput<typeof welfareSummary>

export const WELFARE_TASK_IDS = [
  'signIn',
  'followOfficialAccount',
  'bindAccount',
  'shareScreenshot',
  'inviteFriends',
] as const
export type WelfareTaskId = (typeof WELFARE_TASK_IDS)[number]


const welfareTask = v.object({
  id: v.picklist(WELFARE_TASK_IDS),
  rewardCoins: v.nullish(num, 0),
  rewardVipHours: v.nullish(num, 0),
  status: v.picklist(WELFARE_TASK_STATUSES),
})
export type WelfareTask = v.InferOutput<typeof welfareTask>

/** A task this client does not know yet is skipped, not an error: the server may add tasks. */
const laterTask = v.object({
  id: v.pipe(
    text,
    v.check((id) => !(WELFARE_TASK_IDS as readonly string[]).includes(id)),
  ),
})

export const welfareTasks = knownRows(welfareTask, laterTask)

const signInDay = v.object({
  day: v.pipe(num, v.integer(), v.minValue(1), v.maxValue(7)),
  rewardCoins: v.nullish(num, 0),
  rewardVipHours: v.nullish(num, 0),
  extraCoins: v.nullish(num, 0),
  extraVipHours: v.nullish(num, 0),
  couponAmount: v.nullish(num, 0),
  couponThreshold: v.nullish(num, 0),
}) satisfies v.GenericSchema<unknown, SignInDayReward>

export const signInStatus = v.object({
  today: calendarDate,
  signedDates: v.array(calendarDate),
  registeredAt: num,
  newUserBonusGranted: v.nullish(flag, false),
  days: v.pipe(v.array(signInDay), v.length(7)),
})
export type SignInStatus = v.InferOutput<typeof signInStatus>

export const signInResult = v.object({
  date: calendarDate,
  streak: num,
  cycleDay: num,
  rewardCoins: v.nullish(num, 0),
  rewardVipHours: v.nullish(num, 0),
  newUserBonusCoins: v.nullish(num, 0),
  couponAmount: v.nullish(num, 0),
  couponThreshold: v.nullish(num, 0),
  remainCoins: num,
  expireCoins: v.nullish(num, 0),
})
export type SignInResult = v.InferOutput<typeof signInResult>

const coinRecord = v.object({
  id: text,
  /** Spec 3 coin-record type, 0–16. */
  type: num,
  /** Positive for income, negative for spending. */
  amount: num,
  createdAt: num,
})
export type CoinRecord = v.InferOutput<typeof coinRecord>

/** Shared with the invite area's coin details (the same endpoint, filtered by type). */
export const coinRecordPage = pagedAnswer(coinRecord)
export type CoinRecordPage = v.InferOutput<typeof coinRecordPage>

export async function fetchWelfareSummary(): Promise<WelfareSummary> {
  return parseAnswer(welfareSummary, okData(await http.request(WELFARE_SUMMARY_READ)))
}

/** Visitors get the list too, every task still to do. */
export async function fetchWelfareTasks(): Promise<WelfareTask[]> {
  return parseAnswer(welfareTasks, okData(await http.request(WELFARE_TASKS_READ)))
}

export async function fetchSignInStatus(): Promise<SignInStatus> {
  return parseAnswer(signInStatus, okData(await http.request(SIGN_IN_STATUS_READ)))
}

export async function signIn(): Promise<SignInResult> {
  return parseAnswer(signInResult, okData(await http.request({ method: 'POST', path: '/welfare/signIn', body: {} })))
}

export async function fetchCoinRecords(page: number, pageSize: number): Promise<CoinRecordPage> {
  return parseAnswer(
    coinRecordPage,
    okData(await http.request(coinRecordsRead(page, pageSize))),
  )
}
