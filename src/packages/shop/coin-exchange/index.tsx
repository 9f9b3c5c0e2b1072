import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { refusedExchange, type ExchangeOrder, type Goods } from '@/api/shop'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { PAGE_VIEWS } from '@/lib/analytics'
import { isRefusal } from '@/lib/refusal'
import { EXCHANGE_ISSUE_WORKING_DAYS } from '@/lib/shop'
import { shopTexts } from '@/locales/shop'
import { detectClient, goLogin, navigateTo, platformType } from '@/platform'
// from its module, not the adapter's index: only the pages with a right item load it
import { useHostRightItem } from '@/platform/host-items'
import { PATH } from '@/routes'
import { trackPageView } from '@/services/analytics'
import { failureText, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useShopStore } from '@/stores/shop'
import { ExchangeResult } from '../components/exchange-result'
import { ExchangeSheet, type SheetStep } from './components/exchange-sheet'
import { GoodsCard } from './components/goods-card'
import { useRefusalText } from './components/use-refusal-text'
import './index.scss'

/** /coinExchange: the goods to exchange for coins, each with its detail and a confirmed exchange (spec 2, 5). */
function CoinExchangePage() {
  const t = useT<'shop'>()
  const { session, coins } = useStores()
  const shop = useShopStore()
  const refusalText = useRefusalText()
  const { refuse: refuseEnterprise, refusedBy } = useRefuseEnterprise()
  const [open, setOpen] = useState<{ goodsId: string; step: SheetStep } | undefined>(undefined)
  // the exchange made an order that waits for its price difference: offer to pay it now
  const [resultShown, setResultShown] = useState(false)
  const [isIOS] = useState(() => detectClient().isIOS)

  useEffect(() => {
    trackPageView(PAGE_VIEWS.pointsShopGoods)
  }, [])

  useAccountLoad(() => {
    void shop.load()
    if (session.token) void coins.load()
  })

  const loggedIn = session.isLoggedIn
  useHostRightItem(loggedIn ? { title: t('shop.records'), path: PATH.redeemRecordV4 } : undefined)
  const goods = open ? shop.findGoods(open.goodsId) : undefined
  const refusal = goods && loggedIn ? shop.refusalOf(goods, isIOS) : undefined
  const signInDays = loggedIn && shop.catalog ? shop.catalog.signInDays : undefined

  function openGoods(item: Goods) {
    setOpen({ goodsId: item.id, step: 'detail' })
    trackPageView(PAGE_VIEWS.exchangeDetail)
  }

  function tellRefusal(item: Goods) {
    const reason = shop.refusalOf(item, isIOS)
    if (!reason) return false
    const text = refusalText(reason, item)
    if (reason === 'enterpriseSubAccount') refuseEnterprise(text)
    else notify(text)
    return true
  }

  function startExchange() {
    if (!goods) return
    if (!loggedIn) {
      void goLogin()
      return
    }
    if (tellRefusal(goods)) return
    setOpen({ goodsId: goods.id, step: 'confirm' })
  }

  async function confirmExchange() {
    if (!goods) return
    try {
      const result = await shop.exchange(goods.id, platformType())
      if (!result) return
      setOpen(undefined)
      if (result.order.state === 'pendingPayment') setResultShown(true)
      else notify(successText(result.order))
    } catch (error) {
      const text = exchangeFailureText(error, goods)
      if (!refusedBy(error, text)) notify(text)
    }
  }

  function successText(order: ExchangeOrder): string {
    if (order.state === 'waitingIssue') return t('shop.successWaiting', { days: EXCHANGE_ISSUE_WORKING_DAYS })
    return t('shop.successIssued')
  }

  function exchangeFailureText(error: unknown, item: Goods): string {
    if (isRefusal(error)) {
      const reason = refusedExchange(error)
      return reason ? refusalText(reason, item) : t('shop.exchangeFailed')
    }
    return failureText(error, t('shop.exchangeFailed'))
  }

  function goodsList() {
    if (shop.status === 'error') return <StatusView status='error' message={t('shop.loadFailed')} onRetry={() => void shop.load()} />
    if (shop.status !== 'ready') return <StatusView status='loading' />
    if (shop.goods.length === 0) return <StatusView status='empty' message={t('shop.empty')} />
    return (
      <View className='coin-exchange__goods'>
        {shop.goods.map((item) => (
          <GoodsCard key={item.id} goods={item} signInDays={signInDays} onOpen={openGoods} />
        ))}
      </View>
    )
  }

  return (
    <PageShell title={t('shop.title')} className='coin-exchange'>
      {loggedIn ? (
        <View className='card coin-exchange__balance'>
          <View className='coin-exchange__figure'>
            <Text className='coin-exchange__label'>{t('shop.balance')}</Text>
            <Text className='coin-exchange__coins' data-testid='coin-balance'>
              {coins.status === 'ready' ? coins.remainCoins : '—'}
            </Text>
            {signInDays !== undefined && <Text className='coin-exchange__days'>{t('shop.signInDays', { count: signInDays })}</Text>}
          </View>
          <View className='coin-exchange__links'>
            <View className='coin-exchange__records' {...tappable('link')} onClick={() => void navigateTo(PATH.redeemRecordV4)}>
              <Text>{t('shop.records')}</Text>
              <Icon name='chevron-right' size={14} />
            </View>
            <View className='coin-exchange__records' data-testid='redeem-code-link' {...tappable('link')} onClick={() => void navigateTo(PATH.redeemCode)}>
              <Text>{t('shop.redeemLink')}</Text>
              <Icon name='chevron-right' size={14} />
            </View>
          </View>
        </View>
      ) : (
        <SignInRequired inline reason={t('shop.visitor')} />
      )}
      {loggedIn && shop.catalog?.inviteRestricted && (
        <View className='card coin-exchange__notice' data-testid='invite-restricted'>
          <Text>{t('shop.refusal.inviteRestricted')}</Text>
        </View>
      )}
      {goodsList()}
      {goods && open && (
        <ExchangeSheet
          goods={goods}
          step={open.step}
          refusal={refusal}
          signInDays={signInDays}
          exchanging={shop.exchanging === goods.id}
          onExchange={startExchange}
          onConfirm={() => void confirmExchange()}
          onClose={() => setOpen(undefined)}
        />
      )}
      {resultShown && shop.lastExchange && <ExchangeResult order={shop.lastExchange} onClose={() => setResultShown(false)} />}
    </PageShell>
  )
}

export default definePage(CoinExchangePage, shopTexts)
