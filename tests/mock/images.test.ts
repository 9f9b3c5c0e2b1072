/** @jest-environment node */
// The pictures the mock's answers name (docs/api.md, "Images"): served from mock/static/images
// under the API as SVG, each one there, small, and without text, script or outside reference.
import fs from 'fs'
import path from 'path'
import * as v from 'valibot'
import type { WelfareEntry } from '@/api/events'
import { itemImage } from '@/api/item-image'
import type { LotteryInfo } from '@/api/lottery'
import type { ShopCatalog } from '@/api/shop'
import { setupMockServer } from '../support/mock-server'

const IMAGES_DIR = path.resolve(__dirname, '../../mock/static/images')
const PICTURES = fs.readdirSync(IMAGES_DIR).filter((name) => name.endsWith('.svg'))
const MAX_PICTURE_BYTES = 4 * 1024

// the answers of the event pages, each with its header card's picture
const EVENT_PAGES = ['sportsQuiz', 'pointEvent', 'pointEventV2', 'weeklyReward', 'mailActivity', 'miniGame']

const mock = setupMockServer()

/** The pictures of the event pages' answers, as the client keeps them, in EVENT_PAGES' order. */
async function eventPictures(): Promise<(string | undefined)[]> {
  const events = await Promise.all(EVENT_PAGES.map((page) => mock.ok<{ image?: unknown }>(`/events/${page}`)))
  return events.map((event) => v.parse(itemImage, event.image))
}

/** Every picture the shop, the lottery board, the more-welfare list and the event pages name, as the client keeps them. */
async function namedPictures(): Promise<(string | undefined)[]> {
  const [catalog, lottery, entries, events] = await Promise.all([
    mock.ok<ShopCatalog>('/shop/goods'),
    mock.ok<LotteryInfo>('/lottery/info'),
    mock.ok<WelfareEntry[]>('/events/moreWelfare'),
    eventPictures(),
  ])
  return [...[...catalog.goods, ...lottery.prizes, ...entries].map((item) => v.parse(itemImage, item.image)), ...events]
}

describe('the pictures the answers name', () => {
  test('are paths on the API host', async () => {
    const named = (await namedPictures()).filter((image) => image !== undefined)
    expect(named.filter((image) => !/^\/images\/[a-z0-9-]+\.svg$/.test(image))).toEqual([])
  })

  test('are each served as SVG, cached for a day', async () => {
    const named = [...new Set((await namedPictures()).filter((image) => image !== undefined))]
    const answers = await Promise.all(named.map((image) => fetch(mock.url(`/api${image}`))))
    expect(answers.map((answer) => [answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')])).toEqual(
      named.map(() => [200, 'image/svg+xml', 'public, max-age=86400']),
    )
  })

  test('leave one goods and one event entry without a picture, so the demo shows the fallback', async () => {
    const [catalog, entries] = await Promise.all([mock.ok<ShopCatalog>('/shop/goods'), mock.ok<WelfareEntry[]>('/events/moreWelfare')])
    expect([catalog.goods, entries].map((items) => items.filter((item) => item.image === undefined).length)).toEqual([1, 1])
  })

  test('give every event page’s header card a picture', async () => {
    expect((await eventPictures()).filter((image) => image === undefined)).toEqual([])
  })

  test('are every picture of the folder: none lies there unused', async () => {
    const named = new Set((await namedPictures()).map((image) => image && path.basename(image)))
    expect(PICTURES.filter((name) => !named.has(name))).toEqual([])
  })
})

describe('the pictures route', () => {
  test('answers a name not in the folder with 404', async () => {
    expect((await fetch(mock.url('/api/images/no-such-picture.svg'))).status).toBe(404)
  })

  test.each(['..%2fdata%2fevents.json', '..%2F..%2Fpackage.json', '%2e%2e%2fapp.ts', 'sub/goods-vip-card.svg', 'goods-vip-card.svg.bak'])(
    'serves nothing outside the folder (%s)',
    async (name) => {
      expect((await fetch(mock.url(`/api/images/${name}`))).status).toBe(404)
    },
  )

  test('lets an SVG opened on its own run and load nothing', async () => {
    const answer = await fetch(mock.url(`/api/images/${PICTURES[0]}`))
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
  })

  test('keeps the pictures out of the request log: they are no API calls', async () => {
    await fetch(mock.url(`/api/images/${PICTURES[0]}`))
    expect((await mock.control('GET', '/requests')).body).toEqual([])
  })
})

describe('each picture file', () => {
  test.each(PICTURES)('%s is an SVG of a few KB without text, script or outside reference', (name) => {
    const svg = fs.readFileSync(path.join(IMAGES_DIR, name), 'utf8')
    expect({
      svg: svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'),
      small: Buffer.byteLength(svg) <= MAX_PICTURE_BYTES,
      // texts are localized elsewhere; a picture says nothing in words
      text: /<text\b/i.test(svg),
      script: /<script\b|\bon[a-z]+=/i.test(svg),
      outside: /(?:href|src)=|url\((?!#)/i.test(svg),
    }).toEqual({ svg: true, small: true, text: false, script: false, outside: false })
  })
})
