/** @jest-environment node */
import type { QuizMatch, SportsQuiz } from '@/api/events'
import { CODE_EVENT_ENDED, CODE_QUIZ_CLOSED } from '@/lib/answer-codes'
import { chinaDateOf } from '@/lib/calendar'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { CoinStore } from '@/stores/coins'
import { EventsStore, type EventsApi } from '@/stores/events'
import { deferred } from '../support/deferred'

const HOUR = 3_600_000
const NOW = Date.now()
const TODAY = chinaDateOf(NOW)
const FESTIVAL_GIFT = { id: 'midAutumn', name: '中秋节福利', startAt: NOW - HOUR, endAt: NOW + HOUR, rewardCoins: 66, claimed: false }

function coinEvent(claimedDates: string[] = []) {
  return { id: 'springCoins', name: '新春金币节', startAt: NOW - HOUR, endAt: NOW + HOUR, days: [{ date: TODAY, coins: 10 }], claimedDates }
}

function match(id: string, overrides: Partial<QuizMatch> = {}): QuizMatch {
  return { id, stage: 'Group stage', home: 'Japan', away: 'Germany', kickOffAt: NOW + HOUR, result: null, pick: null, ...overrides }
}

function quiz(matches: QuizMatch[] = [match('q5')]): SportsQuiz {
  return { title: 'World Cup', rewardCoins: 88, matches }
}

function fakeApi(overrides: Partial<EventsApi> = {}): jest.Mocked<EventsApi> {
  return {
    fetchSportsQuiz: jest.fn(async () => quiz()),
    predictMatch: jest.fn(async (matchId: string, pick) => ({ matchId, pick })),
    fetchFestivalGift: jest.fn(async () => FESTIVAL_GIFT),
    claimFestivalGift: jest.fn(async () => ({ coins: 66, date: '', remainCoins: 1346, expireCoins: 40 })),
    fetchCoinEvent: jest.fn(async () => coinEvent()),
    claimCoinEventDay: jest.fn(async () => ({ coins: 10, date: TODAY, remainCoins: 1290, expireCoins: 40 })),
    ...overrides,
  } as jest.Mocked<EventsApi>
}

function coinStore(): CoinStore {
  return new CoinStore(async () => ({ remainCoins: 1280, expiringCoins: 40, expiringAt: 0, todayIncome: 0, totalIncome: 0 }))
}

function newStore(api: EventsApi = fakeApi(), makeId = idMaker(), coins = coinStore()): EventsStore {
  return new EventsStore(api, coins, makeId)
}

function idMaker() {
  let next = 0
  return jest.fn(async () => `${(next += 1)}`.padStart(32, '0'))
}

describe('EventsStore quiz', () => {
  test('is ready with the matches once read', async () => {
    const store = newStore()
    await store.loadQuiz()
    expect([store.quizStatus, store.quiz?.matches.map((one) => one.id)]).toEqual(['ready', ['q5']])
  })

  test('drops a read that answers after the user logged out', async () => {
    const answer = deferred<SportsQuiz>()
    const store = newStore(fakeApi({ fetchSportsQuiz: jest.fn(() => answer.promise) }))
    const read = store.loadQuiz()
    store.clear()
    answer.resolve(quiz())
    await read
    expect([store.quiz, store.quizStatus]).toEqual([null, 'idle'])
  })
})

