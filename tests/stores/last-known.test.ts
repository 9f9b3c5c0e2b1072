/** @jest-environment node */
import { forgetLastKnownOfOthers, lastKnown, LAST_KNOWN_MS, type StoredReader } from '@/stores/last-known'
import { memoryStorage } from '../support/memory-storage'

// Issue 26: an answer kept for the account that read it, shown offline with its time.

interface Balance {
  coins: number
}

const readBalance: StoredReader<Balance> = (value) =>
  typeof value === 'object' && value !== null && typeof (value as { coins?: unknown }).coins === 'number' ? { coins: (value as Balance).coins } : undefined

const SAVED_AT = 1_790_000_000_000

function setup(token = 'token-a') {
  const storage = memoryStorage()
  let signedIn: string | undefined = token
  let now = SAVED_AT
  const book = lastKnown('coins', () => signedIn, readBalance, { storage, now: () => now })
  return {
    storage,
    book,
    signIn: (next: string | undefined) => {
      signedIn = next
    },
    later: (ms: number) => {
      now = SAVED_AT + ms
    },
  }
}

describe('a last-known answer', () => {
  it('is recalled with the time it was read', () => {
    const { book, later } = setup()
    book.remember({ coins: 1280 })
    later(60_000)
    expect(book.recall()).toEqual({ data: { coins: 1280 }, savedAt: SAVED_AT })
  })

  it('is never recalled for another account', () => {
    const { book, signIn } = setup()
    book.remember({ coins: 1280 })
    signIn('token-b')
    expect(book.recall()).toBeUndefined()
  })

  it('is neither kept nor recalled without a signed-in account', () => {
    const { book, storage, signIn } = setup()
    signIn(undefined)
    book.remember({ coins: 1280 })
    expect([storage.entries.size, book.recall()]).toEqual([0, undefined])
  })

  it('keeps no token in storage', () => {
    const { book, storage } = setup('secret-token-value')
    book.remember({ coins: 1280 })
    expect(storage.entries.get('lastKnown:coins')).not.toContain('secret-token-value')
  })

  it('is recalled up to seven days after it was read, not later', () => {
    const { book, later } = setup()
    book.remember({ coins: 1280 })
    later(LAST_KNOWN_MS)
    const lastDay = book.recall()
    later(LAST_KNOWN_MS + 1)
    expect([lastDay?.data, book.recall()]).toEqual([{ coins: 1280 }, undefined])
  })

  it('is not recalled when it claims to come from the future (a clock set back)', () => {
    const { book, later } = setup()
    book.remember({ coins: 1280 })
    later(-1)
    expect(book.recall()).toBeUndefined()
  })

  it.each([
    ['text that is not JSON', '{"owner":'],
    ['JSON of another form', '[1, 2]'],
    ['a copy without its time', JSON.stringify({ owner: 'x', data: { coins: 1 } })],
  ])('is not recalled from %s', (_, stored) => {
    const { book, storage } = setup()
    storage.entries.set('lastKnown:coins', stored)
    expect(book.recall()).toBeUndefined()
  })

  it('is not recalled when its answer no longer has the shape this build reads', () => {
    const { book, storage } = setup()
    book.remember({ coins: 1280 })
    const copy = JSON.parse(storage.entries.get('lastKnown:coins') ?? '{}') as Record<string, unknown>
    storage.entries.set('lastKnown:coins', JSON.stringify({ ...copy, data: { coins: '1280' } }))
    expect(book.recall()).toBeUndefined()
  })
})

describe('forgetting last-known answers when the account changes', () => {
  it("keeps the same account's copies (a restart signs the same token in again)", () => {
    const { book, storage } = setup('token-a')
    book.remember({ coins: 1280 })
    forgetLastKnownOfOthers('token-a', storage)
    expect(book.recall()?.data).toEqual({ coins: 1280 })
  })

  it("drops another account's copies", () => {
    const { book, storage } = setup('token-a')
    book.remember({ coins: 1280 })
    forgetLastKnownOfOthers('token-b', storage)
    expect(storage.entries.size).toBe(0)
  })

  it('drops every copy at a sign-out', () => {
    const { book, storage } = setup('token-a')
    book.remember({ coins: 1280 })
    storage.entries.set('lastKnown:login-devices', storage.entries.get('lastKnown:coins') ?? '')
    forgetLastKnownOfOthers(undefined, storage)
    expect(storage.entries.size).toBe(0)
  })
})
