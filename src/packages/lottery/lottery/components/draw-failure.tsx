import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import { Icon } from '@/components/icon'
import { refusalTextKey } from '@/lib/refusal-texts'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import type { DrawFailure as Failure } from '@/stores/lottery'

interface DrawFailureProps {
  failure: Failure
  /** The server's own words, for a failure this client has no text of its own for. */
  message: string
  busy: boolean
  onRetry: () => void
}

/** Why the draw failed (spec 8, each its own text); an interrupted draw offers its retry and support. */
export const DrawFailure = observer(function DrawFailure({ failure, message, busy, onRetry }: DrawFailureProps) {
  const t = useT<'lottery'>()
  const text = failure === 'other' ? message || t('lottery.failure.other') : t(refusalTextKey('draw', failure))
  return (
    <View className='card lottery-failure' role='alert' data-testid='lottery-failure' data-failure={failure}>
      <View className='lottery-failure__text'>
        <Icon name='alert-circle' size={18} />
        <Text>{text}</Text>
      </View>
      {failure === 'interrupted' && (
        <View className='lottery-failure__actions'>
          <AtButton type='primary' size='small' circle loading={busy} disabled={busy} onClick={onRetry}>
            {t('common.retry')}
          </AtButton>
          <AtButton size='small' circle onClick={() => void navigateTo(PATH.contact)}>
            {t('common.contactSupport')}
          </AtButton>
        </View>
      )}
    </View>
  )
})
