import { makeAutoObservable, runInAction } from 'mobx'
import {
  applyForLine,
  fetchApplications,
  fetchCustomizedMembership,
  type Application,
  type ApplicationQuery,
  type ApplicationPage,
  type CustomizedMembership,
  type LineApplicationRequest,
} from '@/api/applications'
import { LIST_PAGE_SIZE } from '@/config'
import { CODE_APPLICATION_ENTERPRISE, FINAL_APPLY_CODES, trimmedLineForm, type ApplicationKind, type ApplicationTab, type LineApplicationForm } from '@/lib/applications'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { LoadStatus } from './load-status'
import { PagedListStore } from './paged-list'

export interface ApplicationApi {
  fetchApplications(query: ApplicationQuery): Promise<ApplicationPage>
  fetchCustomizedMembership(): Promise<CustomizedMembership>
  applyForLine(request: LineApplicationRequest): Promise<Application>
  newRequestId(): Promise<string>
}

interface ApplyIntent {
  form: LineApplicationForm
  requestId: string
}

function sameForm(a: LineApplicationForm, b: LineApplicationForm): boolean {
  return a.target === b.target && a.region === b.region && a.note === b.note
}

/** Application records (spec 4: pending, listed, rejected) and the customised-line membership. */
export class ApplicationStore {
  membership: CustomizedMembership | null = null
  membershipStatus: LoadStatus = 'idle'
  /** A line application is on its way: a second tap sends nothing. */
  applying = false
  /** One list per kind and tab, made when first shown. */
  private readonly lists = new Map<string, PagedListStore<Application>>()
  /** The application last tried and not answered: trying the same form again sends the same request id. */
  private intent: ApplyIntent | null = null
  /** Moves on when the user changes: answers for the one before are dropped. */
  private generation = 0
  private readonly api: ApplicationApi

  constructor(api: ApplicationApi) {
    this.api = api
    makeAutoObservable<ApplicationStore, 'api' | 'intent' | 'generation' | 'lists'>(this, {
      api: false,
      intent: false,
      generation: false,
      lists: false,
    })
  }

  /** The records of one kind in one tab. */
  listOf(kind: ApplicationKind, tab: ApplicationTab): PagedListStore<Application> {
    const key = `${kind}:${tab}`
    let list = this.lists.get(key)
    if (!list) {
      list = new PagedListStore((page, pageSize) => this.api.fetchApplications({ kind, tab, page, pageSize }), LIST_PAGE_SIZE)
      this.lists.set(key, list)
    }
    return list
  }

  async loadMembership(): Promise<void> {
    const generation = this.generation
    if (this.membershipStatus !== 'ready') this.membershipStatus = 'loading'
    try {
      const membership = await this.api.fetchCustomizedMembership()
      runInAction(() => {
        if (generation !== this.generation) return
        this.membership = membership
        this.membershipStatus = 'ready'
      })
    } catch (error) {
      runInAction(() => {
        if (generation === this.generation && this.membershipStatus !== 'ready') this.membershipStatus = 'error'
      })
      throw error
    }
  }

  /**
   * Applies for a customised line. Resolves undefined when an application is already on its way
   * (nothing sent); rejects with the server's refusal or the transport's failure. A failure in
   * transit keeps the request id, so sending the same form again cannot apply twice.
   */
  async applyForLine(typed: LineApplicationForm): Promise<Application | undefined> {
    if (this.applying) return undefined
    this.applying = true
    const generation = this.generation
    const form = trimmedLineForm(typed)
    try {
      const intent = this.intent
      const requestId = intent && sameForm(intent.form, form) ? intent.requestId : await this.api.newRequestId()
      this.intent = { form, requestId }
      let application: Application
      try {
        application = await this.api.applyForLine({ ...form, requestId })
      } catch (error) {
        if (error instanceof ApiError && FINAL_APPLY_CODES.has(error.code)) {
          this.intent = null
          if (error.code === CODE_APPLICATION_ENTERPRISE) this.markEnterprise(generation)
        }
        throw error
      }
      this.intent = null
      if (generation === this.generation) await this.refreshLines()
      return application
    } finally {
      runInAction(() => {
        this.applying = false
      })
    }
  }

  private markEnterprise(generation: number): void {
    runInAction(() => {
      if (generation === this.generation && this.membership) this.membership = { ...this.membership, enterpriseSubAccount: true }
    })
  }

  /** The line records and the membership read again after an application; a failed read keeps what is shown. */
  private async refreshLines(): Promise<void> {
    const lineLists = [...this.lists.entries()].filter(([key]) => key.startsWith('line:')).map(([, list]) => list)
    await Promise.allSettled([this.loadMembership(), ...lineLists.map((list) => list.reload())])
  }

  clear(): void {
    this.generation += 1
    for (const list of this.lists.values()) list.clear()
    this.membership = null
    this.membershipStatus = 'idle'
    this.intent = null
  }
}

export const useApplicationStore = defineAreaStore(
  () => new ApplicationStore({ fetchApplications, fetchCustomizedMembership, applyForLine, newRequestId }),
)
