import { Text, View } from '@tarojs/components'
import { AtButton, AtInput, AtSegmentedControl } from 'taro-ui'
import { useEffect, useState } from 'react'
import { loginByEmail, loginByPhone, sendSmsCode } from '@/api/user'
import { FieldError } from '@/components/field-error'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { VerificationCodeField } from '@/components/verification-code-field'
import { currentQuery, navigateTo, redirectTo } from '@/platform'
import { internalRedirectTarget, PATH } from '@/routes'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { LoginFormStore } from '@/stores/login-form'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/segmented-control.scss'
import './index.scss'

const LOGIN_API = { sendSmsCode, loginByPhone, loginByEmail }

function LoginPage() {
  const t = useT()
  const { session } = useStores()
  const [form] = useState(() => new LoginFormStore(LOGIN_API, session))
  const { phoneErrors, emailErrors } = form

  useEffect(() => () => form.dispose(), [form])

  async function submit() {
    try {
      if (!(await form.submit())) return
      notify(t('login.success'))
      redirectTo(internalRedirectTarget(currentQuery().redirectUrl))
    } catch (error) {
      notifyFailure(error, t('login.failed'))
    }
  }

  return (
    <PageShell title={t('login.title')}>
      <View className='card login'>
        <AtSegmentedControl
          className='login__methods'
          values={[t('login.byPhone'), t('login.byEmail')]}
          current={form.method === 'phone' ? 0 : 1}
          onClick={(index: number) => form.setMethod(index === 0 ? 'phone' : 'email')}
        />
        {form.method === 'phone' ? (
          <View className='login__form' key='phone'>
            <AtInput
              name='phone'
              type='text'
              maxLength={16}
              title={t('login.phone')}
              placeholder={t('login.phonePlaceholder')}
              value={form.phone}
              error={Boolean(phoneErrors.phone)}
              onChange={(value: string | number) => form.setPhone(String(value))}
            />
            <FieldError className='login__error' error={phoneErrors.phone} />
            <VerificationCodeField form={form} invalid={Boolean(phoneErrors.code)} sendClassName='login__send-code' onSendFailed={notifyFailure} />
            <FieldError className='login__error' error={phoneErrors.code} />
          </View>
        ) : (
          <View className='login__form' key='email'>
            <AtInput
              name='email'
              type='text'
              title={t('login.email')}
              placeholder={t('login.emailPlaceholder')}
              value={form.email}
              error={Boolean(emailErrors.email)}
              onChange={(value: string | number) => form.setEmail(String(value))}
            />
            <FieldError className='login__error' error={emailErrors.email} />
            <AtInput
              name='password'
              type='password'
              title={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              value={form.password}
              error={Boolean(emailErrors.password)}
              onChange={(value: string | number) => form.setPassword(String(value))}
            />
            <FieldError className='login__error' error={emailErrors.password} />
          </View>
        )}
        <AtButton className='login__submit' type='primary' circle loading={form.submitting} disabled={form.submitting} onClick={submit}>
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
