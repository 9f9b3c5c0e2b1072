import { Text, View } from '@tarojs/components'
import { AtButton, AtInput } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { ActiveRenewal, BoundThirdParty } from '@/api/cancellation'
import { ConfirmSheet } from '@/components/confirm-sheet'
import { Icon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { tappable } from '@/components/tappable'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { useSingleFlight } from '@/components/use-single-flight'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf } from '@/lib/calendar'
import { CANCELLATION_WAITING_DAYS, cancellationBlock, formatFen } from '@/lib/cancellation'
import { cancellationTexts } from '@/locales/cancellation'
import { navigateTo, redirectTo } from '@/platform'
import { reloginThirdParty } from '@/platform/third-party-login'
import { PATH } from '@/routes'
import { failureText, notice, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useCancellationStore } from '@/stores/cancellation'
import { submitFailureOf } from './failure'
import '@/styles/taro-ui/input.scss'
import './index.scss'

const KNOWN_PROVIDERS = ['wechat', 'apple', 'qq'] as const
type KnownProvider = (typeof KNOWN_PROVIDERS)[number]

function isKnownProvider(provider: string): provider is KnownProvider {
  return (KNOWN_PROVIDERS as readonly string[]).includes(provider)
}

/** One subscription still renewing, and where to cancel it (spec 5). */
const RenewalRow = observer(function RenewalRow({ renewal }: { renewal: ActiveRenewal }) {
  const t = useT<'cancellation'>()
  return (
    <View className='cancel-auth__renewal'>
      <View className='cancel-auth__renewal-head'>
        <Text className='cancel-auth__platform'>{t(`auth.platform.${renewal.platform}`)}</Text>
        <Text className='cancel-auth__price'>
          {t('auth.renewals.price', { level: t(`auth.level.${renewal.level}`), price: formatFen(renewal.monthlyPriceFen) })}
        </Text>
      </View>
      {renewal.nextRenewalAt > 0 && <TextWithDates className='cancel-auth__note' text={t('auth.renewals.next', { date: chinaDateOf(renewal.nextRenewalAt) })} />}
      <Text className='cancel-auth__note'>{t(`auth.where.${renewal.platform}`)}</Text>
      {/* the chat app's pay can also be ended on /wxPayManage */}
      {renewal.platform === 'chatApp' && (
        <Text className='cancel-auth__link' {...tappable('link')} onClick={() => navigateTo(PATH.wxPayManage)}>
          {t('auth.renewals.manage')}
        </Text>
      )}
    </View>
  )
})

/** Spec 5: every continuous monthly subscription cancelled first; spec 8 "sign status query failed". */
const Renewals = observer(function Renewals() {
  const t = useT<'cancellation'>()
  const cancellation = useCancellationStore()
  const recheck = () => cancellation.loadRenewals().catch(() => undefined)
  const renewals = cancellation.activeRenewals
  let body
  if (cancellation.renewalsStatus === 'error') body = <StatusView status='error' message={t('cancel.signStatusFailed')} onRetry={recheck} />
  else if (renewals === null) body = <StatusView status='loading' />
  else if (renewals.length === 0) {
    body = (
      <View className='cancel-auth__clear'>
        <Icon name='check-circle' size={18} className='cancel-auth__ok' />
        <Text>{t('auth.renewals.none')}</Text>
      </View>
    )
  } else {
    body = (
      <>
        <Text className='cancel-auth__note'>{t('auth.renewals.intro')}</Text>
        {renewals.map((renewal) => (
          <RenewalRow key={renewal.contractNo} renewal={renewal} />
        ))}
        <AtButton size='small' circle className='cancel-auth__recheck' loading={cancellation.renewalsStatus === 'loading'} onClick={recheck}>
          {t('auth.renewals.recheck')}
        </AtButton>
      </>
    )
  }
  return (
    <View className='card cancel-auth__section'>
      <Text className='cancel-auth__heading'>{t('auth.renewals.heading')}</Text>
      {body}
    </View>
  )
})

