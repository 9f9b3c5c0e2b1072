import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import './index.scss'
import { membershipTexts } from '@/locales/membership'
import { MEMBERSHIP_FACTS } from '@/config'

const STEPS = ['login', 'level', 'plan', 'pay', 'done'] as const

// Spec 3 payment methods, in the order users reach for them.
const PAYMENT_METHODS = ['chatApp', 'paymentApp', 'miniProgram', 'card', 'offline'] as const

const PAYMENT_PROBLEMS = ['wait', 'account', 'records', 'contact'] as const

/** The purchase help (spec 2): how to buy VIP or super VIP, how to pay, what if it did not arrive. */
function PurchaseTutorialPage() {
  const t = useT<'membership'>()
  return (
    <PageShell title={t('purchase.title')}>
      <View className='card'>
        <Text className='card-section__text'>{t('purchase.intro')}</Text>
      </View>

      <View className='card card-section'>
        <Text className='card-section__heading'>{t('purchase.stepsTitle')}</Text>
        <View className='purchase__steps'>
          {STEPS.map((step, index) => (
            <View key={step} className='purchase__step'>
              <Text className='purchase__step-number'>{index + 1}</Text>
              <View className='purchase__step-body'>
                <Text className='purchase__step-title'>{t(`purchase.step.${step}.title`)}</Text>
                <Text className='card-section__text'>{t(`purchase.step.${step}.text`)}</Text>
              </View>
            </View>
          ))}
        </View>
        <View className='purchase__link' {...tappable('link')} onClick={() => navigateTo(PATH.memberi)}>
          <Text>{t('purchase.compare')}</Text>
          <Icon name='chevron-right' size={16} />
        </View>
      </View>

      <View className='card card-section'>
        <Text className='card-section__heading'>{t('purchase.methodsTitle')}</Text>
        <View className='purchase__methods'>
          {PAYMENT_METHODS.map((method) => (
            <View key={method} className='purchase__method'>
              <Text className='purchase__method-name'>{t(`membership.pay.${method}`)}</Text>
              <Text className='card-section__text'>{t(`purchase.method.${method}`)}</Text>
            </View>
          ))}
        </View>
      </View>

      <View className='card card-section'>
        <Text className='card-section__heading'>{t('purchase.problemTitle')}</Text>
        <View className='purchase__problems'>
          {PAYMENT_PROBLEMS.map((problem) => (
            <Text key={problem} className='card-section__text card-section__point'>
              {t(`purchase.problem.${problem}`)}
            </Text>
          ))}
        </View>
        <Text className='card-section__note'>{t('purchase.refundNote', { refundDays: MEMBERSHIP_FACTS.refundWindowDays })}</Text>
        <View className='purchase__actions'>
          <AtButton size='small' circle className='purchase__action' onClick={() => navigateTo(PATH.record)}>
            {t('membership.records')}
          </AtButton>
          <AtButton size='small' circle className='purchase__action' onClick={() => navigateTo(PATH.help, { t: 'recharge' })}>
            {t('purchase.rechargeHelp')}
          </AtButton>
          <AtButton size='small' circle type='primary' className='purchase__action' onClick={() => navigateTo(PATH.contact)}>
            {t('common.contactSupport')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(PurchaseTutorialPage, membershipTexts)
