import { definePage } from '@/components/page-gate'
import { orderTexts } from '@/locales/order'
import { ApplicationRecords } from '../components/application-records'

/** /appApplyRecord: the apps and games the user asked to have accelerated, and where each stands. */
function AppApplyRecordPage() {
  return <ApplicationRecords kind='app' />
}

export default definePage(AppApplyRecordPage, orderTexts)
