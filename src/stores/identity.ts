import { makeAutoObservable } from 'mobx'
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
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { BindFormApi } from './bind-form'
import { Action, Resource, type LoadStatus } from './async'

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
  name = ''
  idNumber = ''
  errors: RealNameFormErrors = {}
  readonly api: IdentityApi
  private readonly statusRead: Resource<IdentityStatus>
  private readonly emailRead: Resource<BoundEmail>
  private readonly verifications: Action

  constructor(api: IdentityApi) {
    this.api = api
    this.statusRead = new Resource(() => api.fetchIdentityStatus())
    this.emailRead = new Resource(() => api.fetchBoundEmail())
    this.verifications = new Action({ newRequestId: () => api.newRequestId() })
    makeAutoObservable<IdentityStore, 'statusRead' | 'emailRead' | 'verifications'>(this, {
      api: false,
      statusRead: false,
      emailRead: false,
      verifications: false,
    })
  }

  get status(): IdentityStatus | null {
    return this.statusRead.data
  }

  get statusState(): LoadStatus {
    return this.statusRead.status
  }

  get email(): BoundEmail | null {
    return this.emailRead.data
  }

  get emailState(): LoadStatus {
    return this.emailRead.status
  }

  get submitting(): boolean {
    return this.verifications.busy
  }

  async loadStatus(): Promise<void> {
    await this.statusRead.load()
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
    this.errors = checkRealNameForm(this.name, this.idNumber)
    if (this.errors.name || this.errors.idNumber) return undefined
    const name = this.name.trim()
    const idNumber = normaliseIdNumber(this.idNumber)
    const status = await this.verifications.runOnce(JSON.stringify([name, idNumber]), (requestId) =>
      this.api.verifyIdentity({ name, idNumber, requestId }),
    )
    if (status) this.showVerified(status)
    return status
  }

  private showVerified(status: IdentityStatus): void {
    this.statusRead.set(status)
    this.name = ''
    this.idNumber = ''
  }

  async loadEmail(): Promise<void> {
    await this.emailRead.load()
  }

  /** The email the server holds after a bind or a change. */
  showEmail(email: BoundEmail): void {
    this.emailRead.set(email)
  }

  clear(): void {
    this.statusRead.reset()
    this.emailRead.reset()
    this.verifications.reset()
    this.name = ''
    this.idNumber = ''
    this.errors = {}
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
