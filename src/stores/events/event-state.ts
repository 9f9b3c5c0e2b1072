import { makeAutoObservable, runInAction } from 'mobx'
import { eventRefusal, type EventClaim, type EventRefusal } from '@/api/events'
import { Action, Resource, type LoadStatus } from '../async'
import type { CoinStore } from '../coins'

// Refusals after which the screen shows something out of date: the event is read again.
const STALE_REFUSALS: ReadonlySet<EventRefusal> = new Set<EventRefusal>([
  'quizClosed',
  'alreadyPredicted',
  'notStarted',
  'ended',
  'alreadyClaimed',
  'noReward',
  'weekOpen',
  'claimClosed',
  'letterNotFound',
  'noPlaysLeft',
])

/** A claim of coins: what it is about, its intent, how it is sent and what its answer changes. */
export interface ClaimOf<Shown> {
  subject: string
  intent: string
  send: (requestId: string) => Promise<EventClaim>
  change: (current: Shown, claim: EventClaim) => Shown | undefined
}

/**
 * What every event's store holds (DESIGN.md "Async state and refusals"): the event as read, and its
 * actions (a prediction, a claim, a play) one at a time, each intent with its request id until the
 * server answers it.
 */
export class EventState<T> {
  private readonly read: Resource<T>
  private readonly actions: Action

  constructor(fetch: () => Promise<T>, makeRequestId: () => Promise<string>) {
    this.read = new Resource(fetch)
    this.actions = new Action({ newRequestId: makeRequestId })
    makeAutoObservable<EventState<T>, 'read' | 'actions'>(this, { read: false, actions: false })
  }

  get data(): T | null {
    return this.read.data
  }

  get status(): LoadStatus {
    return this.read.status
  }

  /** What is on its way (a match, the event, a week, a letter): no second action is sent meanwhile. */
  get acting(): string | null {
    return this.actions.subject ?? null
  }

  async load(): Promise<void> {
    await this.read.load()
  }

  /** What an action's answer says the server now holds: shown at once. */
  show(data: T): void {
    this.read.set(data)
  }

  /**
   * What an action's answer for the event `eventId` changes on screen, when that event is still the
   * one shown; `change` answers undefined for no change.
   */
  update<Shown extends T & { id: string }>(this: EventState<Shown>, eventId: string, change: (current: Shown) => Shown | undefined): void {
    const current = this.read.data
    if (current?.id !== eventId) return
    const changed = change(current)
    if (changed) this.read.set(changed)
  }

  /**
   * Sends an action of `intent` about `subject`. Resolves undefined when an action is already on its
   * way (nothing sent); rejects with the failure, keeping the request id for a retry when no answer came.
   */
  async act<Answer>(subject: string, intent: string, send: (requestId: string) => Promise<Answer>): Promise<Answer | undefined> {
    try {
      return await this.actions.runOnce(intent, send, { subject })
    } catch (error) {
      const refusal = eventRefusal(error)
      if (refusal && STALE_REFUSALS.has(refusal)) void this.load()
      throw error
    }
  }

  /**
   * Claims coins of the event `eventId` (a gift, a day, a week, a letter) as `act` does; the answer
   * changes the event on screen as `change` says and goes to the balance (spec 4).
   */
  async claim<Shown extends T & { id: string }>(
    this: EventState<Shown>,
    coins: CoinStore,
    eventId: string,
    { subject, intent, send, change }: ClaimOf<Shown>,
  ): Promise<EventClaim | undefined> {
    const claim = await this.act(subject, intent, send)
    if (claim) {
      runInAction(() => {
        this.update(eventId, (current) => change(current, claim))
        coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  /** Another user signed in: the event and the actions on their way are forgotten. */
  clear(): void {
    this.read.reset()
    this.actions.reset()
  }
}
