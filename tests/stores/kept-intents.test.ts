/** @jest-environment node */
import { Refusal } from '@/lib/refusal'
import { Action } from '@/stores/async'
import { KEPT_INTENT_MS, keptIntents } from '@/stores/kept-intents'
import { deferred } from '../support/deferred'
import { memoryStorage } from '../support/memory-storage'

// A money-like action's request id outlives a reload (issue 25 item 5): the Action made after the
// reload reads the same storage. The Action's own rules are tested in async.test.ts.

/** Request ids 'id-1', 'id-2', ... in the order they are made. */
function requestIds() {
  let made = 0
  return async () => `id-${++made}`
}

const KEY = 'pendingActions:shop-exchange'

describe('kept intents', () => {
  it('sends the same request id after a reload during an unanswered exchange', async () => {
    const storage = memoryStorage()
    const newRequestId = requestIds()
    const sent: string[] = []
    const beforeReload = new Action({ newRequestId, intents: keptIntents('shop-exchange', () => 'token-a', { storage }) })
    void beforeReload.runOnce('vip-1d', (requestId) => {
      sent.push(requestId)
      return deferred<string>().promise
    })
    await new Promise((resolve) => setTimeout(resolve, 0))

    const afterReload = new Action({ newRequestId, intents: keptIntents('shop-exchange', () => 'token-a', { storage }) })
    await afterReload.runOnce('vip-1d', async (requestId) => {
      sent.push(requestId)
      return 'exchanged'
    })
    expect(sent).toEqual(['id-1', 'id-1'])
  })

  it('forgets the request id once the server answered', async () => {
    const storage = memoryStorage()
    const action = new Action({ newRequestId: requestIds(), intents: keptIntents('shop-exchange', () => 'token-a', { storage }) })
    await action.runOnce('vip-1d', async () => 'exchanged')
    expect(storage.entries.has(KEY)).toBe(false)
  })

  it('forgets the request id once the server refused', async () => {
    const storage = memoryStorage()
    const book = keptIntents('shop-exchange', () => 'token-a', { storage })
    const action = new Action({ newRequestId: requestIds(), intents: book })
    await expect(
      action.runOnce('vip-1d', async () => {
        throw new Refusal(10111, '金币不足')
      }),
    ).rejects.toBeInstanceOf(Refusal)
    expect(book.get('vip-1d')).toBeUndefined()
  })

  it('keeps the request id when the answer was lost', async () => {
    const storage = memoryStorage()
    const book = keptIntents('shop-exchange', () => 'token-a', { storage })
    const action = new Action({ newRequestId: requestIds(), intents: book })
    await expect(
      action.runOnce('vip-1d', async () => {
        throw new Error('connection dropped')
      }),
    ).rejects.toThrow('connection dropped')
    expect(keptIntents('shop-exchange', () => 'token-a', { storage }).get('vip-1d')).toBe('id-1')
  })

  it('does not give one account the request id another account left', () => {
    const storage = memoryStorage()
    keptIntents('shop-exchange', () => 'token-a', { storage }).set('vip-1d', 'id-of-a')
    expect(keptIntents('shop-exchange', () => 'token-b', { storage }).get('vip-1d')).toBeUndefined()
  })

  it('keeps nothing for a visitor without a token', () => {
    const storage = memoryStorage()
    keptIntents('shop-exchange', () => undefined, { storage }).set('vip-1d', 'id-1')
    expect(storage.entries.size).toBe(0)
  })

  it('keeps the token itself out of storage', () => {
    const storage = memoryStorage()
    keptIntents('shop-exchange', () => 'secret-token-value', { storage }).set('vip-1d', 'id-1')
    expect(storage.entries.get(KEY)).not.toContain('secret-token-value')
  })

  it('drops a request id kept longer than a day', () => {
    const storage = memoryStorage()
    let now = Date.UTC(2026, 10, 27, 12)
    const book = keptIntents('shop-exchange', () => 'token-a', { storage, now: () => now })
    book.set('vip-1d', 'id-1')
    now += KEPT_INTENT_MS + 1
    expect(book.get('vip-1d')).toBeUndefined()
  })

  it('keeps the intents of one action apart from another’s', () => {
    const storage = memoryStorage()
    keptIntents('shop-exchange', () => 'token-a', { storage }).set('draw', 'id-shop')
    expect(keptIntents('lottery-draw', () => 'token-a', { storage }).get('draw')).toBeUndefined()
  })

  it('forgets every intent when another user signs in', () => {
    const storage = memoryStorage()
    const action = new Action({ newRequestId: requestIds(), intents: keptIntents('shop-exchange', () => 'token-a', { storage }) })
    keptIntents('shop-exchange', () => 'token-a', { storage }).set('vip-1d', 'id-1')
    action.reset()
    expect(storage.entries.has(KEY)).toBe(false)
  })

  it.each([
    ['text that is not JSON', () => '{oops'],
    ['a number', () => '42'],
    ['null', () => 'null'],
    ['an array', () => '[]'],
    ['intents that are not an object', (owner: string) => JSON.stringify({ owner, intents: 7 })],
    ['an entry without a request id', (owner: string) => JSON.stringify({ owner, intents: { 'vip-1d': { keptAt: Date.now() } } })],
    ['an entry with a numeric request id', (owner: string) => JSON.stringify({ owner, intents: { 'vip-1d': { requestId: 7, keptAt: Date.now() } } })],
  ])('reads %s in storage as no kept intent', (_, stored) => {
    const storage = memoryStorage()
    const book = keptIntents('shop-exchange', () => 'token-a', { storage })
    book.set('seed', 'id-seed')
    const { owner } = JSON.parse(storage.entries.get(KEY) ?? '') as { owner: string }
    storage.entries.set(KEY, stored(owner))
    expect(book.get('vip-1d')).toBeUndefined()
    expect(book.get('toString')).toBeUndefined()
  })

  it('reads an intent named __proto__ as an ordinary intent', () => {
    const storage = memoryStorage()
    const book = keptIntents('shop-exchange', () => 'token-a', { storage })
    book.set('__proto__', 'id-1')
    expect(keptIntents('shop-exchange', () => 'token-a', { storage }).get('__proto__')).toBe('id-1')
    expect(book.get('requestId')).toBeUndefined()
  })
})
