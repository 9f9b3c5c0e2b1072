import { Text, View } from '@tarojs/components'
import { AtButton, AtInput, AtSegmentedControl } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { loginByEmail, loginByPhone, sendSmsCode, type LoginResult } from '@/api/user'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { checkEmailLogin, checkPhone, checkPhoneLogin, hasErrors, type EmailLoginErrors, type LoginFieldError, type PhoneLoginErrors } from '@/lib/login-form'
import { currentQuery, navigateTo, redirectTo } from '@/platform'
import { internalRedirectTarget, PATH } from '@/routes'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/segmented-control.scss'
import './index.scss'

const RESEND_SECONDS = 60

type LoginMethod = 'phone' | 'email'

function FieldError({ error }: { error?: LoginFieldError }) {
  const t = useT()
  if (!error) return null
  return <Text className='login__error'>{t(`validate.${error}`)}</Text>
}

const ObservedFieldError = observer(FieldError)

function LoginPage() {
  const t = useT()
  const { session } = useStores()
  const [method, setMethod] = useState<LoginMethod>('phone')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [phoneErrors, setPhoneErrors] = useState<PhoneLoginErrors>({})
  const [emailErrors, setEmailErrors] = useState<EmailLoginErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [sendingCode, setSendingCode] = useState(false)
  const [resendIn, setResendIn] = useState(0)
  // A ref, not state: a second tap in the same frame must see the first one.
  const busy = useRef(false)

  useEffect(() => {
    if (resendIn <= 0) return undefined
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [resendIn])

  async function requestCode() {
    const phoneError = checkPhone(phone)
    setPhoneErrors((errors) => ({ ...errors, phone: phoneError }))
    if (phoneError || sendingCode || resendIn > 0) return
    setSendingCode(true)
    try {
      await sendSmsCode(phone.trim())
      notify(t('login.codeSent'))
      setResendIn(RESEND_SECONDS)
    } catch (error) {
      notifyFailure(error)
    } finally {
      setSendingCode(false)
    }
  }

  async function submit() {
    if (busy.current) return
    let attempt: () => Promise<LoginResult>
    if (method === 'phone') {
      const errors = checkPhoneLogin(phone, code)
      setPhoneErrors(errors)
      if (hasErrors(errors)) return
      attempt = () => loginByPhone(phone.trim(), code.trim())
    } else {
      const errors = checkEmailLogin(email, password)
      setEmailErrors(errors)
      if (hasErrors(errors)) return
      attempt = () => loginByEmail(email.trim(), password)
    }
    busy.current = true
    setSubmitting(true)
    try {
      const result = await attempt()
      session.signIn(result.token)
      notify(t('login.success'))
      redirectTo(internalRedirectTarget(currentQuery().redirectUrl))
    } catch (error) {
      notifyFailure(error, t('login.failed'))
    } finally {
      busy.current = false
      setSubmitting(false)
    }
  }

  return (
    <PageShell title={t('login.title')}>
      <View className='card login'>
        <AtSegmentedControl
          className='login__methods'
          values={[t('login.byPhone'), t('login.byEmail')]}
          current={method === 'phone' ? 0 : 1}
          onClick={(index: number) => setMethod(index === 0 ? 'phone' : 'email')}
        />
        {method === 'phone' ? (
          <View className='login__form' key='phone'>
            <AtInput
              name='phone'
              type='text'
              maxlength={16}
              title={t('login.phone')}
              placeholder={t('login.phonePlaceholder')}
              value={phone}
              error={Boolean(phoneErrors.phone)}
              onChange={(value: string | number) => {
                setPhone(String(value))
                setPhoneErrors((errors) => ({ ...errors, phone: undefined }))
              }}
            />
            <ObservedFieldError error={phoneErrors.phone} />
            <AtInput
              name='code'
              type='number'
              maxlength={6}
              title={t('login.code')}
              placeholder={t('login.codePlaceholder')}
              value={code}
              error={Boolean(phoneErrors.code)}
              onChange={(value: string | number) => {
                setCode(String(value))
                setPhoneErrors((errors) => ({ ...errors, code: undefined }))
              }}
            >
              <AtButton className='login__send-code' size='small' disabled={sendingCode || resendIn > 0} onClick={requestCode}>
                {resendIn > 0 ? t('login.resendIn', { seconds: resendIn }) : t('login.sendCode')}
              </AtButton>
            </AtInput>
            <ObservedFieldError error={phoneErrors.code} />
          </View>
        ) : (
          <View className='login__form' key='email'>
            <AtInput
              name='email'
              type='text'
              title={t('login.email')}
              placeholder={t('login.emailPlaceholder')}
              value={email}
              error={Boolean(emailErrors.email)}
              onChange={(value: string | number) => {
                setEmail(String(value))
                setEmailErrors((errors) => ({ ...errors, email: undefined }))
              }}
            />
            <ObservedFieldError error={emailErrors.email} />
            <AtInput
              name='password'
              type='password'
              title={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              value={password}
              error={Boolean(emailErrors.password)}
              onChange={(value: string | number) => {
                setPassword(String(value))
                setEmailErrors((errors) => ({ ...errors, password: undefined }))
              }}
            />
            <ObservedFieldError error={emailErrors.password} />
          </View>
        )}
        <AtButton className='login__submit' type='primary' circle loading={submitting} disabled={submitting} onClick={submit}>
          {t('login.submit')}
        </AtButton>
        <View className='login__notice'>
          <Text>{t('login.agreementNotice')}</Text>
          <Text className='login__notice-link' {...tappable('link')} onClick={() => navigateTo(PATH.clause, { kind: 'userService' })}>
            {t('agreement.kind.userService')}
          </Text>
          <Text className='login__notice-link' {...tappable('link')} onClick={() => navigateTo(PATH.clause, { kind: 'privacy' })}>
            {t('agreement.kind.privacy')}
          </Text>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(LoginPage)
