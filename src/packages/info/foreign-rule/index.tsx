import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { definePage } from '@/components/page-gate'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { refundQuestionQuery } from '@/lib/help'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import './index.scss'
import { membershipTexts } from '@/locales/membership'

const WHAT_YOU_CAN_DO = ['foreign.item.contact', 'foreign.item.refund', 'foreign.item.later'] as const

/** Spec 6: users in unsupported regions see the policy notice. */
function ForeignRulePage() {
  const t = useT<'membership'>()

  function openRefundPolicy() {
    void navigateTo(PATH.helpDetails, refundQuestionQuery(t('membership.refundQuestion')))
  }

  return (
    <PageShell title={t('foreign.title')}>
      <NoticeCard icon='map-pin' tone='warning' heading={t('foreign.heading')} text={t('foreign.text')} />
      <View className='card card-section'>
        <Text className='card-section__heading'>{t('foreign.whatTitle')}</Text>
        {WHAT_YOU_CAN_DO.map((item) => (
          <Text key={item} className='card-section__text card-section__point'>
            {t(item)}
          </Text>
        ))}
        <View className='foreign-rule__actions'>
          <AtButton circle className='foreign-rule__action' onClick={openRefundPolicy}>
            {t('foreign.refundPolicy')}
          </AtButton>
          <AtButton type='primary' circle className='foreign-rule__action' onClick={() => navigateTo(PATH.contact)}>
            {t('common.contactSupport')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(ForeignRulePage, membershipTexts)
