import type { StorageBackend } from '@/platform/types'

/** A storage backend over a Map a test can read and change directly. */
export function memoryStorage(): StorageBackend & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    read: (key) => entries.get(key),
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  }
}
