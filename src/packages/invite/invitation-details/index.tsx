import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtTabs } from 'taro-ui'
import type { InviteRecord } from '@/api/invite'
import type { CoinRecord } from '@/api/welfare'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { PagedList } from '@/components/paged-list'
import { RestrictedNotice } from '@/components/restricted-notice'
import { SignInRequired } from '@/components/sign-in-required'
import { tappable } from '@/components/tappable'
import { TextWithDates } from '@/components/text-with-dates'
import { useAccountLoad } from '@/components/use-account-load'
import { APPEAL_EMAIL } from '@/config'
import { PAGE_VIEWS } from '@/lib/analytics'
import { chinaDateTimeOf } from '@/lib/calendar'
import { coinRecordKind } from '@/lib/coins'
import { INVITE_RECORD_STATES, type InviteRecordState } from '@/lib/invite'
import { INVITE_REWARD } from '@/lib/welfare-rules'
import { inviteTexts } from '@/locales/invite'
import { trackPageView } from '@/services/analytics'
import { useStores, useT } from '@/stores'
import { useInviteStore } from '@/stores/invite'
import { RewardsCard } from '../components/rewards-card'
import '@/styles/taro-ui/tabs.scss'
import './index.scss'

const VIEWS = ['records', 'coins'] as const
type DetailsView = (typeof VIEWS)[number]

/** What a state means for the inviter (spec 4), with the figures it names. */
const StateMeaning = observer(function StateMeaning({ state }: { state: InviteRecordState }) {
  const t = useT<'invite'>()
  const meaning =
    state === 'waitingAcceleration' || state === 'pendingPayout'
      ? t(`details.meaning.${state}`, { count: INVITE_REWARD.creditWithinHours })
      : t(`details.meaning.${state}`, { share: INVITE_REWARD.purchaseSharePercent, email: APPEAL_EMAIL })
  return (
    <Text className='invite-details__meaning' data-testid='invite-state-meaning'>
      {meaning}
    </Text>
  )
})

const RecordRow = observer(function RecordRow({ record }: { record: InviteRecord }) {
  const t = useT<'invite'>()
  return (
    <View className='invite-record' data-testid='invite-record' data-state={record.state}>
      <View className='invite-record__text'>
        <Text className='invite-record__name' data-testid='invite-friend'>
          {record.friend}
        </Text>
        <TextWithDates className='invite-record__time' text={t('details.invitedAt', { time: chinaDateTimeOf(record.invitedAt) })} />
      </View>
      <View className='invite-record__side'>
        <Text className={`invite-record__state invite-record__state--${record.state}`}>{t(`details.state.${record.state}`)}</Text>
        {record.rewardCoins > 0 && <Text className='invite-record__reward'>{t('details.rewardCoins', { count: record.rewardCoins })}</Text>}
        {record.rewardVipDays > 0 && <Text className='invite-record__reward'>{t('details.rewardVip', { count: record.rewardVipDays })}</Text>}
      </View>
    </View>
  )
})

const CoinRow = observer(function CoinRow({ record }: { record: CoinRecord }) {
  const t = useT<'invite'>()
  const kind = coinRecordKind(record.type)
  return (
    <View className='invite-record' data-testid='invite-coin-record' data-type={record.type}>
      <View className='invite-record__text'>
        <Text className='invite-record__name'>
          {kind === 'inviteFriend' || kind === 'invitedSignUp' || kind === 'friendStreakBonus' ? t(`coins.type.${kind}`) : t('coins.type.other')}
        </Text>
        <Text className='invite-record__time invite-record__date'>{chinaDateTimeOf(record.createdAt)}</Text>
      </View>
      <Text className='invite-record__amount'>{record.amount > 0 ? `+${record.amount}` : record.amount}</Text>
    </View>
  )
})

// Module level, so every row keeps its identity and only new rows render when a page arrives.
function renderRecord(record: InviteRecord) {
  return <RecordRow record={record} />
}

function renderCoinRecord(record: CoinRecord) {
  return <CoinRow record={record} />
}

function rowKey(record: { id: string }) {
  return record.id
}

/** /invitationDetailsV4: the invitations by spec 4 state, each with its meaning, and the coins inviting earned. */
function InvitationDetailsPage() {
  const t = useT<'invite'>()
  const { session } = useStores()
  const invite = useInviteStore()
  const [view, setView] = useState<DetailsView>('records')
  const [state, setState] = useState<InviteRecordState>(INVITE_RECORD_STATES[0])
  const canRead = session.isLoggedIn && !session.isRestricted

  useEffect(() => {
    trackPageView(view === 'coins' ? PAGE_VIEWS.coinDetail : PAGE_VIEWS.invite)
  }, [view])

  useAccountLoad(() => {
    if (!canRead) return
    if (view === 'coins') invite.openCoinRecords()
    else invite.open(state)
  }, [canRead, view, state])

  function body() {
    if (!session.isLoggedIn) return <SignInRequired reason={t('details.loginTitle')} />
    if (session.isRestricted) return <RestrictedNotice />
    return (
      <>
        <AtTabs
          className='invite-details__tabs'
          current={VIEWS.indexOf(view)}
          tabList={VIEWS.map((item) => ({ title: t(`details.view.${item}`) }))}
          swipeable={false}
          onClick={(index: number) => setView(VIEWS[index] ?? view)}
        />
        {view === 'records' ? (
          <>
            <View className='invite-details__states' aria-label={t('details.statesLabel')}>
              {INVITE_RECORD_STATES.map((item) => (
                <Text
                  key={item}
                  className={`invite-details__state${item === state ? ' invite-details__state--current' : ''}`}
                  data-testid='invite-state-tab'
                  data-state={item}
                  {...tappable('button')}
                  aria-pressed={item === state}
                  onClick={() => setState(item)}
                >
                  {t(`details.state.${item}`)}
                </Text>
              ))}
            </View>
            <StateMeaning state={state} />
            <View className='card card--flush invite-details__card'>
              <PagedList
                key={state}
                className='invite-details__list'
                list={invite.records[state]}
                row={renderRecord}
                rowKey={rowKey}
                failureText={t('details.loadFailed')}
                emptyText={t('details.empty')}
              />
            </View>
          </>
        ) : (
          <>
            <Text className='invite-details__meaning'>{t('coins.intro')}</Text>
            <View className='card card--flush invite-details__card'>
              <PagedList
                className='invite-details__list'
                list={invite.coinRecords}
                row={renderCoinRecord}
                rowKey={rowKey}
                failureText={t('coins.loadFailed')}
                emptyText={t('coins.empty')}
              />
            </View>
          </>
        )}
      </>
    )
  }

  return (
    <PageShell title={t('details.title')} className='invite-details'>
      <RewardsCard />
      {body()}
    </PageShell>
  )
}

export default definePage(InvitationDetailsPage, inviteTexts)
