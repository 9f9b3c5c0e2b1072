import { definePage } from '@/components/page-gate'
import { orderTexts } from '@/locales/order'
import { ApplicationRecords } from '../components/application-records'

/** /applyRecord (no-wait): the user's customised-line applications, and where each stands. */
function ApplyRecordPage() {
  return <ApplicationRecords kind='line' />
}

export default definePage(ApplyRecordPage, orderTexts)
