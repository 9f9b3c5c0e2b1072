import { ownerMark } from '@/lib/owner-mark'
import { storedObject } from '@/lib/stored-object'
import { pendingActionStorage } from '@/platform/storage'
import type { StorageBackend } from '@/platform/types'
import type { IntentBook, KeepIntents } from './async'

// A money-like action (an exchange, a draw, a redeem, an activation, a payment) whose answer has not
// come keeps its request id in storage, not only in memory: a reload in the middle, then the same
// action again, sends the same id, and the server answers it with the first result instead of
// charging twice (docs/api.md, "Request ids"; docs/security.md).

/** The server keeps a request id's answer for at least a day (docs/api.md): an older entry is dropped. */
export const KEPT_INTENT_MS = 24 * 60 * 60 * 1000

interface KeptIntent {
  requestId: string
  keptAt: number
}

interface KeptBook {
  owner: string
  intents: Record<string, KeptIntent>
}

function isKeptIntent(value: unknown): value is KeptIntent {
  if (typeof value !== 'object' || value === null) return false
  const { requestId, keptAt } = value as Partial<Record<keyof KeptIntent, unknown>>
  return typeof requestId === 'string' && requestId !== '' && typeof keptAt === 'number' && Number.isFinite(keptAt)
}

/** What storage holds, read as a book: anything else (a hand edit, an older build) is an empty one. */
function readBook(text: string | undefined): KeptBook | undefined {
  const { owner, intents } = storedObject(text) ?? {}
  if (typeof owner !== 'string' || typeof intents !== 'object' || intents === null) return undefined
  // fromEntries makes every key an own property, '__proto__' included
  const kept = Object.entries(intents).filter((entry): entry is [string, KeptIntent] => isKeptIntent(entry[1]))
  return { owner, intents: Object.fromEntries(kept.map(([intent, { requestId, keptAt }]) => [intent, { requestId, keptAt }])) }
}

/**
 * The intents of one action (`name`: 'shop-exchange', 'lottery-draw' ...) kept in the platform's
 * pending-action storage, for the account whose token `token()` gives; with no token, nothing is kept.
 */
export function keptIntents(
  name: string,
  token: () => string | undefined,
  { storage = pendingActionStorage, now = Date.now }: { storage?: StorageBackend; now?: () => number } = {},
): IntentBook {
  const key = `pendingActions:${name}`

  /** The signed-in account's live entries. */
  function current(): Record<string, KeptIntent> {
    const signedIn = token()
    const book = readBook(storage.read(key))
    if (!signedIn || !book || book.owner !== ownerMark(signedIn)) return {}
    const oldest = now() - KEPT_INTENT_MS
    return Object.fromEntries(Object.entries(book.intents).filter(([, entry]) => entry.keptAt >= oldest))
  }

  function write(intents: Record<string, KeptIntent>): void {
    const signedIn = token()
    if (!signedIn || Object.keys(intents).length === 0) {
      storage.remove(key)
      return
    }
    storage.write(key, JSON.stringify({ owner: ownerMark(signedIn), intents }))
  }

  return {
    get(intent) {
      const intents = current()
      return Object.prototype.hasOwnProperty.call(intents, intent) ? intents[intent].requestId : undefined
    },
    set: (intent, requestId) => write({ ...current(), [intent]: { requestId, keptAt: now() } }),
    delete(intent) {
      const intents = current()
      delete intents[intent]
      write(intents)
    },
    clear: () => storage.remove(key),
  }
}

/** The books of the account signed in to `session`: what a money-like store's factory hands it. */
export function keptIntentsOf(session: { readonly token: string | undefined }): KeepIntents {
  return (action) => keptIntents(action, () => session.token)
}
