import type { Page } from 'playwright-core'
import { baseUrl, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'
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

  it('sends one draw for a double tap', async () => {
    const page = await openLottery()
    await keepScreenshotOnFailure(page, async () => {
      await drawButton(page).dblclick()
      await page.getByTestId('lottery-result').waitFor()
      expect(await drawRequestIds()).toHaveLength(1)
    })
  })

})
