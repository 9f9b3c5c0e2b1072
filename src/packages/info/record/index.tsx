import { Text, View } from '@tarojs/components'
import { AtTag } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import type { MemberRecord } from '@/api/records'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { RecordField } from '@/components/record-field'
import { SignInRequired } from '@/components/sign-in-required'
import { TextWithDates } from '@/components/text-with-dates'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { PAGE_VIEWS } from '@/lib/analytics'
import { chinaDateOf } from '@/lib/calendar'
import { refundQuestionQuery } from '@/lib/help'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { copyAndNotify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useMemberRecordsStore } from '@/stores/member-records'
import '@/styles/taro-ui/tag.scss'
import './index.scss'
import { membershipTexts } from '@/locales/membership'

/** One membership or purchase order (spec 3) with its refund state (spec 4). */
const RecordCard = observer(function RecordCard({ record }: { record: MemberRecord }) {
  const t = useT<'membership'>()

  function openRefundQuestion() {
    void navigateTo(PATH.helpDetails, refundQuestionQuery(t('membership.refundQuestion')))
  }

  async function copyOrderNo() {
    await copyAndNotify(record.orderNo)
  }

  return (
    <View className='card record' data-order-no={record.orderNo}>
      <View className='record__head'>
        <Text className={`record__title record__title--${record.level}`}>
          {t('record.heading', { level: t(`membership.level.${record.level}`), count: record.addedDays })}
        </Text>
        <View className='record__tags'>
          {record.gifted && (
            <AtTag size='small' circle className='record__tag record__tag--gifted'>
              {t('record.gifted')}
            </AtTag>
          )}
          <AtTag size='small' circle className={`record__tag record__tag--${record.refundState}`}>
            {t(`record.refund.${record.refundState}`)}
          </AtTag>
        </View>
      </View>
      <View className='record__fields'>
        <RecordField label={t('record.orderNo')}>
          <Text className='record__number'>{record.orderNo}</Text>
          <Text className='record__copy' {...tappable('button')} aria-label={t('record.copyOrderNo')} onClick={copyOrderNo}>
            {t('common.copy')}
          </Text>
        </RecordField>
        {record.paymentMethod && (
          <RecordField label={t('record.paymentMethod')}>
            <Text>{t(`membership.pay.${record.paymentMethod}`)}</Text>
          </RecordField>
        )}
        <RecordField label={t('record.obtainedAt')}>
          <Text className='record__date'>{chinaDateOf(record.obtainedAt)}</Text>
        </RecordField>
        <RecordField label={t('record.addedDays')}>
          <Text>{t('record.days', { count: record.addedDays })}</Text>
        </RecordField>
        <RecordField label={t('record.benefitTime')}>
          <TextWithDates text={t('record.benefitRange', { from: chinaDateOf(record.benefitStart), to: chinaDateOf(record.benefitEnd) })} />
        </RecordField>
        {record.refundState === 'refunded' && record.refundedAt > 0 && (
          <RecordField label={t('record.refundedAt')}>
            <Text className='record__date'>{chinaDateOf(record.refundedAt)}</Text>
          </RecordField>
        )}
      </View>
      {record.refundState === 'refundable' && record.refundableUntil > 0 && (
        <View className='record__refund-hint'>
          <TextWithDates text={t('record.refundableUntil', { date: chinaDateOf(record.refundableUntil) })} />
          <Text className='record__refund-how' {...tappable('link')} onClick={openRefundQuestion}>
            {t('record.refundHow')}
          </Text>
        </View>
      )}
    </View>
  )
})

// ScrollList memoises rows on this function: it must stay the same between renders.
const renderRecord = (record: MemberRecord) => <RecordCard record={record} />
const recordKey = (record: MemberRecord) => record.orderNo

/** The user's membership records (spec 2 /record); visitors are asked to log in. */
function RecordPage() {
  const t = useT<'membership'>()
  const { session } = useStores()
  const records = useMemberRecordsStore()
  const loggedIn = session.isLoggedIn

  useEffect(() => {
    // spec 2: tracked page view "member records"
    trackPageView(PAGE_VIEWS.memberRecords)
  }, [])

  useAccountLoad(() => {
    // the store forgets another user's rows on its own; a failed first page shows the error with its retry
    if (loggedIn) records.reload().catch(() => undefined)
  })

  let content: ReactNode
  if (!loggedIn) {
    content = <SignInRequired reason={t('record.loginPrompt')} />
  } else {
    content = (
      <PagedList
        orderList
        className='record-list'
        list={records}
        row={renderRecord}
        rowKey={recordKey}
        failureText={t('record.loadFailed')}
        emptyText={t('record.empty')}
      />
    )
  }

  return (
    <PageShell title={t('record.title')} className='record-page'>
      {content}
    </PageShell>
  )
}

export default definePage(RecordPage, membershipTexts)
