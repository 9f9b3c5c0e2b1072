/** @jest-environment node */
import { autorun } from 'mobx'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { Action, Latest, Resource } from '@/stores/async'
import type { LastKnownBook } from '@/stores/last-known'
import { deferred, type Deferred } from '../support/deferred'

// The async primitive's rules, tested once here: each store's own tests only show it is wired to them.

/** Answers handed out by hand, one per call, so a test decides their order. */
function heldAnswers<T>() {
  const calls: Deferred<T>[] = []
  const fetch = jest.fn(() => {
    const call = deferred<T>()
    calls.push(call)
    return call.promise
  })
  return { fetch, calls }
}

/** A book holding `kept` (or nothing), recording what it is asked to remember. */
function keptBook<T>(kept?: { data: T; savedAt: number }) {
  const remembered: T[] = []
  const book: LastKnownBook<T> = { recall: () => kept, remember: (data) => void remembered.push(data) }
  return { book, remembered }
}

/** Request ids 'id-1', 'id-2', ... in the order they are made. */
function requestIds() {
  let made = 0
  return jest.fn(async () => `id-${++made}`)
}

describe('Latest', () => {
  it('takes only the newest request', () => {
    const latest = new Latest()
    const first = latest.next()
    const second = latest.next()
    expect([first(), second()]).toEqual([false, true])
  })

  it('keeps a follow-up current until a request starts or a drop comes', () => {
    const latest = new Latest()
    latest.next()
    const nextPage = latest.current()
    expect(nextPage()).toBe(true)
    latest.drop()
    expect(nextPage()).toBe(false)
  })
})

