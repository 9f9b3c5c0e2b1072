import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { useSingleFlight } from '@/components/use-single-flight'
import { APPEAL_EMAIL } from '@/config'
import { copyAndNotify } from '@/services/notify'
import { useT } from '@/stores'
import './index.scss'
import { blacklistTexts } from '@/locales/blacklist'

// spec 6: blacklisted or risky accounts cannot join welfare tasks or redeem codes
const LIMITS = [
  { key: 'blacklist.limit.welfare', icon: 'star' },
  { key: 'blacklist.limit.redeem', icon: 'tag' },
] as const

/** Spec 6: the notice for blacklisted or risky accounts, with the appeal address. */
function BlacklistBlockingPage() {
  const t = useT<'blacklist'>()
  const copying = useSingleFlight()

  return (
    <PageShell title={t('blacklist.title')}>
      <NoticeCard icon='blocked' tone='error' heading={t('blacklist.heading')} text={t('blacklist.text')} />

      <View className='card card-section'>
        <Text className='card-section__heading'>{t('blacklist.limitsTitle')}</Text>
        {LIMITS.map((limit) => (
          <View key={limit.key} className='blacklist-limits__item'>
            <Icon name={limit.icon} size={16} />
            <Text>{t(limit.key)}</Text>
          </View>
        ))}
      </View>

      <View className='card card-section'>
        <Text className='blacklist-appeal__message'>{t('blacklist.appeal', { email: APPEAL_EMAIL })}</Text>
        <View className='blacklist-appeal__email'>
          <Icon name='mail' size={18} />
          <View className='blacklist-appeal__address'>
            <Text className='blacklist-appeal__label'>{t('blacklist.emailLabel')}</Text>
            <Text className='blacklist-appeal__value'>{APPEAL_EMAIL}</Text>
          </View>
          <AtButton type='primary' size='small' circle className='blacklist-appeal__copy' disabled={copying.running} onClick={() => void copying.run(() => copyAndNotify(APPEAL_EMAIL))}>
            {t('blacklist.copyEmail')}
          </AtButton>
        </View>
        <Text className='card-section__note'>{t('blacklist.appealTip')}</Text>
      </View>
    </PageShell>
  )
}

export default definePage(BlacklistBlockingPage, blacklistTexts)
