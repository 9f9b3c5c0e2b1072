import type { ClaimResult, InboxMessage, MessagePage } from '@/api/messages'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { MessagesStore, type MessagesApi, type RewardAccount } from '@/stores/messages'
import type { UserInfo } from '@/api/user'
import { deferred } from '../support/deferred'

function message(id: string, extra: Partial<InboxMessage> = {}): InboxMessage {
  return { id, kind: 'system', title: `title ${id}`, content: '', createdAt: 1, read: true, reward: null, claimed: false, ...extra }
}

const GIFT = message('m6', { kind: 'reward', read: false, reward: { coins: 66, vipHours: 0 } })
const QUIZ = message('m4', { kind: 'sportsQuiz', read: false, reward: { coins: 88, vipHours: 0 } })
const COMPENSATION = message('m2', { kind: 'reward', reward: { coins: 0, vipHours: 24 }, claimed: true })
const NOTICE = message('m3')

const USER: UserInfo = {
  uid: '10001',
  accountType: 1,
  nickname: 'Demo',
  phone: '',
  email: '',
  vipExpireAt: 0,
  superVipExpireAt: 0,
  riskStatus: 0,
}

function pageOf(list: InboxMessage[], extra: Partial<MessagePage> = {}): MessagePage {
  return { list, page: 1, hasMore: false, unread: list.filter((item) => !item.read).length, ...extra }
}

function fakeApi(): jest.Mocked<MessagesApi> {
  return { list: jest.fn(), markRead: jest.fn(), claim: jest.fn() }
}

function fakeAccount(userInfo: UserInfo | null = { ...USER }): RewardAccount & { coins: { applyChange: jest.Mock } } {
  const account = {
    coins: { applyChange: jest.fn() },
    session: {
      userInfo,
      setUserInfo(info: UserInfo) {
        account.session.userInfo = info
      },
    },
  }
  return account
}

const CLAIMED_GIFT: ClaimResult = { id: 'm6', coins: 66, vipHours: 0, remainCoins: 1346, vipExpireAt: 0 }

async function loadedStore(list: InboxMessage[], api = fakeApi(), account = fakeAccount()): Promise<MessagesStore> {
  api.list.mockResolvedValueOnce(pageOf(list.map((item) => ({ ...item }))))
  const store = new MessagesStore(api, account)
  await store.list.reload()
  return store
}

function ids(store: MessagesStore): string[] {
  return store.list.items.map((item) => item.id)
}

