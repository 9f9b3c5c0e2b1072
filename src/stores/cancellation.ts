import { makeAutoObservable } from 'mobx'
import {
  fetchActiveRenewals,
  fetchCancellation,
  submitCancellation,
  type ActiveRenewal,
  type Cancellation,
  type CancellationRequest,
} from '@/api/cancellation'
import { fetchUserInfo, type UserInfo } from '@/api/user'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, Resource, type LoadStatus } from './async'

export interface CancellationApi {
  fetchUserInfo(): Promise<UserInfo>
  fetchCancellation(): Promise<Cancellation>
  fetchActiveRenewals(): Promise<ActiveRenewal[]>
  submitCancellation(request: CancellationRequest): Promise<Cancellation>
  newRequestId(): Promise<string>
}

/** How the user proves the account is theirs: the password typed, or the re-login's one-time code. */
export type CancellationProof = { password: string } | { thirdPartyCode: string }

function proofKey(proof: CancellationProof): string {
  return 'password' in proof ? `password:${proof.password}` : `thirdParty:${proof.thirdPartyCode}`
}

/** The user's account cancellation (spec 4, 5): the reminder's agreement, the checks, the submit, the waiting period. */
export class CancellationStore {
  /** Spec 5: accepted on /cancelReminder, asked again when the user changes. */
  agreementAccepted = false
  /** Spec 8 "no user info": the account must be known before anything is checked, at every read. */
  private readonly userCheck: Resource<UserInfo>
  /** A failed read says so (spec 8), also over what was shown. */
  private readonly cancelRead: Resource<Cancellation>
  /** A check before the submit: only a fresh answer counts, and a failure keeps the submit closed. */
  private readonly renewalsRead: Resource<ActiveRenewal[]>
  private readonly submits: Action
  private readonly api: CancellationApi

  constructor(api: CancellationApi) {
    this.api = api
    this.userCheck = new Resource(
      async () => {
        const user = await api.fetchUserInfo()
        if (!user.uid) throw new Error('user info without a uid')
        return user
      },
      { fresh: true },
    )
    this.cancelRead = new Resource(() => api.fetchCancellation(), { fresh: true })
    this.renewalsRead = new Resource(() => api.fetchActiveRenewals(), { fresh: true })
    this.submits = new Action({ newRequestId: () => api.newRequestId() })
    makeAutoObservable<CancellationStore, 'api' | 'userCheck' | 'cancelRead' | 'renewalsRead' | 'submits'>(this, {
      api: false,
      userCheck: false,
      cancelRead: false,
      renewalsRead: false,
      submits: false,
    })
  }

  /** Spec 3 "cancel data": where the account's cancellation stands, as the server last said. */
  get cancelData(): Cancellation | null {
    return this.cancelRead.data
  }

  get cancelDataStatus(): LoadStatus {
    return this.userCheck.status === 'error' ? 'error' : this.cancelRead.status
  }

  get userInfoStatus(): LoadStatus {
    return this.userCheck.status
  }

  /** The subscriptions still active (spec 5); null until read. */
  get activeRenewals(): ActiveRenewal[] | null {
    return this.renewalsRead.data
  }

  /** Spec 8 "sign status query failed" when 'error'. */
  get renewalsStatus(): LoadStatus {
    return this.renewalsRead.status
  }

  get submitting(): boolean {
    return this.submits.busy
  }

  acceptAgreement(accepted: boolean): void {
    this.agreementAccepted = accepted
  }

  /** Reads the user info (spec 8: "no user info" when it fails) and then the cancellation. */
  async loadCancellation(): Promise<void> {
    if (await this.userCheck.load()) await this.cancelRead.load()
  }

  /** Reads which subscriptions are still active; a failure keeps the submit closed. */
  async loadRenewals(): Promise<void> {
    await this.renewalsRead.load()
  }

  /**
   * Submits the cancellation. Resolves undefined when a submit is already on its way (nothing
   * sent); rejects with the server's refusal or the transport's failure. A failure in transit
   * keeps the request id, so trying again with the same proof cannot submit twice.
   */
  async submit(proof: CancellationProof): Promise<Cancellation | undefined> {
    const cancelData = await this.submits.runOnce(proofKey(proof), (requestId) =>
      this.api.submitCancellation({ agreementAccepted: true, ...proof, requestId }),
    )
    if (cancelData) this.cancelRead.set(cancelData)
    return cancelData
  }

  clear(): void {
    this.userCheck.reset()
    this.cancelRead.reset()
    this.renewalsRead.reset()
    this.submits.reset()
    this.agreementAccepted = false
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
