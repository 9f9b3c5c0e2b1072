import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { JPEG, PNG, SVG } from '../support/image-files'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, openBrowser, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// The share-screenshot task (/taskDetailShareV3) and the redeem-code screen (/redeemCode) in
// Chromium against the mock, under the Android host: a code credited and refused when used again,
// a screenshot uploaded and approved, and a double tap that submits or credits once. The refusals
// before sending are tested in tests/packages/shop/redeem-code.test.tsx and tests/packages/tasks.

const open = pageOpener()

// The mock compresses each file of the build on its first request: on a busy machine the first
// page of a run takes longer than a test's 10 s, so one page is opened before the tests.
beforeAll(async () => {
  const { page, close } = await openBrowser()
  await page.goto(`${baseUrl}/redeemCode`, { timeout: 120000 })
  await close()
}, 150000)

const DEMO = { token: 'demo-token' }
const ANDROID_DEMO = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }

const SCREENSHOT = { name: 'shared.png', mimeType: 'image/png', buffer: PNG }

async function reviewShare(token: string, shareReview: 'approved' | 'rejected', rejectReason?: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/api/__mock/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, shareReview, rejectReason }),
  })
  expect(answer.status).toBe(200)
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.locator('.share-task__choose').click()])
  await chooser.setFiles(file)
}

function submitButton(page: Page) {
  return page.locator('.share-task__submit')
}

async function shareSubmissions() {
  return (await mockRequests()).filter((request) => request.path === '/welfare/tasks/share' && request.method === 'POST')
}

async function shareState(page: Page, state: string): Promise<void> {
  await page.locator(`[data-testid="share-task"][data-state="${state}"]`).waitFor()
}

async function requestsTo(path: string) {
  return (await mockRequests()).filter((request) => request.path === path)
}

async function typeCode(page: Page, code: string): Promise<void> {
  const input = page.getByTestId('redeem-form').locator('input')
  await input.fill(code)
}

function redeemButton(page: Page) {
  return page.getByTestId('redeem-form').locator('.at-button')
}

async function redeemed(page: Page, text: string): Promise<void> {
  await page.getByTestId('redeem-result').getByText(text).waitFor()
}

describe('redeem code', () => {
  it('credits VIP days under the Android host and says what was credited', async () => {
    const page = await open('/redeemCode', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '兑换码').waitFor()
      await typeCode(page, 'VIP7-Abc')
      await redeemButton(page).click()
      await redeemed(page, '已到账：7 天会员')
      await expectLayoutFits(page, 'redeem-code-vip')
    })
  })

  it('says the code was already used the second time', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'COIN-88X')
      await redeemButton(page).click()
      await redeemed(page, '已到账：88 金币')
      await typeCode(page, 'COIN-88X')
      await redeemButton(page).click()
      await page.locator('.toast').getByText('您已使用过该兑换码').waitFor()
    })
  })

  it('sends one redeem for a double tap', async () => {
    await injectFault('/shop/redeem', 'slow', { delayMs: 800 })
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      await redeemButton(page).dblclick()
      await redeemed(page, '已到账：66 金币')
      expect(await requestsTo('/shop/redeem')).toHaveLength(1)
    })
  })

})

describe('share screenshot task', () => {
  it('uploads the screenshot under the Android host, is reviewed and approved with 100 coins', async () => {
    const page = await open('/taskDetailShareV3', ANDROID_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '分享截图').waitFor()
      await shareState(page, 'notSubmitted')
      await page.getByText('提交后 2 个工作日内完成审核').waitFor()
      await chooseFile(page, SCREENSHOT)
      await page.getByTestId('share-chosen').getByText('已选择：shared.png（1 KB）').waitFor()
      await expectLayoutFits(page, 'share-task-chosen')
      await submitButton(page).click()
      await shareState(page, 'reviewing')
      await page.getByText(/预计 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前完成审核/).waitFor()
      const [sent] = await shareSubmissions()
      expect(sent.decryptedBody).toMatchObject({ image: { filename: 'shared.png', contentType: 'image/png', size: PNG.length } })
      await reviewShare('demo-token', 'approved')
      await page.reload()
      await page.getByTestId('share-approved').getByText('审核通过，100 金币已发放').waitFor()
    })
  })

  // Chromium reads the first bytes through Blob.arrayBuffer (jsdom has FileReader only)
  it('refuses an SVG declared as a PNG before sending anything', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, { name: 'shared.png', mimeType: 'image/png', buffer: SVG })
      await page.locator('.toast').getByText('请上传图片').waitFor()
      expect(await page.getByTestId('share-chosen').count()).toBe(0)
      await submitButton(page).click()
      await page.locator('.toast').getByText('请先上传分享截图').waitFor()
      expect(await shareSubmissions()).toHaveLength(0)
    })
  })

  it('uploads a JPEG whose type the browser does not know, by its content', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, { name: 'shared', mimeType: '', buffer: JPEG })
      await page.getByTestId('share-chosen').getByText('已选择：shared（1 KB）').waitFor()
      await submitButton(page).click()
      await shareState(page, 'reviewing')
      const [sent] = await shareSubmissions()
      expect(sent.decryptedBody).toMatchObject({ image: { filename: 'shared', size: JPEG.length } })
    })
  })

  it('sends one submission for a double tap', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, SCREENSHOT)
      await injectFault('/welfare/tasks/share', 'slow', { delayMs: 800 })
      await submitButton(page).dblclick()
      await shareState(page, 'reviewing')
      expect(await shareSubmissions()).toHaveLength(1)
    })
  })

})
