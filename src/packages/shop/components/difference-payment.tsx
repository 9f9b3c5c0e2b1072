import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import type { ExchangeOrder } from '@/api/shop'
import { isAwaitingPayment } from '@/lib/payment'
import { refusalTextKey } from '@/lib/refusal-texts'
import { EXCHANGE_ISSUE_WORKING_DAYS, formatPriceDifference } from '@/lib/shop'
import type { PaymentPlace } from '@/platform/types'
import { failureText, notify } from '@/services/notify'
import { useT } from '@/stores'
import type { PaymentEnd } from '@/stores/payment'
import { useShopStore } from '@/stores/shop'
import { useNowUntil } from './use-now-until'
import './difference-payment.scss'

/**
 * Paying an order's price difference before it lapses (spec 4, 5): the pay button where this client
 * can pay, else where it can be paid. A failure or a result still being confirmed stays in view.
 */
export const DifferencePayment = observer(function DifferencePayment({ order }: { order: ExchangeOrder }) {
  const t = useT<'shop'>()
  const { payment } = useShopStore()
  const now = useNowUntil(order.payBefore)
  if (!isAwaitingPayment(order, now)) return null

  function placeText(place: Exclude<PaymentPlace, 'here'>): string {
    return place === 'upgrade' ? t('host.unsupported') : t(`pay.where.${place}`)
  }

  function endText(end: PaymentEnd): string | undefined {
    switch (end.kind) {
      case 'paid':
        return t('pay.paid', { days: EXCHANGE_ISSUE_WORKING_DAYS })
      case 'lapsed':
        return t('pay.lapsed')
      case 'closed':
        return t('pay.closed')
      case 'cancelled':
        return t('pay.cancelled')
      case 'notHere':
        return placeText(end.place)
      case 'refused':
        return t(refusalTextKey('payment', end.refusal))
      case 'error':
        return failureText(end.error, t('pay.failed'))
      default:
        // failed, unconfirmed: said beside the button
        return undefined
    }
  }

  async function tell(ending: Promise<PaymentEnd | undefined>) {
    const end = await ending
    const text = end && endText(end)
    if (text) notify(text)
  }

  const place = payment.place()
  if (place !== 'here') {
    return (
      <Text className='difference-payment__elsewhere' data-testid='pay-elsewhere'>
        {placeText(place)}
      </Text>
    )
  }

  const phase = payment.phaseOf(order.id)
  const busy = payment.busyOrderId !== undefined
  const money = formatPriceDifference(order.priceDifference)
  const label =
    phase === 'paying'
      ? t('pay.paying')
      : phase === 'confirming'
        ? t('pay.confirming')
        : t(phase === 'failed' || phase === 'unconfirmed' ? 'pay.again' : 'pay.button', { money })
  return (
    <View className='difference-payment' data-testid='difference-payment' data-phase={phase}>
      {phase === 'failed' && (
        <View className='difference-payment__note difference-payment__note--warning' role='alert'>
          {t('pay.failed')}
        </View>
      )}
      {phase === 'unconfirmed' && (
        <View className='difference-payment__note' role='status'>
          {t('pay.unconfirmed')}
        </View>
      )}
      <View className='difference-payment__actions'>
        {phase === 'unconfirmed' && (
          <AtButton size='small' circle disabled={busy} onClick={() => void tell(payment.confirm(order))}>
            {t('pay.check')}
          </AtButton>
        )}
        <AtButton type='primary' size='small' circle className='difference-payment__pay' disabled={busy} onClick={() => void tell(payment.pay(order))}>
          {label}
        </AtButton>
      </View>
    </View>
  )
})
