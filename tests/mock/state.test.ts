/** @jest-environment node */
// The mock's own state rules over HTTP (the forms of its answers are tests/mock/contract.test.ts):
// the coin records are the balance's one truth; what spends and grants changes them, the stock,
// orders, memberships and tasks once per request id; the clock moves what the rules date; what two
// screens show of the same records agrees; a reset brings the seed back. Answers are read with the
// client's own schemas (src/api).
import { spawn, type ChildProcess } from 'child_process'
import path from 'path'
import * as v from 'valibot'
import * as cancellationApi from '@/api/cancellation'
import * as devicesApi from '@/api/devices'
import * as eventsApi from '@/api/events'
import * as giftApi from '@/api/gift'
import * as inviteApi from '@/api/invite'
import * as loginApi from '@/api/login'
import * as lotteryApi from '@/api/lottery'
import * as membershipApi from '@/api/membership'
import * as messagesApi from '@/api/messages'
import * as orderApi from '@/api/order'
import * as recordsApi from '@/api/records'
import * as shopApi from '@/api/shop'
import * as tasksApi from '@/api/tasks'
import * as userApi from '@/api/user'
import * as welfareApi from '@/api/welfare'
import { CODE_ACCOUNT_CANCELLED } from '@/lib/cancellation'
import { addDays, chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { chinaWeekOf } from '@/lib/event-rewards'
import { INVITE_COIN_RECORD_TYPES, INVITE_RECORD_STATES } from '@/lib/invite'
import { LOTTERY_DAILY_DRAWS, LOTTERY_DRAW_COST } from '@/lib/lottery'
import { EXCHANGE_REFUSAL_CODES } from '@/lib/shop'
import { WECHAT_LINK_TICKET_MS } from '@/lib/wechat-login'
import { INVITE_REWARD } from '@/lib/welfare-rules'
import { orderBookOf, pausesOf, recordsOf, type MemberOrder, type OrderBook, type PausedTime } from '../../mock/member-orders'
import { MockState, type LoggedRequest } from '../../mock/state'
import { setupMockServer, type CallOptions } from '../support/mock-server'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const RISKY = 'risky-token'
const WECHAT = 'wechat-token'
const DEMO_COINS = 1280
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

const mock = setupMockServer()

afterEach(() => jest.restoreAllMocks())

let requestCount = 0
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, 'a')
}

/** The data of a call that must succeed, as the client's schema reads it. */
async function read<TSchema extends v.GenericSchema>(schema: TSchema, apiPath: string, options?: CallOptions): Promise<v.InferOutput<TSchema>> {
  return v.parse(schema, await mock.ok(apiPath, options))
}

function post(apiPath: string, body: Record<string, unknown>, token = DEMO) {
  return mock.call(apiPath, { method: 'POST', body, token })
}

async function control(controlPath: string, body: Record<string, unknown>): Promise<void> {
  expect((await mock.control('POST', controlPath, body)).status).toBe(200)
}

/** A China wall-clock time, e.g. '2025-05-10T09:00'. */
function chinaTime(text: string): number {
  return Date.parse(`${text}:00+08:00`)
}

// The mock runs in this process: moving Date.now moves its clock (the calls use node:http without
// keep-alive, whose timers do not read Date.now).
const realNow = Date.now
function setClock(text: string): void {
  const shift = chinaTime(text) - realNow()
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + shift)
}

const summary = (token = DEMO) => read(welfareApi.welfareSummary, '/welfare/summary', { token })
const balance = async (token = DEMO) => (await summary(token)).remainCoins
const vipEnd = async (token = DEMO) => (await read(userApi.userInfo, '/user/info', { token })).vipExpireAt

async function allRecords(token = DEMO): Promise<welfareApi.CoinRecord[]> {
  const records: welfareApi.CoinRecord[] = []
  for (let page = 1; ; page += 1) {
    const { list, hasMore } = await read(welfareApi.coinRecordPage, `/welfare/coinRecords?page=${page}&pageSize=50`, { token })
    records.push(...list)
    if (!hasMore) return records
  }
}

const newestRecord = async (token = DEMO) => (await read(welfareApi.coinRecordPage, '/welfare/coinRecords?pageSize=1', { token })).list[0]
const sum = (records: readonly { amount: number }[]) => records.reduce((total, record) => total + record.amount, 0)

/** Registers a new phone account with an SMS code and returns its token. */
async function newAccount(phone = '13612345678'): Promise<string> {
  await mock.ok('/user/sendSmsCode', { method: 'POST', body: { phone } })
  const codes = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
  return (await read(loginApi.loginResult, '/user/loginByPhone', { method: 'POST', body: { phone, code: codes[phone] } })).token
}

/** Year * 12 + month of a moment in China time. */
function chinaMonth(ms: number): number {
  const [year, month] = chinaDateOf(ms).split('-').map(Number)
  return year * 12 + month - 1
}

/** The last millisecond of the China-time month of `ms`. */
function endOfChinaMonth(ms: number): number {
  const [year, month] = chinaDateOf(ms).split('-').map(Number)
  return Date.UTC(year, month, 1) - 8 * HOUR_MS - 1
}

/** The unspent coins per earning month, replayed oldest first as spec 9 says, written apart from the mock. */
function lotsByFifo(records: readonly welfareApi.CoinRecord[]): Map<number, number> {
  const lots = new Map<number, number>()
  for (const record of [...records].reverse()) {
    if (record.amount > 0) {
      const month = chinaMonth(record.createdAt)
      lots.set(month, (lots.get(month) ?? 0) + record.amount)
      continue
    }
    let left = -record.amount
    for (const month of [...lots.keys()].sort((a, b) => a - b)) {
      const taken = Math.min(lots.get(month) ?? 0, left)
      lots.set(month, (lots.get(month) ?? 0) - taken)
      left -= taken
    }
  }
  return lots
}

