import { fetchCoinRecords } from '@/api/welfare'
import { LIST_PAGE_SIZE } from '@/config'
import { defineAreaStore } from './area'
import { PagedListStore } from './paged-list'

/** The coin records of /welfareDetail, page by page. */
export const useCoinRecordsStore = defineAreaStore(() => new PagedListStore(fetchCoinRecords, LIST_PAGE_SIZE))
