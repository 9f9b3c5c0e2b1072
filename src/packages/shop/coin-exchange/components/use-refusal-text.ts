import type { Goods } from '@/api/shop'
import type { ExchangeRefusal } from '@/lib/shop'
import { shopTexts } from '@/locales/shop'
import { useT } from '@/stores'

/** Spec 8: each refusal's own words; call it from an observer. */
export function useRefusalText(): (refusal: ExchangeRefusal, goods: Goods) => string {
  const t = useT(shopTexts)
  return (refusal, goods) => {
    switch (refusal) {
      case 'enterpriseSubAccount':
        return t('host.enterpriseSubAccount')
      case 'signInDays':
        return t('shop.refusal.signInDays', { day: goods.requiredSignInDays })
      default:
        return t(`shop.refusal.${refusal}`)
    }
  }
}