describe('coins: the records are the balance', () => {
  test('the demo’s records add up to its balance, cover every type with its sign, and some expire this month', async () => {
    const now = Date.now()
    const records = await allRecords()
    const { remainCoins, expiringCoins, expiringAt, totalIncome } = await summary()

    expect([remainCoins, sum(records), totalIncome]).toEqual([DEMO_COINS, DEMO_COINS, sum(records.filter((record) => record.amount > 0))])
    expect(new Set(records.map((record) => record.type))).toEqual(new Set(Array.from({ length: 17 }, (_, type) => type)))
    expect(records.every((record) => record.amount < 0 === [0, 1, 13].includes(record.type) && chinaMonth(record.createdAt) >= chinaMonth(now) - 4)).toBe(true)
    expect([expiringCoins > 0, expiringCoins, expiringAt]).toEqual([true, lotsByFifo(records).get(chinaMonth(now) - 3), endOfChinaMonth(now)])
  })

  test('every action that moves coins writes its record and answers the balance after it', async () => {
    await control('/lottery', { token: DEMO, nextPrizeId: 'p5' })
    const answers = [
      (await read(welfareApi.signInResult, '/welfare/signIn', { method: 'POST', token: DEMO, body: {} })).remainCoins,
      (await read(shopApi.exchangeResult, '/shop/exchange', { method: 'POST', token: DEMO, body: { goodsId: 'vip-1h', platformType: 1 } })).remainCoins,
      (await read(shopApi.redeemResult, '/shop/redeem', { method: 'POST', token: DEMO, body: { code: 'COIN-88X' } })).remainCoins,
      (await read(lotteryApi.drawResult, '/lottery/draw', { method: 'POST', token: DEMO, body: {} })).remainCoins,
      (await read(messagesApi.claimResult('m6'), '/message/claim', { method: 'POST', token: DEMO, body: { id: 'm6' } })).remainCoins,
      (await read(eventsApi.eventClaim, '/events/pointEvent/claim', { method: 'POST', token: DEMO, body: { eventId: 'memberGift' } })).remainCoins,
      (await read(eventsApi.eventClaim, '/events/weeklyReward/claim', { method: 'POST', token: DEMO, body: { eventId: 'weeklyCoins', weekStart: addDays(chinaWeekOf(Date.now()), -7) } })).remainCoins,
      (await read(tasksApi.taskReward, '/welfare/tasks/follow/claim', { method: 'POST', token: SPECIAL, body: { reward: 'coins' } })).remainCoins,
    ]
    const demoChanges = [2, -30, 88, 50 - LOTTERY_DRAW_COST, 66, 30, 300]
    const expected = demoChanges.reduce<number[]>((balances, change) => [...balances, (balances.at(-1) ?? DEMO_COINS) + change], [])

    expect(answers).toEqual([...expected, 30])
    expect([await balance(), sum(await allRecords())]).toEqual([expected.at(-1), expected.at(-1)])
    expect([await balance(SPECIAL), sum(await allRecords(SPECIAL))]).toEqual([30, 30])
  })

  test('coins left unspent expire at the end of the third month after the month they were earned', async () => {
    setClock('2025-03-20T12:00')
    await mock.reset()
    const before = await summary()

    setClock('2025-04-01T00:00')
    const after = await summary()

    expect(after.remainCoins).toBe(DEMO_COINS - before.expiringCoins)
    expect(await newestRecord()).toMatchObject({ type: 13, amount: -before.expiringCoins, createdAt: chinaTime('2025-03-31T23:59') + 59_999 })
    expect(after.expiringAt).toBe(chinaTime('2025-04-30T23:59') + 59_999)
    expect(after.expiringCoins).toBe(lotsByFifo(await allRecords()).get(chinaMonth(chinaTime('2025-01-15T00:00'))))
  })

  test('the demo’s seed holds in the first minutes of a month, in China time on a machine in another zone', async () => {
    // A second server in a child process, so that its time zone and clock can be set.
    const now = chinaTime('2025-03-01T00:05') // still 28 February in Los Angeles
    const child = spawn(process.execPath, ['-e', CLOCK_SHIFTED_SERVER], {
      cwd: path.join(__dirname, '../..'),
      env: { ...process.env, TZ: 'America/Los_Angeles', MOCK_TEST_NOW: String(now) },
    })
    const inProcessUrl = mock.baseUrl
    try {
      const [port, zoneOffset] = (await firstLine(child)).split(' ').map(Number)
      mock.baseUrl = `http://127.0.0.1:${port}`
      const records = await allRecords()
      const { expiringCoins, expiringAt } = await summary()

      expect(zoneOffset).toBe(480) // the child really runs in UTC-8
      expect((await read(welfareApi.signInStatus, '/welfare/signIn/status', { token: DEMO })).today).toBe('2025-03-01')
      expect([sum(records), records.some((record) => record.type === 13), records.every((record) => record.createdAt <= now + 60_000)]).toEqual([DEMO_COINS, true, true])
      expect([expiringCoins, expiringAt]).toEqual([lotsByFifo(records).get(chinaMonth(now) - 3), chinaTime('2025-03-31T23:59') + 59_999])
    } finally {
      mock.baseUrl = inProcessUrl
      child.kill()
    }
  })

  test('an account with coins but no history has one record of its balance; a new one none', async () => {
    expect(await allRecords(RISKY)).toEqual([expect.objectContaining({ amount: 50 })])
    expect(await allRecords(await newAccount())).toEqual([])
  })
})

// A mock server whose clock starts at MOCK_TEST_NOW; prints its port and time-zone offset.
const CLOCK_SHIFTED_SERVER = `
const realNow = Date.now
const shift = Number(process.env.MOCK_TEST_NOW) - realNow()
Date.now = () => realNow() + shift
require('tsx/cjs')
const server = require('./mock/app').createMockServer()
server.listen(0, '127.0.0.1', () => console.log(server.address().port + ' ' + new Date(0).getTimezoneOffset()))
`

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')))
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`the child server exited with ${code}`)))
  })
}

describe('sign-in', () => {
  const signIn = async (token = DEMO) => read(welfareApi.signInResult, '/welfare/signIn', { method: 'POST', token, body: {} })
  const signedDates = async (token = DEMO) => (await read(welfareApi.signInStatus, '/welfare/signIn/status', { token })).signedDates

  test('credits the day once, on top of the records, and marks the task done', async () => {
    const result = await signIn()
    const again = await post('/welfare/signIn', {})

    expect(result).toMatchObject({ date: chinaDateOf(Date.now()), streak: 4, cycleDay: 4, rewardCoins: 2, remainCoins: DEMO_COINS + 2 })
    expect([again.code, await balance(), await newestRecord()]).toEqual([10140, DEMO_COINS + 2, expect.objectContaining({ type: 5, amount: 2 })])
    expect((await read(welfareApi.welfareTasks, '/welfare/tasks', { token: DEMO }))[0]).toMatchObject({ id: 'signIn', status: 'done' })
    expect(await signedDates()).toContain(result.date)
  })

  test('the streak continues from yesterday across China midnight and starts again after a missed day', async () => {
    setClock('2025-05-10T09:00')
    await mock.reset()
    const token = await newAccount()

    expect((await signIn(token)).streak).toBe(1)
    setClock('2025-05-11T23:59')
    expect(await signIn(token)).toMatchObject({ date: '2025-05-11', streak: 2 })
    setClock('2025-05-13T00:01')
    expect(await signIn(token)).toMatchObject({ date: '2025-05-13', streak: 1 })
    expect(await signedDates(token)).toEqual(['2025-05-10', '2025-05-11', '2025-05-13'])
  })

  test('the 7th day in a row adds 24 hours of VIP and the coupon', async () => {
    setClock('2025-06-13T10:00')
    await mock.reset()
    const before = await vipEnd()

    // the demo signed in on the 3 days before the seed
    for (const day of ['13', '14', '15']) {
      setClock(`2025-06-${day}T10:00`)
      await signIn()
    }
    setClock('2025-06-16T10:00')

    expect(await signIn()).toMatchObject({ streak: 7, cycleDay: 7, rewardVipHours: 24, couponAmount: 50 })
    expect(await vipEnd()).toBe(before + 24 * HOUR_MS)
  })

  test('a new account gets the 100-coin bonus once, when its streak first reaches 3', async () => {
    setClock('2025-05-10T10:00')
    await mock.reset()
    const token = await newAccount()

    const bonuses: number[] = []
    for (const day of ['10', '11', '12', '14', '15', '16']) {
      setClock(`2025-05-${day}T10:00`)
      bonuses.push((await signIn(token)).newUserBonusCoins)
    }

    expect(bonuses).toEqual([0, 0, 100, 0, 0, 0])
    expect([await balance(token), (await allRecords(token)).filter((record) => record.type === 9)]).toEqual([112, [expect.objectContaining({ amount: 100 })]])
  })
})