interface ThirdPartyProofProps {
  bound: BoundThirdParty | null
  code: string
  onCode: (code: string) => void
}

/** Spec 5: a re-login with the same third-party account as the bound one, through the host (docs/bridge.md). */
const ThirdPartyProof = observer(function ThirdPartyProof({ bound, code, onCode }: ThirdPartyProofProps) {
  const t = useT<'cancellation'>()
  const flight = useSingleFlight()
  if (!bound) {
    return (
      <View className='cancel-auth__problem' role='alert'>
        <Text>{t('cancel.noThirdParty')}</Text>
        <Text className='cancel-auth__link' {...tappable('link')} onClick={() => navigateTo(PATH.contact)}>
          {t('common.contactSupport')}
        </Text>
      </View>
    )
  }
  const provider = t(isKnownProvider(bound.provider) ? `auth.provider.${bound.provider}` : 'auth.provider.other')
  const relogin = () =>
    flight.run(async () => {
      try {
        const result = await reloginThirdParty(bound.provider)
        if (result.kind === 'code') onCode(result.code)
        else if (result.kind === 'none') notify(t('cancel.noThirdParty'))
        else if (result.kind === 'upgrade-needed') notify(t('cancel.upgrade'))
        else notify(t('auth.thirdParty.inAppOnly'))
      } catch (error) {
        console.warn('[cancellation] re-login failed', error)
        notify(t('cancel.unexpectedError'))
      }
    })
  return (
    <>
      <Text className='cancel-auth__note'>{t('auth.thirdParty.bound', { provider, name: bound.name })}</Text>
      {code ? (
        <View className='cancel-auth__clear' role='status'>
          <Icon name='check-circle' size={18} className='cancel-auth__ok' />
          <Text>{t('auth.thirdParty.done', { provider })}</Text>
        </View>
      ) : (
        <AtButton className='cancel-auth__relogin' circle loading={flight.running} disabled={flight.running} onClick={() => void relogin()}>
          {t('auth.thirdParty.relogin', { provider })}
        </AtButton>
      )}
    </>
  )
})

