import { Text, View } from '@tarojs/components'
import { AtActivityIndicator, AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { Icon } from '../icon'
import { useT } from '@/stores'
import './index.scss'

export type ViewStatus = 'loading' | 'empty' | 'error'

interface StatusViewProps {
  status: ViewStatus
  /** Shown instead of the generic text, e.g. the server's reason. */
  message?: string
  onRetry?: () => void
  /** Offers the way home too (a page that broke). */
  onHome?: () => void
}

/** The loading, empty and error states every screen shares. */
export const StatusView = observer(function StatusView({ status, message, onRetry, onHome }: StatusViewProps) {
  const t = useT()
  if (status === 'loading') {
    return (
      <View className='status-view' data-status='loading'>
        <AtActivityIndicator content={message ?? t('common.loading')} />
      </View>
    )
  }
  const text = message ?? (status === 'empty' ? t('common.empty') : t('common.loadFailed'))
  return (
    <View className='status-view' data-status={status}>
      <View className={`status-view__icon status-view__icon--${status}`}>
        <Icon name={status === 'error' ? 'alert-circle' : 'file-generic'} size={28} />
      </View>
      <Text className='status-view__text'>{text}</Text>
      {status === 'error' && onRetry && (
        <AtButton className='status-view__retry' type='primary' size='small' circle onClick={onRetry}>
          {t('common.retry')}
        </AtButton>
      )}
      {status === 'error' && onHome && (
        <AtButton className='status-view__home' size='small' circle onClick={onHome}>
          {t('common.backHome')}
        </AtButton>
      )}
    </View>
  )
})