describe('MessagesStore loading', () => {
  it('is idle before the first load', () => {
    expect(new MessagesStore(fakeApi(), fakeAccount()).list.status).toBe('idle')
  })

  it('asks for the first page of 10', async () => {
    const api = fakeApi()
    await loadedStore([GIFT], api)
    expect(api.list).toHaveBeenCalledWith(1, 10)
  })

  it('keeps the messages and the unread count of the first page', async () => {
    const store = await loadedStore([GIFT, QUIZ, NOTICE])
    expect([store.list.status, ids(store), store.unread]).toEqual(['ready', ['m6', 'm4', 'm3'], 2])
  })

  it('keeps each message as the plain object the API gave', async () => {
    const api = fakeApi()
    const answer = pageOf([{ ...GIFT }])
    api.list.mockResolvedValueOnce(answer)
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    expect(store.list.items[0]).toBe(answer.list[0])
  })

  it('is loading while the first page loads', () => {
    const api = fakeApi()
    api.list.mockReturnValueOnce(new Promise(() => undefined))
    const store = new MessagesStore(api, fakeAccount())
    void store.list.reload()
    expect(store.list.status).toBe('loading')
  })

  it('is in error when the first page fails', async () => {
    const api = fakeApi()
    api.list.mockRejectedValueOnce(HttpError.network())
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload().catch(() => undefined)
    expect(store.list.status).toBe('error')
  })

  it('drops the answer of an older load that arrives last', async () => {
    const api = fakeApi()
    const older = deferred<MessagePage>()
    api.list.mockReturnValueOnce(older.promise).mockResolvedValueOnce(pageOf([NOTICE]))
    const store = new MessagesStore(api, fakeAccount())
    const first = store.list.reload()
    await store.list.reload()
    older.resolve(pageOf([GIFT]))
    await first
    expect(ids(store)).toEqual(['m3'])
  })

  it('keeps the unread count of the newest load when an older one arrives last', async () => {
    const api = fakeApi()
    const older = deferred<MessagePage>()
    api.list.mockReturnValueOnce(older.promise).mockResolvedValueOnce(pageOf([GIFT], { unread: 4 }))
    const store = new MessagesStore(api, fakeAccount())
    const first = store.list.reload()
    await store.list.reload()
    older.resolve(pageOf([NOTICE], { unread: 9 }))
    await first
    expect(store.unread).toBe(4)
  })

  it('appends the next page', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf([GIFT], { hasMore: true })).mockResolvedValueOnce(pageOf([NOTICE], { page: 2 }))
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    await store.list.loadMore()
    expect([api.list.mock.calls[1], ids(store), store.list.hasMore]).toEqual([[2, 10], ['m6', 'm3'], false])
  })

  it('takes the unread count of the next page, the figure of the whole inbox now', async () => {
    const api = fakeApi()
    api.list
      .mockResolvedValueOnce(pageOf([GIFT], { hasMore: true, unread: 1 }))
      .mockResolvedValueOnce(pageOf([NOTICE], { page: 2, unread: 3 }))
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    await store.list.loadMore()
    expect(store.unread).toBe(3)
  })

  it('skips a message of the next page that is already shown', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf([GIFT, QUIZ], { hasMore: true })).mockResolvedValueOnce(pageOf([QUIZ, NOTICE], { page: 2 }))
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    await store.list.loadMore()
    expect(ids(store)).toEqual(['m6', 'm4', 'm3'])
  })

  it('does not load more when there is no more (spec 4)', async () => {
    const api = fakeApi()
    const store = await loadedStore([GIFT], api)
    await store.list.loadMore()
    expect(api.list).toHaveBeenCalledTimes(1)
  })

  it('does not load the next page twice while it loads', async () => {
    const api = fakeApi()
    const next = deferred<MessagePage>()
    api.list.mockResolvedValueOnce(pageOf([GIFT], { hasMore: true })).mockReturnValueOnce(next.promise)
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    const first = store.list.loadMore()
    void store.list.loadMore()
    next.resolve(pageOf([NOTICE], { page: 2 }))
    await first
    expect(api.list).toHaveBeenCalledTimes(2)
  })

  it('rejects a failed next page and keeps the shown messages', async () => {
    const api = fakeApi()
    api.list.mockResolvedValueOnce(pageOf([GIFT], { hasMore: true })).mockRejectedValueOnce(HttpError.network())
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    await expect(store.list.loadMore()).rejects.toBeInstanceOf(HttpError)
    expect([ids(store), store.list.loading, store.list.hasMore]).toEqual([['m6'], false, true])
  })

  it('takes neither rows nor unread count from a next page that arrives after a refresh started', async () => {
    const api = fakeApi()
    const next = deferred<MessagePage>()
    api.list
      .mockResolvedValueOnce(pageOf([GIFT], { hasMore: true, unread: 1 }))
      .mockReturnValueOnce(next.promise)
      .mockResolvedValueOnce(pageOf([QUIZ], { unread: 2 }))
    const store = new MessagesStore(api, fakeAccount())
    await store.list.reload()
    const late = store.list.loadMore()
    await store.list.reload()
    next.resolve(pageOf([NOTICE], { page: 2, unread: 7 }))
    await late
    expect([ids(store), store.unread]).toEqual([['m4'], 2])
  })
})

describe('MessagesStore clear', () => {
  it('forgets the messages and the unread count', async () => {
    const store = await loadedStore([GIFT, QUIZ])
    store.clear()
    expect([store.list.items.length, store.list.status, store.unread]).toEqual([0, 'idle', 0])
  })

  it('takes nothing from a page that arrives after it', async () => {
    const api = fakeApi()
    const answer = deferred<MessagePage>()
    api.list.mockReturnValueOnce(answer.promise)
    const store = new MessagesStore(api, fakeAccount())
    const load = store.list.reload()
    store.clear()
    answer.resolve(pageOf([GIFT, QUIZ]))
    await load
    expect([store.list.items.length, store.unread]).toEqual([0, 0])
  })

  it('lets a claim answered after it move no balance', async () => {
    const api = fakeApi()
    const account = fakeAccount()
    const answer = deferred<ClaimResult>()
    api.claim.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT], api, account)
    const claim = store.claim('m6')
    store.clear()
    answer.resolve(CLAIMED_GIFT)
    await claim
    expect(account.coins.applyChange).not.toHaveBeenCalled()
  })

  it('ends the claims on their way, so the next user can claim', async () => {
    const api = fakeApi()
    api.claim.mockReturnValueOnce(new Promise(() => undefined))
    const store = await loadedStore([GIFT], api)
    void store.claim('m6')
    store.clear()
    expect(store.isClaiming('m6')).toBe(false)
  })
})

