// The `image` of goods, prizes and event entries (docs/api.md, "Images"): a good address is kept,
// a bad one reads as no picture and never refuses the answer.
import { fetchMoreWelfare } from '@/api/events'
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
  test('is kept when it is a plain http address', async () => {
    const image = 'http://127.0.0.1:10087/api/images/event-sports-quiz.svg'
    answerWith({ code: 200, data: [{ ...ENTRY, image }] })
    expect((await fetchMoreWelfare())[0].image).toBe(image)
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
