import { makeAutoObservable } from 'mobx'
import { claimRankingReward, fetchWeeklyReward, type EventClaim, type WeeklyReward } from '@/api/events'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import type { CoinStore } from '../coins'
import { EventState } from './event-state'

export interface WeeklyRewardApi {
  fetchWeeklyReward(): Promise<WeeklyReward>
  claimRankingReward(eventId: string, weekStart: string, requestId: string): Promise<EventClaim>
}

/** The weekly ranking reward (/weeklyReward): the user's ranked weeks and their rewards to claim (spec 2, 3 type 4). */
export class WeeklyRewardStore {
  readonly event: EventState<WeeklyReward>

  constructor(private readonly api: WeeklyRewardApi, private readonly coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchWeeklyReward(), makeRequestId)
    makeAutoObservable<WeeklyRewardStore, 'api' | 'coins'>(this, { api: false, coins: false, event: false })
  }

  /** Claims the reward of the week starting `weekStart` (record type 4); the coins go to the balance (spec 4). */
  async claim(weekStart: string): Promise<EventClaim | undefined> {
    const event = this.event.data
    if (!event) return undefined
    return this.event.claim(this.coins, event.id, {
      subject: weekStart,
      intent: `${event.id}:${weekStart}`,
      send: (requestId) => this.api.claimRankingReward(event.id, weekStart, requestId),
      change: (current) => ({
        ...current,
        weeks: current.weeks.map((week) => (week.weekStart === weekStart ? { ...week, claimed: true } : week)),
      }),
    })
  }

  clear(): void {
    this.event.clear()
  }
}

export const useWeeklyRewardStore = defineAreaStore((shell) => new WeeklyRewardStore({ fetchWeeklyReward, claimRankingReward }, shell.coins))
