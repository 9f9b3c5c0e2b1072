import { makeAutoObservable, runInAction } from 'mobx'
import type { WelfareSummary } from '@/api/welfare'
import { balanceAfterChange, type CoinAnswer } from '@/lib/coins'
import type { LoadStatus } from './load-status'

/** The user's gold coins (spec 3: remainCoins, expireCoins), kept by the rule of spec 4. */
export class CoinStore {
  remainCoins = 0
  expireCoins = 0
  expiringAt = 0
  todayIncome = 0
  totalIncome = 0
  status: LoadStatus = 'idle'
  error: unknown = undefined
  private readonly loader: () => Promise<WelfareSummary>

  constructor(loader: () => Promise<WelfareSummary>) {
    this.loader = loader
    makeAutoObservable<CoinStore, 'loader'>(this, { loader: false })
  }

  async load(): Promise<void> {
    // Figures already shown stay while they are refreshed.
    if (this.status !== 'ready') this.status = 'loading'
    try {
      const summary = await this.loader()
      runInAction(() => {
        this.remainCoins = summary.coins
        this.expireCoins = summary.expiringCoins
        this.expiringAt = summary.expiringAt
        this.todayIncome = summary.todayIncome
        this.totalIncome = summary.totalIncome
        this.status = 'ready'
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => {
        this.error = error
        if (this.status !== 'ready') this.status = 'error'
      })
    }
  }

  /** Spec 4: after coins are earned (`change` > 0) or spent (`change` < 0, the price). */
  applyChange(change: number, answer: CoinAnswer = {}): void {
    const next = balanceAfterChange({ remainCoins: this.remainCoins, expireCoins: this.expireCoins }, change, answer)
    this.remainCoins = next.remainCoins
    this.expireCoins = next.expireCoins
    if (change > 0) {
      this.todayIncome += change
      this.totalIncome += change
    }
  }

  /** Another account's coins must never show: called when the user changes. */
  clear(): void {
    this.remainCoins = 0
    this.expireCoins = 0
    this.expiringAt = 0
    this.todayIncome = 0
    this.totalIncome = 0
    this.status = 'idle'
    this.error = undefined
  }
}