describe('MessagesStore read state', () => {
  it('marks an unread message read and takes the server unread count', async () => {
    const api = fakeApi()
    api.markRead.mockResolvedValueOnce(1)
    const store = await loadedStore([GIFT, QUIZ], api)
    await store.markRead('m6')
    expect([store.list.items[0].read, store.unread]).toEqual([true, 1])
  })

  it('shows the read state on a new row object, so the row renders it at once', async () => {
    const api = fakeApi()
    api.markRead.mockResolvedValueOnce(1)
    const store = await loadedStore([GIFT, QUIZ], api)
    const [before, other] = store.list.items
    await store.markRead('m6')
    expect([store.list.items[0] === before, store.list.items[1] === other]).toEqual([false, true])
  })

  it('changes nothing when the answer arrives after a clear', async () => {
    const api = fakeApi()
    const answer = deferred<number>()
    api.markRead.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT], api)
    const read = store.markRead('m6')
    store.clear()
    answer.resolve(0)
    await read
    expect([store.list.items.length, store.unread]).toEqual([0, 0])
  })

  it('sends nothing for a message already read', async () => {
    const api = fakeApi()
    const store = await loadedStore([NOTICE], api)
    await store.markRead('m3')
    expect(api.markRead).not.toHaveBeenCalled()
  })

  it('leaves the message unread when the server did not take it', async () => {
    const api = fakeApi()
    api.markRead.mockRejectedValueOnce(HttpError.network())
    const store = await loadedStore([GIFT], api)
    await store.markRead('m6')
    expect([store.list.items[0].read, store.unread]).toEqual([false, 1])
  })

  it('sends one read for ten taps on an unread message while the answer is late', async () => {
    const api = fakeApi()
    const answer = deferred<number>()
    api.markRead.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT, QUIZ], api)
    const reads = Array.from({ length: 10 }, () => store.markRead('m6'))
    answer.resolve(1)
    await Promise.all(reads)
    expect([api.markRead.mock.calls.length, store.list.items[0].read, store.unread]).toEqual([1, true, 1])
  })

  it('sends the read again on the next tap when the server did not take it', async () => {
    const api = fakeApi()
    api.markRead.mockRejectedValueOnce(HttpError.network()).mockResolvedValueOnce(0)
    const store = await loadedStore([GIFT], api)
    await store.markRead('m6')
    await store.markRead('m6')
    expect([api.markRead.mock.calls.length, store.list.items[0].read, store.unread]).toEqual([2, true, 0])
  })

  it('lets the next user mark the same message read while a read of the previous user is on its way', async () => {
    const api = fakeApi()
    const late = deferred<number>()
    api.markRead.mockReturnValueOnce(late.promise).mockResolvedValueOnce(0)
    const store = await loadedStore([GIFT], api)
    const previous = store.markRead('m6')
    store.clear()
    api.list.mockResolvedValueOnce(pageOf([{ ...GIFT }]))
    await store.list.reload()
    await store.markRead('m6')
    late.resolve(0)
    await previous
    expect([api.markRead.mock.calls.length, store.list.items[0].read]).toEqual([2, true])
  })
})

