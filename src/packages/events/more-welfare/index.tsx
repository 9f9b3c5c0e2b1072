import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { fetchMoreWelfare, type WelfareEntry } from '@/api/events'
import { Icon } from '@/components/icon'
import { ItemImage } from '@/components/item-image'
import { LoadView, useServerRead } from '@/components/load-view'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf } from '@/lib/calendar'
import { eventPhase } from '@/lib/point-events'
import { eventsTexts } from '@/locales/events'
import { navigateTo } from '@/platform'
import { hasRoute } from '@/routes'
import { useStores, useT } from '@/stores'
import { EVENT_ICON } from '../components/event-hero'
import './index.scss'

/** Only entries whose screen this build has: a link to a missing screen would land on /404. */
async function openEntries(): Promise<WelfareEntry[]> {
  return (await fetchMoreWelfare()).filter((entry) => hasRoute(entry.path))
}

const EntryRow = observer(function EntryRow({ entry, now }: { entry: WelfareEntry; now: number }) {
  const t = useT<'events'>()
  const ended = entry.endAt > 0 && eventPhase({ startAt: 0, endAt: entry.endAt }, now) === 'ended'
  return (
    <View className='card more-welfare__entry' data-path={entry.path} {...tappable('link')} onClick={() => void navigateTo(entry.path)}>
      <ItemImage image={entry.image} icon={EVENT_ICON} size='sm' />
      <View className='more-welfare__text'>
        <Text className='more-welfare__title'>{entry.title}</Text>
        {entry.description && <Text className='more-welfare__description'>{entry.description}</Text>}
        <View className='more-welfare__facts'>
          {entry.rewardCoins > 0 && <Text className='more-welfare__reward'>{t('more.reward', { coins: entry.rewardCoins })}</Text>}
          {entry.endAt > 0 && (
            <TextWithDates className='more-welfare__ends' text={ended ? t('more.ended') : t('more.endsAt', { date: chinaDateOf(entry.endAt) })} />
          )}
        </View>
      </View>
      <Text className='more-welfare__open'>{t('more.open')}</Text>
      <Icon name='chevron-right' size={16} />
    </View>
  )
})

/** /moreWelfare: the other welfare events and entries, each opening its own screen (spec 2). */
function MoreWelfarePage() {
  const t = useT<'events'>()
  const { translation } = useStores()
  // Again in a new language: the titles are the server's.
  const load = useServerRead(openEntries, [translation.language])
  const now = Date.now()
  return (
    <PageShell title={t('more.title')} className='more-welfare'>
      <Text className='more-welfare__intro'>{t('more.intro')}</Text>
      <LoadView load={load} failureText={t('more.loadFailed')} isEmpty={(entries) => entries.length === 0} emptyText={t('more.empty')}>
        {(entries) => entries.map((entry) => <EntryRow key={entry.path} entry={entry} now={now} />)}
      </LoadView>
    </PageShell>
  )
}

export default definePage(MoreWelfarePage, eventsTexts)
