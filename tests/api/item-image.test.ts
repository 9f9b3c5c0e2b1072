// The `image` of goods, prizes and event entries (docs/api.md, "Images"): a good address is kept,
// a bad one reads as no picture and never refuses the answer.
import { fetchCoinEvent, fetchFestivalGift, fetchMailActivity, fetchMiniGame, fetchMoreWelfare, fetchSportsQuiz, fetchWeeklyReward } from '@/api/events'
import { fetchLotteryInfo } from '@/api/lottery'
import { fetchShopCatalog } from '@/api/shop'
import { INFO } from '../support/lottery'
import { CATALOG } from '../support/shop'
import { taroFake } from '../support/taro-fake'
import { answerWith } from './wire'

const ENTRY = { path: '/sportsQuiz', title: '世界杯竞猜', description: '', rewardCoins: 88, endAt: 0 }

beforeEach(() => taroFake.reset())

describe('a goods’ picture', () => {
  test('is kept when it is an https address', async () => {
    const image = 'https://img.speedup.example/goods/vip.png'
    answerWith({ code: 200, data: { ...CATALOG, goods: [{ ...CATALOG.goods[0], image }] } })
    expect((await fetchShopCatalog()).goods[0].image).toBe(image)
  })

  test('is dropped when it is a script link, and the goods is still read', async () => {
    answerWith({ code: 200, data: { ...CATALOG, goods: [{ ...CATALOG.goods[0], image: 'javascript:alert(1)' }] } })
    expect((await fetchShopCatalog()).goods[0]).toMatchObject({ id: CATALOG.goods[0].id, image: undefined })
  })
})

describe('a prize’s picture', () => {
  test('is kept when it is a path on the API host', async () => {
    answerWith({ code: 200, data: { ...INFO, prizes: INFO.prizes.map((prize) => ({ ...prize, image: '/images/prize-coins.svg' })) } })
    expect((await fetchLotteryInfo()).prizes[0].image).toBe('/images/prize-coins.svg')
  })

  test('is dropped when it is no text, and the board is still read', async () => {
    answerWith({ code: 200, data: { ...INFO, prizes: INFO.prizes.map((prize) => ({ ...prize, image: 7 })) } })
    expect((await fetchLotteryInfo()).prizes.map((prize) => prize.image)).toEqual(Array(8).fill(undefined))
  })
})

describe('an event entry’s picture', () => {
  test('is kept when it is an address of the image CDN', async () => {
    const image = 'https://img.speedup.example/events/sports-quiz.png'
    answerWith({ code: 200, data: [{ ...ENTRY, image }] })
    expect((await fetchMoreWelfare())[0].image).toBe(image)
  })

  test('is dropped when it is an address of another origin, which the page would refuse to load', async () => {
    answerWith({ code: 200, data: [{ ...ENTRY, image: 'http://127.0.0.1:10087/api/images/event-sports-quiz.svg' }] })
    expect(await fetchMoreWelfare()).toEqual([{ ...ENTRY, image: undefined }])
  })

  test('is dropped when it names another host without a scheme', async () => {
    answerWith({ code: 200, data: [{ ...ENTRY, image: '//evil.example/a.png' }] })
    expect(await fetchMoreWelfare()).toEqual([{ ...ENTRY, image: undefined }])
  })

  test('is none when the entry has none', async () => {
    answerWith({ code: 200, data: [ENTRY] })
    expect((await fetchMoreWelfare())[0].image).toBeUndefined()
  })
})

// The answers of the event pages: each event carries its picture for its header card.
const PERIOD = { id: 'e1', name: '活动', startAt: 0, endAt: 1 }
const EVENTS = [
  { name: 'the sports quiz', read: fetchSportsQuiz, data: { title: '世界杯竞猜', rewardCoins: 88, matches: [] } },
  { name: 'the festival gift', read: fetchFestivalGift, data: { ...PERIOD, rewardCoins: 30, claimed: false } },
  { name: 'the coin event', read: fetchCoinEvent, data: { ...PERIOD, days: [], claimedDates: [] } },
  { name: 'the weekly ranking', read: fetchWeeklyReward, data: { ...PERIOD, tiers: [], weeks: [], leadersWeek: '', leaders: [] } },
  { name: 'the mail activity', read: fetchMailActivity, data: { ...PERIOD, letters: [] } },
  { name: 'the mini game', read: fetchMiniGame, data: { ...PERIOD, playsPerDay: 3, prizes: [], plays: [] } },
]

describe('an event’s picture', () => {
  test.each(EVENTS)('is read from the answer of $name', async ({ read, data }) => {
    answerWith({ code: 200, data: { ...data, image: '/images/event-festival.svg' } })
    expect((await read()).image).toBe('/images/event-festival.svg')
  })

  test.each(EVENTS)('is none when the answer of $name has none', async ({ read, data }) => {
    answerWith({ code: 200, data })
    expect((await read()).image).toBeUndefined()
  })

  test.each(EVENTS)('is dropped from the answer of $name when it names another origin, and the event is still read', async ({ read, data }) => {
    answerWith({ code: 200, data: { ...data, image: 'https://tracker.example/pixel.png' } })
    expect(await read()).toMatchObject({ ...data, image: undefined })
  })
})
