import { makeAutoObservable } from 'mobx'
import { drawLottery, drawRefusal, fetchLotteryInfo, fetchMyPrizes, type DrawResult, type LotteryInfo, type MyPrize } from '@/api/lottery'
import { LIST_PAGE_SIZE } from '@/config'
import { drawBlock, drawCoinChange, ringPositionOf, type DrawBlock, type DrawRefusal, type LotteryPrize } from '@/lib/lottery'
import { refusalMessage } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import { Action, inMemory, Resource, type LoadStatus, type KeepIntents } from './async'
import { keptIntentsOf } from './kept-intents'
import { PagedListStore, type PageLoader } from './paged-list'

export interface LotteryApi {
  fetchInfo(): Promise<LotteryInfo>
  draw(requestId: string): Promise<DrawResult>
  fetchPrizes: PageLoader<MyPrize>
  newRequestId(): Promise<string>
}

/** Why a draw failed: a refusal with its own text (spec 8), or `other`, which says the server's own words. */
export type DrawFailure = DrawRefusal | 'other'

/** The failure a refused draw shows; an answer that never came is "interrupted": it may have been drawn. */
export function drawFailureOf(error: unknown): DrawFailure {
  if (error instanceof HttpError) return 'interrupted'
  return drawRefusal(error) ?? 'other'
}

/** The one intent of the board: a draw, until its answer is known. */
const DRAW = 'draw'

/** A block known before asking, as the failure it would be. */
const FAILURE_BY_BLOCK: Record<DrawBlock, DrawFailure> = {
  exhausted: 'exhausted',
  paused: 'cannotParticipate',
  dailyLimit: 'cannotParticipate',
  unavailable: 'unavailable',
  insufficientCoins: 'insufficientCoins',
}

export interface DrawOutcome {
  drawId: string
  prize: LotteryPrize
  /** Where the board's highlight stops: the server's prize. */
  position: number
}

/**
 * The lottery (spec 2, 4, 8): its board, a draw and my prizes. The server picks the prize; a
 * draw carries one request id per tap, kept while its answer is unknown, so a retry after an
 * interruption is the same draw and never spends twice.
 */
export class LotteryStore {
  outcome: DrawOutcome | null = null
  failure: DrawFailure | null = null
  /** The server's own words for a failure of kind `other`. */
  failureMessage = ''
  readonly prizes: PagedListStore<MyPrize>
  private readonly infoRead: Resource<LotteryInfo>
  /** One draw at a time; a draw whose answer is not known yet keeps its request id for the next tap. */
  private readonly draws: Action
  private readonly api: LotteryApi
  private readonly coins: CoinStore

  constructor(api: LotteryApi, coins: CoinStore, keep: KeepIntents = inMemory) {
    this.api = api
    this.coins = coins
    this.prizes = new PagedListStore(api.fetchPrizes, LIST_PAGE_SIZE)
    this.infoRead = new Resource(() => api.fetchInfo())
    this.draws = new Action({ newRequestId: () => api.newRequestId(), intents: keep('lottery-draw') })
    makeAutoObservable<LotteryStore, 'api' | 'coins' | 'infoRead' | 'draws'>(this, {
      api: false,
      coins: false,
      prizes: false,
      infoRead: false,
      draws: false,
    })
  }

  get info(): LotteryInfo | null {
    return this.infoRead.data
  }

  get infoStatus(): LoadStatus {
    return this.infoRead.status
  }

  /** A draw request runs: a second tap sends nothing. */
  get drawing(): boolean {
    return this.draws.busy
  }

  /** What stops a draw before it is sent; undefined while the info or balance is unknown or nothing does. */
  get block(): DrawBlock | undefined {
    if (!this.info) return undefined
    return drawBlock(this.info, this.coins.knownBalance)
  }

  /** An interrupted draw waits for its retry. */
  get awaitingRetry(): boolean {
    return this.failure === 'interrupted'
  }

  async loadInfo(): Promise<void> {
    await this.infoRead.load()
  }

  /**
   * Draws once. Nothing is sent while a draw runs or its result is still open (the second tap of a
   * double tap lands there when the answer is quick), nor when the client already knows the draw
   * would be refused (that failure is shown instead), except the retry of an interrupted draw,
   * which the server must settle.
   */
  async draw(): Promise<DrawOutcome | undefined> {
    if (this.drawing || this.outcome || !this.info) return undefined
    const known = this.draws.awaitsRetry(DRAW) ? undefined : this.block
    this.outcome = null
    this.failureMessage = ''
    if (known) {
      this.failure = FAILURE_BY_BLOCK[known]
      return undefined
    }
    this.failure = null
    try {
      const result = await this.draws.runOnce(DRAW, (requestId) => this.api.draw(requestId))
      return result && this.settle(result)
    } catch (error) {
      this.fail(error)
      return undefined
    }
  }

  private fail(error: unknown): void {
    const failure = drawFailureOf(error)
    this.failure = failure
    this.failureMessage = failure === 'other' ? (refusalMessage(error) ?? '') : ''
    // the lottery changed on the server: show its state now
    if (failure === 'exhausted' || failure === 'unavailable' || failure === 'cannotParticipate') void this.loadInfo()
    if (failure === 'insufficientCoins') void this.coins.load()
  }

  /** The answer of a draw: the balance, today's draws and my prizes follow it. */
  private settle(result: DrawResult): DrawOutcome | undefined {
    this.coins.applyChange(drawCoinChange(result.costCoins, result.prize), result)
    if (this.info) this.infoRead.set({ ...this.info, drawsToday: result.drawsToday })
    this.prizes.reload().catch(() => undefined)
    const position = this.info ? ringPositionOf(this.info.prizes, result.prizeId) : undefined
    if (position === undefined) {
      // The coins moved as the server says, but the board cannot show a prize it does not have.
      this.failure = 'winningNotFound'
      void this.loadInfo()
      return undefined
    }
    this.outcome = { drawId: result.drawId, prize: result.prize, position }
    return this.outcome
  }

  /** The result has been shown and closed. */
  dismissOutcome(): void {
    this.outcome = null
  }

  dismissFailure(): void {
    this.failure = null
    this.failureMessage = ''
  }

  clear(): void {
    this.infoRead.reset()
    this.draws.reset()
    this.outcome = null
    this.failure = null
    this.failureMessage = ''
    this.prizes.clear()
  }
}

export const lotteryApi: LotteryApi = {
  fetchInfo: fetchLotteryInfo,
  draw: drawLottery,
  fetchPrizes: fetchMyPrizes,
  newRequestId,
}

export const useLotteryStore = defineAreaStore((shell) => new LotteryStore(lotteryApi, shell.coins, keptIntentsOf(shell.session)))
