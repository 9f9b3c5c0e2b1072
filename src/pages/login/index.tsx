import { Button, Text, View } from '@tarojs/components'
import { AtButton, AtInput, AtSegmentedControl } from 'taro-ui'
import { useEffect, useState } from 'react'
import { linkWechatByPhoneNumber, linkWechatBySmsCode, loginByEmail, loginByPhone, loginByWechat, sendSmsCode } from '@/api/login'
import { FieldError } from '@/components/field-error'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import { VerificationCodeField } from '@/components/verification-code-field'
import { loginTexts } from '@/locales/login'
import type { AreaKey, ShellKey } from '@/locales/types'
import { currentQuery, navigateTo, redirectTo } from '@/platform'
// the login page's own subpackage carries WeChat login, not the main package
import { offersWechatLogin, wechatLoginCode, wechatPhoneAnswer } from '@/platform/third-party-login'
import { internalRedirectTarget, PATH } from '@/routes'
import { notify, notifyFailure } from '@/services/notify'
import { useStores, useT } from '@/stores'
import { LoginFormStore, type WechatOutcome } from '@/stores/login-form'
import '@/styles/taro-ui/input.scss'
import '@/styles/taro-ui/segmented-control.scss'
import './index.scss'

const LOGIN_API = { sendSmsCode, loginByPhone, loginByEmail, wechatLoginCode, loginByWechat, linkWechatByPhoneNumber, linkWechatBySmsCode }

/** What the page says when a WeChat login or link did not sign in; the link step speaks for itself. */
const WECHAT_NOTICES: Partial<Record<WechatOutcome['kind'], ShellKey | AreaKey<'login'>>> = {
  phoneRefused: 'login.phoneRefused',
  wechatFailed: 'login.wechatFailed',
  linkExpired: 'login.linkExpired',
}

function LoginPage() {
  const t = useT<'login'>()
  const { session } = useStores()
  const [form] = useState(() => new LoginFormStore(LOGIN_API, session))
  const { phoneErrors, emailErrors } = form

  useEffect(() => () => form.dispose(), [form])

  function goBack() {
    redirectTo(internalRedirectTarget(currentQuery().redirectUrl))
  }

  async function submit() {
    try {
      if (!(await form.submit())) return
      notify(t('login.success'))
      goBack()
    } catch (error) {
      notifyFailure(error, t('login.failed'))
    }
  }

  async function wechat(act: () => Promise<WechatOutcome>) {
    try {
      const outcome = await act()
      if (outcome.kind === 'signedIn' || outcome.kind === 'linked') {
        notify(outcome.kind === 'linked' && outcome.existingAccount ? t('login.linkedTo', { phone: outcome.phone }) : t('login.success'))
        goBack()
        return
      }
      const notice = WECHAT_NOTICES[outcome.kind]
      if (notice) notify(t(notice))
    } catch (error) {
      notifyFailure(error, t('login.failed'))
    }
  }

  return (
    <PageShell title={t('login.title')} languageSwitch>
      <View className='card login'>
        {form.linkingWechat ? (
          <View className='login__link'>
            <Text>{t('login.linkHint')}</Text>
            {offersWechatLogin && (
              <Button
                className='login__wechat-phone'
                openType='getPhoneNumber'
                disabled={form.submitting}
                onGetPhoneNumber={(event) => void wechat(() => form.linkWithWechatPhone(wechatPhoneAnswer(event.detail)))}
              >
                {t('login.linkWechatPhone')}
              </Button>
            )}
            <Text>{t('login.linkByCode')}</Text>
          </View>
        ) : (
          <AtSegmentedControl
            className='login__methods'
            values={[t('login.byPhone'), t('login.byEmail')]}
            current={form.method === 'phone' ? 0 : 1}
            onClick={(index: number) => form.setMethod(index === 0 ? 'phone' : 'email')}
          />
        )}
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
        {form.linkingWechat ? (
          <>
            <AtButton className='login__submit' type='primary' circle loading={form.submitting} disabled={form.submitting} onClick={() => wechat(() => form.linkWithSmsCode())}>
              {t('login.linkSubmit')}
            </AtButton>
            <AtButton className='login__other' circle disabled={form.submitting} onClick={() => form.cancelWechatLink()}>
              {t('common.cancel')}
            </AtButton>
          </>
        ) : (
          <>
            <AtButton className='login__submit' type='primary' circle loading={form.submitting} disabled={form.submitting} onClick={submit}>
              {t('login.submit')}
            </AtButton>
            {offersWechatLogin && (
              <AtButton className='login__other' circle disabled={form.submitting} onClick={() => wechat(() => form.loginWithWechat())}>
                {t('login.wechat')}
              </AtButton>
            )}
          </>
        )}
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

export default definePage(LoginPage, loginTexts)
