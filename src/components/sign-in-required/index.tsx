import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { goLogin } from '@/platform'
import { useT } from '@/stores'
import { NoticeCard } from '../notice-card'
import { useSingleFlight } from '../use-single-flight'

interface SignInRequiredProps {
  /** What logging in opens on this page, e.g. "Log in to see your membership purchases". */
  reason: string
}

/** Spec 6: a visitor is asked to log in first; one tap opens the login, a double tap opens it once. */
export const SignInRequired = observer(function SignInRequired({ reason }: SignInRequiredProps) {
  const t = useT()
  const opening = useSingleFlight()
  return (
    <NoticeCard icon='user' tone='brand' text={reason}>
      <AtButton type='primary' circle disabled={opening.running} onClick={() => void opening.run(() => goLogin())}>
        {t('common.login')}
      </AtButton>
    </NoticeCard>
  )
})
