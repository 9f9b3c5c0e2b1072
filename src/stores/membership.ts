import { makeAutoObservable, runInAction } from 'mobx'
import {
  endAutoRenew,
  fetchAutoRenew,
  fetchPauses,
  fetchPauseStatus,
  resumePause,
  startPause,
  type AutoRenewContract,
  type AutoRenewStatus,
  type EndAutoRenewRequest,
  type Pause,
  type PauseChange,
  type PauseStatus,
} from '@/api/membership'
import { LIST_PAGE_SIZE } from '@/config'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'
import { PagedListStore, type PageLoader } from './paged-list'
import type { SessionStore } from './session'

export interface MembershipApi {
  fetchAutoRenew(): Promise<AutoRenewStatus>
  endAutoRenew(request: EndAutoRenewRequest): Promise<AutoRenewContract>
  fetchPauseStatus(): Promise<PauseStatus>
  startPause(request: { days: number; requestId: string }): Promise<PauseChange>
  resumePause(request: { pauseNo: string; requestId: string }): Promise<PauseChange>
  fetchPauses: PageLoader<Pause>
  newRequestId(): Promise<string>
}

/** The shell's user info, which shows the membership's end: a pause moves it. */
type MemberSession = Pick<SessionStore, 'userInfo' | 'setUserInfo'>

/** One read on screen: its answer, whether it is on its way or failed. */
class Read<T> {
  data: T | null = null
  status: LoadStatus = 'idle'
  /** Counts reads and resets: only the newest read's answer is kept. */
  private sequence = 0

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<Read<T>, 'fetch' | 'sequence'>(this, { fetch: false, sequence: false })
  }

  async load(): Promise<void> {
    this.sequence += 1
    const sequence = this.sequence
    if (this.status !== 'ready') this.status = 'loading'
    try {
      const data = await this.fetch()
      runInAction(() => {
        if (sequence !== this.sequence) return
        this.data = data
        this.status = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (sequence === this.sequence && this.status !== 'ready') this.status = 'error'
      })
      throw error
    }
  }

  set(data: T): void {
    // an answer on its way was read before this change: it is dropped
    this.sequence += 1
    this.data = data
    this.status = 'ready'
  }

  clear(): void {
    this.sequence += 1
    this.data = null
    this.status = 'idle'
  }
}

/** An action the user asked for and not yet answered: a retry of it sends the same request id. */
interface Intent {
  key: string
  requestId: string
}

/**
 * Auto-renew contracts and pauses (docs/api.md, "Membership endpoints"). One action at a time:
 * while one is on its way a second tap, on it or on another, sends nothing.
 */
export class MembershipStore {
  readonly autoRenew: Read<AutoRenewStatus>
  readonly pause: Read<PauseStatus>
  readonly pauses: PagedListStore<Pause>
  /** The action on its way: `end:<contractNo>`, `pause:<days>` or `resume:<pauseNo>`; null when none. */
  busy: string | null = null
  private intent: Intent | null = null
  /** Moves on when the user changes: answers for the one before are dropped. */
  private generation = 0
  private readonly api: MembershipApi
  private readonly session: MemberSession

  constructor(api: MembershipApi, session: MemberSession) {
    this.api = api
    this.session = session
    this.autoRenew = new Read(api.fetchAutoRenew)
    this.pause = new Read(api.fetchPauseStatus)
    this.pauses = new PagedListStore(api.fetchPauses, LIST_PAGE_SIZE)
    makeAutoObservable<MembershipStore, 'api' | 'session' | 'intent' | 'generation'>(this, {
      api: false,
      session: false,
      autoRenew: false,
      pause: false,
      pauses: false,
      intent: false,
      generation: false,
    })
  }

  get activeContracts(): AutoRenewContract[] {
    return this.autoRenew.data?.contracts.filter((contract) => contract.endedAt === 0) ?? []
  }

