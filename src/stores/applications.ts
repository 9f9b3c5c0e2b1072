import { makeAutoObservable } from 'mobx'
import {
  applyForLine,
  fetchApplications,
  fetchCustomizedMembership,
  lineApplicationRefusal,
  type Application,
  type ApplicationQuery,
  type ApplicationPage,
  type CustomizedMembership,
  type LineApplicationRequest,
} from '@/api/applications'
import { LIST_PAGE_SIZE } from '@/config'
import { trimmedLineForm, type ApplicationKind, type ApplicationTab, type LineApplicationForm } from '@/lib/applications'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, Resource, type LoadStatus } from './async'
import { PagedListStore } from './paged-list'

export interface ApplicationApi {
  fetchApplications(query: ApplicationQuery): Promise<ApplicationPage>
  fetchCustomizedMembership(): Promise<CustomizedMembership>
  applyForLine(request: LineApplicationRequest): Promise<Application>
  newRequestId(): Promise<string>
}

/** Application records (spec 4: pending, listed, rejected) and the customised-line membership. */
export class ApplicationStore {
  /** One list per kind and tab, made when first shown. */
  private readonly lists = new Map<string, PagedListStore<Application>>()
  private readonly membershipRead: Resource<CustomizedMembership>
  private readonly lineApplications: Action
  private readonly api: ApplicationApi

  constructor(api: ApplicationApi) {
    this.api = api
    this.membershipRead = new Resource(() => api.fetchCustomizedMembership())
    this.lineApplications = new Action({ newRequestId: () => api.newRequestId() })
    makeAutoObservable<ApplicationStore, 'api' | 'lists' | 'membershipRead' | 'lineApplications'>(this, {
      api: false,
      lists: false,
      membershipRead: false,
      lineApplications: false,
    })
  }

  get membership(): CustomizedMembership | null {
    return this.membershipRead.data
  }

  get membershipStatus(): LoadStatus {
    return this.membershipRead.status
  }

  /** A line application is on its way: a second tap sends nothing. */
  get applying(): boolean {
    return this.lineApplications.busy
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
    await this.membershipRead.load()
  }

  /**
   * Applies for a customised line. Resolves undefined when an application is already on its way
   * (nothing sent); rejects with the server's refusal or the transport's failure. A failure in
   * transit keeps the request id, so sending the same form again cannot apply twice.
   */
  async applyForLine(typed: LineApplicationForm): Promise<Application | undefined> {
    const form = trimmedLineForm(typed)
    let application: Application | undefined
    try {
      application = await this.lineApplications.runOnce(JSON.stringify([form.target, form.region, form.note]), (requestId) =>
        this.api.applyForLine({ ...form, requestId }),
      )
    } catch (error) {
      if (lineApplicationRefusal(error) === 'enterpriseSubAccount') this.markEnterprise()
      throw error
    }
    if (application) await this.refreshLines()
    return application
  }

  private markEnterprise(): void {
    const membership = this.membership
    if (membership) this.membershipRead.set({ ...membership, enterpriseSubAccount: true })
  }

  /** The line records and the membership read again after an application; a failed read keeps what is shown. */
  private async refreshLines(): Promise<void> {
    const lineLists = [...this.lists.entries()].filter(([key]) => key.startsWith('line:')).map(([, list]) => list)
    await Promise.allSettled([this.membershipRead.load(), ...lineLists.map((list) => list.reload())])
  }

  clear(): void {
    for (const list of this.lists.values()) list.clear()
    this.membershipRead.reset()
    this.lineApplications.reset()
  }
}

export const useApplicationStore = defineAreaStore(
  () => new ApplicationStore({ fetchApplications, fetchCustomizedMembership, applyForLine, newRequestId }),
)
