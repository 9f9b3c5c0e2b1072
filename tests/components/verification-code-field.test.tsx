import { act, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { VerificationCodeField } from '@/components/verification-code-field'
import { stores as appStores } from '@/stores'
import { BindFormStore, type BindFormApi } from '@/stores/bind-form'
import { RESEND_CODE_SECONDS } from '@/stores/resend-countdown'
import { deferred } from '../support/deferred'
import { renderWithStores, resetAppStores } from '../support/render'

const EMAIL = 'someone@example.com'

function formApi(): jest.Mocked<BindFormApi<void>> {
  return { sendBindCode: jest.fn().mockResolvedValue(undefined), bindAccount: jest.fn().mockResolvedValue(undefined) }
}

/** The field on a real bind form, with its email already typed, as the bind-email screen has it. */
function renderField(api: BindFormApi<void>, invalid = false, onSendFailed: (error: unknown) => void = () => undefined): BindFormStore<void> {
  let shown: BindFormStore<void> | undefined
  function Screen() {
    const [form] = useState(() => {
      const created = new BindFormStore<void>('email', api)
      created.setValue(EMAIL)
      return created
    })
    shown = form
    return (
      <VerificationCodeField
        form={form}
        invalid={invalid}
        sendClassName='screen__send-code'
        onSendFailed={onSendFailed}
      />
    )
  }
  renderWithStores(<Screen />)
  if (!shown) throw new Error('the field did not render')
  return shown
}

function sendButton(): HTMLElement {
  const button = document.querySelector<HTMLElement>('.screen__send-code')
  if (!button) throw new Error('no send button')
  return button
}

function codeInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('.at-input input')
  if (!input) throw new Error('no code input')
  return input
}

function isDisabled(button: HTMLElement): boolean {
  return button.classList.contains('at-button--disabled')
}

