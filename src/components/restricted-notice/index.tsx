import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { APPEAL_EMAIL } from '@/config'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { notify } from '@/services/notify'
import { useT } from '@/stores'
import { NoticeCard } from '../notice-card'
import { tappable } from '../tappable'
import './index.scss'

/** Spec 6: why a blacklisted or risky account cannot join welfare tasks or redeem codes, and where to appeal. */
export const RestrictedNotice = observer(function RestrictedNotice() {
  const t = useT()
  return (
    <View data-testid='restricted-notice'>
      <NoticeCard icon='alert-circle' tone='warning' heading={t('restricted.title')} text={t('restricted.message', { email: APPEAL_EMAIL })}>
        <Text className='restricted-notice__link' {...tappable('link')} onClick={() => void navigateTo(PATH.blacklistBlocking)}>
          {t('restricted.details')}
        </Text>
      </NoticeCard>
    </View>
  )
})

/** The same words as a toast, for a tap a restricted account cannot make; call it from an observer. */
export function useTellRestricted(): () => void {
  const t = useT()
  return () => notify(t('restricted.message', { email: APPEAL_EMAIL }))
}
