// /invitationDetailsV4, /intlStudent and the vip404 flag in Chromium against the mock: the invite
// tabs no jsdom test reads, the coin details of the completed friends, the student offer applied
// once for a double tap, and the flag carried from /giftFriends to /vip404.
import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { keepScreenshotOnFailure, mockRequests, pageOpener, waitUntil } from './support/browser'

const open = pageOpener()
const DEMO = { token: 'demo-token' }
const ANDROID_APP = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }

// The tabs whose meaning no jsdom test reads; tests/packages/invite/invitation-details.test.tsx
// reads the others (waitingAcceleration, pendingPayout, completed, invalid, toAppeal).
const TABS = [
  ['closed', '已关闭', '好友的账号已注销，邀请已关闭，没有奖励'],
  ['toPay', '待支付', '好友有待支付的会员订单；支付后，你可获得其购买时长的 10%'],
  ['violating', '违规用户', '违规，无奖励'],
] as const

function tab(page: Page, state: string) {
  return page.locator(`[data-testid="invite-state-tab"][data-state="${state}"]`)
}

async function rowStates(page: Page): Promise<string[]> {
  return page.getByTestId('invite-record').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state') ?? ''))
}

describe('invite details', () => {
  it.each(TABS)('shows the %s tab with its meaning and masked friends', async (state, _label, meaning) => {
    const page = await open('/invitationDetailsV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('invite-record').first().waitFor()
      await tab(page, state).click()
      await waitUntil(async () => {
        const states = await rowStates(page)
        return states.length > 0 && states.every((each) => each === state)
      })
      expect(await page.getByTestId('invite-state-meaning').textContent()).toBe(meaning)
      const friends = await page.getByTestId('invite-friend').allTextContents()
      for (const friend of friends) expect(friend).toMatch(/^(\d{3}\*{4}\d{4}|.{1,2}\*{3}@.+)$/)
      expect(await tab(page, state).getAttribute('aria-pressed')).toBe('true')
    })
  })

  it('shows the completed friends with the coins of the coin details', async () => {
    const page = await open('/invitationDetailsV4', ANDROID_APP)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('invite-record').first().waitFor()
      await tab(page, 'completed').click()
      await page.getByText('+100 金币').first().waitFor()
      const completed = await page.getByTestId('invite-record').count()
      await page.locator('.at-tabs__item', { hasText: '金币明细' }).click()
      await page.getByTestId('invite-coin-record').first().waitFor()
      const types = await page.getByTestId('invite-coin-record').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-type')))
      expect(new Set(types)).toEqual(new Set(['2', '3', '10']))
      expect(types.filter((type) => type === '2')).toHaveLength(completed)
      await page.getByText('好友连续签到奖励').waitFor()
    })
  })

  it('is linked from /inviteV4', async () => {
    const page = await open('/inviteV4', ANDROID_APP)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.invite__details').click()
      await page.waitForURL('**/invitationDetailsV4')
      await page.getByTestId('invite-record').first().waitFor()
    })
  })
})

async function applications(): Promise<Array<{ school?: string; requestId?: string }>> {
  return (await mockRequests())
    .filter((request) => request.path === '/intlStudent/apply')
    .map((request) => request.decryptedBody as { school?: string; requestId?: string })
}

async function fillForm(page: Page, school: string, email: string): Promise<void> {
  await page.locator('input[name="student-school"]').fill(school)
  await page.locator('input[name="student-email"]').fill(email)
}

describe('international student offer', () => {
  it('applies once for a double tap and shows the application under review', async () => {
    const page = await open('/intlStudent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('student-form').waitFor()
      await fillForm(page, 'MIT', 'li@mit.edu')
      await page.locator('.student__submit').dblclick()
      await page.getByText('申请正在审核，2 个工作日内出结果').waitFor()
      expect(await applications()).toHaveLength(1)
      await page.reload()
      await page.getByTestId('student-application').waitFor()
      expect(await page.getByTestId('student-form').count()).toBe(0)
    })
  })
})

describe('vip404 flag', () => {
  it('names VIP on /vip404 when /giftFriends sends a member without VIP there', async () => {
    const page = await open('/giftFriends', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('gift-refusals').waitFor()
      await page.locator('.gift__link').click()
      await page.waitForURL('**/vip404')
      await page.getByText('这项功能需要 VIP 会员').waitFor()
    })
  })
})