describe('the shop', () => {
  const exchange = (goodsId: string, { token = DEMO, id = requestId(), platformType = 1 } = {}) =>
    mock.call<v.InferOutput<typeof shopApi.exchangeResult>>('/shop/exchange', { method: 'POST', token, body: { goodsId, requestId: id, platformType } })
  const stockOf = async (goodsId: string) => (await read(shopApi.shopCatalog, '/shop/goods')).goods.find((goods) => goods.id === goodsId)?.stock
  const orders = async () => (await read(shopApi.exchangeOrderPage, '/shop/orders', { token: DEMO })).list

  test('an exchange spends the price with an exchange record, takes one from the stock and puts the order on top', async () => {
    const stock = await stockOf('vip-1d')

    expect((await exchange('vip-1d')).data).toMatchObject({ remainCoins: DEMO_COINS - 100, order: { goodsId: 'vip-1d', state: 'issued' } })
    expect([await stockOf('vip-1d'), await newestRecord(), (await orders())[0].goodsId]).toEqual([(stock ?? 0) - 1, expect.objectContaining({ type: 1, amount: -100 }), 'vip-1d'])
  })

  test('VIP time is credited at once; a card of another service waits for issue, a price difference for payment', async () => {
    const vip = await vipEnd()
    await exchange('vip-1h')
    const game = await exchange('game-1d')
    const video = await exchange('video-month')

    expect(await vipEnd()).toBe(vip + HOUR_MS)
    expect([game.data?.order.state, video.data?.order.state, (video.data?.order.payBefore ?? 0) > Date.now()]).toEqual(['waitingIssue', 'pendingPayment', true])
  })

  test('the stock set by the control endpoint runs out for everyone', async () => {
    await control('/shop', { stock: { 'vip-1d': 1 } })

    expect((await exchange('vip-1d')).code).toBe(200)
    expect((await exchange('vip-1d', { token: RISKY })).code).toBe(EXCHANGE_REFUSAL_CODES.outOfStock)
  })

  test('a refusal spends nothing', async () => {
    expect((await exchange('svip-30d')).code).toBe(EXCHANGE_REFUSAL_CODES.signInDays)
    expect([await balance(), await stockOf('svip-30d')]).toEqual([DEMO_COINS, 50])
  })

  test('an answer lost on the way (fault drop) still spent once: the retry with its request id gets the order', async () => {
    await control('/fault', { path: '/shop/exchange', kind: 'drop' })
    const id = requestId()

    await expect(exchange('vip-1d', { id })).rejects.toThrow()
    const retry = await exchange('vip-1d', { id })

    expect([retry.code, await balance(), (await orders()).filter((order) => order.goodsId === 'vip-1d')]).toEqual([200, DEMO_COINS - 100, [retry.data?.order]])
  })

  test('the demo’s orders: one of each state, an issued card with its claim link, code and expiry', async () => {
    const list = await orders()
    const coupon = list.find((order) => order.goodsId === 'coupon-10')

    expect(list.map((order) => [order.goodsId, order.state])).toEqual([
      ['phone-10', 'pendingPayment'],
      ['game-1d', 'waitingIssue'],
      ['game-1d', 'closedViolation'],
      ['vip-1h', 'issued'],
      ['music-month', 'refunded'],
      ['coupon-10', 'issued'],
    ])
    expect([coupon?.claimLink, coupon?.claimCode.length, (coupon?.expiresAt ?? 0) > 0]).toEqual([expect.stringMatching(/^https:\/\/www\.speedup\.example\/claim\?code=EX/), 12, true])
  })
})

describe('paying a price difference', () => {
  const pay = (orderId: string, id = requestId()) => mock.call<v.InferOutput<typeof shopApi.wechatPayment>>('/shop/payment', { method: 'POST', token: DEMO, body: { orderId, requestId: id, payerCode: 'wx-code-1', platformType: 1 } })
  const status = (orderId: string) => read(shopApi.paymentStatus, `/shop/payment/status?orderId=${orderId}`, { token: DEMO })

  test('every request for one order gets the same prepay id, and a repeat of a request id its first answer', async () => {
    const id = requestId()
    const first = await pay('so6', id)
    const again = await pay('so6', id)
    const another = await pay('so6')

    expect(again.data).toEqual(first.data)
    expect(another.data?.wechatPay.package).toBe(first.data?.wechatPay.package)
  })

  test('the provider’s notice moves the order on to waiting for issue; a held notice keeps it waiting', async () => {
    await control('/shop', { token: DEMO, paymentNotice: 'held' })
    expect((await status('so6')).order.state).toBe('pendingPayment')
    await control('/shop', { token: DEMO, paymentNotice: 'paid' })
    expect((await status('so6')).order.state).toBe('waitingIssue')
    expect((await pay('so6')).code).toBe(10410)
  })

  test('an order whose time to pay ran out is closed and its coins come back with a refund record', async () => {
    const before = await balance()
    await control('/shop', { token: DEMO, lapse: true })

    expect([(await status('so6')).order.state, (await pay('so6')).code]).toEqual(['refunded', 10409])
    expect([await balance(), await newestRecord()]).toEqual([before + 100, expect.objectContaining({ type: 7, amount: 100 })])
  })
})

describe('refunds and the membership records', () => {
  const records = async (token = DEMO) => (await read(recordsApi.memberRecordPage, '/member/records?pageSize=50', { token })).list
  const refund = (orderNo: string, id = requestId()) => mock.call<v.InferOutput<typeof orderApi.refundAnswer>>('/member/refund', { method: 'POST', token: DEMO, body: { orderNo, reason: '', requestId: id } })

  test('the demo’s VIP periods stack up to its VIP end; only the latest paid order is refundable', async () => {
    const list = await records()
    const vip = list.filter((record) => record.level === 'vip')

    // the account and its orders are seeded a few milliseconds apart
    expect(Math.abs(Math.max(...vip.map((record) => record.benefitEnd)) - (await vipEnd()))).toBeLessThan(60_000)
    expect(list.filter((record) => record.refundState === 'refundable')).toEqual([list[0]])
    expect([list[1].giftActivated, list[1].refundState]).toEqual([true, 'notRefundable'])
  })

  test('a refund gives the order’s time back, is listed, and uses the one refund service', async () => {
    const [latest] = await records()
    const id = requestId()

    const first = await refund(latest.orderNo, id)
    const again = await refund(latest.orderNo, id)
    const after = await records()

    expect([first.code, again.data]).toEqual([200, first.data])
    expect(after[0]).toMatchObject({ orderNo: latest.orderNo, refundState: 'refunded', refundedAt: first.data?.refund.refundedAt })
    const stackedEnd = Math.max(...after.filter((record) => record.level === 'vip' && record.refundState !== 'refunded').map((record) => record.benefitEnd))
    expect(Math.abs(stackedEnd - (await vipEnd()))).toBeLessThan(60_000)
    expect(await read(orderApi.refundList, '/member/refunds', { token: DEMO })).toMatchObject({ serviceUsed: true, list: [first.data?.refund, expect.objectContaining({ outcome: 'refused' })] })
  })

  test('opening a gift slot takes the 7-day refund from the latest order', async () => {
    await mock.ok('/gift/activate', { method: 'POST', token: DEMO, body: { slot: 2, message: '' } })

    expect((await records())[0]).toMatchObject({ giftActivated: true, refundState: 'notRefundable' })
    expect((await read(giftApi.giftStatus, '/gift/status', { token: DEMO })).slots[1].giftCode).toMatch(/^GF[0-9A-F]{8}$/)
  })
})

