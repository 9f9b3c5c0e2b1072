import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

// special-token has followed the official account and not claimed yet (docs/api.md, "Task endpoints").
const SPECIAL = { token: 'special-token' }
const FOLLOW_CLAIM = '/welfare/tasks/follow/claim'

async function setTask(change: Record<string, unknown>): Promise<void> {
  await fetch(`${baseUrl}/api/__mock/tasks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  })
}

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

  it('opens from the welfare centre’s task row', async () => {
    const page = await open('/welfare', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-task="followOfficialAccount"][data-status="claimable"] .at-button').click()
      await page.waitForURL('**/taskDetailWxV3')
      await claimButton(page).waitFor()
    })
  })

  it('reports the follow-missions page view to the Android host, without waiting for it', async () => {
    const page = await open('/taskDetailWxV3', { initScript: fakeHostScript('android', { token: 'special-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await claimButton(page).waitFor()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) => record.message === 'H5Monitor' && JSON.stringify(record.payload).includes('GuanZhuRenWu_PV'),
        ),
      )
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

  it('a retry after a dropped connection gets the first answer: the coins are credited once', async () => {
    await injectFault(FOLLOW_CLAIM, 'drop')
    const page = await open('/taskDetailWxV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await claimButton(page).click()
      await page.locator('.toast', { hasText: '网络错误，请检查网络后重试' }).waitFor()
      await claimButton(page).click()
      await page.getByTestId('task-received').getByText('已领取：30 金币').waitFor()
      const sent = await claims()
      const ids = sent.map((request) => (request.decryptedBody as { requestId?: string }).requestId)
      expect([ids.length, new Set(ids).size]).toEqual([2, 1])
      await page.goto(`${baseUrl}/welfareDetail`)
      await page.locator('.coin-record[data-type="6"]').first().waitFor()
      expect(await page.locator('.coin-record').count()).toBe(1)
    })
  })

  it('waits for the follow, then offers the claim after a refresh', async () => {
    await setTask({ token: 'special-token', followed: false })
    const page = await open('/taskDetailWxV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('还没有检测到关注，完成以上步骤后刷新').waitFor()
      await expectLayoutFits(page, 'tasks-follow-not-followed')
      await setTask({ token: 'special-token', followed: true })
      await page.locator('.at-button', { hasText: '我已关注，刷新' }).click()
      await claimButton(page).waitFor()
    })
  })

  it('the demo already took its coins', async () => {
    const page = await open('/taskDetailWxV3', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('task-received').getByText('已领取：30 金币').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/taskDetailWxV3')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后完成任务领取奖励').waitFor()
    })
  })

  it('tells a blacklisted account it cannot join and how to appeal', async () => {
    const page = await open('/taskDetailWxV3', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').getByText(/appeal@speedup\.example/).waitFor()
      expect(await claimButton(page).count()).toBe(0)
    })
  })

  it('shows an error with a retry when the task fails to load, and the retry works', async () => {
    await injectFault('/welfare/tasks/follow', '500')
    const page = await open('/taskDetailWxV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('任务信息加载失败').waitFor()
      await page.locator('.status-view__retry').click()
      await claimButton(page).waitFor()
    })
  })

  it('fits at 1280 px in English', async () => {
    const page = await open('/taskDetailWxV3?lang=en_US', { ...SPECIAL, width: 1280 })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.task__claim .at-button', { hasText: 'Claim now' }).waitFor()
      await expectLayoutFits(page, 'tasks-follow-desktop-en')
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

  it('a retry after a dropped connection claims once', async () => {
    await injectFault(BIND_CLAIM, 'drop')
    const page = await open('/taskDetailEmailV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await claimButton(page).click()
      await page.locator('.toast', { hasText: '网络错误，请检查网络后重试' }).waitFor()
      await claimButton(page).click()
      await page.getByTestId('task-received').waitFor()
      const ids = (await mockRequests())
        .filter((request) => request.path === BIND_CLAIM)
        .map((request) => (request.decryptedBody as { requestId?: string }).requestId)
      expect([ids.length, new Set(ids).size]).toEqual([2, 1])
    })
  })

  it('the demo already received its reward', async () => {
    const page = await open('/taskDetailEmailV3', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('task-received').getByText('已领取').waitFor()
      await page.getByTestId('bound-phone').getByText('138****8000').waitFor()
    })
  })

  it('says the event ended', async () => {
    await setTask({ token: 'special-token', bindEnded: true })
    const page = await open('/taskDetailEmailV3', SPECIAL)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('task-ended').getByText('活动已结束').waitFor()
      await expectLayoutFits(page, 'tasks-bind-ended')
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

  it('tells a blacklisted account it cannot join and how to appeal', async () => {
    const page = await open('/taskDetailEmailV3', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').getByText(/appeal@speedup\.example/).waitFor()
    })
  })
})
