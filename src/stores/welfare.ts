import { makeAutoObservable, runInAction } from 'mobx'
import {
  CODE_ALREADY_SIGNED_IN,
  type SignInResult,
  type SignInStatus,
  type WelfareTask,
} from '@/api/welfare'
import { ApiError } from '@/services/http/errors'
import {
  currentStreak,
  isSignedToday,
  newUserBonusProgress,
  signInWeek,
  todayCycleDay,
  type SignInDayView,
} from '@/lib/sign-in'
import type { LoadStatus } from './load-status'
import type { CoinStore } from './coins'

export interface WelfareApi {
  fetchTasks(): Promise<WelfareTask[]>
  fetchSignInStatus(): Promise<SignInStatus>
  signIn(): Promise<SignInResult>
}

/** The welfare centre's tasks and the daily sign-in (spec 4: not signed, signed, streak). */
export class WelfareStore {
  tasks: WelfareTask[] = []
  tasksStatus: LoadStatus = 'idle'
  signInStatus: SignInStatus | null = null
  signInLoadStatus: LoadStatus = 'idle'
  signInError: unknown = undefined
  /** True while a sign-in request runs: a second tap sends nothing. */
  signing = false
  private readonly api: WelfareApi
  private readonly coins: CoinStore

  constructor(api: WelfareApi, coins: CoinStore) {
    this.api = api
    this.coins = coins
    makeAutoObservable<WelfareStore, 'api' | 'coins'>(this, { api: false, coins: false })
  }

  get signedToday(): boolean {
    return this.signInStatus ? isSignedToday(this.signInStatus) : false
  }

  get streak(): number {
    return this.signInStatus ? currentStreak(this.signInStatus) : 0
  }

  get todayCycleDay(): number {
    return this.signInStatus ? todayCycleDay(this.signInStatus) : 1
  }

  get week(): SignInDayView[] {
    return this.signInStatus ? signInWeek(this.signInStatus, this.signInStatus.days) : []
  }

  get newUserBonus(): { streak: number; needed: number } | undefined {
    const status = this.signInStatus
    if (!status) return undefined
    return newUserBonusProgress(
      { registeredAt: status.registeredAt, today: status.today, granted: status.newUserBonusGranted },
      status,
    )
  }

  async loadTasks(): Promise<void> {
    if (this.tasksStatus !== 'ready') this.tasksStatus = 'loading'
    try {
      const tasks = await this.api.fetchTasks()
      runInAction(() => {
        this.tasks = tasks
        this.tasksStatus = 'ready'
      })
    } catch {
      runInAction(() => {
        if (this.tasksStatus !== 'ready') this.tasksStatus = 'error'
      })
    }
  }

  async loadSignInStatus(): Promise<void> {
    if (this.signInLoadStatus !== 'ready') this.signInLoadStatus = 'loading'
    try {
      const status = await this.api.fetchSignInStatus()
      runInAction(() => {
        this.signInStatus = status
        this.signInLoadStatus = 'ready'
        this.signInError = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.signInError = error
        if (this.signInLoadStatus !== 'ready') this.signInLoadStatus = 'error'
      })
    }
  }

  /**
   * Signs in for today. Resolves undefined when a sign-in is already running (nothing sent);
   * rejects with the server's refusal. "Already signed in" also brings the display and balance up to date.
   */
  async signIn(): Promise<SignInResult | undefined> {
    if (this.signing) return undefined
    this.signing = true
    try {
      const result = await this.api.signIn()
      runInAction(() => this.recordSignIn(result))
      return result
    } catch (error) {
      // Signed in elsewhere (another tab or device): show that sign-in and its coins.
      if (error instanceof ApiError && error.code === CODE_ALREADY_SIGNED_IN) {
        void this.loadSignInStatus()
        void this.coins.load()
      }
      throw error
    } finally {
      runInAction(() => {
        this.signing = false
      })
    }
  }

  private recordSignIn(result: SignInResult): void {
    const status = this.signInStatus
    if (status && !status.signedDates.includes(result.date)) {
      this.signInStatus = {
        ...status,
        today: result.date,
        signedDates: [...status.signedDates, result.date],
        newUserBonusGranted: status.newUserBonusGranted || result.newUserBonusCoins > 0,
      }
    }
    this.coins.applyChange(result.rewardCoins + result.newUserBonusCoins, result)
    this.tasks = this.tasks.map((task) => (task.id === 'signIn' ? { ...task, status: 'done' } : task))
  }

  clear(): void {
    this.tasks = []
    this.tasksStatus = 'idle'
    this.signInStatus = null
    this.signInLoadStatus = 'idle'
    this.signInError = undefined
  }
}
