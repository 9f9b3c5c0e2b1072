import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { DrawResult, MyPrize } from '@/api/lottery'
import {
  CODE_LOTTERY_CANNOT_PARTICIPATE,
  CODE_LOTTERY_INTERRUPTED,
  CODE_LOTTERY_NETWORK_ABNORMAL,
  CODE_LOTTERY_PRIZES_EXHAUSTED,
  CODE_LOTTERY_UNAVAILABLE,
  CODE_LOTTERY_WINNING_NOT_FOUND,
} from '@/lib/lottery'
import { encrypt } from '@/lib/crypto'
import LotteryPage from '@/packages/lottery/lottery'
import { CoinStore } from '@/stores/coins'
import { MOCK_KEY, sentBody } from '../../api/wire'
import { deferred } from '../../support/deferred'
import { INFO, MY_PRIZES, RESULT } from '../../support/lottery'
import { everythingOnScreen } from '../../support/on-screen'
import { renderWithStores, resetAppStores, startedSession, translationIn } from '../../support/render'
import { taroFake, type FakeRequestOptions } from '../../support/taro-fake'
import { signedInSession, SUMMARY } from '../../support/welfare'

type Envelope = { code: number; msg?: string; data?: unknown }
type Answer = Envelope | Promise<Envelope> | 'drop'

const IV = new Uint8Array(16).fill(7)

everythingOnScreen()

function pathOf(request: FakeRequestOptions): string {
  return request.url.replace(/^\/api/, '').split('?')[0]
}

/** Answers the page's requests by path; each draw takes the next answer of `draws`. */
function serve(draws: Answer[] = [{ code: 200, data: RESULT }], info: Envelope = { code: 200, data: INFO }, myPrizes: MyPrize[] = MY_PRIZES) {
  const queue = [...draws]
  taroFake.requestHandler = async (request) => {
    const path = pathOf(request)
    let envelope: Answer
    if (path === '/lottery/info') envelope = info
    else if (path === '/lottery/prizes') envelope = { code: 200, data: { list: myPrizes, page: 1, hasMore: false } }
    else if (path === '/lottery/draw') envelope = queue.shift() ?? { code: 200, data: RESULT }
    else envelope = { code: 200, data: {} }
    if (envelope === 'drop') throw { errMsg: 'request:fail' }
    const { code, msg, data } = await envelope
    return { statusCode: 200, data: JSON.stringify({ code, msg: msg ?? '', data: data === undefined ? undefined : encrypt(JSON.stringify(data), MOCK_KEY, IV) }) }
  }
}

function drawRequests(): FakeRequestOptions[] {
  return taroFake.requests.filter((request) => pathOf(request) === '/lottery/draw')
}

function reduceMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion'), media: query }),
  })
}

function renderSignedIn(balance = SUMMARY.remainCoins) {
  const coins = new CoinStore(async () => ({ ...SUMMARY, remainCoins: balance }))
  return renderWithStores(<LotteryPage />, { session: signedInSession(), coins })
}

async function drawButton(): Promise<HTMLElement> {
  await screen.findByTestId('lottery-board')
  const button = document.querySelector<HTMLElement>('.lottery-board__draw')
  if (!button) throw new Error('no draw button')
  return button
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  reduceMotion(true)
})

