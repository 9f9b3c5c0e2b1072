import { isCalendarDate, type CalendarDate } from '@/lib/calendar'
import type { SignInDayReward } from '@/lib/sign-in'
import { http } from '@/services/http'
import { asArray, asRecord, badShape, okData, readBoolean, readPagedAnswer, readNumber, readOneOf, readString, type PagedAnswer, type Shape } from './shape'

// The welfare centre, daily sign-in and coin records (docs/api.md, "Welfare endpoints").

export const CODE_ALREADY_SIGNED_IN = 10140
export const CODE_WELFARE_RESTRICTED = 10141

export interface WelfareSummary {
  coins: number
  expiringCoins: number
  /** End of this month in ms; 0 when nothing expires. */
  expiringAt: number
  todayIncome: number
  totalIncome: number
}

export const WELFARE_TASK_IDS = [
  'signIn',
  'followOfficialAccount',
  'bindAccount',
  'shareScreenshot',
  'inviteFriends',
] as const
export type WelfareTaskId = (typeof WELFARE_TASK_IDS)[number]

export const WELFARE_TASK_STATUSES = ['todo', 'claimable', 'reviewing', 'rejected', 'done', 'ended'] as const
export type WelfareTaskStatus = (typeof WELFARE_TASK_STATUSES)[number]

export interface WelfareTask {
  id: WelfareTaskId
  rewardCoins: number
  rewardVipHours: number
  status: WelfareTaskStatus
}

export interface SignInStatus {
  today: CalendarDate
  signedDates: CalendarDate[]
  registeredAt: number
  newUserBonusGranted: boolean
  days: SignInDayReward[]
}

export interface SignInResult {
  date: CalendarDate
  streak: number
  cycleDay: number
  rewardCoins: number
  rewardVipHours: number
  newUserBonusCoins: number
  couponAmount: number
  couponThreshold: number
  remainCoins: number
  expireCoins: number
}

export interface CoinRecord {
  id: string
  /** Spec 3 coin-record type, 0–16. */
  type: number
  /** Positive for income, negative for spending. */
  amount: number
  createdAt: number
}

export type CoinRecordPage = PagedAnswer<CoinRecord>

function readDate(record: Shape, key: string): CalendarDate {
  const value = record[key]
  if (!isCalendarDate(value)) throw badShape(key)
  return value
}

function toSummary(data: unknown): WelfareSummary {
  const record = asRecord(data, 'welfare summary')
  return {
    coins: readNumber(record, 'coins'),
    expiringCoins: readNumber(record, 'expiringCoins', 0),
    expiringAt: readNumber(record, 'expiringAt', 0),
    todayIncome: readNumber(record, 'todayIncome', 0),
    totalIncome: readNumber(record, 'totalIncome', 0),
  }
}

function toTask(item: unknown): WelfareTask | undefined {
  const record = asRecord(item, 'welfare task')
  const id = readString(record, 'id')
  // A task this client does not know yet is skipped, not an error: the server may add tasks.
  if (!(WELFARE_TASK_IDS as readonly string[]).includes(id)) return undefined
  return {
    id: id as WelfareTaskId,
    rewardCoins: readNumber(record, 'rewardCoins', 0),
    rewardVipHours: readNumber(record, 'rewardVipHours', 0),
    status: readOneOf(record, 'status', WELFARE_TASK_STATUSES),
  }
}

function toDayReward(item: unknown): SignInDayReward {
  const record = asRecord(item, 'sign-in day')
  const day = readNumber(record, 'day')
  if (!Number.isInteger(day) || day < 1 || day > 7) throw badShape('day')
  return {
    day,
    rewardCoins: readNumber(record, 'rewardCoins', 0),
    rewardVipHours: readNumber(record, 'rewardVipHours', 0),
    extraCoins: readNumber(record, 'extraCoins', 0),
    extraVipHours: readNumber(record, 'extraVipHours', 0),
    couponAmount: readNumber(record, 'couponAmount', 0),
    couponThreshold: readNumber(record, 'couponThreshold', 0),
  }
}

function toSignInStatus(data: unknown): SignInStatus {
  const record = asRecord(data, 'sign-in status')
  const signedDates = asArray(record.signedDates, 'signedDates').map((value) => {
    if (!isCalendarDate(value)) throw badShape('signedDates')
    return value
  })
  const days = asArray(record.days, 'days').map(toDayReward)
  if (days.length !== 7) throw badShape('days')
  return {
    today: readDate(record, 'today'),
    signedDates,
    registeredAt: readNumber(record, 'registeredAt'),
    newUserBonusGranted: readBoolean(record, 'newUserBonusGranted', false),
    days,
  }
}

function toSignInResult(data: unknown): SignInResult {
  const record = asRecord(data, 'sign-in result')
  return {
    date: readDate(record, 'date'),
    streak: readNumber(record, 'streak'),
    cycleDay: readNumber(record, 'cycleDay'),
    rewardCoins: readNumber(record, 'rewardCoins', 0),
    rewardVipHours: readNumber(record, 'rewardVipHours', 0),
    newUserBonusCoins: readNumber(record, 'newUserBonusCoins', 0),
    couponAmount: readNumber(record, 'couponAmount', 0),
    couponThreshold: readNumber(record, 'couponThreshold', 0),
    remainCoins: readNumber(record, 'remainCoins'),
    expireCoins: readNumber(record, 'expireCoins', 0),
  }
}

function toCoinRecord(item: unknown): CoinRecord {
  const record = asRecord(item, 'coin record')
  return {
    id: readString(record, 'id'),
    type: readNumber(record, 'type'),
    amount: readNumber(record, 'amount'),
    createdAt: readNumber(record, 'createdAt'),
  }
}

export async function fetchWelfareSummary(): Promise<WelfareSummary> {
  return toSummary(okData(await http.request({ method: 'GET', path: '/welfare/summary' })))
}

/** Visitors get the list too, every task still to do. */
export async function fetchWelfareTasks(): Promise<WelfareTask[]> {
  const list = asArray(okData(await http.request({ method: 'GET', path: '/welfare/tasks' })), 'welfare tasks')
  return list.map(toTask).filter((task): task is WelfareTask => task !== undefined)
}

export async function fetchSignInStatus(): Promise<SignInStatus> {
  return toSignInStatus(okData(await http.request({ method: 'GET', path: '/welfare/signIn/status' })))
}

export async function signIn(): Promise<SignInResult> {
  return toSignInResult(okData(await http.request({ method: 'POST', path: '/welfare/signIn', body: {} })))
}

export async function fetchCoinRecords(page: number, pageSize: number): Promise<CoinRecordPage> {
  return readPagedAnswer(
    okData(await http.request({ method: 'GET', path: '/welfare/coinRecords', query: { page, pageSize } })),
    'coin records',
    toCoinRecord,
  )
}
