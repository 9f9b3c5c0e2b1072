import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import type { InboxMessage } from '@/api/messages'
import { RewardLabel } from '@/components/reward-label'
import { chinaDateTimeOf } from '@/lib/calendar'
import { hasReward, offersRecharge } from '@/lib/messages'
import { roleProps } from '@/platform'
import { useT } from '@/stores'

interface MessageCardProps {
  message: InboxMessage
  claiming: boolean
  onOpen(): void
  onClaim(): void
  onRecharge(): void
}

/** One message of the centre: kind, time, read state, text, and its claim or recharge-now button. */
export const MessageCard = observer(function MessageCard({ message, claiming, onOpen, onClaim, onRecharge }: MessageCardProps) {
  const t = useT<'messages'>()
  const reward = hasReward(message.reward) ? message.reward : undefined
  const recharge = offersRecharge(message)

  return (
    <View
      className={`card message-card message-card--${message.kind}${message.read ? '' : ' message-card--unread'}`}
      data-message-id={message.id}
      onClick={onOpen}
    >
      <View className='message-card__head'>
        <Text className={`message-card__kind message-card__kind--${message.kind}`}>{t(`notice.kind.${message.kind}`)}</Text>
        {!message.read && <View className='message-card__dot' aria-label={t('notice.unreadMark')} {...roleProps('img')} />}
        <Text className='message-card__time'>{chinaDateTimeOf(message.createdAt)}</Text>
      </View>
      <Text className='message-card__title'>{message.title}</Text>
      {message.content && <Text className='message-card__content'>{message.content}</Text>}
      {(reward || recharge) && (
        <View className='message-card__footer'>
          {reward && <RewardLabel className='message-card__reward' coins={reward.coins} vipHours={reward.vipHours} join='both' />}
          <View className='message-card__actions'>
            {reward &&
              (message.claimed ? (
                <AtButton className='message-card__button message-card__button--claimed' size='small' circle disabled>
                  {t('notice.claimed')}
                </AtButton>
              ) : (
                <AtButton
                  className='message-card__button message-card__button--claim'
                  type='primary'
                  size='small'
                  circle
                  loading={claiming}
                  disabled={claiming}
                  onClick={onClaim}
                >
                  {t('notice.claim')}
                </AtButton>
              ))}
            {recharge && (
              <AtButton className='message-card__button message-card__button--recharge' type='primary' size='small' circle onClick={onRecharge}>
                {t('notice.rechargeNow')}
              </AtButton>
            )}
          </View>
        </View>
      )}
    </View>
  )
})
