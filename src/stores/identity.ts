import { makeAutoObservable, runInAction } from 'mobx'
import {
  bindEmail,
  fetchBoundEmail,
  fetchIdentityStatus,
  sendEmailCode,
  verifyIdentity,
  type BoundEmail,
  type IdentityStatus,
  type IdentityVerification,
} from '@/api/identity'
import { checkRealNameForm, normaliseIdNumber, type RealNameFormErrors } from '@/lib/identity'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { BindFormApi } from './bind-form'
import type { LoadStatus } from './load-status'

export interface IdentityApi extends BindFormApi<BoundEmail> {
  fetchIdentityStatus(): Promise<IdentityStatus>
  verifyIdentity(verification: IdentityVerification): Promise<IdentityStatus>
  fetchBoundEmail(): Promise<BoundEmail>
  newRequestId(): Promise<string>
}

/**
 * Real-name verification and the bound email of the signed-in user (spec 2, 5, 8). The form keeps
 * what was typed through a failure; a verification lost in transit is sent again with the same
 * request id, so a retry cannot verify twice.
 */
export class IdentityStore {
  status: IdentityStatus | null = null
  statusState: LoadStatus = 'idle'
  name = ''
  idNumber = ''
  errors: RealNameFormErrors = {}
  submitting = false
  email: BoundEmail | null = null
  emailState: LoadStatus = 'idle'
  /** The verification last sent and not answered: a retry of the same name and number reuses its id. */
  private intent: IdentityVerification | null = null
  /** Moves on when the user changes: answers for the one before are dropped. */
  private generation = 0
  readonly api: IdentityApi

  constructor(api: IdentityApi) {
    this.api = api
    makeAutoObservable<IdentityStore, 'intent' | 'generation'>(this, { api: false, intent: false, generation: false })
  }

  async loadStatus(): Promise<void> {
    const generation = this.generation
    if (this.statusState !== 'ready') this.statusState = 'loading'
    try {
      const status = await this.api.fetchIdentityStatus()
      runInAction(() => {
        if (generation !== this.generation) return
        this.status = status
        this.statusState = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation && this.statusState !== 'ready') this.statusState = 'error'
      })
      throw error
    }
  }

  setName(value: string): void {
    this.name = value
    this.errors = { ...this.errors, name: undefined }
  }

  setIdNumber(value: string): void {
    this.idNumber = value
    this.errors = { ...this.errors, idNumber: undefined }
  }

  /**
   * Verifies the name and number when both pass the rules (spec 5), unless a verification is on
   * its way. Resolves the new status, or undefined when nothing was sent; rejects with the
   * server's refusal or the transport's failure, the form as typed.
   */
  async submit(): Promise<IdentityStatus | undefined> {
    if (this.submitting) return undefined
    this.errors = checkRealNameForm(this.name, this.idNumber)
    if (this.errors.name || this.errors.idNumber) return undefined
    this.submitting = true
    const generation = this.generation
    try {
      const name = this.name.trim()
      const idNumber = normaliseIdNumber(this.idNumber)
      const known = this.intent
      const requestId =
        known && known.name === name && known.idNumber === idNumber ? known.requestId : await this.api.newRequestId()
      this.intent = { name, idNumber, requestId }
      let status: IdentityStatus
      try {
        status = await this.api.verifyIdentity({ name, idNumber, requestId })
      } catch (error) {
        // the server's refusal ends this intent; a lost answer keeps it for the retry
        if (error instanceof ApiError) this.intent = null
        throw error
      }
      this.intent = null
      if (generation !== this.generation) return undefined
      runInAction(() => {
        this.status = status
        this.statusState = 'ready'
        this.name = ''
        this.idNumber = ''
      })
      return status
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  async loadEmail(): Promise<void> {
    const generation = this.generation
    if (this.emailState !== 'ready') this.emailState = 'loading'
    try {
      const email = await this.api.fetchBoundEmail()
      runInAction(() => {
        if (generation !== this.generation) return
        this.email = email
        this.emailState = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation && this.emailState !== 'ready') this.emailState = 'error'
      })
      throw error
    }
  }

  /** The email the server holds after a bind or a change. */
  showEmail(email: BoundEmail): void {
    this.email = email
    this.emailState = 'ready'
  }

  clear(): void {
    this.generation += 1
    this.status = null
    this.statusState = 'idle'
    this.name = ''
    this.idNumber = ''
    this.errors = {}
    this.intent = null
    this.email = null
    this.emailState = 'idle'
  }
}

export const useIdentityStore = defineAreaStore(
  () =>
    new IdentityStore({
      fetchIdentityStatus,
      verifyIdentity,
      fetchBoundEmail,
      sendBindCode: sendEmailCode,
      bindAccount: bindEmail,
      newRequestId,
    }),
)