const CancelAuthForm = observer(function CancelAuthForm() {
  const t = useT<'cancellation'>()
  const cancellation = useCancellationStore()
  const [password, setPassword] = useState('')
  const [thirdPartyCode, setThirdPartyCode] = useState('')
  // the submit only asks: the request goes from the confirmation, which keeps what was typed when closed
  const [asking, setAsking] = useState(false)
  const { cancelData } = cancellation
  const enterprise = Boolean(cancelData?.enterpriseSubAccount)
  const { refuse: refuseEnterprise } = useRefuseEnterprise()

  // the screen says why itself: only the host is told
  useEffect(() => {
    if (enterprise) refuseEnterprise()
  }, [enterprise, refuseEnterprise])

  const retry = () => cancellation.loadCancellation().catch(() => undefined)
  if (cancellation.userInfoStatus === 'error') return <StatusView status='error' message={t('cancel.noUserInfo')} onRetry={retry} />
  if (cancellation.cancelDataStatus === 'error') return <StatusView status='error' message={t('cancel.loadFailed')} onRetry={retry} />
  if (!cancelData) return <StatusView status='loading' />
  if (enterprise) return <StatusView status='empty' message={t('host.enterpriseSubAccount')} />
  if (cancelData.state === 'pending' || cancelData.state === 'cancelled') {
    return (
      <View className='card cancel-auth__section'>
        <Text className='cancel-auth__heading'>{t(cancelData.state === 'pending' ? 'auth.alreadyPending' : 'cancel.cancelled.title')}</Text>
        <AtButton circle onClick={() => redirectTo(PATH.cancelReminder)}>
          {t('auth.toReminder')}
        </AtButton>
      </View>
    )
  }

  const { authMethod } = cancelData
  const block = cancellationBlock({
    enterpriseSubAccount: enterprise,
    agreementAccepted: cancellation.agreementAccepted,
    activeRenewals: cancellation.renewalsStatus === 'ready' && cancellation.activeRenewals ? cancellation.activeRenewals.length : null,
    authMethod,
    password,
    reloggedIn: thirdPartyCode !== '',
  })

  async function submit() {
    const proof = authMethod === 'password' ? { password } : { thirdPartyCode }
    try {
      const done = await cancellation.submit(proof)
      if (!done) return
      setAsking(false)
      notice(t('auth.submitted'))
      void redirectTo(PATH.cancelReminder)
    } catch (error) {
      setAsking(false)
      // what was typed stays: a wrong password is corrected, a lost answer is sent again as it was
      const failure = submitFailureOf(error)
      if (failure.kind === 'refusal') {
        // spec 6: the host hears the server's refusal of an enterprise sub-account as every area's
        if (failure.refusal === 'enterpriseSubAccount') refuseEnterprise(t(failure.key))
        else notify(t(failure.key))
        if (failure.refusal === 'renewalsActive') cancellation.loadRenewals().catch(() => undefined)
        // the re-login's code is spent: the user signs in again, with the bound account this time
        if (failure.refusal === 'thirdPartyMismatch' || failure.refusal === 'thirdPartyCheckFailed') setThirdPartyCode('')
      } else if (failure.kind === 'unexpected') {
        notify(t('cancel.unexpectedError'))
      } else {
        notify(failureText(error))
      }
    }
  }

  return (
    <>
      <Renewals />
      <View className='card cancel-auth__section'>
        <Text className='cancel-auth__heading'>{t(authMethod === 'password' ? 'auth.password.heading' : 'auth.thirdParty.heading')}</Text>
        {authMethod === 'password' ? (
          <AtInput
            name='cancel-password'
            type='password'
            title={t('auth.password.label')}
            placeholder={t('auth.password.placeholder')}
            value={password}
            onChange={(value: string | number) => setPassword(String(value))}
          />
        ) : (
          <ThirdPartyProof bound={cancelData.thirdParty} code={thirdPartyCode} onCode={setThirdPartyCode} />
        )}
      </View>
      <AtButton
        className='cancel-auth__submit'
        type='primary'
        circle
        disabled={block !== null || cancellation.submitting}
        onClick={() => setAsking(true)}
      >
        {t('auth.submit')}
      </AtButton>
      <ConfirmSheet
        className='cancel-auth__confirm'
        opened={asking}
        title={t('auth.confirm.title')}
        text={t('auth.confirm.text', { count: CANCELLATION_WAITING_DAYS })}
        keepLabel={t('auth.confirm.keep')}
        confirmLabel={t('auth.confirm.submit')}
        destructive
        sending={cancellation.submitting}
        onConfirm={() => void submit()}
        onClose={() => setAsking(false)}
      />
    </>
  )
})

/** /cancelAuth: the second step: subscriptions ended, the password or a third-party re-login, the submit (spec 2, 4, 5, 8). */
function CancelAuthPage() {
  const t = useT<'cancellation'>()
  const { session } = useStores()
  const cancellation = useCancellationStore()
  const loggedIn = session.isLoggedIn
  const agreed = cancellation.agreementAccepted

  // a new account starts unagreed (the store is cleared for it), so only the agreement starts the reads;
  // they are read again when the network is back
  useAccountLoad(() => {
    if (!loggedIn || !agreed) return
    cancellation.loadCancellation().catch(() => undefined)
    cancellation.loadRenewals().catch(() => undefined)
  }, [agreed])

  let body
  if (!loggedIn) body = <SignInRequired reason={t('cancel.loginPrompt')} />
  else if (!agreed) {
    body = (
      <View className='card cancel-auth__section'>
        <Text className='cancel-auth__heading'>{t('auth.agreementRequired')}</Text>
        <AtButton type='primary' circle onClick={() => redirectTo(PATH.cancelReminder)}>
          {t('auth.toReminder')}
        </AtButton>
      </View>
    )
  } else body = <CancelAuthForm />
  return (
    <PageShell title={t('auth.title')} className='cancel-auth'>
      {body}
    </PageShell>
  )
}

export default definePage(CancelAuthPage, cancellationTexts)
