import { makeAutoObservable, runInAction } from 'mobx'
import {
  claimMessageReward,
  CODE_REWARD_ALREADY_CLAIMED,
  fetchMessages,
  markMessageRead,
  type ClaimResult,
  type InboxMessage,
  type MessagePage,
} from '@/api/messages'
import { LIST_PAGE_SIZE } from '@/config'
import { canClaim } from '@/lib/messages'
import { ApiError } from '@/services/http/errors'
import type { LoadStatus } from './agreements'
import type { CoinStore } from './coins'
import type { UserInfo } from './session'

export interface MessagesApi {
  list(page: number, pageSize: number): Promise<MessagePage>
  markRead(id: string): Promise<number>
  claim(id: string): Promise<ClaimResult>
}

/** The real endpoints; tests give the store fakes instead. */
export const messagesApi: MessagesApi = { list: fetchMessages, markRead: markMessageRead, claim: claimMessageReward }

/** Where a claimed reward shows: the welfare coin balance and the session's user info. */
export interface RewardAccount {
  coins: Pick<CoinStore, 'applyChange'>
  session: {
    userInfo: UserInfo | null
    setUserInfo(info: UserInfo): void
  }
}

/** The message centre (spec 2): the inbox, and rewards claimed once. */
export class MessagesStore {
  items: InboxMessage[] = []
  status: LoadStatus = 'idle'
  hasMore = false
  loadingMore = false
  unread = 0
  /** Messages whose claim request is on its way; a second tap on them sends nothing. */
  claiming: string[] = []
  private page = 0
  private generation = 0
  private readonly api: MessagesApi
  private readonly account: RewardAccount

  constructor(api: MessagesApi, account: RewardAccount) {
    this.api = api
    this.account = account
    makeAutoObservable<MessagesStore, 'api' | 'account'>(this, { api: false, account: false })
  }

  isClaiming(id: string): boolean {
    return this.claiming.includes(id)
  }

  /** The first page, fresh: the centre shows the inbox as it is now each time it opens. */
  async load(): Promise<void> {
    const generation = ++this.generation
    this.status = 'loading'
    this.items = []
    this.hasMore = false
    this.loadingMore = false
    try {
      const first = await this.api.list(1, LIST_PAGE_SIZE)
      runInAction(() => {
        if (generation !== this.generation) return
        this.accept(first, false)
        this.status = 'ready'
      })
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.status = 'error'
      })
    }
  }

  /** The next page; does nothing while one loads or when there is no more (spec 4). Rejects when it fails. */
  async loadMore(): Promise<void> {
    if (this.status !== 'ready' || !this.hasMore || this.loadingMore) return
    const generation = this.generation
    this.loadingMore = true
    try {
      const next = await this.api.list(this.page + 1, LIST_PAGE_SIZE)
      runInAction(() => {
        if (generation === this.generation) this.accept(next, true)
      })
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loadingMore = false
      })
    }
  }

  /** Marks an unread message read; the dot stays when the server did not take it (nothing else depends on it). */
  async markRead(id: string): Promise<void> {
    const message = this.items.find((item) => item.id === id)
    if (!message || message.read) return
    try {
      const unread = await this.api.markRead(id)
      runInAction(() => {
        message.read = true
        this.unread = unread
      })
    } catch {
      // the message simply stays unread
    }
  }

  /**
   * Claims a message's reward once. Undefined when there is nothing to send (already claimed,
   * no reward, or a claim on its way); rejects with the server's reason when the claim fails.
   */
  async claim(id: string): Promise<ClaimResult | undefined> {
    const message = this.items.find((item) => item.id === id)
    if (!message || !canClaim(message) || this.isClaiming(id)) return undefined
    this.claiming.push(id)
    try {
      const result = await this.api.claim(id)
      runInAction(() => {
        message.claimed = true
        if (!message.read) this.unread = Math.max(0, this.unread - 1)
        message.read = true
        this.updateAccount(result)
      })
      return result
    } catch (error) {
      // The server's word wins: an already-claimed reward shows as claimed (its reason is still told).
      if (error instanceof ApiError && error.code === CODE_REWARD_ALREADY_CLAIMED) {
        runInAction(() => {
          message.claimed = true
        })
      }
      throw error
    } finally {
      runInAction(() => {
        this.claiming = this.claiming.filter((item) => item !== id)
      })
    }
  }

  private accept(page: MessagePage, append: boolean): void {
    const known = new Set(append ? this.items.map((item) => item.id) : [])
    // A message that arrived since the first page shifts the pages: skip what is already shown.
    const fresh = page.list.filter((item) => !known.has(item.id))
    this.items = append ? [...this.items, ...fresh] : fresh
    this.page = page.page
    this.hasMore = page.hasMore
    this.unread = page.unread
  }

  /** Spec 4: the balance is the server's figure after the claim. */
  private updateAccount(result: ClaimResult): void {
    this.account.coins.applyChange(result.coins, { remainCoins: result.balance })
    const info = this.account.session.userInfo
    if (!info) return
    const gotVip = result.vipHours > 0 && result.vipExpireAt > 0
    this.account.session.setUserInfo({
      ...info,
      coins: result.balance,
      ...(gotVip ? { vipExpireAt: result.vipExpireAt, isVip: true } : {}),
    })
  }
}
