import { makeAutoObservable } from 'mobx'
import { claimCoinEventDay, fetchCoinEvent, type CoinEvent, type EventClaim } from '@/api/events'
import { chinaDateOf } from '@/lib/calendar'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import type { CoinStore } from '../coins'
import { EventState } from './event-state'

export interface CoinEventApi {
  fetchCoinEvent(): Promise<CoinEvent>
  claimCoinEventDay(eventId: string, requestId: string): Promise<EventClaim>
}

/** The coin event (/pointEventV2): a gift of coins for each China-time day of the event, received on that day (spec 2, 4). */
export class CoinEventStore {
  readonly event: EventState<CoinEvent>

  constructor(private readonly api: CoinEventApi, private readonly coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchCoinEvent(), makeRequestId)
    makeAutoObservable<CoinEventStore, 'api' | 'coins'>(this, { api: false, coins: false, event: false })
  }

  /** Claims today's gift (China-time day); the coins go to the balance (spec 4). */
  async claimToday(): Promise<EventClaim | undefined> {
    const event = this.event.data
    if (!event) return undefined
    const today = chinaDateOf(Date.now())
    return this.event.claim(this.coins, event.id, {
      subject: event.id,
      intent: `${event.id}:${today}`,
      send: (requestId) => this.api.claimCoinEventDay(event.id, requestId),
      change: (current, claim) => {
        const date = claim.date || today
        return current.claimedDates.includes(date) ? undefined : { ...current, claimedDates: [...current.claimedDates, date] }
      },
    })
  }

  clear(): void {
    this.event.clear()
  }
}

export const useCoinEventStore = defineAreaStore((shell) => new CoinEventStore({ fetchCoinEvent, claimCoinEventDay }, shell.coins))
