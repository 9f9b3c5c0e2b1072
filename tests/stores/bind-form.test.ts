/** @jest-environment node */
import { CODE_BIND_WRONG_CODE } from '@/lib/answer-codes'
import { Refusal } from '@/lib/refusal'
import { BindFormStore, type BindFormApi } from '@/stores/bind-form'
import { RESEND_CODE_SECONDS } from '@/stores/login-form'
import { deferred } from '../support/deferred'
import { BIND_TASK } from '../support/tasks'

function fakeApi(overrides: Partial<BindFormApi> = {}): jest.Mocked<BindFormApi> {
  return {
    sendBindCode: jest.fn(async () => undefined),
    bindAccount: jest.fn(async () => BIND_TASK),
    ...overrides,
  } as jest.Mocked<BindFormApi>
}

afterEach(() => jest.useRealTimers())

describe('BindFormStore', () => {
  test('sends no code for an incorrect email and says why', async () => {
    const api = fakeApi()
    const form = new BindFormStore('email', api)
    form.setValue('user@')
    expect(await form.requestCode()).toBe(false)
    expect([api.sendBindCode.mock.calls.length, form.errors.value]).toEqual([0, 'emailInvalid'])
  })

  test('sends the code to the trimmed email and counts down before the next', async () => {
    jest.useFakeTimers()
    const api = fakeApi()
    const form = new BindFormStore('email', api)
    form.setValue(' user@example.com ')
    await form.requestCode()
    jest.advanceTimersByTime(1000)
    expect([api.sendBindCode.mock.calls[0], form.codeRequest.resendIn, form.codeRequest.canRequest]).toEqual([
      ['email', 'user@example.com'],
      RESEND_CODE_SECONDS - 1,
      false,
    ])
    form.dispose()
  })

  test('may ask again once the countdown is over', async () => {
    jest.useFakeTimers()
    const form = new BindFormStore('phone', fakeApi())
    form.setValue('13612345678')
    await form.requestCode()
    jest.advanceTimersByTime(RESEND_CODE_SECONDS * 1000)
    expect(form.codeRequest.canRequest).toBe(true)
  })

  test('a double tap sends one code', async () => {
    const sent = deferred<void>()
    const api = fakeApi({ sendBindCode: jest.fn(() => sent.promise) })
    const form = new BindFormStore('phone', api)
    form.setValue('13612345678')
    const first = form.requestCode()
    const second = form.requestCode()
    sent.resolve()
    await Promise.all([first, second])
    expect(api.sendBindCode).toHaveBeenCalledTimes(1)
    form.dispose()
  })

  test('binds nothing while a field is wrong', async () => {
    const api = fakeApi()
    const form = new BindFormStore('phone', api)
    form.setValue('13612345678')
    expect(await form.submit()).toBeUndefined()
    expect([api.bindAccount.mock.calls.length, form.errors]).toEqual([0, { code: 'codeRequired' }])
  })

  test('binds with the trimmed value and code', async () => {
    const api = fakeApi()
    const form = new BindFormStore('phone', api)
    form.setValue('13612345678 ')
    form.setCode(' 123456')
    expect(await form.submit()).toEqual(BIND_TASK)
    expect(api.bindAccount).toHaveBeenCalledWith('phone', '13612345678', '123456')
  })

  test('a refused bind keeps what was typed', async () => {
    const api = fakeApi({ bindAccount: jest.fn().mockRejectedValue(new Refusal(CODE_BIND_WRONG_CODE, 'wrong')) })
    const form = new BindFormStore('email', api)
    form.setValue('user@example.com')
    form.setCode('000000')
    await expect(form.submit()).rejects.toBeInstanceOf(Refusal)
    expect([form.value, form.code, form.submitting]).toEqual(['user@example.com', '000000', false])
  })

  test('typing clears the field’s error', async () => {
    const form = new BindFormStore('email', fakeApi())
    await form.submit()
    form.setValue('u')
    expect(form.errors).toEqual({ value: undefined, code: 'codeRequired' })
  })

  test('switching to the phone starts the form afresh', () => {
    const form = new BindFormStore('email', fakeApi())
    form.setValue('user@example.com')
    form.setKind('phone')
    expect([form.kind, form.value]).toEqual(['phone', ''])
  })

  test('an answer after the page left reports nothing', async () => {
    const answer = deferred<typeof BIND_TASK>()
    const form = new BindFormStore('phone', fakeApi({ bindAccount: jest.fn(() => answer.promise) }))
    form.setValue('13612345678')
    form.setCode('123456')
    const submitting = form.submit()
    form.dispose()
    answer.resolve(BIND_TASK)
    expect(await submitting).toBeUndefined()
  })
})
