import { makeAutoObservable, runInAction } from 'mobx'
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
import type { LoadStatus } from './load-status'

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

/** One claim the user meant: retried with the same request id, so it is granted once. */
interface ClaimIntent {
  choice: string
  requestId: string
}

type TaskName = 'follow' | 'bind'

/** One task's answer as a page reads it: the task, where its read stands, and the newest read. */
export class TaskRead<Task> {
  task: Task | null = null
  status: LoadStatus = 'idle'
  // Bumped by every read and by clear(): an answer of an older read is dropped.
  generation = 0

  constructor() {
    makeAutoObservable<TaskRead<Task>, 'generation'>(this, { generation: false })
  }

  async load(fetch: () => Promise<Task>): Promise<void> {
    const read = ++this.generation
    if (this.status !== 'ready') this.status = 'loading'
    try {
      const task = await fetch()
      if (read === this.generation) runInAction(() => this.show(task))
    } catch {
      if (read !== this.generation) return
      runInAction(() => {
        if (this.status !== 'ready') this.status = 'error'
      })
    }
  }

  show(task: Task): void {
    this.task = task
    this.status = 'ready'
  }

  clear(): void {
    this.generation += 1
    this.task = null
    this.status = 'idle'
  }
}

/**
 * The welfare tasks' own pages (spec 4, 9): the follow and bind tasks and their claims. One claim
 * at a time, so a double tap sends one request; a claim that failed keeps its request id for the
 * retry, so a retry after a lost answer is granted once.
 */
export class TasksStore {
  readonly followRead = new TaskRead<FollowTask>()
  readonly bindRead = new TaskRead<BindTask>()
  claiming = false
  private intents = new Map<TaskName, ClaimIntent>()
  private readonly api: TasksApi
  private readonly shell: TasksShell

  constructor(api: TasksApi, shell: TasksShell) {
    this.api = api
    this.shell = shell
    makeAutoObservable<TasksStore, 'api' | 'shell' | 'intents'>(this, { api: false, shell: false, intents: false })
  }

  get follow(): FollowTask | null {
    return this.followRead.task
  }

  get followStatus(): LoadStatus {
    return this.followRead.status
  }

  get followStage(): FollowTaskStage | undefined {
    return this.follow ? followTaskStage(this.follow) : undefined
  }

  get bind(): BindTask | null {
    return this.bindRead.task
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

  loadFollow(): Promise<void> {
    return this.followRead.load(() => this.api.fetchFollowTask())
  }

  loadBind(): Promise<void> {
    return this.bindRead.load(() => this.api.fetchBindTask())
  }

  /**
   * Claims the follow reward the user chose. Resolves undefined when a claim is already on its
   * way (nothing sent); rejects with the server's refusal or the transport's failure.
   */
  async claimFollow(choice: FollowRewardChoice): Promise<TaskReward | undefined> {
    const reward = await this.claimOnce('follow', choice, (requestId) => this.api.claimFollowReward(choice, requestId))
    const task = this.follow
    if (reward && task) this.followRead.show({ ...task, followed: true, claimed: choice })
    return reward
  }

  /** Claims the bind reward (6 hours of VIP), as `claimFollow` does. */
  async claimBind(): Promise<TaskReward | undefined> {
    const reward = await this.claimOnce('bind', 'vip', (requestId) => this.api.claimBindReward(requestId))
    const task = this.bind
    if (reward && task) this.bindRead.show({ ...task, claimed: true })
    return reward
  }

  /** The bind form bound an email or phone: the task as the server now has it. */
  showBind(task: BindTask): void {
    this.bindRead.show(task)
    this.shell.refreshTaskList()
  }

  clear(): void {
    this.followRead.clear()
    this.bindRead.clear()
    this.intents.clear()
  }

  private async claimOnce(task: TaskName, choice: string, send: (requestId: string) => Promise<TaskReward>): Promise<TaskReward | undefined> {
    if (this.claiming) return undefined
    this.claiming = true
    try {
      let intent = this.intents.get(task)
      if (intent?.choice !== choice) {
        intent = { choice, requestId: await this.shell.newRequestId() }
        this.intents.set(task, intent)
      }
      const reward = await send(intent.requestId)
      this.intents.delete(task)
      runInAction(() => this.shell.coins.applyChange(reward.rewardCoins, reward))
      this.shell.refreshTaskList()
      return reward
    } finally {
      runInAction(() => {
        this.claiming = false
      })
    }
  }
}

export const useTasksStore = defineAreaStore(
  (shell) =>
    new TasksStore(
      { fetchFollowTask, claimFollowReward, fetchBindTask, bindAccount, claimBindReward },
      { coins: shell.coins, refreshTaskList: () => void shell.welfare.loadTasks(), newRequestId, now: () => Date.now() },
    ),
)
