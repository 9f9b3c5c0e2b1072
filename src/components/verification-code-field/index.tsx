import { observer } from 'mobx-react-lite'
import { AtButton, AtInput } from 'taro-ui'
import { notify } from '@/services/notify'
import { useT } from '@/stores'
import type { CodeRequest } from '@/stores/resend-countdown'

/** What the field reads and asks: the login form and the bind form (spec 5) both are one. */
export interface VerificationCodeForm {
  readonly code: string
  /** Whether another code may be asked for now, and in how many seconds. */
  readonly codeRequest: Pick<CodeRequest, 'canRequest' | 'resendIn'>
  setCode(code: string): void
  /** True when a code was sent; the form sends once however often it is asked. */
  requestCode(): Promise<boolean>
}

interface VerificationCodeFieldProps {
  form: VerificationCodeForm
  /** Says why no code was sent, in the caller's words. */
  onSendFailed: (error: unknown) => void
  /** Marks the field in error with taro-ui's icon; left out where the icon would squeeze the field. */
  invalid?: boolean
  /** The send button's place in the caller's layout. */
  sendClassName: string
}

/**
 * The six-digit code on a numeric keyboard with its send button, which counts down to the next
 * code (spec 9). On H5 the label names the input and the button's text names the button
 * (src/platform/accessible-controls), so a screen reader hears the countdown too.
 */
export const VerificationCodeField = observer(function VerificationCodeField({
  form,
  onSendFailed,
  invalid,
  sendClassName,
}: VerificationCodeFieldProps) {
  const t = useT()
  const { codeRequest } = form

  async function send() {
    try {
      if (await form.requestCode()) notify(t('login.codeSent'))
    } catch (error) {
      onSendFailed(error)
    }
  }

  return (
    <AtInput
      name='code'
      type='number'
      maxLength={6}
      title={t('login.code')}
      placeholder={t('login.codePlaceholder')}
      value={form.code}
      error={invalid}
      onChange={(value: string | number) => form.setCode(String(value))}
    >
      <AtButton className={sendClassName} size='small' disabled={!codeRequest.canRequest} onClick={() => void send()}>
        {codeRequest.resendIn > 0 ? t('login.resendIn', { seconds: codeRequest.resendIn }) : t('login.sendCode')}
      </AtButton>
    </AtInput>
  )
})
