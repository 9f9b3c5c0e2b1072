import type { Goods } from '@/api/shop'
import { refusalTextKey } from '@/lib/refusal-texts'
import type { ExchangeRefusal } from '@/lib/shop'
import { useT } from '@/stores'

/** Spec 8: each refusal's own words; call it from an observer. */
export function useRefusalText(): (refusal: ExchangeRefusal, goods: Goods) => string {
  const t = useT<'shop'>()
  return (refusal, goods) => t(refusalTextKey('exchange', refusal), { day: goods.requiredSignInDays })
}
