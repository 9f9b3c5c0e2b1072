import { makeAutoObservable } from 'mobx'
import {
  applyForStudentOffer,
  fetchStudentOffer,
  studentApplicationRefusal,
  type StudentApplicationRequest,
  type StudentOffer,
} from '@/api/intl-student'
import { canApplyForStudentOffer } from '@/lib/intl-student'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, Resource, type LoadStatus } from './async'

export interface StudentOfferApi {
  fetchOffer(): Promise<StudentOffer>
  apply(request: StudentApplicationRequest): Promise<StudentOffer>
  newRequestId(): Promise<string>
}

export const studentOfferApi: StudentOfferApi = { fetchOffer: fetchStudentOffer, apply: applyForStudentOffer, newRequestId }

/** /intlStudent: the offer, the account's application, and applying once per intent. */
export class StudentOfferStore {
  private readonly read: Resource<StudentOffer>
  private readonly applications: Action
  private readonly api: StudentOfferApi

  constructor(api: StudentOfferApi) {
    this.api = api
    this.read = new Resource(() => api.fetchOffer())
    this.applications = new Action({ newRequestId: () => api.newRequestId() })
    makeAutoObservable<StudentOfferStore, 'api' | 'read' | 'applications'>(this, { api: false, read: false, applications: false })
  }

  get offer(): StudentOffer | null {
    return this.read.data
  }

  get loadStatus(): LoadStatus {
    return this.read.status
  }

  /** An application is on its way: a second tap sends nothing. */
  get applying(): boolean {
    return this.applications.busy
  }

  get canApply(): boolean {
    const offer = this.offer
    return offer !== null && !offer.enterpriseSubAccount && canApplyForStudentOffer(offer.application?.state)
  }

  async load(): Promise<void> {
    await this.read.load()
  }

  /**
   * Sends the application once. Resolves the offer with it; undefined when one is already on its
   * way (nothing sent); rejects with the reason when it fails. A failure without the server's word
   * keeps the request id, so sending the same school and email again applies once.
   */
  async apply(school: string, schoolEmail: string): Promise<StudentOffer | undefined> {
    try {
      const offer = await this.applications.runOnce(JSON.stringify([school, schoolEmail]), (requestId) =>
        this.api.apply({ school, schoolEmail, requestId }),
      )
      if (offer) this.read.set(offer)
      return offer
    } catch (error) {
      // the offer as the server has it shows why: the account's application, or the enterprise note
      const refusal = studentApplicationRefusal(error)
      if (refusal === 'alreadyApplied' || refusal === 'enterpriseSubAccount') void this.load()
      throw error
    }
  }

  clear(): void {
    this.read.reset()
    this.applications.reset()
  }
}

export const useStudentOfferStore = defineAreaStore(() => new StudentOfferStore(studentOfferApi))