describe('Resource', () => {
  it('is idle until read, loading while read, then shows the answer', async () => {
    const { fetch, calls } = heldAnswers<string>()
    const resource = new Resource(fetch)
    expect([resource.status, resource.data]).toEqual(['idle', null])
    const reading = resource.load()
    expect(resource.status).toBe('loading')
    calls[0].resolve('goods')
    await expect(reading).resolves.toBe('goods')
    expect([resource.status, resource.data, resource.error]).toEqual(['ready', 'goods', undefined])
  })

  it('shows the error when the first read fails, and never rejects', async () => {
    const resource = new Resource(async () => {
      throw HttpError.network()
    })
    await expect(resource.load()).resolves.toBeUndefined()
    expect([resource.status, resource.data, resource.error]).toEqual(['error', null, HttpError.network()])
  })

  it('keeps the answer shown while it is read again and through a failed refresh, with the failure', async () => {
    const fetch = jest.fn().mockResolvedValueOnce('goods').mockRejectedValueOnce(HttpError.timeout(10000))
    const resource = new Resource<string>(fetch)
    await resource.load()
    const seen: string[] = []
    const stop = autorun(() => seen.push(resource.status))
    await resource.load()
    stop()
    expect(seen).toEqual(['ready'])
    expect([resource.data, resource.error]).toEqual(['goods', HttpError.timeout(10000)])
  })

  it('forgets the failure once a read succeeds', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue('goods')
    const resource = new Resource<string>(fetch)
    await resource.load()
    await resource.load()
    expect([resource.status, resource.error]).toEqual(['ready', undefined])
  })

  it('takes the newest read’s answer when an older one arrives later', async () => {
    const { fetch, calls } = heldAnswers<string>()
    const resource = new Resource(fetch)
    const older = resource.load()
    const newer = resource.load()
    calls[1].resolve('new')
    calls[0].resolve('old')
    await expect(older).resolves.toBeUndefined()
    await expect(newer).resolves.toBe('new')
    expect(resource.data).toBe('new')
  })

  it('drops an older read’s failure arriving after the newest answer', async () => {
    const { fetch, calls } = heldAnswers<string>()
    const resource = new Resource(fetch)
    const older = resource.load()
    const newer = resource.load()
    calls[1].resolve('new')
    await newer
    calls[0].reject(HttpError.network())
    await older
    expect([resource.status, resource.data, resource.error]).toEqual(['ready', 'new', undefined])
  })

  it('passes its arguments to the read', async () => {
    const fetch = jest.fn(async (lang: string, version: string) => `${lang}@${version}`)
    const resource = new Resource(fetch)
    await resource.load('en_US', '2.0.0')
    expect(resource.data).toBe('en_US@2.0.0')
  })

  it('shows what an action’s answer says at once, and drops a read asked before it', async () => {
    const { fetch, calls } = heldAnswers<string>()
    const resource = new Resource(fetch)
    const reading = resource.load()
    resource.set('after the exchange')
    calls[0].resolve('before the exchange')
    await reading
    expect([resource.status, resource.data]).toEqual(['ready', 'after the exchange'])
  })

  describe('when the signed-in user changes (reset)', () => {
    it('forgets the answer and the failure', async () => {
      const resource = new Resource(async () => 'goods')
      await resource.load()
      resource.reset()
      expect([resource.status, resource.data, resource.error]).toEqual(['idle', null, undefined])
    })

    it('drops an answer asked for the previous user', async () => {
      const { fetch, calls } = heldAnswers<string>()
      const resource = new Resource(fetch)
      const reading = resource.load()
      resource.reset()
      calls[0].resolve('previous user’s goods')
      await expect(reading).resolves.toBeUndefined()
      expect([resource.status, resource.data]).toEqual(['idle', null])
    })

    it('drops a failure of a read asked for the previous user', async () => {
      const { fetch, calls } = heldAnswers<string>()
      const resource = new Resource(fetch)
      const reading = resource.load()
      resource.reset()
      calls[0].reject(HttpError.network())
      await reading
      expect([resource.status, resource.error]).toEqual(['idle', undefined])
    })

    it('takes the new user’s read while the previous user’s is still on its way', async () => {
      const { fetch, calls } = heldAnswers<string>()
      const resource = new Resource(fetch)
      void resource.load()
      resource.reset()
      const reading = resource.load()
      calls[1].resolve('new user’s goods')
      calls[0].resolve('previous user’s goods')
      await reading
      expect(resource.data).toBe('new user’s goods')
    })
  })

  describe('fresh: a check that must pass anew', () => {
    it('shows loading at every read', async () => {
      const { fetch, calls } = heldAnswers<string[]>()
      const resource = new Resource(fetch, { fresh: true })
      const first = resource.load()
      calls[0].resolve([])
      await first
      void resource.load()
      expect([resource.status, resource.data]).toEqual(['loading', []])
    })

    it('forgets the answer when a read fails', async () => {
      const fetch = jest.fn().mockResolvedValueOnce([]).mockRejectedValueOnce(HttpError.network())
      const resource = new Resource<string[]>(fetch, { fresh: true })
      await resource.load()
      await resource.load()
      expect([resource.status, resource.data]).toEqual(['error', null])
    })
  })

  describe('last known: an earlier visit\'s answer when the network is gone', () => {
    const KEPT = { data: 'yesterday\'s balance', savedAt: 1_790_000_000_000 }

    it('shows the kept answer with its time when a first read gets no answer', async () => {
      const resource = new Resource<string>(jest.fn().mockRejectedValue(HttpError.offline()), { lastKnown: keptBook(KEPT).book })
      await resource.load()
      expect([resource.status, resource.data, resource.savedAt]).toEqual(['ready', KEPT.data, KEPT.savedAt])
    })

    it.each([
      ['a dropped connection', HttpError.network()],
      ['a timeout', HttpError.timeout(180000)],
    ])('shows the kept answer after %s', async (_, failure) => {
      const resource = new Resource<string>(jest.fn().mockRejectedValue(failure), { lastKnown: keptBook(KEPT).book })
      await resource.load()
      expect(resource.data).toBe(KEPT.data)
    })

    it.each([
      ['a refusal', new Refusal(500, 'busy')],
      ['a server error', new HttpError('server', 'Request failed with status code 500', 500)],
      ['a broken answer', new HttpError('bad-response', 'Unexpected response shape')],
    ])('shows the error, not the kept answer, after %s', async (_, failure) => {
      const resource = new Resource<string>(jest.fn().mockRejectedValue(failure), { lastKnown: keptBook(KEPT).book })
      await resource.load()
      expect([resource.status, resource.data]).toEqual(['error', null])
    })

    it('keeps this visit\'s answer, not the kept one, through a failed refresh', async () => {
      const fetch = jest.fn().mockResolvedValueOnce('today\'s balance').mockRejectedValueOnce(HttpError.offline())
      const resource = new Resource<string>(fetch, { lastKnown: keptBook(KEPT).book })
      await resource.load()
      await resource.load()
      expect([resource.data, resource.savedAt]).toEqual(['today\'s balance', undefined])
    })

    it('keeps the kept answer shown while it is read again, then shows the fresh one without a time', async () => {
      const fetch = jest.fn().mockRejectedValueOnce(HttpError.offline())
      const { calls, fetch: held } = heldAnswers<string>()
      fetch.mockImplementationOnce(held)
      const resource = new Resource<string>(fetch, { lastKnown: keptBook(KEPT).book })
      await resource.load()
      const reading = resource.load()
      expect([resource.status, resource.data]).toEqual(['ready', KEPT.data])
      calls[0].resolve('today\'s balance')
      await reading
      expect([resource.data, resource.savedAt]).toEqual(['today\'s balance', undefined])
    })

    it('keeps every answer read and every answer set', async () => {
      const { book, remembered } = keptBook<string>()
      const resource = new Resource<string>(jest.fn().mockResolvedValue('read'), { lastKnown: book })
      await resource.load()
      resource.set('after an exchange')
      expect(remembered).toEqual(['read', 'after an exchange'])
    })

    it('forgets the kept answer shown when the user changes', async () => {
      const resource = new Resource<string>(jest.fn().mockRejectedValue(HttpError.offline()), { lastKnown: keptBook(KEPT).book })
      await resource.load()
      resource.reset()
      expect([resource.status, resource.data, resource.savedAt]).toEqual(['idle', null, undefined])
    })

    it('never shows a kept answer for a check that must pass anew', async () => {
      const resource = new Resource<string>(jest.fn().mockRejectedValue(HttpError.offline()), { fresh: true, lastKnown: keptBook(KEPT).book })
      await resource.load()
      expect([resource.status, resource.data]).toEqual(['error', null])
    })
  })
})

