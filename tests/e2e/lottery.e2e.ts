import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import {
  baseUrl,
  hostMessagesOf,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  pageOpener,
  pageTitle,
  waitUntil,
} from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

const DEMO = { token: 'demo-token' }
const DEMO_COINS = 1280
const COST = 20

async function setLottery(body: Record<string, unknown>, token = 'demo-token'): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/__mock/lottery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, ...body }),
  })
  if (!answer.ok) throw new Error(`lottery control refused: ${await answer.text()}`)
}

async function openLottery(options: Parameters<typeof open>[1] = DEMO, reduceMotion = true): Promise<Page> {
  const page = await open('/lottery', options)
  if (reduceMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.getByTestId('lottery-board').waitFor()
  return page
}

function drawButton(page: Page) {
  return page.locator('.lottery-board__draw')
}

async function litPrize(page: Page): Promise<string | null> {
  return page.locator('[data-lit="true"]').getAttribute('data-prize-id')
}

async function balanceShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('coin-balance').getAttribute('data-coins'))
}

async function drawRequestIds(): Promise<unknown[]> {
  return (await mockRequests())
    .filter((request) => request.path === '/lottery/draw')
    .map((request) => (request as { decryptedBody?: { requestId?: unknown } | null }).decryptedBody?.requestId)
}

describe('lottery', () => {
  it('draws in a plain browser: the board lights the server’s prize, the result says it, the balance follows', async () => {
    await setLottery({ nextPrizeId: 'p5' })
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '幸运抽奖').waitFor()
      await waitUntil(async () => (await balanceShown(page)) === DEMO_COINS)
      await drawButton(page).click()
      await page.getByText('恭喜中奖').waitFor()
      expect(await page.getByTestId('lottery-result').textContent()).toContain('50 金币')
      expect(await litPrize(page)).toBe('p5')
      await waitUntil(async () => (await balanceShown(page)) === DEMO_COINS - COST + 50)
      await expectLayoutFits(page, 'lottery-result')
    })
  })

  it('shows the draw’s spending (type 0) and prize (type 8) in the coin records', async () => {
    await setLottery({ nextPrizeId: 'p7' })
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await page.getByText('恭喜中奖').waitFor()
      await page.goto(`${baseUrl}/welfareDetail`)
      await page.locator('.coin-record[data-type="8"]').filter({ hasText: '+120' }).first().waitFor()
      const first = await page.locator('.coin-record').first().getAttribute('data-type')
      expect(['0', '8']).toContain(first)
      await page.locator('.coin-record[data-type="0"]').filter({ hasText: `-${COST}` }).first().waitFor()
    })
  })

  it('runs the highlight round and stops on the prize the server chose', async () => {
    await setLottery({ nextPrizeId: 'p6' })
    const page = await openLottery(DEMO, false)
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      // while it runs, the result waits for the board
      await waitUntil(async () => (await litPrize(page)) !== null)
      await page.getByText('恭喜中奖').waitFor({ timeout: 8000 })
      expect(await litPrize(page)).toBe('p6')
    })
  })

  it('draws under the Android host', async () => {
    await setLottery({ nextPrizeId: 'p4' })
    const page = await openLottery({ initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) })
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await page.getByText('很遗憾，未中奖').waitFor()
      expect(await litPrize(page)).toBe('p4')
    })
  })

  it('sends one draw for a double tap', async () => {
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).dblclick()
      await page.getByTestId('lottery-result').waitFor()
      expect(await drawRequestIds()).toHaveLength(1)
    })
  })

  it('spends once when the connection drops during a draw and the user retries', async () => {
    await setLottery({ nextPrizeId: 'p4' })
    await injectFault('/lottery/draw', 'drop')
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await page.getByText('抽奖中断，请重试或联系客服').waitFor()
      await page.getByRole('button', { name: '联系客服' }).waitFor()
      await expectLayoutFits(page, 'lottery-interrupted')
      await page.getByRole('button', { name: '重试' }).click()
      await page.getByText('很遗憾，未中奖').waitFor()
      const ids = await drawRequestIds()
      expect([ids.length, ids[0] === ids[1]]).toEqual([2, true])
      await waitUntil(async () => (await balanceShown(page)) === DEMO_COINS - COST)
    })
  })

  it.each([
    ['network abnormal', { failNext: 'networkAbnormal' }, '网络异常'],
    ['interrupted', { failNext: 'interrupted' }, '抽奖中断，请重试或联系客服'],
    ['winning id not found', { failNext: 'winningNotFound' }, '中奖ID错误或不存在'],
  ])('says %s when the server refuses so', async (_, setting, text) => {
    await setLottery(setting)
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await page.getByTestId('lottery-failure').filter({ hasText: text }).waitFor()
      expect(await balanceShown(page)).toBe(DEMO_COINS)
    })
  })

  it.each([
    ['exhausted', { stock: 0 }, '奖品已被抽完，正在补充中'],
    ['unavailable', { status: 'unavailable' }, '当前不可用'],
    ['paused', { status: 'paused' }, '暂时无法参与'],
  ])('shows a %s lottery and says so on a tap, sending no draw', async (_, setting, text) => {
    await setLottery(setting)
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('lottery-closed').filter({ hasText: text }).waitFor()
      await drawButton(page).click()
      await page.getByTestId('lottery-failure').filter({ hasText: text }).waitFor()
      expect(await drawRequestIds()).toHaveLength(0)
    })
  })

  it('says the coin balance is insufficient for an account without coins', async () => {
    const page = await openLottery({ token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await balanceShown(page)) === 0)
      await drawButton(page).click()
      await page.getByTestId('lottery-failure').filter({ hasText: '金币余额不足' }).waitFor()
    })
  })

  it('lists my prizes, the new draw first', async () => {
    await setLottery({ nextPrizeId: 'p3' })
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await page.getByRole('button', { name: '知道了' }).click()
      await page.getByText('我的奖品').click()
      await page.locator('.lottery-prize').first().filter({ hasText: '1 天会员' }).waitFor()
      await expectLayoutFits(page, 'lottery-my-prizes')
    })
  })

  it('sends a visitor to login when drawing, in a plain browser', async () => {
    const page = await openLottery({})
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后用金币参与抽奖').first().waitFor()
      await drawButton(page).click()
      await page.waitForURL('**/login?redirectUrl=*')
    })
  })

  it('asks the iOS host to open login when a visitor draws', async () => {
    const page = await openLottery({ initScript: fakeHostScript('ios', { token: '' }) })
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).click()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'jumpLogin'))
    })
  })

  it('fits at 1280 px in English', async () => {
    const page = await openLottery({ ...DEMO, width: 1280, height: 900, locale: 'en-US' })
    await keepScreenshotOnFailure(page, async () => {
      await page.goto(`${baseUrl}/lottery?lang=en_US`)
      await page.getByText('20 coins per draw').waitFor()
      await expectLayoutFits(page, 'lottery-1280-en')
    })
  })
})