describe('benefit periods after pauses', () => {
  const NOW = chinaTime('2026-06-01T12:00')

  function order(orderNo: string, obtainedAt: string, days: number, level: MemberOrder['level'] = 'vip'): MemberOrder {
    return { orderNo, level, days, payType: 3, obtainedAt: chinaTime(obtainedAt), gifted: false, giftActivated: false }
  }

  /** The orders given oldest first, kept newest first as the mock keeps them. */
  function bookOf(...oldestFirst: MemberOrder[]): OrderBook {
    return { orders: [...oldestFirst].reverse(), refunds: [] }
  }

  function pause(startedAt: string, days: number, resumedAt?: string, levels = { vip: true, superVip: false }): PausedTime {
    const start = chinaTime(startedAt)
    return { startedAt: start, plannedEndAt: start + days * DAY_MS, resumedAt: resumedAt ? chinaTime(resumedAt) : 0, movedVip: levels.vip, movedSuperVip: levels.superVip }
  }

  /** Each period as China wall-clock times, oldest first. */
  function periodsOf(book: OrderBook, pauses: readonly PausedTime[]): string[] {
    return recordsOf(book, pauses, NOW)
      .reverse()
      .map((record) => `${chinaDateTimeOf(record.benefitStart)} – ${chinaDateTimeOf(record.benefitEnd)}`)
  }

  const march = order('A', '2026-03-01T10:00', 30)
  const april = order('B', '2026-03-05T08:00', 30)

  test('without pauses the periods stack from the first order', () => {
    expect(periodsOf(bookOf(march, april), [])).toEqual(['2026-03-01 10:00 – 2026-03-31 10:00', '2026-03-31 10:00 – 2026-04-30 10:00'])
  })

  test('a pause extends the period running when it starts by its days, and every later period moves with it', () => {
    expect(periodsOf(bookOf(march, april), [pause('2026-04-20T09:00', 15), pause('2026-03-10T23:30', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-04-07 10:00',
      '2026-04-07 10:00 – 2026-05-22 10:00',
    ])
  })

  test('a pause resumed early shifts by the time actually paused, across midnight', () => {
    expect(periodsOf(bookOf(march, april), [pause('2026-03-10T23:30', 30, '2026-03-13T01:00')])).toEqual([
      '2026-03-01 10:00 – 2026-04-02 11:30',
      '2026-04-02 11:30 – 2026-05-02 11:30',
    ])
  })

  test('a pause still running counts its planned days, as the account’s end does', () => {
    expect(periodsOf(bookOf(order('C', '2026-05-20T10:00', 30)), [pause('2026-05-25T22:00', 15)])).toEqual(['2026-05-20 10:00 – 2026-07-04 10:00'])
  })

  test('a pause moves only the level whose time it held', () => {
    const book = bookOf(march, order('S', '2026-03-02T10:00', 30, 'superVip'))
    expect(periodsOf(book, [pause('2026-03-10T23:30', 7)])).toEqual(['2026-03-01 10:00 – 2026-04-07 10:00', '2026-03-02 10:00 – 2026-04-01 10:00'])
  })

  test('a pause in a gap between periods moves nothing; an order within a paused end starts at it', () => {
    expect(periodsOf(bookOf(march, order('D', '2026-04-10T10:00', 30)), [pause('2026-04-02T10:00', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-03-31 10:00',
      '2026-04-10 10:00 – 2026-05-10 10:00',
    ])
    expect(periodsOf(bookOf(march, order('E', '2026-04-03T10:00', 30)), [pause('2026-03-10T23:30', 7)])).toEqual([
      '2026-03-01 10:00 – 2026-04-07 10:00',
      '2026-04-07 10:00 – 2026-05-07 10:00',
    ])
  })

  // The demo paused twice last year (mock/member-pauses.ts); the gaps between its orders take those days up.
  test('the demo’s VIP periods end on its VIP end on every day of two years', () => {
    const mismatches: string[] = []
    for (let day = 0; day < 2 * 366; day += 1) {
      const now = chinaTime('2026-01-01T00:30') + day * DAY_MS
      jest.spyOn(Date, 'now').mockReturnValue(now)
      const state = new MockState()
      const account = state.accountByToken(DEMO)
      if (!account) throw new Error('no demo account')
      const ends = recordsOf(orderBookOf(state, account), pausesOf(state, account), now).filter((record) => record.level === 'vip')
      if (Math.max(...ends.map((record) => record.benefitEnd)) !== account.vipExpireAt) mismatches.push(chinaDateOf(now))
    }
    expect(mismatches).toEqual([])
  })
})

describe('pausing and auto-renewal', () => {
  const nextRenewal = async () => (await read(membershipApi.autoRenewStatus, '/member/autoRenew', { token: DEMO })).contracts[0].nextRenewalAt
  const pause = (days: number) => read(membershipApi.pauseAnswer, '/member/pause', { method: 'POST', token: DEMO, body: { days, requestId: requestId() } })

  test('a pause moves the VIP end and the next renewal by its days; a resume gives the unused days back', async () => {
    const [vip, renewal] = [await vipEnd(), await nextRenewal()]

    const started = await pause(7)
    expect([started.vipExpireAt, await vipEnd(), await nextRenewal()]).toEqual([vip + 7 * DAY_MS, vip + 7 * DAY_MS, renewal + 7 * DAY_MS])

    const later = Date.now() + 2 * DAY_MS
    jest.spyOn(Date, 'now').mockReturnValue(later)
    const resumed = await read(membershipApi.pauseAnswer, '/member/pause/resume', { method: 'POST', token: DEMO, body: { pauseNo: started.pause.pauseNo } })

    const paused = later - started.pause.startedAt
    expect([resumed.pause.resumedAt, await vipEnd(), await nextRenewal()]).toEqual([later, vip + paused, renewal + paused])
    expect((await read(membershipApi.pauseStatus, '/member/pause', { token: DEMO })).pausesThisYear).toBe(1)
  })

  test('a repeated request id pauses once', async () => {
    const id = requestId()
    const first = await post('/member/pause', { days: 7, requestId: id })
    const again = await post('/member/pause', { days: 7, requestId: id })

    expect([again.data, (await read(membershipApi.pausePage, '/member/pauses', { token: DEMO })).total]).toEqual([first.data, 3])
  })

  test('ending a contract keeps the time paid, and the cancellation check no longer lists it', async () => {
    const ended = await read(v.object({ contract: membershipApi.autoRenewContract }), '/member/autoRenew/end', { method: 'POST', token: DEMO, body: { contractNo: 'W100010001' } })

    expect(ended.contract).toMatchObject({ nextRenewalAt: 0, paidUntil: await vipEnd() })
    expect(ended.contract.endedAt).toBeGreaterThan(0)
    expect(await read(cancellationApi.activeRenewals, '/account/cancellation/renewals', { token: DEMO })).toEqual({ list: [] })
  })
})

describe('the lottery', () => {
  const draw = (id = requestId(), token = DEMO) => mock.call<v.InferOutput<typeof lotteryApi.drawResult>>('/lottery/draw', { method: 'POST', token, body: { requestId: id } })

  test('a draw spends its cost (record type 0), a coin prize is income (type 8), and a repeat of its request id draws once', async () => {
    await control('/lottery', { token: DEMO, nextPrizeId: 'p5' })
    const id = requestId()

    const first = await draw(id)
    const again = await draw(id)
    const [income, spending] = (await allRecords()).slice(0, 2)

    expect([again.data, first.data?.remainCoins, await balance()]).toEqual([first.data, DEMO_COINS - LOTTERY_DRAW_COST + 50, DEMO_COINS - LOTTERY_DRAW_COST + 50])
    expect([spending, income]).toEqual([expect.objectContaining({ type: 0, amount: -LOTTERY_DRAW_COST }), expect.objectContaining({ type: 8, amount: 50 })])
    expect((await read(lotteryApi.myPrizePage, '/lottery/prizes', { token: DEMO })).list[0].drawId).toBe(first.data?.drawId)
  })

  test('every draw of the demo cost the lottery’s price, in its prizes and in its coin records', async () => {
    const { costCoins } = await read(lotteryApi.lotteryInfo, '/lottery/info', { token: DEMO })
    const prizes = (await read(lotteryApi.myPrizePage, '/lottery/prizes?pageSize=50', { token: DEMO })).list
    const spendings = (await allRecords()).filter((record) => record.type === 0)

    expect([prizes.length > 0, prizes.length]).toEqual([true, spendings.length])
    expect([...prizes.map((prize) => prize.costCoins), ...spendings.map((record) => -record.amount)]).toEqual(Array(2 * prizes.length).fill(costCoins))
  })

  test('every prize the demo won is a prize of the board', async () => {
    const board = (await read(lotteryApi.lotteryInfo, '/lottery/info', { token: DEMO })).prizes
    const won = (await read(lotteryApi.myPrizePage, '/lottery/prizes?pageSize=50', { token: DEMO })).list.map((draw) => draw.prize)

    expect(won.filter((prize) => !board.some((cell) => cell.id === prize.id && cell.coins === prize.coins))).toEqual([])
  })

  test('a VIP prize extends the VIP time and writes no income', async () => {
    const vip = await vipEnd()
    await control('/lottery', { token: DEMO, nextPrizeId: 'p3' })
    await draw()

    expect([await vipEnd(), (await newestRecord()).type]).toEqual([vip + 24 * HOUR_MS, 0])
  })

  test(`refuses the draw after the ${LOTTERY_DAILY_DRAWS}th of the day, and an injected interruption is not kept under its request id`, async () => {
    for (let count = 0; count < LOTTERY_DAILY_DRAWS; count += 1) expect((await draw()).code).toBe(200)
    expect((await draw()).code).toBe(10423)

    await mock.reset()
    await control('/lottery', { token: DEMO, failNext: 'interrupted' })
    const id = requestId()
    expect([(await draw(id)).code, (await draw(id)).code]).toEqual([10424, 200])
  })
})

describe('messages', () => {
  const inbox = (token = DEMO, lang?: string) => read(messagesApi.messagePage(1), '/message/list', { token, lang })

  test('a claim credits the reward once with its record, and the message is claimed and read', async () => {
    const claimed = await read(messagesApi.claimResult('m6'), '/message/claim', { method: 'POST', token: DEMO, body: { id: 'm6' } })
    const again = await post('/message/claim', { id: 'm6' })
    await mock.ok('/message/claim', { method: 'POST', token: DEMO, body: { id: 'm4' } })

    const [quiz, festival] = (await allRecords()).slice(0, 2)
    expect([claimed.remainCoins, again.code, await balance()]).toEqual([DEMO_COINS + 66, 10311, DEMO_COINS + 66 + 88])
    expect([festival.type, quiz.type]).toEqual([11, 16])
    expect((await inbox()).list.find((message) => message.id === 'm6')).toMatchObject({ claimed: true, read: true })
    expect((await inbox(SPECIAL)).list.find((message) => message.id === 'm6')).toMatchObject({ claimed: false })
  })

  test('reading a message counts it read', async () => {
    expect((await inbox()).unread).toBe(3)
    expect(await read(messagesApi.readResult, '/message/read', { method: 'POST', token: DEMO, body: { id: 'm6' } })).toEqual({ unread: 2 })
  })

  test('the membership message follows the account’s VIP time', async () => {
    const demo = (await inbox(DEMO, 'en_US')).list.find((message) => message.kind === 'membership')
    const special = (await inbox(SPECIAL, 'en_US')).list.find((message) => message.kind === 'membership')

    expect(demo?.content).toContain(chinaDateOf(await vipEnd()))
    expect(special?.title).toBe('Become a VIP member')
  })
})

// Festivals of one date a year, in the five languages.
const FESTIVAL_NAMES = /国庆|國慶|中秋|春节|春節|新春|除夕|元宵|圣诞|聖誕|National Day|Mid-Autumn|Spring Festival|New Year|Lantern|Christmas|Quốc khánh|Trung thu|Tết|Xuân|Giáng sinh/i

describe('events', () => {
  const quizMessages = async () => (await read(messagesApi.messagePage(1), '/message/list?pageSize=50', { token: DEMO })).list.filter((message) => message.kind === 'sportsQuiz')

  test('a right prediction leaves its reward in the message centre once; a wrong one nothing', async () => {
    await control('/sportsQuiz/match', { token: DEMO, matchId: 'q6', result: 'home' })
    await control('/sportsQuiz/match', { token: DEMO, matchId: 'q5', result: 'away' })
    await read(eventsApi.sportsQuiz, '/events/sportsQuiz', { token: DEMO })

    const quiz = await read(eventsApi.sportsQuiz, '/events/sportsQuiz', { token: DEMO })
    expect(quiz.matches.find((match) => match.id === 'q6')).toMatchObject({ result: 'home', pick: 'home' })
    expect((await quizMessages()).map((message) => message.reward)).toEqual([{ coins: 88, vipHours: 0 }, { coins: 88, vipHours: 0 }])
  })

  test('the coin event marks today claimed; a repeat of the request id credits once', async () => {
    const id = requestId()
    const first = await post('/events/pointEventV2/claim', { eventId: 'coinWeek', requestId: id })
    const again = await post('/events/pointEventV2/claim', { eventId: 'coinWeek', requestId: id })

    expect([again.data, await balance()]).toEqual([first.data, DEMO_COINS + 10])
    expect((await read(eventsApi.coinEvent, '/events/pointEventV2', { token: DEMO })).claimedDates).toContain(chinaDateOf(Date.now()))
  })

  test('a ranked week’s reward is a ranking record (type 4)', async () => {
    await post('/events/weeklyReward/claim', { eventId: 'weeklyCoins', weekStart: addDays(chinaWeekOf(Date.now()), -7) })

    expect(await newestRecord()).toMatchObject({ type: 4, amount: 300 })
    expect((await read(eventsApi.weeklyReward, '/events/weeklyReward', { token: DEMO })).weeks[1]).toMatchObject({ rank: 2, claimed: true })
  })

  test('a letter’s coins are credited once, and the letter is claimed', async () => {
    await post('/events/mailActivity/claim', { eventId: 'rewardLetters', letterId: 'redPacket' })

    expect((await post('/events/mailActivity/claim', { eventId: 'rewardLetters', letterId: 'redPacket' })).code).toBe(10165)
    expect((await read(eventsApi.mailActivity, '/events/mailActivity', { token: DEMO })).letters.find((letter) => letter.id === 'redPacket')?.claimed).toBe(true)
    expect(await balance()).toBe(DEMO_COINS + 50)
  })

  test('no running event, letter or message names a festival, in any language, so none runs out of its season', async () => {
    const answers: string[] = []
    for (const lang of ['zh_CN', 'en_US', 'zh_TW', 'zh_HK', 'vi_VN']) {
      for (const apiPath of ['/events/pointEvent', '/events/pointEventV2', '/events/mailActivity', '/events/moreWelfare', '/message/list?pageSize=50']) {
        answers.push(JSON.stringify(await mock.ok(apiPath, { token: DEMO, lang })))
      }
    }

    expect(answers.filter((answer) => FESTIVAL_NAMES.test(answer))).toEqual([])
  })

  test('a play credits the card turned, listed first; a repeat of its request id gets the same cards', async () => {
    const id = requestId()
    const first = await read(eventsApi.gameResult, '/events/miniGame/play', { method: 'POST', token: DEMO, body: { eventId: 'flipCards', card: 1, requestId: id } })
    const again = await read(eventsApi.gameResult, '/events/miniGame/play', { method: 'POST', token: DEMO, body: { eventId: 'flipCards', card: 1, requestId: id } })

    expect(again).toEqual(first)
    expect([first.cards[1], await balance(), (await read(eventsApi.miniGame, '/events/miniGame', { token: DEMO })).plays[0]]).toEqual([first.play.coins, DEMO_COINS + first.play.coins, first.play])
  })

  test('more welfare follows an event the account’s clock has ended', async () => {
    await control('/events/phase', { token: DEMO, event: 'pointEvent', phase: 'ended' })
    const festival = (await read(eventsApi.welfareEntries, '/events/moreWelfare', { token: DEMO })).find((entry) => entry.path === '/pointEvent')

    expect(festival?.endAt).toBeLessThan(Date.now())
  })
})

describe('welfare tasks', () => {
  const listStatus = async (id: string, token: string) => (await read(welfareApi.welfareTasks, '/welfare/tasks', { token })).find((task) => task.id === id)?.status

  test('the follow task: WeChat’s follow event makes the reward claimable; the list agrees at each step', async () => {
    const steps = [await listStatus('followOfficialAccount', WECHAT)]
    await control('/tasks', { token: WECHAT, followed: true })
    steps.push(await listStatus('followOfficialAccount', WECHAT))
    const vip = await vipEnd(WECHAT)
    await mock.ok('/welfare/tasks/follow/claim', { method: 'POST', token: WECHAT, body: { reward: 'vip' } })
    steps.push(await listStatus('followOfficialAccount', WECHAT))

    expect([steps, await vipEnd(WECHAT)]).toEqual([['todo', 'claimable', 'done'], vip + HOUR_MS])
  })

  test('the bind task: an email bound with its code makes 6 hours of VIP claimable once', async () => {
    await mock.ok('/welfare/tasks/bind/code', { method: 'POST', token: WECHAT, body: { kind: 'phone', value: '13600136000' } })
    const codes = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    await mock.ok('/welfare/tasks/bind', { method: 'POST', token: WECHAT, body: { kind: 'phone', value: '13600136000', code: codes['13600136000'] } })
    await mock.ok('/welfare/tasks/bind/code', { method: 'POST', token: WECHAT, body: { kind: 'email', value: 'wei@example.com' } })
    const emailCodes = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    const bound = await read(tasksApi.bindTask, '/welfare/tasks/bind', { method: 'POST', token: WECHAT, body: { kind: 'email', value: 'wei@example.com', code: emailCodes['wei@example.com'] } })
    const status = await listStatus('bindAccount', WECHAT)
    const vip = await vipEnd(WECHAT)
    await mock.ok('/welfare/tasks/bind/claim', { method: 'POST', token: WECHAT, body: {} })

    expect([bound.phone, bound.email, status]).toEqual(['136****6000', 'we***@example.com', 'claimable'])
    expect([await vipEnd(WECHAT), await listStatus('bindAccount', WECHAT)]).toEqual([vip + 6 * HOUR_MS, 'done'])
    expect((await post('/welfare/tasks/bind/claim', {}, WECHAT)).code).toBe(10151)
  })

  test('the share task: an approved screenshot credits its coins once, a rejected one may be sent again', async () => {
    const upload = async (token: string) => {
      const form = new FormData()
      form.append('requestId', requestId())
      form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shot.png')
      return v.parse(tasksApi.uploadAnswer, await (await fetch(mock.url('/api/welfare/tasks/share'), { method: 'POST', body: form, headers: { token } })).json())
    }
    await upload(DEMO)
    const logged = ((await mock.control('GET', '/requests')).body as LoggedRequest[]).at(-1)
    await control('/tasks', { token: DEMO, shareReview: 'approved' })
    await upload(SPECIAL)
    await control('/tasks', { token: SPECIAL, shareReview: 'rejected', rejectReason: '看不清' })

    expect(logged?.decryptedBody).toMatchObject({ image: { filename: 'shot.png', contentType: 'image/png', size: PNG.length } })
    expect([await newestRecord(), await listStatus('shareScreenshot', DEMO)]).toEqual([expect.objectContaining({ type: 14, amount: 100 }), 'done'])
    expect(await read(tasksApi.shareTask, '/welfare/tasks/share', { token: SPECIAL })).toMatchObject({ state: 'rejected', rejectReason: '看不清' })
    expect((await upload(SPECIAL)).code).toBe(200)
  })
})

describe('invitations', () => {
  const inviteSummary = () => read(inviteApi.inviteSummary, '/invite/summary', { token: DEMO })
  const inviteCoinRecords = async () =>
    (await read(welfareApi.coinRecordPage, `/welfare/coinRecords?types=${INVITE_COIN_RECORD_TYPES.join(',')}&pageSize=50`, { token: DEMO })).list
  const invitationsIn = (state: string) => read(inviteApi.inviteRecordPage, `/invite/records?state=${state}&pageSize=50`, { token: DEMO })

  test('the invite summary counts the invited friends of the details list', async () => {
    const totals = await Promise.all(INVITE_RECORD_STATES.map(async (state) => (await invitationsIn(state)).total))

    expect(await inviteSummary()).toMatchObject({ inviteCode: 'SU10001', invitedCount: totals.reduce((all, total) => all + total, 0) })
    expect(totals.every((total) => total > 0)).toBe(true)
  })

  test('the invite summary’s earned coins add up the coin details of the details list', async () => {
    const records = await inviteCoinRecords()

    expect([records.length > 0, (await inviteSummary()).earnedCoins]).toEqual([true, sum(records)])
  })

  test('the coin details list only the invite record types', async () => {
    expect((await inviteCoinRecords()).every((record) => (INVITE_COIN_RECORD_TYPES as readonly number[]).includes(record.type))).toBe(true)
  })

  test('each completed invitation is an “invited a friend” coin record of the same coins', async () => {
    const invitedRecords = (await allRecords()).filter((record) => record.type === 2)

    expect((await invitationsIn('completed')).list.map((row) => row.rewardCoins)).toEqual(invitedRecords.map((record) => record.amount))
  })

  test('every invite reward of the demo’s coin details is the invite reward of the rules', async () => {
    const rewards = (await inviteCoinRecords()).filter((record) => record.type === 2 || record.type === 3)

    expect([rewards.length > 0, rewards.map((record) => record.amount)]).toEqual([true, Array(rewards.length).fill(INVITE_REWARD.coins)])
  })
})

describe('gifts', () => {
  test('a friend’s claim shows the giver the last digits of the friend’s phone and adds 15 days of VIP, once per phone', async () => {
    const status = await read(giftApi.giftStatus, '/gift/activate', { method: 'POST', token: DEMO, body: { slot: 2, message: '一起加速' } })
    const claimedFrom = Date.now() // the special account has no VIP

    await mock.ok('/gift/claim', { method: 'POST', token: SPECIAL, body: { giftCode: status.slots[1].giftCode } })

    expect((await read(giftApi.giftStatus, '/gift/status', { token: DEMO })).slots[1]).toMatchObject({ message: '一起加速', claimedPhoneSuffix: '9000' })
    expect(await vipEnd(SPECIAL)).toBeGreaterThanOrEqual(claimedFrom + 15 * DAY_MS)
    expect((await post('/gift/claim', { giftCode: status.slots[1].giftCode }, RISKY)).code).toBe(10442)
  })
})

describe('devices', () => {
  test('an exited device leaves the list, and its own calls answer 13003 from then on', async () => {
    await mock.ok('/device/logout', { method: 'POST', token: DEMO, body: { targetDeviceCode: 'MacBookPro18,3', deviceCode: 'iPhone 14 A2882' } })

    const { devices } = await read(devicesApi.loginDevices, '/device/list?deviceCode=iPhone 14 A2882', { token: DEMO })
    expect(devices.map((device) => device.deviceCode)).not.toContain('MacBookPro18,3')
    expect((await mock.call('/box/lines?deviceCode=MacBookPro18,3', { token: DEMO })).code).toBe(13003)
    expect((await read(devicesApi.boxInfo, '/box/info?deviceCode=MacBookPro18,3', { token: DEMO })).thisDeviceBound).toBe(false)
  })

  test('the box /box shows is the account’s box of the equipment list, under the name given there', async () => {
    await mock.ok('/equipment/rename', { method: 'POST', token: DEMO, body: { equipmentId: 'eq-box-01', name: '客厅' } })
    const { equipment } = await read(devicesApi.equipmentList, '/equipment/list', { token: DEMO })
    const box = equipment.find((item) => item.equipmentId === 'eq-box-01')

    expect(await read(devicesApi.boxInfo, '/box/info?deviceCode=x', { token: DEMO })).toMatchObject({ boxCode: box?.serial, name: '客厅', model: box?.model, online: box?.online })
  })

  test('an unbound box is offline on /box, with no device connected', async () => {
    await mock.ok('/equipment/unbind', { method: 'POST', token: DEMO, body: { equipmentId: 'eq-box-01' } })

    expect(await read(devicesApi.boxInfo, '/box/info?deviceCode=x', { token: DEMO })).toMatchObject({ boxCode: 'BX-8K2M-01', online: false, connectedDevices: 0 })
  })

  test('the box keeps the line chosen and its wifi password when none is sent', async () => {
    await mock.ok('/box/line', { method: 'POST', token: DEMO, body: { lineId: 'hk-iplc', deviceCode: 'x' } })
    const wifi = await read(devicesApi.wifiSettings, '/box/wifi', { method: 'POST', token: DEMO, body: { ssid: 'Home', band: '2.4G', hidden: true, password: '', deviceCode: 'x' } })

    expect((await read(devicesApi.boxLines, '/box/lines?deviceCode=x', { token: DEMO })).currentLineId).toBe('hk-iplc')
    expect([wifi.ssid, wifi.passwordSet, (await read(devicesApi.boxInfo, '/box/info?deviceCode=x', { token: DEMO })).lineName]).toEqual(['Home', true, '香港 IPLC'])
  })

  test('equipment renamed and unbound stays so, for that account only', async () => {
    await mock.ok('/equipment/rename', { method: 'POST', token: DEMO, body: { equipmentId: 'eq-box-01', name: '客厅' } })
    await mock.ok('/equipment/unbind', { method: 'POST', token: DEMO, body: { equipmentId: 'eq-router-01' } })

    const { equipment } = await read(devicesApi.equipmentList, '/equipment/list', { token: DEMO })
    expect(equipment.map((item) => [item.equipmentId, item.name])).toEqual([
      ['eq-box-01', '客厅'],
      ['eq-box-02', 'Box Mini'],
    ])
    expect((await read(devicesApi.equipmentList, '/equipment/list', { token: SPECIAL })).equipment).toHaveLength(1)
  })
})

describe('account cancellation', () => {
  const cancellation = (token = DEMO) => read(cancellationApi.cancellation, '/account/cancellation', { token })
  const logIn = () => mock.call('/user/loginByEmail', { method: 'POST', body: { email: 'demo@example.com', password: 'demo1234' } })

  beforeEach(() => control('/cancellation', { token: DEMO, endRenewals: true }))

  test('a submission starts the 15-day waiting period; a login during it ends the cancellation', async () => {
    const submitted = await read(cancellationApi.submitted, '/account/cancellation', { method: 'POST', token: DEMO, body: { agreementAccepted: true, password: 'demo1234' } })

    expect(submitted.cancellation.state).toBe('pending')
    expect((submitted.cancellation.takesEffectAt - submitted.cancellation.submittedAt) / DAY_MS).toBeGreaterThan(14)
    expect((await logIn()).code).toBe(200)
    expect(await cancellation()).toMatchObject({ state: 'withdrawn', submittedAt: 0 })
  })

  test('after the waiting period the account is cancelled and its login refused', async () => {
    await mock.ok('/account/cancellation', { method: 'POST', token: DEMO, body: { agreementAccepted: true, password: 'demo1234' } })
    await control('/cancellation', { token: DEMO, submittedDaysAgo: 16 })

    expect([(await logIn()).code, (await cancellation()).state]).toEqual([CODE_ACCOUNT_CANCELLED, 'cancelled'])
  })
})

describe('WeChat login', () => {
  const loginByWechat = (openid: string) => read(loginApi.wechatLogin, '/user/loginByWechat', { method: 'POST', body: { code: `wx-code-${requestId()}:${openid}` } })
  async function ticketOf(openid: string): Promise<string> {
    const answer = await loginByWechat(openid)
    if (answer.result !== 'phoneNeeded') throw new Error(`${openid} is linked already`)
    return answer.linkTicket
  }
  const link = (linkTicket: string, phoneCode = `phone-${requestId()}`) => mock.call<v.InferOutput<typeof loginApi.wechatLinked>>('/user/linkWechatByPhoneNumber', { method: 'POST', body: { linkTicket, phoneCode } })

  test('WeChat’s phone links the user to the demo account that owns it, never a second one; the next login signs in', async () => {
    const linked = await link(await ticketOf('oWx-new'))

    expect(linked.data).toMatchObject({ uid: 10001, account: 'existing', phone: '138****8000' })
    expect(await loginByWechat('oWx-new')).toMatchObject({ result: 'signedIn', uid: '10001' })
  })

  test('a phone no account has registers one, once', async () => {
    await mock.ok('/user/sendSmsCode', { method: 'POST', body: { phone: '13600136000' } })
    const codes = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    const linked = await read(loginApi.wechatLinked, '/user/linkWechatBySmsCode', { method: 'POST', body: { linkTicket: await ticketOf('oWx-new'), phone: '13600136000', code: codes['13600136000'] } })

    expect([linked.account, linked.phone, (await loginByWechat('oWx-new')).result]).toEqual(['registered', '136****6000', 'signedIn'])
  })

  test('a ticket lapses after its time, or once another ticket linked its user; a retry of a link gets the same account', async () => {
    const lapsing = await ticketOf('oWx-late')
    const first = await ticketOf('oWx-new')
    const second = await ticketOf('oWx-new')
    const linked = await link(first)

    expect([(await link(first)).data?.uid, (await link(second)).code]).toEqual([linked.data?.uid, 10021])
    jest.spyOn(Date, 'now').mockReturnValue(realNow() + WECHAT_LINK_TICKET_MS + 1000)
    expect((await link(lapsing)).code).toBe(10021)
  })
})

describe('identity, the bound email and the international-student offer', () => {
  test('a verified number verifies no other account; a passed payment-app verification verifies the account', async () => {
    await mock.ok('/identity/verify', { method: 'POST', token: DEMO, body: { name: '张三', idNumber: '11010519491231002x' } })
    await control('/identity', { token: WECHAT, certifyId: 'zfb-wechat-1', certifyState: 'passed', name: '李四', idNumber: '110101199003071233' })

    expect((await post('/identity/verify', { name: '张三', idNumber: '11010519491231002X' }, SPECIAL)).code).toBe(10503)
    expect((await post('/identity/verify', { name: '王五', idNumber: '11010519491231002X' }, RISKY)).code).toBe(10504)
    expect(await mock.ok('/identity/status', { token: WECHAT })).toMatchObject({ verified: true, name: '*四' })
  })

  test('an email changed with the code sent to it is the account’s, and another account may not take it', async () => {
    await mock.ok('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com' } })
    const codes = (await mock.control('GET', '/sms-codes')).body as Record<string, string>
    await mock.ok('/account/email', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'new@example.com', code: codes['new@example.com'] } })

    expect((await mock.call('/user/loginByEmail', { method: 'POST', body: { email: 'new@example.com', password: 'demo1234' } })).code).toBe(200)
    expect((await post('/account/email/code', { kind: 'email', value: 'new@example.com' }, SPECIAL)).code).toBe(10507)
  })

  test('an approved application adds its VIP days; a rejected one may apply again', async () => {
    const vip = await vipEnd()
    await mock.ok('/intlStudent/apply', { method: 'POST', token: DEMO, body: { school: 'University of Oxford', schoolEmail: 'ann@ox.ac.uk' } })
    await control('/intlStudent', { token: DEMO, decision: 'approved' })

    expect(await mock.ok('/intlStudent/offer', { token: DEMO })).toMatchObject({ application: { state: 'approved' } })
    expect(await vipEnd()).toBe(vip + 90 * DAY_MS)
    expect((await post('/intlStudent/apply', { school: 'University of Oxford', schoolEmail: 'li@ox.ac.uk' }, SPECIAL)).code).toBe(200)
  })

  test('a line application is pending at the top of the records and counted in the membership', async () => {
    await mock.ok('/customized/apply', { method: 'POST', token: DEMO, body: { target: 'Bilibili', region: 'UK', note: '' } })

    expect(await mock.ok('/application/records?kind=line&pageSize=1', { token: DEMO })).toMatchObject({ list: [{ target: 'Bilibili', state: 'pending' }] })
    expect(await mock.ok('/customized/membership', { token: DEMO })).toMatchObject({ pendingCount: 2 })
  })
})