describe('EventsStore predict', () => {
  async function loaded(api = fakeApi(), makeId = idMaker()) {
    const store = newStore(api, makeId)
    await store.loadQuiz()
    return { store, api, makeId }
  }

  test('shows the prediction on its match', async () => {
    const { store } = await loaded()
    await store.predict('q5', 'draw')
    expect(store.quiz?.matches[0].pick).toBe('draw')
  })

  test('sends one request for a double tap', async () => {
    const { store, api } = await loaded()
    const [first, second] = await Promise.all([store.predict('q5', 'home'), store.predict('q5', 'away')])
    expect([api.predictMatch.mock.calls.length, first?.pick, second]).toEqual([1, 'home', undefined])
  })

  test('says which match is being predicted while the request runs', async () => {
    const answer = deferred<{ matchId: string; pick: 'home' }>()
    const { store } = await loaded(fakeApi({ predictMatch: jest.fn(() => answer.promise) }))
    const running = store.predict('q5', 'home')
    await Promise.resolve()
    expect(store.predicting).toBe('q5')
    answer.resolve({ matchId: 'q5', pick: 'home' })
    await running
    expect(store.predicting).toBeNull()
  })

  test('makes a new request id for another pick after a lost answer', async () => {
    const predictMatch = jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue({ matchId: 'q5', pick: 'away' })
    const { store } = await loaded(fakeApi({ predictMatch }))
    await expect(store.predict('q5', 'home')).rejects.toBeInstanceOf(HttpError)
    await store.predict('q5', 'away')
    expect(predictMatch.mock.calls[1][2]).not.toBe(predictMatch.mock.calls[0][2])
  })

  test('reads the quiz again when the match has kicked off meanwhile', async () => {
    const predictMatch = jest.fn().mockRejectedValue(new Refusal(CODE_QUIZ_CLOSED, 'closed'))
    const { store, api } = await loaded(fakeApi({ predictMatch }))
    await expect(store.predict('q5', 'home')).rejects.toMatchObject({ code: CODE_QUIZ_CLOSED })
    expect(api.fetchSportsQuiz).toHaveBeenCalledTimes(2)
  })

  test('leaves the match without a prediction when it fails', async () => {
    const { store } = await loaded(fakeApi({ predictMatch: jest.fn().mockRejectedValue(HttpError.network()) }))
    await expect(store.predict('q5', 'home')).rejects.toBeInstanceOf(HttpError)
    expect([store.quiz?.matches[0].pick, store.predicting]).toEqual([null, null])
  })
})

describe('EventsStore festival gift', () => {
  async function loaded(api = fakeApi()) {
    const coins = coinStore()
    await coins.load()
    const store = newStore(api, idMaker(), coins)
    await store.loadFestivalGift()
    return { store, api, coins }
  }

  test('marks the gift claimed and takes the balance from the answer (spec 4)', async () => {
    const { store, coins } = await loaded()
    await store.claimFestivalGift()
    expect([store.festivalGift?.claimed, coins.remainCoins, coins.todayIncome]).toEqual([true, 1346, 66])
  })

  test('adds the coins to the balance when the answer has none', async () => {
    const { store, coins } = await loaded(fakeApi({ claimFestivalGift: jest.fn(async () => ({ coins: 66, date: '', remainCoins: undefined, expireCoins: undefined })) }))
    await store.claimFestivalGift()
    expect(coins.remainCoins).toBe(1280 + 66)
  })

  test('reads the gift again when the event has ended meanwhile', async () => {
    const { store, api } = await loaded(fakeApi({ claimFestivalGift: jest.fn().mockRejectedValue(new Refusal(CODE_EVENT_ENDED, 'ended')) }))
    await expect(store.claimFestivalGift()).rejects.toBeInstanceOf(Refusal)
    expect(api.fetchFestivalGift).toHaveBeenCalledTimes(2)
  })

  test('leaves the balance alone when the claim fails', async () => {
    const { store, coins } = await loaded(fakeApi({ claimFestivalGift: jest.fn().mockRejectedValue(HttpError.network()) }))
    await expect(store.claimFestivalGift()).rejects.toBeInstanceOf(HttpError)
    expect([coins.remainCoins, store.festivalGift?.claimed]).toEqual([1280, false])
  })
})

describe('EventsStore coin event', () => {
  test('marks today claimed and moves the balance', async () => {
    const coins = coinStore()
    await coins.load()
    const store = newStore(fakeApi(), idMaker(), coins)
    await store.loadCoinEvent()
    await store.claimCoinEventDay()
    expect([store.coinEvent?.claimedDates, coins.remainCoins]).toEqual([[TODAY], 1290])
  })

  test('forgets the event when the user logs out', async () => {
    const store = newStore()
    await store.loadCoinEvent()
    store.clear()
    expect([store.coinEvent, store.status.coinEvent]).toEqual([null, 'idle'])
  })
})
