import { makeAutoObservable, runInAction } from 'mobx'
import { redeemCode, type RedeemResult } from '@/api/shop'
import { redeemCodeOf, redeemRefusalOf } from '@/lib/shop'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'

export interface RedeemApi {
  redeem(code: string, requestId: string): Promise<RedeemResult>
  newRequestId(): Promise<string>
}

/** A redeem the user asked for and has no answer to yet: a retry of the same code sends its request id again. */
interface RedeemIntent {
  code: string
  requestId: string
}

/**
 * The redeem-code screen (spec 2, 5): one redeem at a time, so a double tap sends one request; a
 * redeem whose answer was lost keeps its request id, so trying the same code again credits once.
 */
export class RedeemStore {
  redeeming = false
  /** What the last redeem credited; cleared when another code is tried. */
  result: RedeemResult | null = null
  /** Spec 6: the server refused this account as blacklisted or risky. */
  refusedForRisk = false
  /** Bumped by clear(): an answer for the previous user changes nothing. */
  private owner = 0
  private intent: RedeemIntent | undefined = undefined
  private readonly api: RedeemApi
  private readonly coins: Pick<CoinStore, 'applyChange'>

  constructor(api: RedeemApi, coins: Pick<CoinStore, 'applyChange'>) {
    this.api = api
    this.coins = coins
    makeAutoObservable<RedeemStore, 'api' | 'coins' | 'owner' | 'intent'>(this, { api: false, coins: false, owner: false, intent: false })
  }

  /**
   * Redeems the typed code once. Undefined when a redeem is already on its way (nothing sent);
   * rejects with the server's refusal or the transport's failure.
   */
  async redeem(typed: string): Promise<RedeemResult | undefined> {
    if (this.redeeming) return undefined
    const owner = this.owner
    const code = redeemCodeOf(typed)
    this.redeeming = true
    this.result = null
    try {
      const requestId = await this.requestIdFor(code)
      const result = await this.api.redeem(code, requestId)
      runInAction(() => {
        if (owner !== this.owner) return
        this.intent = undefined
        this.result = result
        // Spec 4: the server's remaining coins, else the local balance plus what was credited.
        if (result.rewardCoins > 0) this.coins.applyChange(result.rewardCoins, { remainCoins: result.remainCoins, expireCoins: result.expireCoins })
      })
      return result
    } catch (error) {
      runInAction(() => {
        // The server answered: this intent is over; a lost answer keeps it for the retry.
        if (owner !== this.owner || !(error instanceof ApiError)) return
        this.intent = undefined
        if (redeemRefusalOf(error.code) === 'risky') this.refusedForRisk = true
      })
      throw error
    } finally {
      runInAction(() => {
        if (owner === this.owner) this.redeeming = false
      })
    }
  }

  private async requestIdFor(code: string): Promise<string> {
    if (this.intent?.code === code) return this.intent.requestId
    const requestId = await this.api.newRequestId()
    this.intent = { code, requestId }
    return requestId
  }

  clear(): void {
    this.owner += 1
    this.redeeming = false
    this.result = null
    this.refusedForRisk = false
    this.intent = undefined
  }
}

/** The redeem-code screen's store, made by that page (never in the app's root stores). */
export const useRedeemStore = defineAreaStore((shell) => new RedeemStore({ redeem: redeemCode, newRequestId }, shell.coins))
