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
import type { UserInfo } from '@/api/user'
import { LIST_PAGE_SIZE } from '@/config'
import { canClaim } from '@/lib/messages'
import { ApiError } from '@/services/http/errors'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import { PagedListStore, type ListPage } from './paged-list'

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

/** The message centre (spec 2): the inbox, read page by page, and rewards claimed once. */
export class MessagesStore {
  /** The inbox rows, for ScrollList; a row that changes is replaced by a new object. */
  readonly list: PagedListStore<InboxMessage>
  /** Unread messages of the whole inbox: the figure of the newest page answer or read receipt. */
  unread = 0
  /** Messages whose claim request is on its way; a second tap on them sends nothing. */
  claiming: string[] = []
  /** Loader calls started; only the newest one's answer is kept (see loadPage). */
  private requests = 0
  /** Bumped by clear(): an answer for the previous user changes nothing. */
  private owner = 0
  /** Messages whose read receipt is on its way: another tap sends no second one. */
  private readonly reading = new Set<string>()
  private readonly api: MessagesApi
  private readonly account: RewardAccount

  constructor(api: MessagesApi, account: RewardAccount) {
    this.api = api
    this.account = account
    this.list = new PagedListStore((page, pageSize) => this.loadPage(page, pageSize), LIST_PAGE_SIZE)
    makeAutoObservable<MessagesStore, 'requests' | 'owner' | 'reading' | 'api' | 'account' | 'loadPage'>(this, {
      list: false,
      requests: false,
      owner: false,
      reading: false,
      api: false,
      account: false,
      loadPage: false,
    })
  }

  isClaiming(id: string): boolean {
    return this.claiming.includes(id)
  }

  /** Forgets the inbox, e.g. when another user signs in; answers still on their way are dropped. */
  clear(): void {
    this.owner += 1
    this.requests += 1
    this.list.clear()
    this.unread = 0
    this.claiming = []
    this.reading.clear()
  }

  /**
   * Marks an unread message read, once: nothing is sent for a message already read or whose
   * receipt is on its way. The dot stays when the server did not take it (nothing else depends on it).
   */
  async markRead(id: string): Promise<void> {
    if (this.find(id)?.read !== false || this.reading.has(id)) return
    const owner = this.owner
    this.reading.add(id)
    try {
      const unread = await this.api.markRead(id)
      runInAction(() => {
        if (owner !== this.owner) return
        this.list.replace(byId(id), (message) => ({ ...message, read: true }))
        this.unread = unread
      })
    } catch {
      // the message simply stays unread, and a later tap tries again
    } finally {
      if (owner === this.owner) this.reading.delete(id)
    }
  }

  /**
   * Claims a message's reward once. Undefined when there is nothing to send (already claimed,
   * no reward, or a claim on its way); rejects with the server's reason when the claim fails.
   */
  async claim(id: string): Promise<ClaimResult | undefined> {
    const message = this.find(id)
    if (!message || !canClaim(message) || this.isClaiming(id)) return undefined
    const owner = this.owner
    this.claiming.push(id)
    // claiming opens the message: it is marked read as a tap on it would be, once
    void this.markRead(id)
    try {
      const result = await this.api.claim(id)
      runInAction(() => {
        if (owner !== this.owner) return
        if (this.find(id)?.read === false) this.unread = Math.max(0, this.unread - 1)
        this.list.replace(byId(id), (current) => ({ ...current, claimed: true, read: true }))
        this.updateAccount(result)
      })
      return result
    } catch (error) {
      // The server's word wins: an already-claimed reward shows as claimed (its reason is still told).
      if (error instanceof ApiError && error.code === CODE_REWARD_ALREADY_CLAIMED) {
        runInAction(() => {
          if (owner === this.owner) this.list.replace(byId(id), (current) => ({ ...current, claimed: true }))
        })
      }
      throw error
    } finally {
      runInAction(() => {
        this.claiming = this.claiming.filter((item) => item !== id)
      })
    }
  }

  private find(id: string): InboxMessage | undefined {
    return this.list.items.find((item) => item.id === id)
  }

  /**
   * The list's loader. PagedListStore keeps only the answer of the newest loader call (a first
   * page drops older calls, and no page starts while another loads), so the unread figure is
   * taken from that same answer and no other.
   */
  private async loadPage(page: number, pageSize: number): Promise<ListPage<InboxMessage>> {
    const request = ++this.requests
    const answer = await this.api.list(page, pageSize)
    if (request !== this.requests) return answer
    // A message that arrived since the first page shifts the pages: skip what is already shown.
    const shown = new Set(page > 1 ? this.list.items.map((item) => item.id) : [])
    runInAction(() => {
      this.unread = answer.unread
    })
    return { list: answer.list.filter((item) => !shown.has(item.id)), hasMore: answer.hasMore }
  }

  /** Spec 4: the balance is the server's figure after the claim; VIP time runs to the server's new end. */
  private updateAccount(result: ClaimResult): void {
    this.account.coins.applyChange(result.coins, { remainCoins: result.balance })
    const info = this.account.session.userInfo
    if (!info || result.vipHours <= 0 || result.vipExpireAt <= 0) return
    this.account.session.setUserInfo({ ...info, vipExpireAt: result.vipExpireAt })
  }
}

function byId(id: string): (message: InboxMessage) => boolean {
  return (message) => message.id === id
}

/** The message centre's store (/notice): made by the page that shows it, not at start-up. */
export const useMessagesStore = defineAreaStore((shell) => new MessagesStore(messagesApi, shell))
