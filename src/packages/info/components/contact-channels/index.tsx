import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { fetchContactDetails, type ContactChannel, type ContactChannelType, type ContactDetails } from '@/api/support'
import { Icon, type IconName } from '@/components/icon'
import { LoadView, useServerRead } from '@/components/load-view'
import { useSingleFlight } from '@/components/use-single-flight'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { isSafeLink } from '@/lib/links'
import { followFailureKey } from '@/lib/redirect-item'
import { openTarget } from '@/platform'
import { copyAndNotify, notify } from '@/services/notify'
import { useT } from '@/stores'
import './index.scss'

const CHANNEL_ICONS: Record<ContactChannelType, IconName> = {
  officialSite: 'home',
  publicAccount: 'message',
  qq: 'user',
  qqGroup: 'share',
  supportAccount: 'settings',
  email: 'mail',
}

interface ContactChannelsProps {
  /** channels shown first, in this order; the others follow in the server's order */
  first?: readonly ContactChannelType[]
  /** adds the support team's hours under the list */
  showServiceHours?: boolean
}

function ordered(channels: readonly ContactChannel[], first: readonly ContactChannelType[]): ContactChannel[] {
  const rank = (channel: ContactChannel) => {
    const index = first.indexOf(channel.type)
    return index === -1 ? first.length : index
  }
  // Array.prototype.sort is stable: channels of equal rank keep the server's order
  return [...channels].sort((a, b) => rank(a) - rank(b))
}

interface ChannelListProps extends Required<ContactChannelsProps> {
  details: ContactDetails
}

const ChannelList = observer(function ChannelList({ details, first, showServiceHours }: ChannelListProps) {
  const t = useT<'support'>()
  const acting = useSingleFlight()

  async function copy(channel: ContactChannel) {
    await copyAndNotify(channel.value)
  }

  // only called for links on the allow-list (spec 5); a new web view named after the channel in the app
  async function visit(channel: ContactChannel) {
    const failure = followFailureKey(await openTarget(channel.link, { title: t(`contact.channel.${channel.type}`) }))
    if (failure) notify(t(failure))
  }

  return (
    <View className='contact-channels'>
      <View className='card card--flush'>
        {ordered(details.channels, first).map((channel) => {
          const visitable = isSafeLink(channel.link, allowedLinkDomains, HTTPS_ONLY_LINKS)
          return (
            <View key={channel.type} className='contact-channels__row' data-channel={channel.type}>
              <View className='contact-channels__icon'>
                <Icon name={CHANNEL_ICONS[channel.type]} size={20} />
              </View>
              <View className='contact-channels__main'>
                <View className='contact-channels__head'>
                  <Text className='contact-channels__label'>{t(`contact.channel.${channel.type}`)}</Text>
                  <AtButton
                    className='contact-channels__action'
                    type={visitable ? 'primary' : 'secondary'}
                    size='small'
                    circle
                    disabled={acting.running}
                    onClick={() => void acting.run(() => (visitable ? visit(channel) : copy(channel)))}
                  >
                    {visitable ? t('contact.visit') : t('common.copy')}
                  </AtButton>
                </View>
                <Text className='contact-channels__value'>{channel.value}</Text>
                <Text className='contact-channels__hint'>{t(`contact.hint.${channel.type}`)}</Text>
              </View>
            </View>
          )
        })}
      </View>
      {showServiceHours && details.serviceHours !== '' && (
        <View className='contact-channels__hours'>
          <Icon name='clock' size={14} />
          <Text>{t('support.serviceHours', { hours: details.serviceHours })}</Text>
        </View>
      )}
    </View>
  )
})

/** Spec 2: the official channels, each with visit (a page on an allowed domain) or copy. */
export const ContactChannels = observer(function ContactChannels({ first = [], showServiceHours = false }: ContactChannelsProps) {
  const t = useT<'support'>()
  const details = useServerRead(fetchContactDetails, [])
  return (
    <LoadView load={details} isEmpty={(answer) => answer.channels.length === 0} emptyText={t('contact.empty')}>
      {(answer) => <ChannelList details={answer} first={first} showServiceHours={showServiceHours} />}
    </LoadView>
  )
})
