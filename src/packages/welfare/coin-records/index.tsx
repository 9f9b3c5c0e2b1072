import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { CoinRecord } from '@/api/welfare'
import { definePage } from '@/components/page-gate'
import { CoinBalance } from '@/components/coin-balance'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { SignInRequired } from '@/components/sign-in-required'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { PAGE_VIEWS } from '@/lib/analytics'
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { COIN_LIFETIME_MONTHS, coinExpiryTime, coinRecordKind } from '@/lib/coins'
import { trackPageView } from '@/services/analytics'
import { useStores, useT } from '@/stores'
import { useCoinRecordsStore } from '@/stores/coin-records'
import './index.scss'
import { welfareTexts } from '@/locales/welfare'

const RecordRow = observer(function RecordRow({ record }: { record: CoinRecord }) {
  const t = useT<'welfare'>()
  const income = record.amount > 0
  return (
    <View className='coin-record' data-type={record.type}>
      <View className='coin-record__text'>
        <Text className='coin-record__name'>{t(`coinRecords.type.${coinRecordKind(record.type)}`)}</Text>
        <Text className='coin-record__time coin-record__date'>{chinaDateTimeOf(record.createdAt)}</Text>
        {income && (
          <TextWithDates className='coin-record__expiry' text={t('coinRecords.expiresOn', { date: chinaDateOf(coinExpiryTime(record.createdAt)) })} />
        )}
      </View>
      <Text className={`coin-record__amount coin-record__amount--${income ? 'income' : 'spending'}`}>
        {income ? `+${record.amount}` : record.amount}
      </Text>
    </View>
  )
})

// Module level, so every row keeps its identity and only new rows render when a page arrives.
function renderRecord(record: CoinRecord) {
  return <RecordRow record={record} />
}

function recordKey(record: CoinRecord) {
  return record.id
}

/** /welfareDetail: coin income and spending, and the coins expiring this month (spec 2, 3, 9). */
function CoinRecordsPage() {
  const t = useT<'welfare'>()
  const { session, coins } = useStores()
  const coinRecords = useCoinRecordsStore()

  useEffect(() => {
    trackPageView(PAGE_VIEWS.coinDetail)
  }, [])

  useAccountLoad(() => {
    if (!session.token) return
    void coins.load()
    coinRecords.reload().catch(() => undefined)
  })

  if (!session.isLoggedIn) {
    return (
      <PageShell title={t('coinRecords.title')} className='coin-records'>
        <SignInRequired reason={t('coinRecords.loginTitle')} />
      </PageShell>
    )
  }

  return (
    <PageShell title={t('coinRecords.title')} className='coin-records'>
      <CoinBalance>
        <Text className='coin-records__rule'>{t('coinRecords.expiryRule', { expiryMonths: COIN_LIFETIME_MONTHS })}</Text>
      </CoinBalance>
      <View className='card card--flush coin-records__card'>
        <PagedList
          className='coin-records__list'
          list={coinRecords}
          row={renderRecord}
          rowKey={recordKey}
          failureText={t('coinRecords.loadFailed')}
          emptyText={t('coinRecords.empty')}
        />
      </View>
    </PageShell>
  )
}

export default definePage(CoinRecordsPage, welfareTexts)
