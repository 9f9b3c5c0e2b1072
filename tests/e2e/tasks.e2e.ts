import type { Page } from 'playwright-core'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

// special-token has followed the official account and not claimed yet (docs/api.md, "Task endpoints").
const SPECIAL = { token: 'special-token' }
const FOLLOW_CLAIM = '/welfare/tasks/follow/claim'

function claimButton(page: Page) {
  return page.locator('.task__claim .at-button', { hasText: '立即领取' })
}

async function claims() {
  return (await mockRequests()).filter((request) => request.path === FOLLOW_CLAIM)
}

describe('follow the official account (/taskDetailWxV3)', () => {
  it('claims the VIP hour once in a plain browser, and the welfare centre agrees', async () => {
    const page = await open('/taskDetailWxV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '关注公众号').waitFor()
      await page.getByTestId('follow-account-id').getByText('speedup_official').waitFor()
      await expectLayoutFits(page, 'tasks-follow-claimable')
      await page.locator('.at-segmented-control__item', { hasText: '1 小时会员' }).click()
      await claimButton(page).click()
      await page.getByTestId('task-received').getByText('已领取：1 小时会员').waitFor()
      await expectLayoutFits(page, 'tasks-follow-received')
      await page.goto(`${baseUrl}/welfare`)
      await page.locator('[data-task="followOfficialAccount"][data-status="done"]').waitFor()
    })
  })

  it('a double tap claims once', async () => {
    await injectFault(FOLLOW_CLAIM, 'slow', { delayMs: 800 })
    const page = await open('/taskDetailWxV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await claimButton(page).dblclick()
      await page.getByTestId('task-received').waitFor()
      expect(await claims()).toHaveLength(1)
    })
  })
})

describe('bind email or phone (/taskDetailEmailV3)', () => {
  const BIND_CLAIM = '/welfare/tasks/bind/claim'

  it('claims the 6 hours of VIP once for an account with both bound (special), and the welfare centre agrees', async () => {
    const page = await open('/taskDetailEmailV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '绑定邮箱或手机').waitFor()
      await page.getByText('6 小时会员').first().waitFor()
      await expectLayoutFits(page, 'tasks-bind-claimable')
      await claimButton(page).dblclick()
      await page.getByTestId('task-received').waitFor()
      expect((await mockRequests()).filter((request) => request.path === BIND_CLAIM)).toHaveLength(1)
      await page.goto(`${baseUrl}/welfare`)
      await page.locator('[data-task="bindAccount"][data-status="done"]').waitFor()
    })
  })

  it('the demo already received its reward', async () => {
    const page = await open('/taskDetailEmailV3', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('task-received').getByText('已领取').waitFor()
      await page.getByTestId('bound-phone').getByText('138****8000').waitFor()
    })
  })

  it('checks the email and the code, binds with the sent code, then offers the claim', async () => {
    const page = await open('/login')
    await keepScreenshotOnFailure(page, async () => {
      // A new phone account has only its phone: the bind task asks for the email.
      const phone = '13612345678'
      await page.locator('input[name="phone"]').fill(phone)
      await page.locator('.login__send-code').click()
      await page.locator('.login__send-code', { hasText: /秒后重发/ }).waitFor()
      const codes = (await (await fetch(`${baseUrl}/api/__mock/sms-codes`)).json()) as Record<string, string>
      await page.locator('input[name="code"]').fill(codes[phone])
      await page.locator('.login__submit').click()
      await page.waitForURL('**/welfare')
      await page.goto(`${baseUrl}/taskDetailEmailV3`)
      const form = page.getByTestId('bind-form')
      await form.waitFor()
      expect(await form.getAttribute('data-kind')).toBe('email')
      await expectLayoutFits(page, 'tasks-bind-form')
      await form.locator('.at-button', { hasText: '立即绑定' }).click()
      await page.getByText('请输入邮箱', { exact: true }).first().waitFor()
      await page.getByText('请输入验证码', { exact: true }).first().waitFor()
      await form.locator('input[name="email"]').fill('new-user@example')
      await form.locator('.task__send-code').click()
      await page.getByText('请输入正确的邮箱地址').waitFor()
      await form.locator('input[name="email"]').fill('new-user@example.com')
      await form.locator('.task__send-code').click()
      await form.locator('.task__send-code', { hasText: /秒后重发/ }).waitFor()
      await form.locator('input[name="code"]').fill('000000')
      await form.locator('.at-button', { hasText: '立即绑定' }).click()
      await page.locator('.toast', { hasText: '验证码错误或已过期' }).waitFor()
      expect(await form.locator('input[name="email"]').inputValue()).toBe('new-user@example.com')
      const codes2 = (await (await fetch(`${baseUrl}/api/__mock/sms-codes`)).json()) as Record<string, string>
      await form.locator('input[name="code"]').fill(codes2['new-user@example.com'])
      await form.locator('.at-button', { hasText: '立即绑定' }).click()
      await page.getByTestId('bound-email').getByText('ne***@example.com').waitFor()
      await claimButton(page).click()
      await page.getByTestId('task-received').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/taskDetailEmailV3')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后完成任务领取奖励').waitFor()
    })
  })
})
