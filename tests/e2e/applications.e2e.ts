// /appApplyRecord, /applyRecord and /customizedMembership in Chromium against the mock
// (docs/api.md, "Application endpoints"): each list's tabs and states, and applying for a
// customised line: validation, success in the records, a double tap, a retry after a lost answer.
import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, openBrowser, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()

// The first page of a run waits for the build's files to be compressed: not a test's time.
beforeAll(async () => {
  const session = await openBrowser()
  await session.page.goto(`${baseUrl}/appApplyRecord`, { timeout: 120000 })
  await session.close()
}, 150000)
const DEMO = { token: 'demo-token' }
const EMPTY = { token: 'special-token' }
const IOS_HOST = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
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

async function markEnterprise(): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-token', enterpriseSubAccount: true }),
  })
  expect(response.status).toBe(200)
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

  it('says the list failed and loads it on a retry', async () => {
    await injectFault('/application/records', '500')
    const page = await open('/appApplyRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('申请记录加载失败，请稍后重试').waitFor()
      await page.getByRole('button', { name: '重试' }).click()
      await card(page).first().waitFor()
    })
  })

  it('says there is none yet for an account without applications', async () => {
    const page = await open('/appApplyRecord', EMPTY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('暂无应用申请记录').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/appApplyRecord')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可查看您的应用加速申请记录').waitFor()
      expect(await card(page).count()).toBe(0)
    })
  })

  it('shows the records inside the iOS app', async () => {
    const page = await open('/appApplyRecord', IOS_HOST)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'pending').getByText('咪咕视频').waitFor()
    })
  })
})

describe('customised line records (/applyRecord)', () => {
  it('lists the line applications in every state; an opened one names its line', async () => {
    const page = await open('/applyRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '定制线路申请记录').waitFor()
      await card(page, 'listed').first().getByText('CL-LAX-01').waitFor()
      await card(page, 'pending').getByText('网易云音乐').waitFor()
      await card(page, 'rejected').getByText('未通过原因：您所在地区的标准线路已覆盖该应用，无需定制线路').waitFor()
      await tab(page, '已开通')
      await waitUntil(async () => (await card(page).count()) === 2 && (await card(page, 'listed').count()) === 2)
    })
  })

  it('opens without waiting for the host, in the Android app', async () => {
    const page = await open('/applyRecord', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) })
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'pending').first().waitFor()
    })
  })

  it('says there is none yet for an account without applications', async () => {
    const page = await open('/applyRecord', EMPTY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('暂无定制线路申请记录').waitFor()
    })
  })
})

describe('customised membership (/customizedMembership)', () => {
  it('shows the lines, the form and the latest applications', async () => {
    const page = await open('/customizedMembership', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '定制会员').waitFor()
      await page.locator('.custom__line[data-line="CL-LAX-01"]').waitFor()
      await page.getByText('1 个申请正在审核').waitFor()
      await page.getByTestId('custom-records').locator('.application').first().waitFor()
      await page.getByText('查看全部申请记录').click()
      await pageTitle(page, '定制线路申请记录').waitFor()
    })
  })

  it('names each missing or too long field and sends nothing', async () => {
    const page = await open('/customizedMembership', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await submit(page).click()
      await page.getByText('请填写加速对象').waitFor()
      await page.getByText('请填写所在地区').waitFor()
      await fill(page, '爱奇艺', '东京'.repeat(16))
      await page.getByText('所在地区最多 30 个字').waitFor()
      expect(await page.getByText('请填写加速对象').count()).toBe(0)
      await submit(page).click()
      expect(await applications()).toEqual([])
    })
  })

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

  it('keeps the form after a lost answer and applies once on the retry, inside the iOS app', async () => {
    await injectFault('/customized/apply', 'drop')
    const page = await open('/customizedMembership', IOS_HOST)
    await keepScreenshotOnFailure(page, async () => {
      await fill(page, '爱奇艺', '日本 · 东京')
      await submit(page).click()
      await page.getByText('申请提交失败，请稍后重试').waitFor()
      expect(await page.locator('.custom__target input').inputValue()).toBe('爱奇艺')
      await submit(page).click()
      await page.getByText(APPLIED).waitFor()
      const ids = (await applications()).map((body) => body.requestId)
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
      await page.getByText('查看全部申请记录').click()
      await tab(page, '审核中')
      await waitUntil(async () => (await card(page, 'pending').count()) === 2)
      expect(await card(page, 'pending').getByText('爱奇艺').count()).toBe(1)
    })
  })

  it('refuses an enterprise sub-account and tells the app', async () => {
    await markEnterprise()
    const page = await open('/customizedMembership', IOS_HOST)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('custom-enterprise').getByText('企业子账号无法进行此操作').waitFor()
      await fill(page, '爱奇艺', '日本 · 东京')
      await submit(page).click()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'enterpriseSubAccount'))
      expect(await applications()).toEqual([])
    })
  })

  it('says the page failed to load and loads it on a retry', async () => {
    await injectFault('/customized/membership', '500')
    const page = await open('/customizedMembership', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('定制会员信息加载失败，请稍后重试').waitFor()
      await page.getByRole('button', { name: '重试' }).click()
      await page.locator('.custom__line').first().waitFor()
    })
  })

  it('shows an account without lines that it has none yet', async () => {
    const page = await open('/customizedMembership', EMPTY)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('还没有定制线路，提交申请并审核通过后即可使用').waitFor()
      await page.getByText('暂无申请记录').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/customizedMembership')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可申请定制线路').waitFor()
      expect(await page.locator('.custom__form').count()).toBe(0)
    })
  })
})
