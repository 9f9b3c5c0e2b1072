import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AtButton, AtInput } from 'taro-ui'
import { emailRefusal, type BoundEmail } from '@/api/identity'
import { FieldError } from '@/components/field-error'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { SignInRequired } from '@/components/sign-in-required'
import { StatusView } from '@/components/status-view'
import { useAccountLoad } from '@/components/use-account-load'
import { VerificationCodeField } from '@/components/verification-code-field'
import { refusalTextKey } from '@/lib/refusal-texts'
import { identityTexts } from '@/locales/identity'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { BindFormStore } from '@/stores/bind-form'
import { useIdentityStore } from '@/stores/identity'
import '@/styles/taro-ui/input.scss'
import './index.scss'

/** The email and its code on the tasks' bind form store: one rule set, one countdown (spec 5). */
const EmailForm = observer(function EmailForm({ changing, onDone }: { changing: boolean; onDone: () => void }) {
  const t = useT<'identity'>()
  const identity = useIdentityStore()
  const [form] = useState(() => new BindFormStore<BoundEmail>('email', identity.api))
  const { errors } = form

  useEffect(() => () => form.dispose(), [form])

  function sayFailure(error: unknown, fallback: string) {
    const refusal = emailRefusal(error)
    notifyFailure(refusal ? t(refusalTextKey('email', refusal)) : error, fallback)
  }

  async function submit() {
    try {
      const bound = await form.submit()
      if (!bound) return
      identity.showEmail(bound)
      notify(changing ? t('email.changeDone') : t('email.bindDone'))
      onDone()
    } catch (error) {
      sayFailure(error, t('email.bindFailed'))
    }
  }

  return (
    <View className='bind-email__form' data-testid='email-form'>
      <AtInput
        name='email'
        type='text'
        title={changing ? t('email.newEmail') : t('login.email')}
        placeholder={t('login.emailPlaceholder')}
        value={form.value}
        error={Boolean(errors.value)}
        onChange={(value: string | number) => form.setValue(String(value))}
      />
      <FieldError className='bind-email__error' error={errors.value} />
      {/* no error icon here: beside the title and the send button it would squeeze the field to nothing at 375 px */}
      <VerificationCodeField
        form={form}
        sendClassName='bind-email__send-code'
        onSendFailed={(error) => sayFailure(error, t('email.sendCodeFailed'))}
      />
      <FieldError className='bind-email__error' error={errors.code} />
      <AtButton type='primary' circle loading={form.submitting} disabled={form.submitting} onClick={() => void submit()}>
        {form.submitting ? t('email.binding') : t('email.bindNow')}
      </AtButton>
    </View>
  )
})

const BindEmailBody = observer(function BindEmailBody() {
  const t = useT<'identity'>()
  const identity = useIdentityStore()
  const [changing, setChanging] = useState(false)

  useAccountLoad(() => {
    identity.loadEmail().catch(() => undefined)
  })

  if (identity.emailState === 'error') {
    return <StatusView status='error' message={t('email.loadFailed')} onRetry={() => void identity.loadEmail().catch(() => undefined)} />
  }
  if (identity.emailState !== 'ready' || !identity.email) return <StatusView status='loading' />
  const { email } = identity.email
  if (!email) {
    return (
      <View className='card bind-email__card' data-testid='email-state' data-state='notBound'>
        <Text className='bind-email__title'>{t('email.notBound')}</Text>
        <Text className='bind-email__hint'>{t('email.notBoundHint')}</Text>
        <EmailForm changing={false} onDone={() => setChanging(false)} />
      </View>
    )
  }
  return (
    <View className='card bind-email__card' data-testid='email-state' data-state='bound'>
      <Text className='bind-email__hint'>{t('email.bound')}</Text>
      <Text className='bind-email__address' data-testid='bound-email'>{email}</Text>
      {changing ? (
        <>
          <EmailForm changing onDone={() => setChanging(false)} />
          <AtButton size='small' circle onClick={() => setChanging(false)}>
            {t('email.keep')}
          </AtButton>
        </>
      ) : (
        <AtButton className='bind-email__change' size='small' circle onClick={() => setChanging(true)}>
          {t('email.change')}
        </AtButton>
      )}
    </View>
  )
})

/** Bind email (spec 2, 5): a path of ours, PATH.bindEmail; not bound: bind; bound: the masked email and a change. */
function BindEmailPage() {
  const t = useT<'identity'>()
  const { session } = useStores()
  return (
    <PageShell title={t('email.title')} className='bind-email'>
      {session.isLoggedIn ? <BindEmailBody /> : <SignInRequired reason={t('email.loginPrompt')} />}
    </PageShell>
  )
}

export default definePage(BindEmailPage, identityTexts)
