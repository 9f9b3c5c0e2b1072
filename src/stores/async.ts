import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { isRefusal } from '@/lib/refusal'
import { isOffline as deviceIsOffline } from '@/services/connectivity'
import { HttpError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import type { LastKnownBook } from './last-known'

// The one async primitive of the stores (DESIGN.md "Async state and refusals"): a store declares its
// server reads as `Resource`s and its actions as `Action`s, and its clear() (called when the
// signed-in user changes, src/stores/area.ts) resets them. Nothing else counts requests or keeps a
// busy flag.

/** Where a server read stands: not asked yet, on its way, shown, or failed with nothing to show. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

/** Requests of one kind: only an answer of the newest one since the last drop is taken. */
export class Latest {
  private count = 0

  /** Starts a request; what it returns says whether that request is still the newest. */
  next(): () => boolean {
    const mine = ++this.count
    return () => mine === this.count
  }

  /** What it returns says whether no request started and no drop came since (for a follow-up, e.g. a next page). */
  current(): () => boolean {
    const mine = this.count
    return () => mine === this.count
  }

  /** Every answer still on its way is stale. */
  drop(): void {
    this.count += 1
  }
}

export interface ResourceOptions<T> {
  /**
   * Only a fresh answer counts (a check before an irreversible step): every read shows `loading`,
   * and a failed read forgets the answer shown. By default what is shown stays while it is read
   * again and through a failed refresh.
   */
  fresh?: boolean
  /**
   * Keeps each answer, and shows the kept one with its time when a read gets no answer (offline, a
   * dropped connection, a timeout) and nothing is on screen (issue 26). Not with `fresh`.
   */
  lastKnown?: LastKnownBook<T>
}

/** A failure with no answer from the server: the network's, not the server's word. */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof HttpError && (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout')
}

/** One server read on screen: its answer, where the read stands, and the newest read wins. */
export class Resource<T, Args extends unknown[] = []> {
  data: T | null = null
  status: LoadStatus = 'idle'
  /** The newest read's failure, also while an older answer stays shown; undefined once a read succeeds. */
  error: unknown = undefined
  /** When the answer shown was read, if it is the last-known copy of an earlier visit; undefined for this visit's answer. */
  savedAt: number | undefined = undefined
  private readonly reads = new Latest()
  private readonly fetch: (...args: Args) => Promise<T>
  private readonly fresh: boolean
  private readonly lastKnown: LastKnownBook<T> | undefined

  constructor(fetch: (...args: Args) => Promise<T>, { fresh = false, lastKnown }: ResourceOptions<T> = {}) {
    this.fetch = fetch
    this.fresh = fresh
    this.lastKnown = fresh ? undefined : lastKnown
    makeAutoObservable<Resource<T, Args>, 'reads' | 'fetch' | 'fresh' | 'lastKnown'>(this, {
      reads: false,
      fetch: false,
      fresh: false,
      lastKnown: false,
      // answers are the server's plain data: replaced whole, never changed in place
      data: observableRef,
      error: observableRef,
    })
  }

  /**
   * Reads anew. Never rejects: a failure shows in `status` and `error`. Resolves the answer when it
   * is the one now shown; undefined when the read failed or a newer read, a change or a reset came
   * first (its answer is dropped).
   */
  async load(...args: Args): Promise<T | undefined> {
    const isNewest = this.reads.next()
    if (this.fresh || this.status !== 'ready') this.status = 'loading'
    try {
      const data = await this.fetch(...args)
      return runInAction(() => {
        if (!isNewest()) return undefined
        this.show(data)
        return data
      })
    } catch (error) {
      runInAction(() => {
        if (!isNewest()) return
        this.error = error
        if (this.fresh) this.data = null
        if (this.status !== 'ready' && isNoAnswer(error)) this.showLastKnown()
        if (this.fresh || this.status !== 'ready') this.status = 'error'
      })
      return undefined
    }
  }

  /** What the server now holds, known from an action's answer: shown at once; reads asked before it are dropped. */
  set(data: T): void {
    this.reads.drop()
    this.show(data)
  }

  /** Forgets the answer (another user signed in); a read on its way is dropped. */
  reset(): void {
    this.reads.drop()
    this.data = null
    this.status = 'idle'
    this.error = undefined
    this.savedAt = undefined
  }

  private show(data: T): void {
    this.data = data
    this.status = 'ready'
    this.error = undefined
    this.savedAt = undefined
    this.lastKnown?.remember(data)
  }

  private showLastKnown(): void {
    const kept = this.lastKnown?.recall()
    if (!kept) return
    this.data = kept.data
    this.savedAt = kept.savedAt
    this.status = 'ready'
  }
}

/** Whether the user a call was made for is still the one signed in. */
export type SameUser = () => boolean

/** Where an action keeps the request ids of its intents sent and not answered yet. */
export interface IntentBook {
  get(intent: string): string | undefined
  set(intent: string, requestId: string): void
  delete(intent: string): void
  clear(): void
}

/** The book an action named `action` keeps its intents in (`keptIntentsOf` of src/stores/kept-intents.ts). */
export type KeepIntents = (action: string) => IntentBook

/** Intents kept in memory only: a reload forgets them. */
export const inMemory: KeepIntents = () => new Map<string, string>()

export interface ActionOptions {
  /** Makes a new intent's request id (docs/api.md, "Request ids"). */
  newRequestId?: () => Promise<string>
  /** Kept in memory by default; a money-like action keeps them across a reload (src/stores/kept-intents.ts). */
  intents?: IntentBook
  /** Calls of different subjects may run side by side (a claim per message); by default one call at a time. */
  perSubject?: boolean
  /** Whether the device has no network now (the network store, by default). */
  isOffline?: () => boolean
}

export interface OnceOptions<T> {
  /** What the flight is busy with while the call runs (a goods id, an order number); the intent by default. */
  subject?: string
  /**
   * Whether an answer leaves the intent open, so its retry sends the same request id: a refusal
   * the same request may yet pass. By default every answer ends the intent.
   */
  keepsIntent?: (answer: T) => boolean
}

/**
 * A user's action on the server: single flight (a double tap sends once), a request id per intent
 * kept across the retries of that intent, and an answer for a user who has since signed out dropped.
 *
 * One return convention: a call resolves its answer, or undefined when nothing was sent (a call on
 * its way) or the user changed meanwhile; it rejects with the server's Refusal (src/lib/refusal.ts),
 * or when the request got no answer (no connection, timeout, a broken answer), which the caller reports.
 */
export class Action {
  /** The subjects of the calls on their way. */
  running: string[] = []
  /** Request ids of intents sent and not answered yet. */
  private readonly intents: IntentBook
  private readonly users = new Latest()
  private readonly makeRequestId: () => Promise<string>
  private readonly perSubject: boolean
  private readonly isOffline: () => boolean

  constructor({
    newRequestId: makeRequestId = newRequestId,
    perSubject = false,
    intents = new Map<string, string>(),
    isOffline = deviceIsOffline,
  }: ActionOptions = {}) {
    this.intents = intents
    this.makeRequestId = makeRequestId
    this.perSubject = perSubject
    this.isOffline = isOffline
    makeAutoObservable<Action, 'intents' | 'users' | 'makeRequestId' | 'perSubject' | 'isOffline'>(this, {
      intents: false,
      users: false,
      makeRequestId: false,
      perSubject: false,
      isOffline: false,
    })
  }

  get busy(): boolean {
    return this.running.length > 0
  }

  /** The subject of the call on its way (the first, when calls run side by side). */
  get subject(): string | undefined {
    return this.running[0]
  }

  isRunning(subject: string): boolean {
    return this.running.includes(subject)
  }

  /** A call of `intent` got no answer: its retry sends the same request id. */
  awaitsRetry(intent: string): boolean {
    return this.intents.get(intent) !== undefined
  }

  /**
   * Runs `send` unless a call is on its way (of the same subject, for `perSubject`). A call that
   * goes on after its request (polling, a second request) asks `sameUser` before each step.
   */
  run<T>(send: (sameUser: SameUser) => Promise<T>, subject = ''): Promise<T | undefined> {
    return this.fly(subject, send)
  }

  /**
   * As `run`, for an action that spends or grants: `send` gets the request id of `intent`, made
   * once and sent again by every retry of that intent until the server answers it. Offline it
   * sends nothing and rejects with HttpError `offline` (the caller reports it as any failure).
   */
  runOnce<T>(
    intent: string,
    send: (requestId: string, sameUser: SameUser) => Promise<T>,
    { subject = intent, keepsIntent }: OnceOptions<T> = {},
  ): Promise<T | undefined> {
    return this.fly(subject, async (isSameUser) => {
      // issue 26: refused before anything is sent; a kept intent stays kept for the retry online
      if (this.isOffline()) throw HttpError.offline()
      let requestId = this.intents.get(intent)
      if (requestId === undefined) {
        requestId = await this.makeRequestId()
        // another user now: the request would go out with their token
        if (!isSameUser()) return undefined
        this.intents.set(intent, requestId)
      }
      let answer: T
      try {
        answer = await send(requestId, isSameUser)
      } catch (failure) {
        // a Refusal is the server's answer: the intent is settled, the next try is a new one
        if (isSameUser() && isRefusal(failure)) this.intents.delete(intent)
        throw failure
      }
      if (isSameUser() && !keepsIntent?.(answer)) this.intents.delete(intent)
      return answer
    })
  }

  /** The server settled `intent` another way (a later check found it paid): its next call is a new intent. */
  forget(intent: string): void {
    this.intents.delete(intent)
  }

  /** Another user signed in: calls on their way report nothing, their intents are forgotten, the flight is free. */
  reset(): void {
    this.users.drop()
    this.intents.clear()
    this.running = []
  }

  private async fly<T>(subject: string, call: (isSameUser: SameUser) => Promise<T | undefined>): Promise<T | undefined> {
    if (this.perSubject ? this.isRunning(subject) : this.busy) return undefined
    const isSameUser = this.users.current()
    this.running = [...this.running, subject]
    try {
      const answer = await call(isSameUser)
      return isSameUser() ? answer : undefined
    } catch (failure) {
      if (isSameUser()) throw failure
      return undefined
    } finally {
      runInAction(() => {
        if (isSameUser()) this.running = this.running.filter((running) => running !== subject)
      })
    }
  }
}