describe('the enterprise sub-account flag (spec 6)', () => {
  const refusedEverywhere = async (token = DEMO) => [
    (await post('/shop/exchange', { goodsId: 'vip-1h', platformType: 1 }, token)).code,
    (await post('/member/pause', { days: 7 }, token)).code,
    (await post('/equipment/unbind', { equipmentId: 'eq-box-01' }, token)).code,
    (await post('/customized/apply', { target: 'Bilibili', region: 'UK', note: '' }, token)).code,
  ]

  test('is one flag of the account, set by POST /api/__mock/enterprise, read by every area', async () => {
    await control('/enterprise', { token: DEMO, enterpriseSubAccount: true })

    expect(await refusedEverywhere()).toEqual([10406, 10550, 13022, 10340])
    expect((await read(devicesApi.equipmentList, '/equipment/list', { token: SPECIAL })).enterpriseSubAccount).toBe(false)
  })

  test.each([
    ['/order', {}],
    ['/membership', {}],
    ['/equipment', {}],
    ['/applications', {}],
    ['/shop', { inviteRestricted: false }],
    ['/gift', { hasPurchase: true }],
    ['/cancellation', { endRenewals: true }],
  ])('is set through the older control %s too, as the e2e suites set it', async (controlPath, fields) => {
    await control(controlPath, { token: DEMO, enterpriseSubAccount: true, ...fields })

    expect((await read(shopApi.shopCatalog, '/shop/goods', { token: DEMO })).enterpriseSubAccount).toBe(true)
  })

  test('is dropped by a reset', async () => {
    await control('/enterprise', { token: DEMO, enterpriseSubAccount: true })
    await mock.reset()

    expect((await read(shopApi.shopCatalog, '/shop/goods', { token: DEMO })).enterpriseSubAccount).toBe(false)
  })
})

