import { fetchMemberRecords, memberRecordPage, type MemberRecord } from '@/api/records'
import { storedAnswer } from '@/api/shape'
import { LIST_PAGE_SIZE } from '@/config'
import { defineAreaStore } from './area'
import { lastKnown, type LastKnownBook } from './last-known'
import { PagedListStore, type ListPage } from './paged-list'

/** The first page of the membership records as last read, shared by /record and /activationRecord (issue 26). */
export function keptMemberRecords(token: () => string | undefined): LastKnownBook<ListPage<MemberRecord>, unknown> {
  return lastKnown('member-records', token, storedAnswer(memberRecordPage))
}

/** The membership records of /record, page by page. */
export const useMemberRecordsStore = defineAreaStore(
  (shell) => new PagedListStore(fetchMemberRecords, LIST_PAGE_SIZE, keptMemberRecords(() => shell.session.token)),
)
