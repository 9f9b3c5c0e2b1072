import { makeAutoObservable, runInAction } from 'mobx'
import { redeemCode, redeemRefusal, type RedeemResult } from '@/api/shop'
import { redeemCodeOf } from '@/lib/shop'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import { Action, inMemory, type KeepIntents } from './async'
import { keptIntentsOf } from './kept-intents'
import type { CoinStore } from './coins'

export interface RedeemApi {
  redeem(code: string, requestId: string): Promise<RedeemResult>
  newRequestId(): Promise<string>
}

/**
 * The redeem-code screen (spec 2, 5): one redeem at a time, so a double tap sends one request; a
 * redeem whose answer was lost keeps its request id, so trying the same code again credits once.
 */
export class RedeemStore {
  /** What the last redeem credited; cleared when another code is tried. */
  result: RedeemResult | null = null
  /** Spec 6: the server refused this account as blacklisted or risky. */
  refusedForRisk = false
  private readonly redeems: Action
  private readonly api: RedeemApi
  private readonly coins: Pick<CoinStore, 'applyChange'>

  constructor(api: RedeemApi, coins: Pick<CoinStore, 'applyChange'>, keep: KeepIntents = inMemory) {
    this.api = api
    this.coins = coins
    this.redeems = new Action({ newRequestId: () => api.newRequestId(), intents: keep('redeem') })
    makeAutoObservable<RedeemStore, 'api' | 'coins' | 'redeems'>(this, { api: false, coins: false, redeems: false })
  }

  get redeeming(): boolean {
    return this.redeems.busy
  }

  /**
   * Redeems the typed code once. Undefined when a redeem is already on its way (nothing sent);
   * rejects with the server's refusal or the transport's failure.
   */
  async redeem(typed: string): Promise<RedeemResult | undefined> {
    const code = redeemCodeOf(typed)
    try {
      const result = await this.redeems.runOnce(code, (requestId) => {
        runInAction(() => {
          this.result = null
        })
        return this.api.redeem(code, requestId)
      })
      if (result) runInAction(() => this.record(result))
      return result
    } catch (error) {
      runInAction(() => {
        if (redeemRefusal(error) === 'risky') this.refusedForRisk = true
      })
      throw error
    }
  }

  private record(result: RedeemResult): void {
    this.result = result
    // Spec 4: the server's remaining coins, else the local balance plus what was credited.
    if (result.rewardCoins > 0) this.coins.applyChange(result.rewardCoins, result)
  }

  clear(): void {
    this.redeems.reset()
    this.result = null
    this.refusedForRisk = false
  }
}

/** The redeem-code screen's store, made by that page (never in the app's root stores). */
export const useRedeemStore = defineAreaStore(
  (shell) => new RedeemStore({ redeem: redeemCode, newRequestId }, shell.coins, keptIntentsOf(shell.session)),
)
