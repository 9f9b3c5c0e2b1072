import { ownerMark } from '@/lib/owner-mark'
import { storedObject } from '@/lib/stored-object'
import { lastKnownStorage } from '@/platform/storage'
import type { StorageBackend } from '@/platform/types'

// Issue 26: what the user saw last (the coin balance, the membership's end, devices, orders) stays
// on screen when the network is gone, marked with the time it was read. It is shown only; no money
// action is decided on it (the stores that decide read only fresh answers: CoinStore.knownBalance).

/** Older copies say too little about now to be worth showing. */
export const LAST_KNOWN_MS = 7 * 24 * 60 * 60 * 1000

/** Every answer kept: named here, so a change of account can drop them all (forgetLastKnownOfOthers). */
export const LAST_KNOWN_NAMES = ['coins', 'membership', 'login-devices', 'member-records', 'exchange-orders'] as const
export type LastKnownName = (typeof LAST_KNOWN_NAMES)[number]

/** An answer as it was read, and when. */
export interface Remembered<T> {
  readonly data: T
  readonly savedAt: number
}

/**
 * One answer kept for the signed-in account. What is kept (`Kept`) is the answer itself, or the wire
 * data it was read from where its schema cannot read its own output (src/api/shape.ts parseAnswerKeepingWire).
 */
export interface LastKnownBook<T, Kept = T> {
  /** The account's copy, if one is kept, young enough and still of the answer's shape. */
  recall(): Remembered<T> | undefined
  remember(data: Kept): void
}

/** Reads a stored answer again as its schema does (storage is an edge, like the wire): undefined when it no longer fits. */
export type StoredReader<T> = (value: unknown) => T | undefined

interface StoredCopy {
  owner: string
  savedAt: number
  data: unknown
}

function readCopy(text: string | undefined): StoredCopy | undefined {
  const { owner, savedAt, data } = storedObject(text) ?? {}
  if (typeof owner !== 'string' || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return undefined
  return { owner, savedAt, data }
}

/**
 * The answer `name` ('coins', 'login-devices' ...) kept in the platform's last-known storage for the
 * account whose token `token()` gives; with no token nothing is kept or recalled.
 */
export function lastKnown<T, Kept = T>(
  name: LastKnownName,
  token: () => string | undefined,
  read: StoredReader<T>,
  { storage = lastKnownStorage, now = Date.now }: { storage?: StorageBackend; now?: () => number } = {},
): LastKnownBook<T, Kept> {
  const key = `lastKnown:${name}`
  const owner = (): string | undefined => {
    const signedIn = token()
    return signedIn ? ownerMark(signedIn) : undefined
  }

  return {
    recall() {
      const mine = owner()
      const copy = readCopy(storage.read(key))
      if (!mine || !copy || copy.owner !== mine) return undefined
      // a copy from the future (a clock set back) has no age to trust
      const age = now() - copy.savedAt
      if (age < 0 || age > LAST_KNOWN_MS) return undefined
      const data = read(copy.data)
      return data === undefined ? undefined : { data, savedAt: copy.savedAt }
    },
    remember(data) {
      const mine = owner()
      if (!mine) return
      storage.write(key, JSON.stringify({ owner: mine, savedAt: now(), data }))
    },
  }
}

/**
 * Drops every copy kept for another account than the one `token` is of, or all with no token: the
 * signed-in user changed (a sign-out leaves nothing of theirs; the same account's restart keeps its copies).
 */
export function forgetLastKnownOfOthers(token: string | undefined, storage: StorageBackend = lastKnownStorage): void {
  const mine = token ? ownerMark(token) : undefined
  for (const name of LAST_KNOWN_NAMES) {
    const key = `lastKnown:${name}`
    if (readCopy(storage.read(key))?.owner !== mine || mine === undefined) storage.remove(key)
  }
}
