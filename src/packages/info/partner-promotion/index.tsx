import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { useSingleFlight } from '@/components/use-single-flight'
import { allowedLinkDomains, partnerPromotionItem } from '@/config'
import { followFailureKey, partnerRedirectKind } from '@/lib/redirect-item'
import { detectClient, performRedirect } from '@/platform'
import { notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import './index.scss'
import { partnerTexts } from '@/locales/partner'

const OFFERS = [
  { key: 'hotel', icon: 'home' },
  { key: 'transport', icon: 'map-pin' },
  { key: 'service', icon: 'phone' },
] as const

/** /xiechengAd: the travel partner's member offer, opened through a redirect item (spec 2). */
function PartnerPromotionPage() {
  const t = useT<'partner'>()
  const { translation } = useStores()
  const opening = useSingleFlight()

  async function openPartner() {
    const outcome = await performRedirect(partnerPromotionItem, partnerRedirectKind(detectClient()), allowedLinkDomains)
    const failure = followFailureKey(outcome)
    if (failure) notify(t(failure))
  }

  return (
    <PageShell title={t('partner.title')}>
      <View className='card card--flush partner-promotion'>
        <View className='partner-promotion__banner'>
          <Text className='partner-promotion__badge'>{t('partner.badge')}</Text>
          <Text className='partner-promotion__brand'>
            {t('partner.name')} × {translation.brand}
          </Text>
          <Text className='partner-promotion__headline'>{t('partner.headline')}</Text>
        </View>
        <View className='partner-promotion__body'>
          {OFFERS.map((offer) => (
            <View key={offer.key} className='partner-promotion__offer'>
              <View className='partner-promotion__offer-icon'>
                <Icon name={offer.icon} size={18} />
              </View>
              <Text className='partner-promotion__offer-text'>{t(`partner.offer.${offer.key}`)}</Text>
            </View>
          ))}
          <AtButton
            className='partner-promotion__open'
            type='primary'
            circle
            loading={opening.running}
            disabled={opening.running}
            onClick={() => void opening.run(openPartner)}
          >
            {t('partner.open')}
          </AtButton>
          <Text className='partner-promotion__note'>{t('partner.note')}</Text>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(PartnerPromotionPage, partnerTexts)
