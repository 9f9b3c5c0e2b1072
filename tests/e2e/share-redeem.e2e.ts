import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, openBrowser, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// The share-screenshot task (/taskDetailShareV3) and the redeem-code screen (/redeemCode) in
// Chromium against the mock: under a fake host and in a plain browser, each refusal in its own
// words, a double tap and a retry after a dropped connection that submit or credit once.

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
const IOS_DEMO = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const RISKY = { token: 'risky-token' }
const SPECIAL = { token: 'special-token' }
const MIB = 1024 * 1024

// The smallest PNG there is (1×1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
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

  it('tells the case-sensitive twin apart and credits its coins in a plain browser (spec 4)', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      await redeemButton(page).click()
      await redeemed(page, '已到账：66 金币')
      await page.getByTestId('redeem-balance').getByText('当前金币余额 1346').waitFor()
      const sent = (await requestsTo('/shop/redeem')).map((request) => (request.decryptedBody as { code?: string } | null)?.code)
      expect(sent).toEqual(['vip7-abc'])
    })
  })

  it('says "please enter" for an empty code and sends nothing', async () => {
    const page = await open('/redeemCode', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, '   ')
      await redeemButton(page).click()
      await page.getByText('请输入兑换码').first().waitFor()
      expect(await requestsTo('/shop/redeem')).toHaveLength(0)
    })
  })

  it('says "redeem failed" for a code of another case and keeps what was typed', async () => {
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'Vip7-ABC')
      await redeemButton(page).click()
      await page.locator('.toast').getByText('兑换失败').waitFor()
      expect(await page.getByTestId('redeem-form').locator('input').inputValue()).toBe('Vip7-ABC')
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

  it('refuses a blacklisted account with the appeal address', async () => {
    const page = await open('/redeemCode', RISKY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('redeem-risky').getByText('账号存在风险，无法兑换兑换码').waitFor()
      await page.getByTestId('restricted-notice').waitFor()
      expect(await page.getByTestId('redeem-form').count()).toBe(0)
    })
  })

  it('sends a visitor to log in', async () => {
    const page = await open('/redeemCode')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后才能使用兑换码').waitFor()
      await page.locator('.at-button', { hasText: '登录' }).first().click()
      await page.waitForURL('**/login?redirectUrl=*')
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

  it('credits once when the retry follows a dropped connection', async () => {
    // Chromium sends a POST again once when a kept-alive connection closes without an answer.
    await injectFault('/shop/redeem', 'drop', { times: 2 })
    const page = await open('/redeemCode', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await typeCode(page, 'vip7-abc')
      const result = page.getByTestId('redeem-result')
      for (let tap = 0; tap < 3 && !(await result.isVisible()); tap += 1) {
        await redeemButton(page).click()
        await Promise.race([result.waitFor(), page.getByText('网络错误，请检查网络后重试').waitFor()])
      }
      await redeemed(page, '已到账：66 金币')
      const ids = (await requestsTo('/shop/redeem')).map((request) => (request.decryptedBody as { requestId?: string } | null)?.requestId)
      expect(ids.length).toBeGreaterThanOrEqual(3)
      expect(new Set(ids).size).toBe(1)
      await page.getByTestId('redeem-balance').getByText('当前金币余额 1346').waitFor()
    })
  })

  it('opens from the coin shop', async () => {
    const page = await open('/coinExchange', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('redeem-code-link').click()
      await pageTitle(page, '兑换码').waitFor()
      await page.getByTestId('redeem-form').waitFor()
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

  it('shows the rejection with its reason and takes a new screenshot in a plain browser', async () => {
    const page = await open('/taskDetailShareV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('share-rejected').getByText('截图未通过审核：截图中看不到分享内容。请重新上传').waitFor()
      await chooseFile(page, SCREENSHOT)
      await page.locator('.share-task__submit', { hasText: '重新提交' }).click()
      await shareState(page, 'reviewing')
      await reviewShare('special-token', 'rejected', '图片模糊')
      await page.reload()
      await page.getByTestId('share-rejected').getByText('截图未通过审核：图片模糊。请重新上传').waitFor()
    })
  })

  it('asks for the screenshot first and sends nothing', async () => {
    const page = await open('/taskDetailShareV3', IOS_DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await shareState(page, 'notSubmitted')
      await submitButton(page).click()
      await page.locator('.toast').getByText('请先上传分享截图').waitFor()
      expect(await shareSubmissions()).toHaveLength(0)
    })
  })

  it('refuses a file that is no picture', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') })
      await page.locator('.toast').getByText('请上传图片').waitFor()
      expect(await page.getByTestId('share-chosen').count()).toBe(0)
    })
  })

  it('refuses a picture of 5M or more before sending it', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * MIB)]) })
      await page.locator('.toast').getByText('图片需小于 5M，请重新选择').waitFor()
      await submitButton(page).click()
      expect(await shareSubmissions()).toHaveLength(0)
    })
  })

  it('refuses a blacklisted account with the appeal address', async () => {
    const page = await open('/taskDetailShareV3', RISKY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').waitFor()
      expect(await page.getByTestId('share-form').count()).toBe(0)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/taskDetailShareV3')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后完成任务领取奖励').waitFor()
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

  it('submits once when the retry follows a dropped connection', async () => {
    const page = await open('/taskDetailShareV3', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await chooseFile(page, SCREENSHOT)
      await injectFault('/welfare/tasks/share', 'drop', { times: 2 })
      const reviewing = page.locator('[data-testid="share-task"][data-state="reviewing"]')
      for (let tap = 0; tap < 3 && !(await reviewing.isVisible()); tap += 1) {
        await submitButton(page).click()
        await Promise.race([reviewing.waitFor(), page.getByText('网络错误，请检查网络后重试').waitFor()])
      }
      await reviewing.waitFor()
      const ids = (await shareSubmissions()).map((request) => (request.decryptedBody as { requestId?: string } | null)?.requestId)
      expect(ids.length).toBeGreaterThanOrEqual(2)
      expect(new Set(ids).size).toBe(1)
    })
  })

  it('opens from the welfare centre', async () => {
    const page = await open('/welfare', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-task="shareScreenshot"] .welfare-task__action').click()
      await pageTitle(page, '分享截图').waitFor()
    })
  })
})
