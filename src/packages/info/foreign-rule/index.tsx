import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { environment } from '@/config'
import { helpDetailsQuery, navigateTo } from '@/platform'
import { useT } from '@/stores'
import './index.scss'

const WHAT_YOU_CAN_DO = ['foreign.item.contact', 'foreign.item.refund', 'foreign.item.later'] as const

/** Spec 6: users in unsupported regions see the policy notice. */
function ForeignRulePage() {
  const t = useT()

  function openRefundPolicy() {
    // spec 2: the refund question of the help centre has its own id per environment
    void navigateTo('/helpDetails', helpDetailsQuery(t('help.refundQuestion'), 'recharge', environment.helpRefundQuestionId))
  }

  return (
    <PageShell title={t('foreign.title')}>
      <NoticeCard icon='map-pin' tone='warning' heading={t('foreign.heading')} text={t('foreign.text')} />
      <View className='card notice-points'>
        <Text className='notice-points__title'>{t('foreign.whatTitle')}</Text>
        {WHAT_YOU_CAN_DO.map((item) => (
          <Text key={item} className='notice-points__item'>
            {t(item)}
          </Text>
        ))}
        <View className='notice-points__actions'>
          <AtButton circle className='notice-points__action' onClick={openRefundPolicy}>
            {t('foreign.refundPolicy')}
          </AtButton>
          <AtButton type='primary' circle className='notice-points__action' onClick={() => navigateTo('/contact')}>
            {t('guides.contactSupport')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ForeignRulePage)
