import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { chinaDateOf } from '@/lib/calendar'
import { useStores, useT } from '@/stores'
import { LastKnownNote } from '../last-known-note'
import { StatusView } from '../status-view'
import './index.scss'

interface CoinBalanceProps {
  /** Beside the balance, e.g. a link to the coin records. */
  action?: ReactNode
  /** Under the expiring line, e.g. today's and total income. */
  children?: ReactNode
}

/** The balance's own failure and retry, for pages that show the balance beside other parts. */
export const CoinBalanceFailure = observer(function CoinBalanceFailure() {
  const t = useT<'welfare'>()
  const { coins } = useStores()
  return (
    <View className='coin-balance coin-balance--status' data-testid='coin-balance-failure'>
      <StatusView status='error' message={t('welfare.balanceLoadFailed')} onRetry={() => void coins.load()} />
    </View>
  )
})

/** The gold-coin card: balance and the coins expiring this month (spec 3), from the coin store. */
export const CoinBalance = observer(function CoinBalance({ action, children }: CoinBalanceProps) {
  const t = useT<'welfare'>()
  const { coins } = useStores()
  // While loading, the card keeps its loaded size with bars for the figures: nothing under it moves
  // when the balance comes (Lighthouse counted the jump as layout shift on /welfare).
  if (coins.status === 'idle' || coins.status === 'loading') {
    return (
      <View className='coin-balance' data-status='loading' aria-busy='true'>
        <View className='coin-balance__top'>
          <View className='coin-balance__figure'>
            <Text className='coin-balance__label'>{t('welfare.coinBalance')}</Text>
            <Text className='coin-balance__amount coin-balance__pending'>0000</Text>
          </View>
          {action}
        </View>
        <View className='coin-balance__expiring'>
          <Text className='coin-balance__pending'>{t('welfare.noExpiring')}</Text>
        </View>
        {children && <View className='coin-balance__pending-part'>{children}</View>}
      </View>
    )
  }
  if (coins.status === 'error') return <CoinBalanceFailure />
  return (
    <View className='coin-balance'>
      <View className='coin-balance__top'>
        <View className='coin-balance__figure'>
          <Text className='coin-balance__label'>{t('welfare.coinBalance')}</Text>
          <Text className='coin-balance__amount' data-testid='coin-balance'>
            {coins.remainCoins}
          </Text>
        </View>
        {action}
      </View>
      <View className='coin-balance__expiring'>
        {coins.expireCoins > 0 ? (
          <Text>
            {t('welfare.expiringThisMonth', { count: coins.expireCoins })}
            {coins.expiringAt > 0 && (
              <>
                {' · '}
                {/* the words wrap before this part, never inside its date (2026-11-/30 at 375 px) */}
                <Text className='coin-balance__expires-at'>{t('welfare.expiresAt', { date: chinaDateOf(coins.expiringAt) })}</Text>
              </>
            )}
          </Text>
        ) : (
          <Text>{t('welfare.noExpiring')}</Text>
        )}
      </View>
      <LastKnownNote savedAt={coins.lastKnownAt} className='coin-balance__last-known' />
      {children}
    </View>
  )
})
