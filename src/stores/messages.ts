import { makeAutoObservable, runInAction } from 'mobx'
import {
  claimMessageReward,
  claimRefusal,
  fetchMessages,
  markMessageRead,
  type ClaimResult,
  type InboxMessage,
  type MessagePage,
} from '@/api/messages'
import type { UserInfo } from '@/api/user'
import { LIST_PAGE_SIZE } from '@/config'
import { canClaim } from '@/lib/messages'
import { defineAreaStore } from './area'
import { Action, Latest } from './async'
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
  /** Loader calls: only the newest one's unread figure is kept (see loadPage). */
  private readonly pages = new Latest()
  /** Claims on their way, one per message; a second tap on it sends nothing. */
  private readonly claims = new Action({ perSubject: true })
  /** Read receipts on their way, one per message: another tap sends no second one. */
  private readonly receipts = new Action({ perSubject: true })
  private readonly api: MessagesApi
  private readonly account: RewardAccount

  constructor(api: MessagesApi, account: RewardAccount) {
    this.api = api
    this.account = account
    this.list = new PagedListStore((page, pageSize) => this.loadPage(page, pageSize), LIST_PAGE_SIZE)
    makeAutoObservable<MessagesStore, 'pages' | 'claims' | 'receipts' | 'api' | 'account' | 'loadPage'>(this, {
      list: false,
      pages: false,
      claims: false,
      receipts: false,
      api: false,
      account: false,
      loadPage: false,
    })
  }

  /** Messages whose claim request is on its way. */
  get claiming(): readonly string[] {
    return this.claims.running
  }

  isClaiming(id: string): boolean {
    return this.claims.isRunning(id)
  }

  /** Forgets the inbox, e.g. when another user signs in; answers still on their way are dropped. */
  clear(): void {
    this.pages.drop()
    this.claims.reset()
    this.receipts.reset()
    this.list.clear()
    this.unread = 0
  }

  /**
   * Marks an unread message read, once: nothing is sent for a message already read or whose
   * receipt is on its way. The dot stays when the server did not take it (nothing else depends on it).
   */
  async markRead(id: string): Promise<void> {
    if (this.find(id)?.read !== false) return
    try {
      await this.receipts.run(async (sameUser) => {
        const unread = await this.api.markRead(id)
        if (!sameUser()) return
        runInAction(() => {
          this.list.replace(byId(id), (message) => ({ ...message, read: true }))
          this.unread = unread
        })
      }, id)
    } catch {
      // the message simply stays unread, and a later tap tries again
    }
  }

  /**
   * Claims a message's reward once. Undefined when there is nothing to send (already claimed,
   * no reward, or a claim on its way); rejects with the server's reason when the claim fails.
   */
  async claim(id: string): Promise<ClaimResult | undefined> {
    const message = this.find(id)
    if (!message || !canClaim(message)) return undefined
    try {
      const result = await this.claims.run(() => {
        // claiming opens the message: it is marked read as a tap on it would be, once
        void this.markRead(id)
        return this.api.claim(id)
      }, id)
      if (!result) return undefined
      runInAction(() => {
        if (this.find(id)?.read === false) this.unread = Math.max(0, this.unread - 1)
        this.list.replace(byId(id), (current) => ({ ...current, claimed: true, read: true }))
        this.updateAccount(result)
      })
      return result
    } catch (error) {
      // The server's word wins: an already-claimed reward shows as claimed (its reason is still told).
      if (claimRefusal(error) === 'alreadyClaimed') {
        runInAction(() => this.list.replace(byId(id), (current) => ({ ...current, claimed: true })))
      }
      throw error
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
    const isNewest = this.pages.next()
    const answer = await this.api.list(page, pageSize)
    if (!isNewest()) return answer
    // A message that arrived since the first page shifts the pages: skip what is already shown.
    const shown = new Set(page > 1 ? this.list.items.map((item) => item.id) : [])
    runInAction(() => {
      this.unread = answer.unread
    })
    return { list: answer.list.filter((item) => !shown.has(item.id)), hasMore: answer.hasMore }
  }

  /** Spec 4: the balance is the server's figure after the claim; VIP time runs to the server's new end. */
  private updateAccount(result: ClaimResult): void {
    this.account.coins.applyChange(result.coins, result)
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
