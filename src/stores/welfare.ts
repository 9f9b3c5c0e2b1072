import { makeAutoObservable, runInAction } from 'mobx'
import { fetchSignInStatus, fetchWelfareTasks, signIn, signInRefusal, type SignInResult, type SignInStatus, type WelfareTask } from '@/api/welfare'
import {
  currentStreak,
  isSignedToday,
  newUserBonusProgress,
  signInWeek,
  todayCycleDay,
  type SignInDayView,
} from '@/lib/sign-in'
import { defineAreaStore } from './area'
import { Action, Resource, type LoadStatus } from './async'
import type { CoinStore } from './coins'

export interface WelfareApi {
  fetchTasks(): Promise<WelfareTask[]>
  fetchSignInStatus(): Promise<SignInStatus>
  signIn(): Promise<SignInResult>
}

/** The welfare centre's tasks and the daily sign-in (spec 4: not signed, signed, streak). */
export class WelfareStore {
  private readonly taskList: Resource<WelfareTask[]>
  private readonly signInRead: Resource<SignInStatus>
  private readonly signIns = new Action()
  private readonly api: WelfareApi
  private readonly coins: CoinStore

  constructor(api: WelfareApi, coins: CoinStore) {
    this.api = api
    this.coins = coins
    this.taskList = new Resource(() => api.fetchTasks())
    this.signInRead = new Resource(() => api.fetchSignInStatus())
    makeAutoObservable<WelfareStore, 'api' | 'coins' | 'taskList' | 'signInRead' | 'signIns'>(this, {
      api: false,
      coins: false,
      taskList: false,
      signInRead: false,
      signIns: false,
    })
  }

  get tasks(): WelfareTask[] {
    return this.taskList.data ?? []
  }

  get tasksStatus(): LoadStatus {
    return this.taskList.status
  }

  get signInStatus(): SignInStatus | null {
    return this.signInRead.data
  }

  get signInLoadStatus(): LoadStatus {
    return this.signInRead.status
  }

  /** A sign-in request runs: a second tap sends nothing. */
  get signing(): boolean {
    return this.signIns.busy
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
    await this.taskList.load()
  }

  async loadSignInStatus(): Promise<void> {
    await this.signInRead.load()
  }

  /**
   * Signs in for today. Resolves undefined when a sign-in is already running (nothing sent);
   * rejects with the server's refusal. "Already signed in" also brings the display and balance up to date.
   */
  async signIn(): Promise<SignInResult | undefined> {
    try {
      const result = await this.signIns.run(() => this.api.signIn())
      if (result) runInAction(() => this.recordSignIn(result))
      return result
    } catch (error) {
      // Signed in elsewhere (another tab or device): show that sign-in and its coins.
      if (signInRefusal(error) === 'alreadySignedIn') {
        void this.loadSignInStatus()
        void this.coins.load()
      }
      throw error
    }
  }

  private recordSignIn(result: SignInResult): void {
    const status = this.signInStatus
    if (status && !status.signedDates.includes(result.date)) {
      this.signInRead.set({
        ...status,
        today: result.date,
        signedDates: [...status.signedDates, result.date],
        newUserBonusGranted: status.newUserBonusGranted || result.newUserBonusCoins > 0,
      })
    }
    this.coins.applyChange(result.rewardCoins + result.newUserBonusCoins, result)
    const tasks = this.taskList.data
    if (tasks) this.taskList.set(tasks.map((task) => (task.id === 'signIn' ? { ...task, status: 'done' } : task)))
  }

  clear(): void {
    this.taskList.reset()
    this.signInRead.reset()
    this.signIns.reset()
  }
}

/** The calls the store makes, one object, so a test can answer them for the store the pages make. */
export const welfareApi: WelfareApi = { fetchTasks: fetchWelfareTasks, fetchSignInStatus, signIn }

/**
 * The welfare centre's and the sign-in page's store, made by their pages, not at start-up: the
 * mini-program's tabs and the H5 entry carry none of it. The task pages reach it to read the list
 * again after a claim (`useWelfareStore.of(shell)`).
 */
export const useWelfareStore = defineAreaStore((shell) => new WelfareStore(welfareApi, shell.coins))
