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
import { isRefusal } from '@/lib/refusal'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, Resource } from './async'
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

/**
 * Auto-renew contracts and pauses (docs/api.md, "Membership endpoints"). One action at a time:
 * while one is on its way a second tap, on it or on another, sends nothing.
 */
export class MembershipStore {
  readonly autoRenew: Resource<AutoRenewStatus>
  readonly pause: Resource<PauseStatus>
  readonly pauses: PagedListStore<Pause>
  private readonly actions: Action
  private readonly api: MembershipApi
  private readonly session: MemberSession

  constructor(api: MembershipApi, session: MemberSession) {
    this.api = api
    this.session = session
    this.autoRenew = new Resource(api.fetchAutoRenew)
    this.pause = new Resource(api.fetchPauseStatus)
    this.pauses = new PagedListStore(api.fetchPauses, LIST_PAGE_SIZE)
    this.actions = new Action({ newRequestId: () => api.newRequestId() })
    makeAutoObservable<MembershipStore, 'api' | 'session' | 'actions'>(this, {
      api: false,
      session: false,
      autoRenew: false,
      pause: false,
      pauses: false,
      actions: false,
    })
  }

  /** The action on its way: `end:<contractNo>`, `pause:<days>` or `resume:<pauseNo>`; null when none. */
  get busy(): string | null {
    return this.actions.subject ?? null
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
    try {
      return await this.actions.runOnce(key, send)
    } catch (error) {
      // a refusal says the state changed elsewhere: read it again
      if (isRefusal(error)) refusedThen()
      throw error
    }
  }

  /** Ends a subscription; the member keeps the time already paid for. */
  async endAutoRenew(contractNo: string): Promise<AutoRenewContract | undefined> {
    const ended = await this.act(
      `end:${contractNo}`,
      (requestId) => this.api.endAutoRenew({ contractNo, requestId }),
      () => void this.autoRenew.load(),
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
    void this.pause.load()
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
    if (this.autoRenew.status === 'ready') void this.autoRenew.load()
    if (this.pauses.status === 'ready') this.pauses.reload().catch(() => undefined)
  }

  clear(): void {
    this.autoRenew.reset()
    this.pause.reset()
    this.pauses.clear()
    this.actions.reset()
  }
}

export const useMembershipStore = defineAreaStore(
  (shell) =>
    new MembershipStore(
      { fetchAutoRenew, endAutoRenew, fetchPauseStatus, startPause, resumePause, fetchPauses, newRequestId },
      shell.session,
    ),
)