  get endedContracts(): AutoRenewContract[] {
    return this.autoRenew.data?.contracts.filter((contract) => contract.endedAt > 0) ?? []
  }

  /**
   * Runs one action with its request id. Resolves undefined when another action is on its way
   * (nothing sent) or the user changed meanwhile; rejects with the server's refusal (final: the
   * next try is a new intent) or the transport's failure (the next try sends the same id).
   */
  private async act<T>(key: string, send: (requestId: string) => Promise<T>, refusedThen: () => void): Promise<T | undefined> {
    if (this.busy !== null) return undefined
    this.busy = key
    const generation = this.generation
    try {
      const requestId = this.intent?.key === key ? this.intent.requestId : await this.api.newRequestId()
      this.intent = { key, requestId }
      try {
        const answer = await send(requestId)
        this.intent = null
        return generation === this.generation ? answer : undefined
      } catch (error) {
        if (error instanceof ApiError) {
          this.intent = null
          // a refusal says the state changed elsewhere: read it again
          if (generation === this.generation) refusedThen()
        }
        throw error
      }
    } finally {
      runInAction(() => {
        this.busy = null
      })
    }
  }

  /** Ends a subscription; the member keeps the time already paid for. */
  async endAutoRenew(contractNo: string): Promise<AutoRenewContract | undefined> {
    const ended = await this.act(
      `end:${contractNo}`,
      (requestId) => this.api.endAutoRenew({ contractNo, requestId }),
      () => void this.autoRenew.load().catch(() => undefined),
    )
    if (ended) runInAction(() => this.recordContract(ended))
    return ended
  }

  async startPause(days: number): Promise<Pause | undefined> {
    const change = await this.act(`pause:${days}`, (requestId) => this.api.startPause({ days, requestId }), () => this.reloadPause())
    if (change) runInAction(() => this.recordPause(change, change.pause))
    return change?.pause
  }

  async resumePause(pauseNo: string): Promise<Pause | undefined> {
    const change = await this.act(`resume:${pauseNo}`, (requestId) => this.api.resumePause({ pauseNo, requestId }), () => this.reloadPause())
    if (change) runInAction(() => this.recordPause(change, null))
    return change?.pause
  }

  private reloadPause(): void {
    this.pause.load().catch(() => undefined)
  }

  private recordContract(ended: AutoRenewContract): void {
    const status = this.autoRenew.data
    if (!status) return
    const contracts = status.contracts.map((contract) => (contract.contractNo === ended.contractNo ? ended : contract))
    this.autoRenew.set({ ...status, contracts })
  }

  /** The pause's answer moves the membership's ends: the pause manager and the shell's user info show them. */
  private recordPause(change: PauseChange, running: Pause | null): void {
    const status = this.pause.data
    if (status) {
      const started = running !== null && status.running?.pauseNo !== running.pauseNo
      this.pause.set({
        ...status,
        vipExpireAt: change.vipExpireAt,
        superVipExpireAt: change.superVipExpireAt,
        running,
        pausesThisYear: status.pausesThisYear + (started ? 1 : 0),
      })
    }
    const info = this.session.userInfo
    if (info) this.session.setUserInfo({ ...info, vipExpireAt: change.vipExpireAt, superVipExpireAt: change.superVipExpireAt })
    // the renewal dates moved with the pause, and the records gained or closed a row
    if (this.autoRenew.status === 'ready') this.autoRenew.load().catch(() => undefined)
    if (this.pauses.status === 'ready') this.pauses.reload().catch(() => undefined)
  }

  clear(): void {
    this.generation += 1
    this.autoRenew.clear()
    this.pause.clear()
    this.pauses.clear()
    this.intent = null
  }
}

export const useMembershipStore = defineAreaStore(
  (shell) =>
    new MembershipStore(
      { fetchAutoRenew, endAutoRenew, fetchPauseStatus, startPause, resumePause, fetchPauses, newRequestId },
      shell.session,
    ),
)
