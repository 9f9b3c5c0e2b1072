import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { goLogin } from '@/platform'
import { useT } from '@/stores'
import { NoticeCard } from '../notice-card'
import { useSingleFlight } from '../use-single-flight'
import './index.scss'

interface SignInRequiredProps {
  /** What logging in opens on this page, e.g. "Log in to see your membership purchases". */
  reason: string
  /** A one-line banner among the page's other parts, instead of the card that is the whole page. */
  inline?: boolean
  className?: string
}

/** Spec 6: a visitor is asked to log in first; one tap opens the login, a double tap opens it once. */
export const SignInRequired = observer(function SignInRequired({ reason, inline = false, className = '' }: SignInRequiredProps) {
  const t = useT()
  const opening = useSingleFlight()
  const button = (
    <AtButton
      type='primary'
      size={inline ? 'small' : 'normal'}
      circle
      disabled={opening.running}
      onClick={() => void opening.run(() => goLogin())}
    >
      {t('common.login')}
    </AtButton>
  )
  if (inline) {
    return (
      <View className={`card sign-in-required ${className}`.trim()}>
        <Text className='sign-in-required__text'>{reason}</Text>
        {button}
      </View>
    )
  }
  return (
    <NoticeCard icon='user' tone='brand' text={reason}>
      {button}
    </NoticeCard>
  )
})
