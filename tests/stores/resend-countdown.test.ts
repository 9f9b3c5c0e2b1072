import { CodeRequest, RESEND_CODE_SECONDS } from '@/stores/resend-countdown'
import { deferred } from '../support/deferred'

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('CodeRequest', () => {
  test('a sent code starts the full countdown', async () => {
    const request = new CodeRequest()
    const sent = await request.send(() => Promise.resolve())
    expect([sent, request.resendIn, request.canRequest]).toEqual([true, RESEND_CODE_SECONDS, false])
  })

  test('asks nothing while a code is on its way', async () => {
    const request = new CodeRequest()
    const answer = deferred()
    const sendCode = jest.fn(() => answer.promise)
    const first = request.send(sendCode)
    const second = await request.send(sendCode)
    answer.resolve()
    expect([await first, second, sendCode.mock.calls.length]).toEqual([true, false, 1])
  })

  test('a failed send rejects with its reason and may be asked again at once', async () => {
    const request = new CodeRequest()
    await expect(request.send(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    expect([request.sending, request.resendIn, request.canRequest]).toEqual([false, 0, true])
  })

  test('a code answered after the form left starts no countdown', async () => {
    const request = new CodeRequest()
    const answer = deferred()
    const sending = request.send(() => answer.promise)
    request.stop()
    answer.resolve()
    expect([await sending, request.resendIn, jest.getTimerCount()]).toEqual([false, 0, 0])
  })

  test('leaves no timer behind once the countdown is over', async () => {
    const request = new CodeRequest()
    await request.send(() => Promise.resolve())
    jest.advanceTimersByTime(RESEND_CODE_SECONDS * 1000)
    expect([request.resendIn, request.canRequest, jest.getTimerCount()]).toEqual([0, true, 0])
  })
})
