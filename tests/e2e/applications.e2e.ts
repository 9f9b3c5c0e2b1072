// /appApplyRecord, /applyRecord and /customizedMembership in Chromium against the mock
// (docs/api.md, "Application endpoints"): the app records' tabs and states, and applying for a
// customised line: success in the records and a double tap that applies once.
import type { Page } from 'playwright-core'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, openBrowser, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()

// The first page of a run waits for the build's files to be compressed: not a test's time.
beforeAll(async () => {
  const session = await openBrowser()
  await session.page.goto(`${baseUrl}/appApplyRecord`, { timeout: 120000 })
  await session.close()
}, 150000)
const DEMO = { token: 'demo-token' }
const EMPTY = { token: 'special-token' }
const APPLIED = '申请已提交，我们会尽快审核'

// Scoped to a records list: the screen a link left stays in the document, hidden.
function card(page: Page, state?: string) {
  return page.locator(state ? `.applications__list .application[data-state="${state}"]` : '.applications__list .application')
}

async function tab(page: Page, title: string) {
  await page.locator('.at-tabs__item').getByText(title, { exact: true }).click()
}

async function applications(): Promise<Array<Record<string, unknown>>> {
  return (await mockRequests())
    .filter((request) => request.method === 'POST' && request.path === '/customized/apply')
    .map((request) => request.decryptedBody as Record<string, unknown>)
}

async function fill(page: Page, target: string, region: string, note = '') {
  await page.locator('.custom__target input').fill(target)
  await page.locator('.custom__region input').fill(region)
  await page.locator('.custom__note input').fill(note)
}

function submit(page: Page) {
  return page.locator('.custom__submit')
}

describe('app application records (/appApplyRecord)', () => {
  it('lists the demo account’s apps in every state, each tab with its own', async () => {
    const page = await open('/appApplyRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '应用申请记录').waitFor()
      await card(page, 'pending').getByText('咪咕视频').waitFor()
      await card(page, 'listed').first().waitFor()
      await card(page, 'rejected').first().getByText(/未通过原因：/).waitFor()
      await tab(page, '未通过')
      await waitUntil(async () => (await card(page).count()) > 0 && (await card(page).count()) === (await card(page, 'rejected').count()))
      await tab(page, '审核中')
      await waitUntil(async () => (await card(page).count()) === 1 && (await card(page, 'pending').count()) === 1)
      await page.getByText('我们会尽快审核，结果将在这里更新').waitFor()
    })
  })

})

describe('customised membership (/customizedMembership)', () => {
  it('applies, and the application appears in the records as pending', async () => {
    const page = await open('/customizedMembership', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '爱奇艺', '日本 · 东京', '周末晚上看剧')
      await submit(page).click()
      await page.getByText(APPLIED).waitFor()
      await page.getByTestId('custom-records').locator('.application[data-state="pending"]').getByText('爱奇艺').waitFor()
      await page.getByText('2 个申请正在审核').waitFor()
      expect(await page.locator('.custom__target input').inputValue()).toBe('')
      const [sent] = await applications()
      expect(sent).toMatchObject({ target: '爱奇艺', region: '日本 · 东京', note: '周末晚上看剧', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
      await page.getByText('查看全部申请记录').click()
      await card(page, 'pending').getByText('爱奇艺').waitFor()
    })
  })

  it('sends one application for a double tap', async () => {
    await injectFault('/customized/apply', 'slow', { delayMs: 800 })
    const page = await open('/customizedMembership', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '爱奇艺', '日本 · 东京')
      await submit(page).dblclick()
      await page.getByText(APPLIED).waitFor()
      expect(await applications()).toHaveLength(1)
    })
  })

  it('shows an account without lines that it has none yet', async () => {
    const page = await open('/customizedMembership', EMPTY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('还没有定制线路，提交申请并审核通过后即可使用').waitFor()
      await page.getByText('暂无申请记录').waitFor()
    })
  })

})
