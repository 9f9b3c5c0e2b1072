import { makeAutoObservable, runInAction } from 'mobx'
import {
  fetchActiveRenewals,
  fetchCancellation,
  submitCancellation,
  type ActiveRenewal,
  type Cancellation,
  type CancellationRequest,
} from '@/api/cancellation'
import { fetchUserInfo, type UserInfo } from '@/api/user'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'

export interface CancellationApi {
  fetchUserInfo(): Promise<UserInfo>
  fetchCancellation(): Promise<Cancellation>
  fetchActiveRenewals(): Promise<ActiveRenewal[]>
  submitCancellation(request: CancellationRequest): Promise<Cancellation>
  newRequestId(): Promise<string>
}

/** How the user proves the account is theirs: the password typed, or the re-login's one-time code. */
export type CancellationProof = { password: string } | { thirdPartyCode: string }

interface SubmitIntent {
  proof: string
  requestId: string
}

function proofKey(proof: CancellationProof): string {
  return 'password' in proof ? `password:${proof.password}` : `thirdParty:${proof.thirdPartyCode}`
}

/** The user's account cancellation (spec 4, 5): the reminder's agreement, the checks, the submit, the waiting period. */
export class CancellationStore {
  /** Spec 3 "cancel data": where the account's cancellation stands, as the server last said. */
  cancelData: Cancellation | null = null
  cancelDataStatus: LoadStatus = 'idle'
  /** Spec 8 "no user info": the account must be known before anything is checked. */
  userInfoStatus: LoadStatus = 'idle'
  /** The subscriptions still active (spec 5); null until read. */
  activeRenewals: ActiveRenewal[] | null = null
  /** Spec 8 "sign status query failed" when 'error'. */
  renewalsStatus: LoadStatus = 'idle'
  /** Spec 5: accepted on /cancelReminder, asked again when the user changes. */
  agreementAccepted = false
  submitting = false
  /** The submit last tried and not answered: a retry of the same proof sends the same request id. */
  private intent: SubmitIntent | null = null
  /** Moves on when the user changes: answers for the one before are dropped. */
  private generation = 0
  private readonly api: CancellationApi

  constructor(api: CancellationApi) {
    this.api = api
    makeAutoObservable<CancellationStore, 'api' | 'intent' | 'generation'>(this, { api: false, intent: false, generation: false })
  }

  acceptAgreement(accepted: boolean): void {
    this.agreementAccepted = accepted
  }

  /** Reads the user info (spec 8: "no user info" when it fails) and the cancellation. */
  async loadCancellation(): Promise<void> {
    const generation = this.generation
    if (this.cancelDataStatus !== 'ready') this.cancelDataStatus = 'loading'
    this.userInfoStatus = 'loading'
    try {
      const user = await this.api.fetchUserInfo()
      if (!user.uid) throw new Error('user info without a uid')
      runInAction(() => {
        if (generation === this.generation) this.userInfoStatus = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return
        this.userInfoStatus = 'error'
        this.cancelDataStatus = 'error'
      })
      throw error
    }
    try {
      const cancelData = await this.api.fetchCancellation()
      runInAction(() => {
        if (generation !== this.generation) return
        this.cancelData = cancelData
        this.cancelDataStatus = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation) this.cancelDataStatus = 'error'
      })
      throw error
    }
  }

  /** Reads which subscriptions are still active; a failure keeps the submit closed. */
  async loadRenewals(): Promise<void> {
    const generation = this.generation
    this.renewalsStatus = 'loading'
    try {
      const renewals = await this.api.fetchActiveRenewals()
      runInAction(() => {
        if (generation !== this.generation) return
        this.activeRenewals = renewals
        this.renewalsStatus = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return
        this.activeRenewals = null
        this.renewalsStatus = 'error'
      })
      throw error
    }
  }

  /**
   * Submits the cancellation. Resolves undefined when a submit is already on its way (nothing
   * sent); rejects with the server's refusal or the transport's failure. A failure in transit
   * keeps the request id, so trying again with the same proof cannot submit twice.
   */
  async submit(proof: CancellationProof): Promise<Cancellation | undefined> {
    if (this.submitting) return undefined
    this.submitting = true
    const generation = this.generation
    try {
      const key = proofKey(proof)
      const requestId = this.intent?.proof === key ? this.intent.requestId : await this.api.newRequestId()
      this.intent = { proof: key, requestId }
      let cancelData: Cancellation
      try {
        cancelData = await this.api.submitCancellation({ agreementAccepted: true, ...proof, requestId })
      } catch (error) {
        // the server's refusal is final for this intent; a lost answer may be retried as it was
        if (error instanceof ApiError) this.intent = null
        throw error
      }
      this.intent = null
      if (generation !== this.generation) return cancelData
      runInAction(() => {
        this.cancelData = cancelData
        this.cancelDataStatus = 'ready'
      })
      return cancelData
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  clear(): void {
    this.generation += 1
    this.cancelData = null
    this.cancelDataStatus = 'idle'
    this.userInfoStatus = 'idle'
    this.activeRenewals = null
    this.renewalsStatus = 'idle'
    this.agreementAccepted = false
    this.intent = null
  }
}

export const useCancellationStore = defineAreaStore(
  () =>
    new CancellationStore({
      fetchUserInfo: () => fetchUserInfo(),
      fetchCancellation,
      fetchActiveRenewals,
      submitCancellation,
      newRequestId,
    }),
)
