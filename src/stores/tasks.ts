import { makeAutoObservable } from 'mobx'
import {
  bindAccount,
  claimBindReward,
  claimFollowReward,
  fetchBindTask,
  fetchFollowTask,
  type BindTask,
  type FollowTask,
  type TaskReward,
} from '@/api/tasks'
import {
  bindTaskStage,
  followTaskStage,
  type BindKind,
  type BindTaskStage,
  type FollowRewardChoice,
  type FollowTaskStage,
} from '@/lib/tasks'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import { Action, Resource, type LoadStatus } from './async'
import { useWelfareStore } from './welfare'

export interface TasksApi {
  fetchFollowTask(): Promise<FollowTask>
  claimFollowReward(reward: FollowRewardChoice, requestId: string): Promise<TaskReward>
  fetchBindTask(): Promise<BindTask>
  bindAccount(kind: BindKind, value: string, code: string): Promise<BindTask>
  claimBindReward(requestId: string): Promise<TaskReward>
}

/** What the task pages need from the rest of the app. */
export interface TasksShell {
  coins: Pick<CoinStore, 'applyChange'>
  /** The welfare centre's list reads the task's new state. */
  refreshTaskList(): void
  newRequestId(): Promise<string>
  now(): number
}

/**
 * The welfare tasks' own pages (spec 4, 9): the follow and bind tasks and their claims. One claim
 * at a time, so a double tap sends one request; a claim that failed keeps its request id for the
 * retry, so a retry after a lost answer is granted once.
 */
export class TasksStore {
  private readonly followRead: Resource<FollowTask>
  private readonly bindRead: Resource<BindTask>
  private readonly claims: Action
  private readonly api: TasksApi
  private readonly shell: TasksShell

  constructor(api: TasksApi, shell: TasksShell) {
    this.api = api
    this.shell = shell
    this.followRead = new Resource(() => api.fetchFollowTask())
    this.bindRead = new Resource(() => api.fetchBindTask())
    this.claims = new Action({ newRequestId: () => shell.newRequestId() })
    makeAutoObservable<TasksStore, 'api' | 'shell' | 'followRead' | 'bindRead' | 'claims'>(this, {
      api: false,
      shell: false,
      followRead: false,
      bindRead: false,
      claims: false,
    })
  }

  get follow(): FollowTask | null {
    return this.followRead.data
  }

  get followStatus(): LoadStatus {
    return this.followRead.status
  }

  get followStage(): FollowTaskStage | undefined {
    return this.follow ? followTaskStage(this.follow) : undefined
  }

  get bind(): BindTask | null {
    return this.bindRead.data
  }

  get bindStatus(): LoadStatus {
    return this.bindRead.status
  }

  /** Read when the page renders; the event's end is compared with the clock then. */
  get bindStage(): BindTaskStage | undefined {
    const task = this.bind
    if (!task) return undefined
    return bindTaskStage({ phoneBound: task.phone !== '', emailBound: task.email !== '', claimed: task.claimed, endsAt: task.endsAt }, this.shell.now())
  }

  /** A claim is on its way: a second tap sends nothing. */
  get claiming(): boolean {
    return this.claims.busy
  }

  async loadFollow(): Promise<void> {
    await this.followRead.load()
  }

  async loadBind(): Promise<void> {
    await this.bindRead.load()
  }

  /**
   * Claims the follow reward the user chose. Resolves undefined when a claim is already on its
   * way (nothing sent); rejects with the server's refusal or the transport's failure.
   */
  async claimFollow(choice: FollowRewardChoice): Promise<TaskReward | undefined> {
    const reward = await this.claim(`follow:${choice}`, (requestId) => this.api.claimFollowReward(choice, requestId))
    const task = this.follow
    if (reward && task) this.followRead.set({ ...task, followed: true, claimed: choice })
    return reward
  }

  /** Claims the bind reward (6 hours of VIP), as `claimFollow` does. */
  async claimBind(): Promise<TaskReward | undefined> {
    const reward = await this.claim('bind', (requestId) => this.api.claimBindReward(requestId))
    const task = this.bind
    if (reward && task) this.bindRead.set({ ...task, claimed: true })
    return reward
  }

  /** The bind form bound an email or phone: the task as the server now has it. */
  showBind(task: BindTask): void {
    this.bindRead.set(task)
    this.shell.refreshTaskList()
  }

  clear(): void {
    this.followRead.reset()
    this.bindRead.reset()
    this.claims.reset()
  }

  private async claim(intent: string, send: (requestId: string) => Promise<TaskReward>): Promise<TaskReward | undefined> {
    const reward = await this.claims.runOnce(intent, send)
    if (!reward) return undefined
    this.shell.coins.applyChange(reward.rewardCoins, reward)
    this.shell.refreshTaskList()
    return reward
  }
}

export const useTasksStore = defineAreaStore(
  (shell) =>
    new TasksStore(
      { fetchFollowTask, claimFollowReward, fetchBindTask, bindAccount, claimBindReward },
      { coins: shell.coins, refreshTaskList: () => void useWelfareStore.of(shell).loadTasks(), newRequestId, now: () => Date.now() },
    ),
)
