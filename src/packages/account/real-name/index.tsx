import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton, AtInput } from 'taro-ui'
import { identityRefusal, type IdentityStatus } from '@/api/identity'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { chinaDateTimeOf } from '@/lib/calendar'
import { ID_NUMBER_LENGTH, REAL_NAME_MAX, type IdentityRefusal } from '@/lib/identity'
import { refusalTextKey } from '@/lib/refusal-texts'
import { identityTexts } from '@/locales/identity'
import { navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { failureText, notify } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { useIdentityStore } from '@/stores/identity'
import '@/styles/taro-ui/input.scss'
import './index.scss'

const VerifiedCard = observer(function VerifiedCard({ status }: { status: IdentityStatus }) {
  const t = useT<'identity'>()
  return (
    <View className='card real-name__card' data-testid='identity-verified'>
      <Text className='real-name__verified'>{t('identity.verified.title')}</Text>
      <View className='real-name__row'>
        <Text className='real-name__label'>{t('identity.verified.name')}</Text>
        <Text className='real-name__value'>{status.name}</Text>
      </View>
      <View className='real-name__row'>
        <Text className='real-name__label'>{t('identity.verified.idNumber')}</Text>
        <Text className='real-name__value'>{status.idNumber}</Text>
      </View>
      {status.verifiedAt > 0 && (
        <View className='real-name__row'>
          <Text className='real-name__label'>{t('identity.verified.at')}</Text>
          <Text className='real-name__value real-name__date'>{chinaDateTimeOf(status.verifiedAt)}</Text>
        </View>
      )}
    </View>
  )
})

/** Spec 5: identities from outside mainland China are verified by customer support. */
const NonMainlandNotice = observer(function NonMainlandNotice({ stressed }: { stressed: boolean }) {
  const t = useT<'identity'>()
  return (
    <View className={`card real-name__card real-name__support${stressed ? ' real-name__support--stressed' : ''}`} data-testid='non-mainland'>
      <Text className='real-name__support-title'>{t('identity.nonMainland.title')}</Text>
      <Text className='real-name__hint'>{t('identity.nonMainland.body')}</Text>
      <AtButton size='small' circle onClick={() => navigateTo(PATH.contact)}>
        {t('common.contactSupport')}
      </AtButton>
    </View>
  )
})

const VerifyForm = observer(function VerifyForm() {
  const t = useT<'identity'>()
  const identity = useIdentityStore()
  const { errors } = identity
  const { refusedBy } = useRefuseEnterprise()
  // the server's last refusal, shown under the form until the user types again
  const [refusal, setRefusal] = useState<IdentityRefusal | undefined>(undefined)
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const nonMainland = errors.idNumber === 'idNonMainland' || refusal === 'nonMainland'

  function edited() {
    setRefusal(undefined)
    setFailure(undefined)
  }

  async function submit() {
    edited()
    try {
      const status = await identity.submit()
      if (status) notify(t('identity.verified.done'))
    } catch (error) {
      const refused = identityRefusal(error)
      const text = refused ? t(refusalTextKey('identity', refused)) : failureText(error, t('identity.refusal.failed'))
      setRefusal(refused)
      setFailure(text)
      if (!refusedBy(error, text)) notify(text)
    }
  }

  return (
    <>
      <View className='card real-name__card' data-testid='identity-form'>
        <Text className='real-name__hint'>{t('identity.intro', { length: ID_NUMBER_LENGTH })}</Text>
        <AtInput
          name='realName'
          type='text'
          maxLength={REAL_NAME_MAX}
          title={t('identity.name')}
          placeholder={t('identity.namePlaceholder')}
          value={identity.name}
          error={Boolean(errors.name)}
          onChange={(value: string | number) => {
            edited()
            identity.setName(String(value))
          }}
        />
        {errors.name && <Text className='real-name__error'>{t(`identity.error.${errors.name}`)}</Text>}
        <AtInput
          name='idNumber'
          type='idcard'
          maxLength={ID_NUMBER_LENGTH}
          title={t('identity.idNumber')}
          placeholder={t('identity.idNumberPlaceholder', { length: ID_NUMBER_LENGTH })}
          value={identity.idNumber}
          error={Boolean(errors.idNumber)}
          onChange={(value: string | number) => {
            edited()
            identity.setIdNumber(String(value))
          }}
        />
        {errors.idNumber && (
          <Text className='real-name__error' data-testid='id-error' data-error={errors.idNumber}>
            {t(`identity.error.${errors.idNumber}`, { length: ID_NUMBER_LENGTH })}
          </Text>
        )}
        {failure && (
          <Text className='real-name__error' data-testid='identity-failure' data-refusal={refusal ?? 'transport'}>
            {failure}
          </Text>
        )}
        <AtButton
          className='real-name__submit'
          type='primary'
          circle
          loading={identity.submitting}
          disabled={identity.submitting}
          onClick={() => void submit()}
        >
          {identity.submitting ? t('identity.submitting') : t('identity.submit')}
        </AtButton>
      </View>
      <NonMainlandNotice stressed={nonMainland} />
    </>
  )
})

const RealNameBody = observer(function RealNameBody() {
  const t = useT<'identity'>()
  const identity = useIdentityStore()

  useAccountLoad(() => {
    identity.loadStatus().catch(() => undefined)
  })

  if (identity.statusState === 'error') {
    return <StatusView status='error' message={t('identity.loadFailed')} onRetry={() => void identity.loadStatus().catch(() => undefined)} />
  }
  if (identity.statusState !== 'ready' || !identity.status) return <StatusView status='loading' />
  return identity.status.verified ? <VerifiedCard status={identity.status} /> : <VerifyForm />
})

/** Real-name verification (spec 2, 5, 8): a path of ours, PATH.realNameVerify. */
function RealNamePage() {
  const t = useT<'identity'>()
  const { session } = useStores()
  return (
    <PageShell title={t('identity.title')} className='real-name'>
      {session.isLoggedIn ? <RealNameBody /> : <SignInRequired reason={t('identity.loginPrompt')} />}
    </PageShell>
  )
}

export default definePage(RealNamePage, identityTexts)
