import { makeAutoObservable, observableRef } from 'mobx'
import type { WelfareSummary } from '@/api/welfare'
import { balanceAfterChange, type CoinAnswer } from '@/lib/coins'
import { Resource, type LoadStatus } from './async'
import type { LastKnownBook } from './last-known'

interface CoinFigures {
  remainCoins: number
  expireCoins: number
  todayIncome: number
  totalIncome: number
}

/** The user's gold coins (spec 3: remainCoins, expireCoins), kept by the rule of spec 4. */
export class CoinStore {
  private readonly summary: Resource<WelfareSummary>
  /** The figures after coins earned or spent since `from` was read (also before any read): the next answer replaces them. */
  private changed: { from: WelfareSummary | null; figures: CoinFigures } | null = null

  constructor(loader: () => Promise<WelfareSummary>, lastKnown?: LastKnownBook<WelfareSummary>) {
    this.summary = new Resource(loader, { lastKnown })
    makeAutoObservable<CoinStore, 'summary' | 'changed'>(this, { summary: false, changed: observableRef })
  }

  /** Figures already shown stay while they are refreshed. */
  get status(): LoadStatus {
    return this.summary.status
  }

  get error(): unknown {
    return this.summary.error
  }

  /** When the figures shown were read, if they are the last-known ones of an earlier visit (offline). */
  get lastKnownAt(): number | undefined {
    return this.summary.savedAt
  }

  /** The balance a money action may be checked against: this visit's, never a last-known one; undefined when none. */
  get knownBalance(): number | undefined {
    return this.status === 'ready' && this.lastKnownAt === undefined ? this.remainCoins : undefined
  }

  get remainCoins(): number {
    return this.figures.remainCoins
  }

  get expireCoins(): number {
    return this.figures.expireCoins
  }

  get expiringAt(): number {
    return this.summary.data?.expiringAt ?? 0
  }

  get todayIncome(): number {
    return this.figures.todayIncome
  }

  get totalIncome(): number {
    return this.figures.totalIncome
  }

  private get figures(): CoinFigures {
    const summary = this.summary.data
    if (this.changed && this.changed.from === summary) return this.changed.figures
    return {
      remainCoins: summary?.remainCoins ?? 0,
      expireCoins: summary?.expiringCoins ?? 0,
      todayIncome: summary?.todayIncome ?? 0,
      totalIncome: summary?.totalIncome ?? 0,
    }
  }

  async load(): Promise<void> {
    await this.summary.load()
  }

  /** Spec 4: after coins are earned (`change` > 0) or spent (`change` < 0, the price). */
  applyChange(change: number, answer: CoinAnswer = {}): void {
    const figures = this.figures
    const next = balanceAfterChange({ remainCoins: figures.remainCoins, expireCoins: figures.expireCoins }, change, answer)
    const income = Math.max(0, change)
    this.changed = {
      from: this.summary.data,
      figures: { ...next, todayIncome: figures.todayIncome + income, totalIncome: figures.totalIncome + income },
    }
  }

  /** Another account's coins must never show: called when the user changes. */
  clear(): void {
    this.summary.reset()
    this.changed = null
  }
}
