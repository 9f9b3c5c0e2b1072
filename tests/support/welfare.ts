// Stores for the welfare screens, fed by fakes instead of the server.
import type { SignInResult, SignInStatus, WelfareSummary, WelfareTask } from '@/api/welfare'
import { CoinStore } from '@/stores/coins'
import type { UserInfo } from '@/api/user'
import type { SessionStore } from '@/stores/session'
import { welfareApi, type WelfareApi } from '@/stores/welfare'
import { startedSession } from './render'
import { chinaTime } from './time-zones'

export const SUMMARY: WelfareSummary = {
  remainCoins: 1280,
  expiringCoins: 40,
  expiringAt: chinaTime('2026-11-30T23:59:59.999'),
  todayIncome: 0,
  totalIncome: 3000,
}

export const TASKS: WelfareTask[] = [
  { id: 'signIn', rewardCoins: 2, rewardVipHours: 0, status: 'todo' },
  { id: 'followOfficialAccount', rewardCoins: 30, rewardVipHours: 1, status: 'todo' },
  { id: 'bindAccount', rewardCoins: 0, rewardVipHours: 6, status: 'done' },
  { id: 'shareScreenshot', rewardCoins: 100, rewardVipHours: 0, status: 'todo' },
  { id: 'inviteFriends', rewardCoins: 100, rewardVipHours: 24, status: 'todo' },
]

export const DAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  rewardCoins: 2,
  rewardVipHours: 0,
  extraCoins: 0,
  extraVipHours: day === 7 ? 24 : 0,
  couponAmount: day === 7 ? 50 : 0,
  couponThreshold: day === 7 ? 500 : 0,
}))

export const SIGN_IN_STATUS: SignInStatus = {
  today: '2026-11-22',
  signedDates: ['2026-11-20', '2026-11-21'],
  registeredAt: Date.UTC(2026, 0, 1),
  newUserBonusGranted: false,
  days: DAYS,
}

export const SIGN_IN_RESULT: SignInResult = {
  date: '2026-11-22',
  streak: 3,
  cycleDay: 3,
  rewardCoins: 2,
  rewardVipHours: 0,
  newUserBonusCoins: 0,
  couponAmount: 0,
  couponThreshold: 0,
  remainCoins: 1282,
  expireCoins: 40,
}

export const USER: UserInfo = {
  uid: '10001',
  accountType: 1,
  nickname: 'Demo',
  phone: '138****8000',
  email: 'demo@example.com',
  vipExpireAt: 0,
  superVipExpireAt: 0,
  riskStatus: 0,
}

export function signedInSession(user: Partial<UserInfo> = {}): SessionStore {
  const session = startedSession()
  session.setToken('demo-token')
  session.setUserInfo({ ...USER, ...user })
  return session
}

export function fakeWelfareApi(overrides: Partial<WelfareApi> = {}): jest.Mocked<WelfareApi> {
  return {
    fetchTasks: jest.fn(async () => TASKS),
    fetchSignInStatus: jest.fn(async () => SIGN_IN_STATUS),
    signIn: jest.fn(async () => SIGN_IN_RESULT),
    ...overrides,
  } as jest.Mocked<WelfareApi>
}

/** The app stores the welfare screens read, fed by `summary`; the welfare store the pages make answers through `api`. */
export function welfareStores(
  api: WelfareApi = fakeWelfareApi(),
  summary: () => Promise<WelfareSummary> = async () => SUMMARY,
) {
  jest.spyOn(welfareApi, 'fetchTasks').mockImplementation(() => api.fetchTasks())
  jest.spyOn(welfareApi, 'fetchSignInStatus').mockImplementation(() => api.fetchSignInStatus())
  jest.spyOn(welfareApi, 'signIn').mockImplementation(() => api.signIn())
  return { coins: new CoinStore(summary) }
}
