import { makeAutoObservable, runInAction } from 'mobx'
import {
  applyForStudentOffer,
  fetchStudentOffer,
  type StudentApplicationRequest,
  type StudentOffer,
} from '@/api/intl-student'
import {
  canApplyForStudentOffer,
  CODE_STUDENT_ALREADY_APPLIED,
  CODE_STUDENT_ENTERPRISE,
} from '@/lib/intl-student'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'

export interface StudentOfferApi {
  fetchOffer(): Promise<StudentOffer>
  apply(request: StudentApplicationRequest): Promise<StudentOffer>
  newRequestId(): Promise<string>
}

export const studentOfferApi: StudentOfferApi = { fetchOffer: fetchStudentOffer, apply: applyForStudentOffer, newRequestId }

// Answers after which the same application can never succeed: the next tap is a new intent.
const FINAL_REFUSALS = new Set([CODE_STUDENT_ALREADY_APPLIED, CODE_STUDENT_ENTERPRISE])

/** /intlStudent: the offer, the account's application, and applying once per intent. */
export class StudentOfferStore {
  offer: StudentOffer | null = null
  loadStatus: LoadStatus = 'idle'
  /** True while an application is on its way: a second tap sends nothing. */
  applying = false
  /** The application sent and not yet answered: a retry of the same sends its request id again. */
  private pending: StudentApplicationRequest | null = null
  /** Moves on at every clear(): an answer asked for another user is dropped. */
  private generation = 0
  private readonly api: StudentOfferApi

  constructor(api: StudentOfferApi) {
    this.api = api
    makeAutoObservable<StudentOfferStore, 'api' | 'pending' | 'generation'>(this, { api: false, pending: false, generation: false })
  }

  get canApply(): boolean {
    const offer = this.offer
    return offer !== null && !offer.enterpriseSubAccount && canApplyForStudentOffer(offer.application?.state)
  }

  async load(): Promise<void> {
    const generation = this.generation
    if (this.loadStatus !== 'ready') this.loadStatus = 'loading'
    try {
      const offer = await this.api.fetchOffer()
      runInAction(() => {
        if (generation !== this.generation) return
        this.offer = offer
        this.loadStatus = 'ready'
      })
    } catch {
      runInAction(() => {
        if (generation === this.generation && this.loadStatus !== 'ready') this.loadStatus = 'error'
      })
    }
  }

  /**
   * Sends the application once. Resolves false when one is already on its way (nothing sent);
   * rejects with the reason when it fails. A failure without the server's word keeps the request
   * id, so sending the same school and email again applies once.
   */
  async apply(school: string, schoolEmail: string): Promise<boolean> {
    if (this.applying) return false
    this.applying = true
    const generation = this.generation
    try {
      const pending = this.pending
      const request =
        pending && pending.school === school && pending.schoolEmail === schoolEmail
          ? pending
          : { school, schoolEmail, requestId: await this.api.newRequestId() }
      this.pending = request
      const offer = await this.api.apply(request)
      if (generation !== this.generation) return false
      runInAction(() => {
        this.offer = offer
        this.loadStatus = 'ready'
      })
      this.pending = null
      return true
    } catch (error) {
      if (error instanceof ApiError) {
        // the server answered: this request id is spent either way
        this.pending = null
        if (FINAL_REFUSALS.has(error.code)) void this.load()
      }
      throw error
    } finally {
      runInAction(() => {
        this.applying = false
      })
    }
  }

  clear(): void {
    this.generation += 1
    this.offer = null
    this.loadStatus = 'idle'
    this.pending = null
  }
}

export const useStudentOfferStore = defineAreaStore(() => new StudentOfferStore(studentOfferApi))