describe('MessagesStore: a claim marks its message read once', () => {
  /** The gift and the quiz, unread, with the read and the claim of the gift answered when the test says. */
  async function lateAnswers() {
    const api = fakeApi()
    const read = deferred<number>()
    const claimed = deferred<ClaimResult>()
    api.markRead.mockReturnValueOnce(read.promise)
    api.claim.mockReturnValueOnce(claimed.promise)
    return { api, read, claimed, store: await loadedStore([GIFT, QUIZ], api) }
  }

  it('sends one claim and one read for ten claims in a row while the answers are late', async () => {
    const { api, read, claimed, store } = await lateAnswers()
    const claims = Array.from({ length: 10 }, () => store.claim('m6'))
    claimed.resolve(CLAIMED_GIFT)
    read.resolve(1)
    await Promise.all(claims)
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length]).toEqual([1, 1])
  })

  it('sends one claim and one read when each of ten taps also opens the message', async () => {
    const { api, read, claimed, store } = await lateAnswers()
    // a tap on the claim button reaches the card too, which opens (marks read) the message
    const taps = Array.from({ length: 10 }, () => [store.claim('m6'), store.markRead('m6')]).flat()
    read.resolve(1)
    claimed.resolve(CLAIMED_GIFT)
    await Promise.all(taps)
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length, store.unread]).toEqual([1, 1, 1])
  })

  it('sends nothing more for ten claims after the claim and the read were answered', async () => {
    const api = fakeApi()
    api.markRead.mockResolvedValueOnce(1)
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT, QUIZ], api)
    await store.claim('m6')
    await Promise.all(Array.from({ length: 10 }, () => [store.claim('m6'), store.markRead('m6')]).flat())
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length]).toEqual([1, 1])
  })

  it('sends no read for a claim of a message already read', async () => {
    const api = fakeApi()
    api.claim.mockResolvedValueOnce({ ...CLAIMED_GIFT, id: 'm9' })
    const store = await loadedStore([message('m9', { kind: 'reward', read: true, reward: { coins: 66, vipHours: 0 } })], api)
    await store.claim('m9')
    expect([api.claim.mock.calls.length, api.markRead.mock.calls.length]).toEqual([1, 0])
  })

  it('keeps the unread count right when the claim is answered before the read', async () => {
    const api = fakeApi()
    const read = deferred<number>()
    api.markRead.mockReturnValueOnce(read.promise)
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT, QUIZ], api)
    await store.claim('m6')
    const afterClaim = store.unread
    read.resolve(1)
    await new Promise((done) => setTimeout(done, 0))
    expect([afterClaim, store.unread, store.list.items[0].read]).toEqual([1, 1, true])
  })
})