describe('lottery page', () => {
  test('shows the eight prizes round the draw button', async () => {
    serve()
    renderSignedIn()
    await drawButton()
    expect(document.querySelectorAll('[data-prize-id]')).toHaveLength(8)
  })

  test('shows the cost and the draws left today', async () => {
    serve()
    renderSignedIn()
    await screen.findByText('每次消耗 20 金币')
    expect(screen.getByTestId('draws-left').textContent).toBe('今日还可抽 9 次')
  })

  test('shows the rules with the server’s figures', async () => {
    serve()
    renderSignedIn()
    await screen.findByText(/每次抽奖消耗 20 金币/)
    expect(screen.getByText(/每人每天最多抽奖 10 次/)).toBeTruthy()
  })

  test('lists my prizes on their tab', async () => {
    serve()
    renderSignedIn()
    fireEvent.click(await screen.findByText('我的奖品'))
    await screen.findByText('消耗 10 金币')
    expect(screen.getByText('谢谢参与', { selector: '.lottery-prize__name' })).toBeTruthy()
  })

  test('shows the prize the server chose and lights it on the board', async () => {
    serve()
    renderSignedIn()
    fireEvent.click(await drawButton())
    await screen.findByText('恭喜中奖')
    expect(document.querySelector('[data-lit="true"]')?.getAttribute('data-prize-id')).toBe(RESULT.prizeId)
  })

  test('shows each prize’s picture on the board', async () => {
    const prizes = INFO.prizes.map((prize) => ({ ...prize, image: `/images/prize-${prize.id}.svg` }))
    serve(undefined, { code: 200, data: { ...INFO, prizes } })
    renderSignedIn()
    await drawButton()
    const cells = Array.from(document.querySelectorAll('[data-prize-id]'), (cell) => [cell.getAttribute('data-prize-id'), cell.querySelector('img')?.getAttribute('src')])
    expect(Object.fromEntries(cells)).toEqual(Object.fromEntries(prizes.map((prize) => [prize.id, `/api/images/prize-${prize.id}.svg`])))
  })

  test('shows a prize’s kind on its tile when it has no picture', async () => {
    serve()
    renderSignedIn()
    await drawButton()
    const glyphs = Array.from(document.querySelectorAll('[data-prize-id]'), (cell) => [
      cell.getAttribute('data-prize-id'),
      cell.querySelector('.item-image .at-icon')?.className.match(/at-icon-([a-z-]+)/)?.[1],
    ])
    expect(Object.fromEntries(glyphs)).toEqual({ p1: 'star', p2: 'star', p3: 'lightning-bolt', p4: 'heart', p5: 'star', p6: 'lightning-bolt', p7: 'star', p8: 'heart' })
  })

  test('shows the chosen prize’s picture in the result', async () => {
    const prize = { ...RESULT.prize, image: '/images/prize-coin-pile.svg' }
    serve([{ code: 200, data: { ...RESULT, prize } satisfies DrawResult }])
    renderSignedIn()
    fireEvent.click(await drawButton())
    await screen.findByText('恭喜中奖')
    expect(screen.getByTestId('lottery-result').querySelector('img')?.getAttribute('src')).toBe('/api/images/prize-coin-pile.svg')
  })

  test('shows each of my prizes with its prize’s picture', async () => {
    const myPrizes = MY_PRIZES.map((item) => ({ ...item, prize: { ...item.prize, image: `/images/prize-${item.prize.id}.svg` } }))
    serve(undefined, undefined, myPrizes)
    renderSignedIn()
    fireEvent.click(await screen.findByText('我的奖品'))
    await screen.findByText('消耗 10 金币')
    const rows = Array.from(document.querySelectorAll('.lottery-prize'), (row) => [row.getAttribute('data-draw-id'), row.querySelector('img')?.getAttribute('src')])
    expect(rows).toEqual([
      ['d2', '/api/images/prize-p7.svg'],
      ['d1', '/api/images/prize-p4.svg'],
    ])
  })

  test('shows a prize of mine without a picture as its kind on its tile', async () => {
    serve()
    renderSignedIn()
    fireEvent.click(await screen.findByText('我的奖品'))
    await screen.findByText('消耗 10 金币')
    const glyphs = Array.from(document.querySelectorAll('.lottery-prize'), (row) => row.querySelector('.item-image .at-icon')?.className.match(/at-icon-([a-z-]+)/)?.[1])
    expect(glyphs).toEqual(['star', 'heart'])
  })

  test('shows a prize of mine whose picture is on another origin as its kind on its tile', async () => {
    const myPrizes = [{ ...MY_PRIZES[0], prize: { ...MY_PRIZES[0].prize, image: 'https://tracker.example/p7.png' } }]
    serve(undefined, undefined, myPrizes)
    renderSignedIn()
    fireEvent.click(await screen.findByText('我的奖品'))
    await screen.findByText('消耗 20 金币')
    const row = document.querySelector('.lottery-prize')
    expect([row?.querySelector('img'), row?.querySelector('.item-image .at-icon-star')?.isConnected]).toEqual([null, true])
  })

  test('says "thanks for playing" when the server chose no prize', async () => {
    serve([{ code: 200, data: { ...RESULT, prizeId: 'p4', prize: INFO.prizes[3] } satisfies DrawResult }])
    renderSignedIn()
    fireEvent.click(await drawButton())
    await screen.findByText('很遗憾，未中奖')
  })

  test('runs the highlight round and stops on the server’s prize without reduced motion', async () => {
    reduceMotion(false)
    serve()
    renderSignedIn()
    fireEvent.click(await drawButton())
    await screen.findByText('恭喜中奖', undefined, { timeout: 6000 })
    expect(document.querySelector('[data-lit="true"]')?.getAttribute('data-prize-id')).toBe(RESULT.prizeId)
  }, 10000)

  test('shows the new balance after a draw', async () => {
    serve()
    renderSignedIn()
    fireEvent.click(await drawButton())
    await waitFor(() => expect(screen.getByTestId('coin-balance').textContent).toBe('我的金币：1310'))
  })

  test('sends one draw for a double tap', async () => {
    const answer = deferred<Envelope>()
    serve([answer.promise])
    renderSignedIn()
    const button = await drawButton()
    fireEvent.click(button)
    fireEvent.click(button)
    answer.resolve({ code: 200, data: RESULT })
    await screen.findByText('恭喜中奖')
    expect(drawRequests()).toHaveLength(1)
  })

  test.each([
    [CODE_LOTTERY_PRIZES_EXHAUSTED, '奖品已被抽完，正在补充中'],
    [CODE_LOTTERY_NETWORK_ABNORMAL, '网络异常'],
    [CODE_LOTTERY_CANNOT_PARTICIPATE, '暂时无法参与'],
    [CODE_LOTTERY_INTERRUPTED, '抽奖中断，请重试或联系客服'],
    [CODE_LOTTERY_UNAVAILABLE, '当前不可用'],
    [CODE_LOTTERY_WINNING_NOT_FOUND, '中奖ID错误或不存在'],
  ])('says why a draw refused with code %i failed: %s', async (code, text) => {
    serve([{ code, msg: 'server words' }])
    renderSignedIn()
    fireEvent.click(await drawButton())
    expect((await screen.findByTestId('lottery-failure')).textContent).toContain(text)
  })

  test('says the coin balance is insufficient without sending a draw', async () => {
    serve()
    renderSignedIn(19)
    await screen.findByText('我的金币：19')
    fireEvent.click(await drawButton())
    expect((await screen.findByTestId('lottery-failure')).textContent).toContain('金币余额不足')
    expect(drawRequests()).toHaveLength(0)
  })

  test('offers a retry and support after a dropped connection; the retry sends the same request id', async () => {
    serve(['drop', { code: 200, data: RESULT }])
    renderSignedIn()
    fireEvent.click(await drawButton())
    await screen.findByText('抽奖中断，请重试或联系客服')
    expect(screen.getByText('联系客服')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('恭喜中奖')
    const [first, retry] = drawRequests().map((request) => sentBody(request))
    expect(retry).toEqual(first)
    expect(first).toEqual({ requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  test('says the lottery is unavailable when the board says so', async () => {
    serve([], { code: 200, data: { ...INFO, status: 'unavailable' } })
    renderSignedIn()
    expect((await screen.findByTestId('lottery-closed')).textContent).toBe('当前不可用')
  })

  test('shows an error with a retry when the board fails to load, and the retry mends it', async () => {
    serve([], { code: 500, msg: 'x' })
    renderSignedIn()
    await screen.findByText('抽奖信息加载失败')
    serve()
    fireEvent.click(screen.getByText('重试'))
    await drawButton()
  })

  test('asks a visitor to log in, and a draw opens the login', async () => {
    serve()
    renderWithStores(<LotteryPage />, { session: startedSession() })
    await screen.findByText('登录后用金币参与抽奖')
    fireEvent.click(await drawButton())
    expect(drawRequests()).toHaveLength(0)
    await waitFor(() => expect(taroFake.calls.some((call) => call.api === 'navigateTo' || call.api === 'redirectTo')).toBe(true))
  })

  test('shows the restricted notice to a blacklisted account, and a draw sends nothing', async () => {
    serve()
    renderWithStores(<LotteryPage />, { session: signedInSession({ riskStatus: 1 }), coins: new CoinStore(async () => SUMMARY) })
    await screen.findByTestId('restricted-notice')
    fireEvent.click(await drawButton())
    expect(drawRequests()).toHaveLength(0)
  })

  test('shows the page in English', async () => {
    serve()
    const session = signedInSession()
    renderWithStores(<LotteryPage />, { session, translation: translationIn('en_US'), coins: new CoinStore(async () => SUMMARY) })
    await screen.findByText('20 coins per draw')
    expect(screen.getByText('9 draws left today')).toBeTruthy()
  })
})
