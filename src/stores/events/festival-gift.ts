import { makeAutoObservable } from 'mobx'
import { claimFestivalGift, fetchFestivalGift, type EventClaim, type FestivalGift } from '@/api/events'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import type { CoinStore } from '../coins'
import { EventState } from './event-state'

export interface FestivalGiftApi {
  fetchFestivalGift(): Promise<FestivalGift>
  claimFestivalGift(eventId: string, requestId: string): Promise<EventClaim>
}

/** The festival gift (/pointEvent): a coin gift each user receives once while the event runs (spec 2, 4). */
export class FestivalGiftStore {
  readonly event: EventState<FestivalGift>

  constructor(private readonly api: FestivalGiftApi, private readonly coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchFestivalGift(), makeRequestId)
    makeAutoObservable<FestivalGiftStore, 'api' | 'coins'>(this, { api: false, coins: false, event: false })
  }

  /** Claims the gift once; the coins go to the balance (spec 4). */
  async claim(): Promise<EventClaim | undefined> {
    const gift = this.event.data
    if (!gift) return undefined
    return this.event.claim(this.coins, gift.id, {
      subject: gift.id,
      intent: gift.id,
      send: (requestId) => this.api.claimFestivalGift(gift.id, requestId),
      change: (current) => ({ ...current, claimed: true }),
    })
  }

  clear(): void {
    this.event.clear()
  }
}

export const useFestivalGiftStore = defineAreaStore((shell) => new FestivalGiftStore({ fetchFestivalGift, claimFestivalGift }, shell.coins))