describe('MessagesStore claims', () => {
  it('claims an unclaimed reward and shows it claimed and read', async () => {
    const api = fakeApi()
    api.markRead.mockResolvedValueOnce(1)
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT, QUIZ], api)
    await expect(store.claim('m6')).resolves.toEqual(CLAIMED_GIFT)
    expect([store.list.items[0].claimed, store.list.items[0].read, store.unread]).toEqual([true, true, 1])
  })

  it('shows the claim on a new row object, so the row renders it at once', async () => {
    const api = fakeApi()
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api)
    const before = store.list.items[0]
    await store.claim('m6')
    expect([store.list.items[0] === before, before.claimed]).toEqual([false, false])
  })

  it('marks the row shown when the answer arrives, after a refresh replaced the rows', async () => {
    const api = fakeApi()
    const answer = deferred<ClaimResult>()
    api.markRead.mockResolvedValueOnce(1)
    api.claim.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT, QUIZ], api)
    const claim = store.claim('m6')
    api.list.mockResolvedValueOnce(pageOf([{ ...GIFT }, { ...QUIZ }]))
    await store.list.reload()
    answer.resolve(CLAIMED_GIFT)
    await claim
    expect([store.list.items[0].claimed, store.unread]).toEqual([true, 1])
  })

  it('sends one claim when claim is called twice before the answer', async () => {
    const api = fakeApi()
    const answer = deferred<ClaimResult>()
    api.claim.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT], api)
    const first = store.claim('m6')
    const second = store.claim('m6')
    answer.resolve(CLAIMED_GIFT)
    await Promise.all([first, second])
    expect(api.claim).toHaveBeenCalledTimes(1)
  })

  it('answers nothing for the second of two quick claims', async () => {
    const api = fakeApi()
    const answer = deferred<ClaimResult>()
    api.claim.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT], api)
    void store.claim('m6')
    const second = store.claim('m6')
    answer.resolve(CLAIMED_GIFT)
    await expect(second).resolves.toBeUndefined()
  })

  it('is claiming the message while its claim runs, and not after', async () => {
    const api = fakeApi()
    const answer = deferred<ClaimResult>()
    api.claim.mockReturnValueOnce(answer.promise)
    const store = await loadedStore([GIFT], api)
    const claim = store.claim('m6')
    const during = store.isClaiming('m6')
    answer.resolve(CLAIMED_GIFT)
    await claim
    expect([during, store.isClaiming('m6')]).toEqual([true, false])
  })

  it('sends nothing for a reward already claimed', async () => {
    const api = fakeApi()
    const store = await loadedStore([COMPENSATION], api)
    await expect(store.claim('m2')).resolves.toBeUndefined()
    expect(api.claim).not.toHaveBeenCalled()
  })

  it('sends nothing for a message without a reward', async () => {
    const api = fakeApi()
    const store = await loadedStore([NOTICE], api)
    await store.claim('m3')
    expect(api.claim).not.toHaveBeenCalled()
  })

  it('sends nothing after a successful claim', async () => {
    const api = fakeApi()
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api)
    await store.claim('m6')
    await store.claim('m6')
    expect(api.claim).toHaveBeenCalledTimes(1)
  })

  it('moves the welfare balance to the server figure (spec 4)', async () => {
    const api = fakeApi()
    const account = fakeAccount()
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api, account)
    await store.claim('m6')
    expect(account.coins.applyChange).toHaveBeenCalledWith(66, expect.objectContaining({ remainCoins: 1346 }))
  })

  it('leaves the user info alone for a coin reward: coins live in the coin store only', async () => {
    const api = fakeApi()
    const account = fakeAccount()
    const before = account.session.userInfo
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api, account)
    await store.claim('m6')
    expect(account.session.userInfo).toBe(before)
  })

  it('writes the VIP time of a VIP reward into the user info', async () => {
    const api = fakeApi()
    const account = fakeAccount()
    const vipEnd = Date.now() + 24 * 3600 * 1000
    api.claim.mockResolvedValueOnce({ id: 'm7', coins: 0, vipHours: 24, remainCoins: 1280, vipExpireAt: vipEnd })
    const store = await loadedStore([message('m7', { kind: 'reward', reward: { coins: 0, vipHours: 24 } })], api, account)
    await store.claim('m7')
    expect(account.session.userInfo?.vipExpireAt).toBe(vipEnd)
  })

  it('claims without user info loaded', async () => {
    const api = fakeApi()
    const account = fakeAccount(null)
    api.claim.mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api, account)
    await store.claim('m6')
    expect([store.list.items[0].claimed, account.session.userInfo]).toEqual([true, null])
  })

  it('rejects with the server reason and keeps the reward claimable when the claim fails', async () => {
    const api = fakeApi()
    api.claim.mockRejectedValueOnce(new Refusal(10141, '账号存在风险'))
    const store = await loadedStore([GIFT], api)
    await expect(store.claim('m6')).rejects.toMatchObject({ message: '账号存在风险' })
    expect([store.list.items[0].claimed, store.isClaiming('m6')]).toEqual([false, false])
  })

  it('allows another try after a failed claim', async () => {
    const api = fakeApi()
    api.claim.mockRejectedValueOnce(HttpError.network()).mockResolvedValueOnce(CLAIMED_GIFT)
    const store = await loadedStore([GIFT], api)
    await store.claim('m6').catch(() => undefined)
    await store.claim('m6')
    expect([api.claim.mock.calls.length, store.list.items[0].claimed]).toEqual([2, true])
  })

  it('shows the reward claimed when the server says it already was', async () => {
    const api = fakeApi()
    api.claim.mockRejectedValueOnce(new Refusal(10311, '该奖励已领取，请勿重复领取'))
    const store = await loadedStore([GIFT], api)
    await expect(store.claim('m6')).rejects.toMatchObject({ code: 10311 })
    expect(store.list.items[0].claimed).toBe(true)
  })

  it('does not move the balance when the claim fails', async () => {
    const api = fakeApi()
    const account = fakeAccount()
    api.claim.mockRejectedValueOnce(new Refusal(10311, '该奖励已领取，请勿重复领取'))
    const store = await loadedStore([GIFT], api, account)
    await store.claim('m6').catch(() => undefined)
    expect(account.coins.applyChange).not.toHaveBeenCalled()
  })
})
