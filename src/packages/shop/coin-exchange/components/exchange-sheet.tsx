import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { Goods } from '@/api/shop'
import { Dialog } from '@/components/dialog'
import { balanceAfterExchange, exchangesLeft, formatPriceDifference, missingSignInDays, type ExchangeRefusal } from '@/lib/shop'
import { useStores, useT } from '@/stores'
import { GoodsImage } from './goods-image'
import { GoodsPrice } from './goods-price'
import { useRefusalText } from './use-refusal-text'

export type SheetStep = 'detail' | 'confirm'

interface ExchangeSheetProps {
  goods: Goods
  step: SheetStep
  /** Why the account cannot exchange it; undefined when it may (or for a visitor). */
  refusal: ExchangeRefusal | undefined
  signInDays: number | undefined
  exchanging: boolean
  onExchange: () => void
  onConfirm: () => void
  onClose: () => void
}

/**
 * The goods detail, then the confirmation (spec 2, 5, 9): the balance after the exchange and that
 * the soonest-expiring coins are spent first. A failure leaves the sheet open for a retry.
 */
export const ExchangeSheet = observer(function ExchangeSheet(props: ExchangeSheetProps) {
  const { goods, step, refusal, signInDays, exchanging, onExchange, onConfirm, onClose } = props
  const t = useT<'shop'>()
  const { coins } = useStores()
  const refusalText = useRefusalText()
  const left = exchangesLeft(goods)
  const missing = signInDays === undefined ? 0 : missingSignInDays(goods, signInDays)

  if (step === 'confirm') {
    return (
      <Dialog
        opened
        title={t('shop.confirmTitle')}
        onClose={onClose}
        actions={[
          { label: t('shop.cancel'), onClick: onClose },
          {
            label: exchanging ? t('shop.exchanging') : t('shop.confirm'),
            kind: 'primary',
            busy: exchanging,
            onClick: onConfirm,
            className: 'exchange-sheet__confirm',
          },
        ]}
      >
        <View className='exchange-sheet' data-testid='exchange-confirm'>
          <Text className='exchange-sheet__line'>{t('shop.confirmGoods', { name: goods.name })}</Text>
          <Text className='exchange-sheet__line'>{t('shop.confirmPrice', { price: t('shop.price', { count: goods.price }) })}</Text>
          {goods.priceDifference > 0 && (
            <Text className='exchange-sheet__line'>
              {t('shop.confirmDifference', { money: formatPriceDifference(goods.priceDifference) })}
            </Text>
          )}
          <Text className='exchange-sheet__after' data-testid='balance-after'>
            {t('shop.balanceAfter', { count: balanceAfterExchange(coins.remainCoins, goods.price) })}
          </Text>
          <Text className='exchange-sheet__note'>{t('shop.fifoNote')}</Text>
        </View>
      </Dialog>
    )
  }

  return (
    <Dialog
      opened
      title={goods.name}
      onClose={onClose}
      actions={[
        { label: t('shop.close'), onClick: onClose },
        { label: t('shop.exchange'), kind: 'primary', onClick: onExchange, className: 'exchange-sheet__exchange' },
      ]}
    >
      <View className='exchange-sheet' data-testid='goods-detail'>
        <GoodsImage goods={goods} size='lg' className='exchange-sheet__image' />
        <GoodsPrice goods={goods} className='exchange-sheet__price' />
        {goods.description !== '' && <Text className='exchange-sheet__description'>{goods.description}</Text>}
        <Text className='exchange-sheet__line'>{goods.stock > 0 ? t('shop.stock', { stock: goods.stock }) : t('shop.soldOut')}</Text>
        {goods.requiredSignInDays > 0 && (
          <Text className='exchange-sheet__line'>{t('shop.requiredDays', { day: goods.requiredSignInDays })}</Text>
        )}
        <Text className='exchange-sheet__line'>
          {left === undefined ? t('shop.noLimit') : t('shop.limit', { limit: goods.limitPerUser, done: goods.exchangedCount })}
        </Text>
        {missing > 0 && <Text className='exchange-sheet__missing'>{t('shop.missingDays', { count: missing })}</Text>}
        {refusal && (
          <Text className='exchange-sheet__refusal' data-testid='exchange-refusal'>
            {refusalText(refusal, goods)}
          </Text>
        )}
      </View>
    </Dialog>
  )
})