/** Lets the send's answer and the store's reaction to it land. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve()
  })
}

async function tapSend(): Promise<void> {
  fireEvent.click(sendButton())
  await settle()
}

function elapse(seconds: number): void {
  act(() => {
    jest.advanceTimersByTime(seconds * 1000)
  })
}

beforeEach(() => {
  jest.useFakeTimers()
  resetAppStores()
})

afterEach(() => {
  jest.useRealTimers()
  resetAppStores()
})

describe('VerificationCodeField', () => {
  test('labels the code input by its title', () => {
    renderField(formApi())
    expect([screen.getByText('验证码').getAttribute('for'), codeInput().id]).toEqual(['code', 'code'])
  })

  test('asks for the code on a numeric keyboard', () => {
    renderField(formApi())
    expect([codeInput().placeholder, codeInput().type]).toEqual(['请输入验证码', 'number'])
  })

  test('takes at most the 6 digits of a code (taro-ui reads maxLength, its own default is 140)', () => {
    renderField(formApi())
    expect(codeInput().getAttribute('maxlength')).toBe('6')
  })

  test('names its button by what a tap does before any code is sent', () => {
    renderField(formApi())
    expect([sendButton().textContent, isDisabled(sendButton())]).toEqual(['获取验证码', false])
  })

  test('keeps what is typed in the form', () => {
    const form = renderField(formApi())
    fireEvent.input(codeInput(), { target: { value: '1234' } })
    expect([form.code, codeInput().value]).toEqual(['1234', '1234'])
  })

  test('marks the field in error only when told', () => {
    renderField(formApi(), true)
    expect(codeInput().closest('.at-input__container')?.classList.contains('at-input--error')).toBe(true)
  })

  test('shows no error mark by default', () => {
    renderField(formApi())
    expect(document.querySelector('.at-input--error')).toBeNull()
  })

  test('counts down a second at a time once a code is sent', async () => {
    renderField(formApi())
    await tapSend()
    const first = sendButton().textContent
    elapse(1)
    expect([first, sendButton().textContent, isDisabled(sendButton())]).toEqual([
      `${RESEND_CODE_SECONDS}秒后重发`,
      `${RESEND_CODE_SECONDS - 1}秒后重发`,
      true,
    ])
  })

  test('enables resend again when the countdown reaches 0', async () => {
    renderField(formApi())
    await tapSend()
    elapse(RESEND_CODE_SECONDS - 1)
    const atOne = sendButton().textContent
    elapse(1)
    expect([atOne, sendButton().textContent, isDisabled(sendButton())]).toEqual(['1秒后重发', '获取验证码', false])
  })

  test('a tap during the countdown sends nothing', async () => {
    const api = formApi()
    renderField(api)
    await tapSend()
    elapse(30)
    await tapSend()
    expect(api.sendBindCode).toHaveBeenCalledTimes(1)
  })

  test('says the code was sent', async () => {
    renderField(formApi())
    await tapSend()
    expect(appStores.ui.toast?.text).toBe('验证码已发送')
  })

  test('hands the reason a code was not sent to the caller', async () => {
    const api = formApi()
    const refusal = new Error('too many codes today')
    api.sendBindCode.mockRejectedValueOnce(refusal)
    const onSendFailed = jest.fn()
    renderField(api, false, onSendFailed)
    await tapSend()
    expect([onSendFailed.mock.calls, appStores.ui.toast]).toEqual([[[refusal]], null])
  })

  test('says nothing when the form refuses to send', async () => {
    const api = formApi()
    const form = renderField(api)
    act(() => form.setValue('not-an-email'))
    await tapSend()
    expect([api.sendBindCode.mock.calls.length, appStores.ui.toast]).toEqual([0, null])
  })

  test('a second tap while a code is on its way sends once', async () => {
    const api = formApi()
    const answer = deferred()
    api.sendBindCode.mockReturnValueOnce(answer.promise)
    renderField(api)
    fireEvent.click(sendButton())
    fireEvent.click(sendButton())
    answer.resolve()
    await settle()
    expect(api.sendBindCode).toHaveBeenCalledTimes(1)
  })

  test('the button is disabled while a code is on its way', async () => {
    const api = formApi()
    api.sendBindCode.mockReturnValueOnce(deferred().promise)
    renderField(api)
    await tapSend()
    expect([sendButton().textContent, isDisabled(sendButton())]).toEqual(['获取验证码', true])
  })

  test('a late answer starts the countdown when it arrives, not when the tap was', async () => {
    const api = formApi()
    const answer = deferred()
    api.sendBindCode.mockReturnValueOnce(answer.promise)
    renderField(api)
    await tapSend()
    elapse(20)
    answer.resolve()
    await settle()
    expect(sendButton().textContent).toBe(`${RESEND_CODE_SECONDS}秒后重发`)
  })

  test('a failed send restores the button', async () => {
    const api = formApi()
    const answer = deferred()
    api.sendBindCode.mockReturnValueOnce(answer.promise)
    renderField(api)
    await tapSend()
    answer.reject(new Error('offline'))
    await settle()
    expect([sendButton().textContent, isDisabled(sendButton())]).toEqual(['获取验证码', false])
  })

  test('a failed send lets the next tap send again', async () => {
    const api = formApi()
    api.sendBindCode.mockRejectedValueOnce(new Error('offline'))
    renderField(api)
    await tapSend()
    await tapSend()
    expect([api.sendBindCode.mock.calls.length, sendButton().textContent]).toEqual([2, `${RESEND_CODE_SECONDS}秒后重发`])
  })

  test('keeps the typed code after a failed send', async () => {
    const api = formApi()
    api.sendBindCode.mockRejectedValueOnce(new Error('offline'))
    const form = renderField(api)
    fireEvent.input(codeInput(), { target: { value: '654321' } })
    await tapSend()
    expect([form.code, codeInput().value]).toEqual(['654321', '654321'])
  })

  test('a device clock set an hour forward does not end the countdown', async () => {
    jest.setSystemTime(new Date('2026-03-01T12:00:00+08:00'))
    renderField(formApi())
    await tapSend()
    jest.setSystemTime(new Date('2026-03-01T13:00:00+08:00'))
    elapse(1)
    expect(sendButton().textContent).toBe(`${RESEND_CODE_SECONDS - 1}秒后重发`)
  })

  test('a device clock set an hour back does not lengthen the countdown', async () => {
    jest.setSystemTime(new Date('2026-03-01T12:00:00+08:00'))
    renderField(formApi())
    await tapSend()
    jest.setSystemTime(new Date('2026-03-01T11:00:00+08:00'))
    elapse(RESEND_CODE_SECONDS)
    expect([sendButton().textContent, isDisabled(sendButton())]).toEqual(['获取验证码', false])
  })
})