describe('request ids', () => {
  const redeem = (code: string, id?: string) => mock.call('/shop/redeem', { method: 'POST', token: DEMO, body: { code, ...(id ? { requestId: id } : {}) } })

  test('a repeat gets the first answer; another id, or none (an old client), runs the action again', async () => {
    const id = requestId()
    const first = await redeem('COIN-88X', id)

    expect([(await redeem('COIN-88X', id)).data, (await redeem('COIN-88X', requestId())).code, (await redeem('COIN-88X')).code]).toEqual([first.data, 10172, 10172])
    expect(await balance()).toBe(DEMO_COINS + 88)
  })

  test('an id that is not 32 hex digits counts as none; a reset forgets the ids', async () => {
    await redeem('COIN-88X', 'A'.repeat(32))
    expect((await redeem('COIN-88X', 'A'.repeat(32))).code).toBe(10172)

    const id = requestId()
    await redeem('vip7-abc', id)
    await mock.reset()
    expect((await redeem('vip7-abc', id)).data).toMatchObject({ remainCoins: DEMO_COINS + 66 })
  })
})

describe('reset', () => {
  test('restores the seeded balance, records, sign-ins, tokens, stock and orders', async () => {
    const seeded = await allRecords()
    const { token } = await read(loginApi.loginResult, '/user/loginByEmail', { method: 'POST', body: { email: 'demo@example.com', password: 'demo1234' } })
    await mock.ok('/welfare/signIn', { method: 'POST', token: DEMO, body: {} })
    await mock.ok('/shop/exchange', { method: 'POST', token: DEMO, body: { goodsId: 'vip-1d', platformType: 1 } })

    await mock.reset()

    // the seeded records sit at fixed China wall-clock times but one: the order still waiting for
    // its price difference, made minutes before the seed (mock/shop-goods.ts)
    const dayTimes = (records: welfareApi.CoinRecord[]) => records.map(({ createdAt, ...record }) => (Date.now() - createdAt < HOUR_MS ? record : { ...record, createdAt }))
    expect([await balance(), dayTimes(await allRecords())]).toEqual([DEMO_COINS, dayTimes(seeded)])
    expect((await mock.call('/user/info', { token })).code).toBe(401)
    expect((await read(shopApi.exchangeOrderPage, '/shop/orders', { token: DEMO })).total).toBe(6)
  })
})
