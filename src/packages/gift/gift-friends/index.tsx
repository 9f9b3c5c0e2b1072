import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { GIFT_MIN_DAYS_LEFT, GIFT_REQUIRED_RENEWALS, GIFT_SLOTS_PER_MONTH, GIFT_VIP_DAYS, vipDaysLeft, type GiftRefusal } from '@/lib/gift'
import { giftTexts } from '@/locales/gift'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import { useGiftStore } from '@/stores/gift'
import { useSendToVip404 } from '@/stores/vip404'
import { ActivateModal } from './components/activate-modal'
import { SlotCard } from './components/slot-card'
import './index.scss'

// A refusal the member can mend by buying VIP: the page shows the way there.
const MENDED_BY_BUYING: ReadonlySet<GiftRefusal> = new Set(['notVip', 'fewDaysLeft', 'noPurchase'])

/** /giftFriends: this month's gift slots, who may gift and why not (spec 4, 5, 6, 9). */
function GiftFriendsPage() {
  const t = useT<'gift'>()
  const { session } = useStores()
  const gift = useGiftStore()
  const [applying, setApplying] = useState<number | undefined>(undefined)
  const sendToVip404 = useSendToVip404()
  const { refuse: refuseEnterprise } = useRefuseEnterprise()

  useAccountLoad(() => {
    if (session.token) void gift.load()
  })

  function apply(slot: number) {
    if (gift.refusals.includes('enterpriseSubAccount')) {
      refuseEnterprise(t('host.enterpriseSubAccount'))
      return
    }
    setApplying(slot)
  }

  function refusalText(refusal: GiftRefusal): string {
    if (refusal === 'enterpriseSubAccount') return t('host.enterpriseSubAccount')
    return t(`gift.refusal.${refusal}`, {
      minDays: GIFT_MIN_DAYS_LEFT,
      renewals: GIFT_REQUIRED_RENEWALS,
      done: gift.status?.facts.consecutiveRenewals ?? 0,
    })
  }

  function body() {
    if (!session.tokenKnown) return <StatusView status='loading' />
    if (!session.isLoggedIn) return <SignInRequired reason={t('gift.loginReason')} />
    if (gift.loadStatus === 'error') {
      return <StatusView status='error' message={t('gift.loadFailed')} onRetry={() => void gift.load()} />
    }
    const status = gift.status
    if (gift.loadStatus !== 'ready' || !status) return <StatusView status='loading' />
    const daysLeft = vipDaysLeft(status.facts.vipExpireAt, status.now)
    const slotsLeft = gift.slots.filter((slot) => slot.state === 'apply').length
    const refusals = gift.refusals
    return (
      <>
        <View className='gift__hero'>
          <Text className='gift__intro'>{t('gift.intro', { slots: GIFT_SLOTS_PER_MONTH, giftDays: GIFT_VIP_DAYS })}</Text>
          <View className='gift__figures'>
            <Text className='gift__figure' data-testid='gift-vip-days'>
              {daysLeft > 0 ? t('gift.vipDaysLeft', { count: daysLeft }) : t('gift.notVip')}
            </Text>
            <Text className='gift__figure' data-testid='gift-slots-left'>
              {t('gift.slotsLeft', { count: slotsLeft })}
            </Text>
          </View>
        </View>
        {refusals.length > 0 ? (
          <View className='card gift__refusals' data-testid='gift-refusals'>
            <Text className='gift__refusals-title'>{t('gift.refusalsTitle')}</Text>
            {refusals.map((refusal) => (
              <Text key={refusal} className='gift__refusal' data-refusal={refusal}>
                {refusalText(refusal)}
              </Text>
            ))}
            {refusals.some((refusal) => MENDED_BY_BUYING.has(refusal)) && (
              <Text
                className='gift__link'
                {...tappable('link')}
                // no VIP at all: /vip404 says which VIP gifting needs, with the ways to get it
                onClick={() => void (refusals.includes('notVip') ? sendToVip404('vip') : navigateTo(PATH.purchaseTutorial))}
              >
                {t('gift.howToBuy')}
              </Text>
            )}
          </View>
        ) : (
          <Text className='gift__eligible' data-testid='gift-eligible'>
            {t('gift.eligible')}
          </Text>
        )}
        {gift.giftingOver && (
          <View className='card gift__banner' data-testid='gift-over'>
            <Text>{t('gift.giftingOver')}</Text>
          </View>
        )}
        {gift.allClaimed && (
          <View className='card gift__banner' data-testid='gift-all-claimed'>
            <Text>{t('gift.allClaimed')}</Text>
          </View>
        )}
        <View className='gift__slots'>
          {gift.slots.map((slot) => (
            <SlotCard
              key={slot.slot}
              slot={slot}
              canApply={refusals.length === 0 || refusals.includes('enterpriseSubAccount')}
              onApply={() => apply(slot.slot)}
            />
          ))}
        </View>
      </>
    )
  }

  return (
    <PageShell title={t('gift.title')} className='gift'>
      {body()}
      <ActivateModal slot={applying} latestOrder={gift.status?.latestOrder ?? null} onClose={() => setApplying(undefined)} />
    </PageShell>
  )
}

export default definePage(GiftFriendsPage, giftTexts)
