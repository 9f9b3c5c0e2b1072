import { fetchMemberRecords } from '@/api/records'
import { LIST_PAGE_SIZE } from '@/config'
import { defineAreaStore } from './area'
import { PagedListStore } from './paged-list'

/** The membership records of /record, page by page. */
export const useMemberRecordsStore = defineAreaStore(() => new PagedListStore(fetchMemberRecords, LIST_PAGE_SIZE))
