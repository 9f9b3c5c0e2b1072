import { makeAutoObservable, runInAction } from 'mobx'
import { fetchMiniGame, playMiniGame, type GameResult, type MiniGame } from '@/api/events'
import { chinaDateOf } from '@/lib/calendar'
import { playsOn } from '@/lib/event-rewards'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import type { CoinStore } from '../coins'
import { EventState } from './event-state'

export interface MiniGameApi {
  fetchMiniGame(): Promise<MiniGame>
  playMiniGame(eventId: string, card: number, requestId: string): Promise<GameResult>
}

/** The mini game (/miniGame): a few plays a China-time day, each turning a card and winning its coins (spec 2). */
export class MiniGameStore {
  readonly event: EventState<MiniGame>
  /** The cards of the last play, shown until the user deals again. */
  lastPlay: GameResult | null = null

  constructor(private readonly api: MiniGameApi, private readonly coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchMiniGame(), makeRequestId)
    makeAutoObservable<MiniGameStore, 'api' | 'coins'>(this, { api: false, coins: false, event: false })
  }

  /**
   * Plays by turning `card`; the coins won go to the balance (spec 4). The intent is the day's next
   * play: a retry after a lost answer is that play again, not another one.
   */
  async play(card: number): Promise<GameResult | undefined> {
    const game = this.event.data
    if (!game) return undefined
    const now = Date.now()
    const intent = `${game.id}:${chinaDateOf(now)}:${playsOn(game.plays, now)}`
    const result = await this.event.act(game.id, intent, (requestId) => this.api.playMiniGame(game.id, card, requestId))
    if (result) {
      runInAction(() => {
        this.event.update(game.id, (current) => ({ ...current, plays: [result.play, ...current.plays] }))
        this.lastPlay = result
        this.coins.applyChange(result.play.coins, result)
      })
    }
    return result
  }

  /** Turns the cards face down again for the next play. */
  dealAgain(): void {
    this.lastPlay = null
  }

  clear(): void {
    this.event.clear()
    this.lastPlay = null
  }
}

export const useMiniGameStore = defineAreaStore((shell) => new MiniGameStore({ fetchMiniGame, playMiniGame }, shell.coins))
