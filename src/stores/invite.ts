import { makeAutoObservable } from 'mobx'
import { fetchInviteCoinRecords, fetchInviteRecords, type InviteRecord, type InviteRecordPage } from '@/api/invite'
import type { CoinRecord, CoinRecordPage } from '@/api/welfare'
import { LIST_PAGE_SIZE } from '@/config'
import { INVITE_RECORD_STATES, type InviteRecordState } from '@/lib/invite'
import { defineAreaStore } from './area'
import { PagedListStore } from './paged-list'

export interface InviteApi {
  fetchRecords(state: InviteRecordState, page: number, pageSize: number): Promise<InviteRecordPage>
  fetchCoinRecords(page: number, pageSize: number): Promise<CoinRecordPage>
}

export const inviteApi: InviteApi = { fetchRecords: fetchInviteRecords, fetchCoinRecords: fetchInviteCoinRecords }

/** /invitationDetailsV4: the invite records of each spec 4 state and the coins inviting earned. */
export class InviteStore {
  /** One list per tab: switching back shows the rows already read. */
  readonly records: Readonly<Record<InviteRecordState, PagedListStore<InviteRecord>>>
  /** Coin records of types 2, 3 and 10 (spec 3). */
  readonly coinRecords: PagedListStore<CoinRecord>

  constructor(api: InviteApi) {
    this.records = Object.fromEntries(
      INVITE_RECORD_STATES.map((state) => [
        state,
        new PagedListStore<InviteRecord>((page, pageSize) => api.fetchRecords(state, page, pageSize), LIST_PAGE_SIZE),
      ]),
    ) as Record<InviteRecordState, PagedListStore<InviteRecord>>
    this.coinRecords = new PagedListStore((page, pageSize) => api.fetchCoinRecords(page, pageSize), LIST_PAGE_SIZE)
    makeAutoObservable(this, { records: false, coinRecords: false })
  }

  /** Reads a tab's first page unless it has rows already (a pull refreshes them). */
  open(state: InviteRecordState): void {
    const list = this.records[state]
    if (list.status === 'idle' || list.status === 'error') list.reload().catch(() => undefined)
  }

  openCoinRecords(): void {
    if (this.coinRecords.status === 'idle' || this.coinRecords.status === 'error') this.coinRecords.reload().catch(() => undefined)
  }

  clear(): void {
    for (const state of INVITE_RECORD_STATES) this.records[state].clear()
    this.coinRecords.clear()
  }
}

export const useInviteStore = defineAreaStore(() => new InviteStore(inviteApi))
