import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton, AtInput } from 'taro-ui'
import { redeemRefusal, type RedeemResult } from '@/api/shop'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { RestrictedNotice } from '@/components/restricted-notice'
import { useRewardText } from '@/components/reward-label'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { refusalTextKey } from '@/lib/refusal-texts'
import { checkRedeemCode } from '@/lib/shop'
import { shopTexts } from '@/locales/shop'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { failureText, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useRedeemStore } from '@/stores/redeem'
import '@/styles/taro-ui/input.scss'
import './index.scss'

const HOURS_PER_DAY = 24

/** What the code credited, and the balance when coins were among it. */
const RedeemedCard = observer(function RedeemedCard({ result }: { result: RedeemResult }) {
  const t = useT<'shop'>()
  const { coins } = useStores()
  const rewardText = useRewardText()
  return (
    <View className='card redeem-code__result' data-testid='redeem-result' role='status'>
      <Text className='redeem-code__result-title'>{t('redeem.success')}</Text>
      <Text className='redeem-code__reward'>{t('redeem.credited', { reward: rewardText(result.rewardCoins, result.rewardVipDays * HOURS_PER_DAY, 'both') })}</Text>
      {result.rewardCoins > 0 && (
        <Text className='redeem-code__note' data-testid='redeem-balance'>
          {t('redeem.balance', { count: coins.remainCoins })}
        </Text>
      )}
      {result.rewardVipDays > 0 && <Text className='redeem-code__note'>{t('redeem.vipNote')}</Text>}
    </View>
  )
})

const RedeemForm = observer(function RedeemForm() {
  const t = useT<'shop'>()
  const redeem = useRedeemStore()
  const [typed, setTyped] = useState('')
  const [missing, setMissing] = useState(false)

  async function submit() {
    if (redeem.redeeming) return
    if (checkRedeemCode(typed)) {
      setMissing(true)
      return
    }
    try {
      await redeem.redeem(typed)
      setTyped('')
    } catch (error) {
      // The typed code stays, so the user can fix it or try again.
      notify(refusalText(error))
    }
  }

  function refusalText(error: unknown): string {
    const refusal = redeemRefusal(error)
    if (refusal) return t(refusalTextKey('redeem', refusal))
    return failureText(error, t('redeem.refusal.failed'))
  }

  return (
    <View className='card redeem-code__form' data-testid='redeem-form'>
      <Text className='redeem-code__intro'>{t('redeem.intro')}</Text>
      <AtInput
        name='redeemCode'
        type='text'
        title={t('redeem.label')}
        placeholder={t('redeem.placeholder')}
        value={typed}
        error={missing}
        onChange={(value: string | number) => {
          setTyped(String(value))
          setMissing(false)
        }}
      />
      {missing && (
        <Text className='redeem-code__error'>
          {t('redeem.refusal.required')}
        </Text>
      )}
      <Text className='redeem-code__hint'>{t('redeem.caseHint')}</Text>
      <AtButton type='primary' circle loading={redeem.redeeming} disabled={redeem.redeeming} onClick={() => void submit()}>
        {redeem.redeeming ? t('redeem.redeeming') : t('redeem.submit')}
      </AtButton>
    </View>
  )
})

const RedeemBody = observer(function RedeemBody() {
  const t = useT<'shop'>()
  const { session, coins } = useStores()
  const redeem = useRedeemStore()

  // The balance the result speaks of.
  useAccountLoad(() => {
    if (session.token) void coins.load()
  })

  if (!session.tokenKnown) return <StatusView status='loading' />
  if (!session.isLoggedIn) return <SignInRequired reason={t('redeem.visitor')} />
  if (session.isRestricted || redeem.refusedForRisk) {
    return (
      <>
        <View className='card redeem-code__refused' data-testid='redeem-risky'>
          <Text>{t('redeem.refusal.risky')}</Text>
        </View>
        <RestrictedNotice />
      </>
    )
  }
  return (
    <>
      <RedeemForm />
      {redeem.result && <RedeemedCard result={redeem.result} />}
      <Text className='redeem-code__link' {...tappable('link')} onClick={() => void navigateTo(PATH.coinExchange)}>
        {t('redeem.toShop')}
      </Text>
    </>
  )
})

/** /redeemCode: a code typed exactly as given (case sensitive) credits coins or VIP days, once per account (spec 2, 5, 6). */
function RedeemCodePage() {
  const t = useT<'shop'>()
  return (
    <PageShell title={t('redeem.title')} className='redeem-code'>
      <RedeemBody />
    </PageShell>
  )
}

export default definePage(RedeemCodePage, shopTexts)
