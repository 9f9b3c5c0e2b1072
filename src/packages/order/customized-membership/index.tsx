import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { chinaDateOf } from '@/lib/calendar'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import { useApplicationStore } from '@/stores/applications'
import { orderTexts } from '@/locales/order'
import { ApplicationCard } from '../components/application-card'
import { LineForm } from './components/line-form'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/tag.scss'
import '../components/applications.scss'
import './index.scss'

/** How many of the latest applications the page shows; the rest are on /applyRecord. */
const LATEST_SHOWN = 3

/** The customised lines the user has. */
const MyLines = observer(function MyLines() {
  const t = useT<'order'>()
  const lines = useApplicationStore().membership?.lines ?? []
  return (
    <View className='card custom__lines'>
      <Text className='custom__heading'>{t('custom.lines')}</Text>
      {lines.length === 0 && <Text className='custom__muted'>{t('custom.noLines')}</Text>}
      {lines.map((line) => (
        <View key={line.lineName} className='custom__line' data-line={line.lineName}>
          <Text className='custom__line-name'>{line.lineName}</Text>
          <Text className='custom__muted'>
            {line.region ? t('custom.lineFor', { target: line.target, region: line.region }) : line.target}
          </Text>
          <TextWithDates className='custom__muted' text={t('custom.lineSince', { date: chinaDateOf(line.listedAt) })} />
        </View>
      ))}
    </View>
  )
})

/** The latest line applications, with the way to all of them (/applyRecord). */
const LatestApplications = observer(function LatestApplications() {
  const t = useT<'order'>()
  const applications = useApplicationStore()
  const list = applications.listOf('line', 'all')
  const pending = applications.membership?.pendingCount ?? 0
  const retry = () => void list.reload().catch(() => undefined)

  function body() {
    if (list.status === 'error') return <StatusView status='error' message={t('apply.loadFailed')} onRetry={retry} />
    if (list.status !== 'ready') return <StatusView status='loading' />
    if (list.items.length === 0) return <StatusView status='empty' message={t('custom.noRecords')} />
    return list.items.slice(0, LATEST_SHOWN).map((application) => <ApplicationCard key={application.id} application={application} />)
  }

  return (
    <View className='custom__records' data-testid='custom-records'>
      <View className='custom__records-head'>
        <Text className='custom__heading'>{t('custom.records')}</Text>
        {pending > 0 && <Text className='custom__muted'>{t('custom.pending', { count: pending })}</Text>}
      </View>
      {body()}
      <Text className='custom__link' {...tappable('link')} onClick={() => void navigateTo(PATH.applyRecord)}>
        {t('custom.viewAll')}
      </Text>
    </View>
  )
})

/** /customizedMembership (no-wait): the customised lines, applying for one, and the applications (spec 2). */
function CustomizedMembershipPage() {
  const t = useT<'order'>()
  const { session } = useStores()
  const applications = useApplicationStore()
  const loggedIn = session.isLoggedIn

  useAccountLoad(() => {
    if (!loggedIn) return
    applications.loadMembership().catch(() => undefined)
    applications
      .listOf('line', 'all')
      .reload()
      .catch(() => undefined)
  })

  function body() {
    if (!loggedIn) return <SignInRequired reason={t('custom.loginPrompt')} />
    if (applications.membershipStatus === 'error') {
      return <StatusView status='error' message={t('custom.loadFailed')} onRetry={() => void applications.loadMembership().catch(() => undefined)} />
    }
    if (applications.membershipStatus !== 'ready') return <StatusView status='loading' />
    return (
      <>
        <Text className='custom__intro'>{t('custom.intro')}</Text>
        <MyLines />
        <LineForm />
        <LatestApplications />
      </>
    )
  }

  return (
    <PageShell title={t('custom.title')} className='custom'>
      {body()}
    </PageShell>
  )
}

export default definePage(CustomizedMembershipPage, orderTexts)