describe('Action', () => {
  describe('single flight', () => {
    it('sends once for a double tap: the second tap resolves undefined at once', async () => {
      const action = new Action()
      const send = deferred<string>()
      const sendFn = jest.fn(() => send.promise)
      const first = action.run(sendFn)
      await expect(action.run(sendFn)).resolves.toBeUndefined()
      send.resolve('done')
      await expect(first).resolves.toBe('done')
      expect(sendFn).toHaveBeenCalledTimes(1)
    })

    it('is busy with its subject while the call runs, and free after', async () => {
      const action = new Action()
      const send = deferred<string>()
      const running = action.run(() => send.promise, 'vip-1d')
      expect([action.busy, action.subject, action.isRunning('vip-1d')]).toEqual([true, 'vip-1d', true])
      send.resolve('done')
      await running
      expect([action.busy, action.subject]).toEqual([false, undefined])
    })

    it('sends nothing for another subject while one runs', async () => {
      const action = new Action()
      const send = deferred<string>()
      const other = jest.fn(async () => 'other')
      void action.run(() => send.promise, 'order-1')
      await expect(action.run(other, 'order-2')).resolves.toBeUndefined()
      expect(other).not.toHaveBeenCalled()
    })

    it('runs calls of different subjects side by side when per subject, one per subject', async () => {
      const action = new Action({ perSubject: true })
      const first = deferred<string>()
      const second = jest.fn(async () => 'm2')
      const again = jest.fn(async () => 'm1 again')
      const claiming = action.run(() => first.promise, 'm1')
      await expect(action.run(second, 'm2')).resolves.toBe('m2')
      await expect(action.run(again, 'm1')).resolves.toBeUndefined()
      expect(action.running).toEqual(['m1'])
      first.resolve('m1')
      await claiming
      expect(action.running).toEqual([])
    })

    it('rejects with a failure that got no answer, and is free for the retry', async () => {
      const action = new Action()
      await expect(action.run(async () => Promise.reject(HttpError.network()))).rejects.toThrow(HttpError)
      expect(action.busy).toBe(false)
      await expect(action.run(async () => 'done')).resolves.toBe('done')
    })
  })

  describe('request ids', () => {
    it('sends a new intent with a new request id', async () => {
      const newRequestId = requestIds()
      const action = new Action({ newRequestId })
      const send = jest.fn(async (requestId: string) => requestId)
      await expect(action.runOnce('exchange:vip-1d', send)).resolves.toBe('id-1')
      await expect(action.runOnce('exchange:vip-1d', send)).resolves.toBe('id-2')
    })

    it('sends the same request id again when the retry of an intent follows a failure without an answer', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const send = jest.fn().mockRejectedValueOnce(HttpError.timeout(10000)).mockImplementation(async (requestId: string) => requestId)
      await expect(action.runOnce('redeem:CODE', send)).rejects.toThrow(HttpError)
      expect(action.awaitsRetry('redeem:CODE')).toBe(true)
      await expect(action.runOnce('redeem:CODE', send)).resolves.toBe('id-1')
      expect(action.awaitsRetry('redeem:CODE')).toBe(false)
    })

    it('ends an intent with any answer of the server, a refusal too', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const send = jest.fn(async (requestId: string) => ({ kind: 'refused' as const, requestId }))
      await action.runOnce('exchange:vip-1d', send)
      await expect(action.runOnce('exchange:vip-1d', send)).resolves.toEqual({ kind: 'refused', requestId: 'id-2' })
    })

    it('ends an intent with the client’s refusal error (until every refusal is a value)', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const send = jest.fn().mockRejectedValueOnce(new Refusal(10101, '库存不足')).mockImplementation(async (requestId: string) => requestId)
      await expect(action.runOnce('exchange:vip-1d', send)).rejects.toThrow(Refusal)
      await expect(action.runOnce('exchange:vip-1d', send)).resolves.toBe('id-2')
    })

    it('keeps the intent open after an answer that says so, for a refusal the same request may yet pass', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const send = jest
        .fn()
        .mockImplementationOnce(async (requestId: string) => ({ busy: true, requestId }))
        .mockImplementation(async (requestId: string) => ({ busy: false, requestId }))
      const keepsIntent = (answer: { busy: boolean }) => answer.busy
      await action.runOnce('activate:1', send, { keepsIntent })
      await expect(action.runOnce('activate:1', send, { keepsIntent })).resolves.toEqual({ busy: false, requestId: 'id-1' })
      await expect(action.runOnce('activate:1', send, { keepsIntent })).resolves.toEqual({ busy: false, requestId: 'id-2' })
    })

    it('keeps each intent’s request id apart', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const lost = jest.fn().mockRejectedValue(HttpError.network())
      await expect(action.runOnce('exit:phone', lost)).rejects.toThrow()
      await expect(action.runOnce('exit:tablet', lost)).rejects.toThrow()
      const send = jest.fn(async (requestId: string) => requestId)
      await expect(action.runOnce('exit:phone', send)).resolves.toBe('id-1')
      await expect(action.runOnce('exit:tablet', send)).resolves.toBe('id-2')
    })

    it('is busy with the intent unless a subject is named', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const send = deferred<string>()
      void action.runOnce('pause:30', () => send.promise)
      void action.runOnce('end:c1', () => send.promise, { subject: 'c1' })
      expect(action.subject).toBe('pause:30')
    })

    it('makes no request id for a double tap', async () => {
      const newRequestId = requestIds()
      const action = new Action({ newRequestId })
      const send = deferred<string>()
      void action.runOnce('draw', () => send.promise)
      await action.runOnce('draw', () => send.promise)
      expect(newRequestId).toHaveBeenCalledTimes(1)
    })
  })

  describe('when the signed-in user changes (reset)', () => {
    it('drops the answer of a call made for the previous user', async () => {
      const action = new Action()
      const send = deferred<string>()
      const running = action.run(() => send.promise)
      action.reset()
      send.resolve('previous user’s reward')
      await expect(running).resolves.toBeUndefined()
    })

    it('drops the failure of a call made for the previous user', async () => {
      const action = new Action()
      const send = deferred<string>()
      const running = action.run(() => send.promise)
      action.reset()
      send.reject(HttpError.network())
      await expect(running).resolves.toBeUndefined()
    })

    it('frees the flight for the new user at once, and the previous call does not free the new one', async () => {
      const action = new Action()
      const previous = deferred<string>()
      const previousCall = action.run(() => previous.promise, 'previous')
      action.reset()
      expect(action.busy).toBe(false)
      const current = deferred<string>()
      const currentCall = action.run(() => current.promise, 'current')
      previous.resolve('late')
      await previousCall
      expect(action.subject).toBe('current')
      current.resolve('done')
      await expect(currentCall).resolves.toBe('done')
    })

    it('sends nothing offline and rejects with the offline failure, making no request id', async () => {
      const newRequestId = requestIds()
      const action = new Action({ newRequestId, isOffline: () => true })
      const send = jest.fn(async (requestId: string) => requestId)
      await expect(action.runOnce('exchange:vip-1d', send)).rejects.toMatchObject({ kind: 'offline' })
      expect([send.mock.calls.length, newRequestId.mock.calls.length, action.busy]).toEqual([0, 0, false])
    })

    it('keeps the request id of an unanswered intent through an offline refusal, for the retry online', async () => {
      let offline = false
      const action = new Action({ newRequestId: requestIds(), isOffline: () => offline })
      await expect(action.runOnce('redeem:CODE', jest.fn().mockRejectedValue(HttpError.network()))).rejects.toThrow()
      offline = true
      await expect(action.runOnce('redeem:CODE', async (requestId) => requestId)).rejects.toMatchObject({ kind: 'offline' })
      offline = false
      await expect(action.runOnce('redeem:CODE', async (requestId) => requestId)).resolves.toBe('id-1')
    })

    it('sends a new intent once the device is back online', async () => {
      let offline = true
      const action = new Action({ newRequestId: requestIds(), isOffline: () => offline })
      await expect(action.runOnce('draw', async (requestId) => requestId)).rejects.toMatchObject({ kind: 'offline' })
      offline = false
      await expect(action.runOnce('draw', async (requestId) => requestId)).resolves.toBe('id-1')
    })

    it('leaves an action that neither spends nor grants (run) to the request itself offline', async () => {
      const action = new Action({ isOffline: () => true })
      await expect(action.run(async () => 'sent')).resolves.toBe('sent')
    })

    it('forgets the request ids of intents left open', async () => {
      const action = new Action({ newRequestId: requestIds() })
      await expect(action.runOnce('redeem:CODE', jest.fn().mockRejectedValue(HttpError.network()))).rejects.toThrow()
      action.reset()
      expect(action.awaitsRetry('redeem:CODE')).toBe(false)
      await expect(action.runOnce('redeem:CODE', async (requestId) => requestId)).resolves.toBe('id-2')
    })

    it('sends nothing when the user changed while the request id was made', async () => {
      const made = deferred<string>()
      const action = new Action({ newRequestId: () => made.promise })
      const send = jest.fn(async (requestId: string) => requestId)
      const running = action.runOnce('claim:week', send)
      action.reset()
      made.resolve('id-1')
      await expect(running).resolves.toBeUndefined()
      expect([send.mock.calls.length, action.awaitsRetry('claim:week')]).toEqual([0, false])
    })

    it('leaves the new user’s intents alone when a previous user’s call fails or is answered late', async () => {
      const action = new Action({ newRequestId: requestIds() })
      const previous = deferred<string>()
      const previousCall = action.runOnce('claim:week', () => previous.promise)
      action.reset()
      await expect(action.runOnce('claim:week', jest.fn().mockRejectedValue(HttpError.network()))).rejects.toThrow()
      previous.resolve('late')
      await previousCall
      expect(action.awaitsRetry('claim:week')).toBe(true)
    })
  })
})
