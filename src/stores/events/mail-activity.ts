import { makeAutoObservable } from 'mobx'
import { claimLetter, fetchMailActivity, type EventClaim, type MailActivity } from '@/api/events'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import type { CoinStore } from '../coins'
import { EventState } from './event-state'

export interface MailActivityApi {
  fetchMailActivity(): Promise<MailActivity>
  claimLetter(eventId: string, letterId: string, requestId: string): Promise<EventClaim>
}

/** The mail activity (/mailActivity): letters that arrive over the event's days, some with coins to receive (spec 2). */
export class MailActivityStore {
  readonly event: EventState<MailActivity>

  constructor(private readonly api: MailActivityApi, private readonly coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchMailActivity(), makeRequestId)
    makeAutoObservable<MailActivityStore, 'api' | 'coins'>(this, { api: false, coins: false, event: false })
  }

  /** Claims the coins enclosed in a letter; they go to the balance (spec 4). */
  async claimLetter(letterId: string): Promise<EventClaim | undefined> {
    const event = this.event.data
    if (!event) return undefined
    return this.event.claim(this.coins, event.id, {
      subject: letterId,
      intent: `${event.id}:${letterId}`,
      send: (requestId) => this.api.claimLetter(event.id, letterId, requestId),
      change: (current) => ({
        ...current,
        letters: current.letters.map((letter) => (letter.id === letterId ? { ...letter, claimed: true } : letter)),
      }),
    })
  }

  clear(): void {
    this.event.clear()
  }
}

export const useMailActivityStore = defineAreaStore((shell) => new MailActivityStore({ fetchMailActivity, claimLetter }, shell.coins))
