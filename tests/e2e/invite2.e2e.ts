// /invitationDetailsV4, /intlStudent and the vip404 flag in Chromium against the mock: each
// invite tab with its meaning and masked friends, the coin details, the student offer's states,
// a double tap and a retry after a dropped connection that applies once, under a fake host and
// in a plain browser.
import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()
const DEMO = { token: 'demo-token' }
const ANDROID_APP = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }

const TABS = [
  ['waitingAcceleration', '等待加速', '好友已注册，但还没有在新设备上首次加速；首次加速后，奖励在 1 小时内到账'],
  ['pendingPayout', '待发放', '风控审核中，奖励在 1 小时内到账'],
  ['completed', '已完成', '奖励已到账'],
  ['invalid', '已失效', '好友没有在新设备上首次加速，邀请已失效，没有奖励'],
  ['closed', '已关闭', '好友的账号已注销，邀请已关闭，没有奖励'],
  ['toAppeal', '待申诉', '奖励因风控暂不发放；如有异议，请发邮件至 appeal@speedup.example 申诉'],
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

  it('tracks the invite and coin detail page views', async () => {
    const page = await open('/invitationDetailsV4', ANDROID_APP)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('invite-record').first().waitFor()
      await page.locator('.at-tabs__item', { hasText: '金币明细' }).click()
      await page.getByTestId('invite-coin-record').first().waitFor()
      const monitored = (await hostMessagesOf(page)).filter((record) => record.message === 'H5Monitor').map((record) => JSON.stringify(record.payload))
      expect(monitored.some((payload) => payload.includes('YaoQing_PV'))).toBe(true)
      expect(monitored.some((payload) => payload.includes('JinBiMingXi_PV'))).toBe(true)
    })
  })

  it('says the list failed and reads it again on retry', async () => {
    await injectFault('/invite/records', '500', { times: 1 })
    const page = await open('/invitationDetailsV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('邀请明细加载失败').waitFor()
      await page.getByText('重试').click()
      await page.getByTestId('invite-record').first().waitFor()
    })
  })

  it('shows an account that invited nobody the empty state', async () => {
    const page = await open('/invitationDetailsV4', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('这里还没有邀请记录').waitFor()
    })
  })

  it('asks a visitor in a plain browser to log in', async () => {
    const page = await open('/invitationDetailsV4')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后查看你邀请的好友和所得奖励').waitFor()
      expect((await mockRequests()).some((request) => request.path === '/invite/records')).toBe(false)
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

  it('fits 375 px with every tab in English and Vietnamese', async () => {
    for (const locale of ['en-US', 'vi-VN']) {
      const page = await open('/invitationDetailsV4', { ...DEMO, locale })
      await page.getByTestId('invite-record').first().waitFor()
      await expectLayoutFits(page, `invite-details-${locale}`)
    }
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

  it('applies once when the retry follows a dropped connection', async () => {
    await injectFault('/intlStudent/apply', 'drop', { times: 2 })
    const page = await open('/intlStudent', ANDROID_APP)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('student-form').waitFor()
      await fillForm(page, 'University of Oxford', 'li@ox.ac.uk')
      const reviewing = page.getByTestId('student-application')
      for (let tap = 0; tap < 3 && !(await reviewing.isVisible()); tap += 1) {
        await page.locator('.student__submit').click()
        await Promise.race([reviewing.waitFor(), page.getByText('申请提交失败，请稍后重试').waitFor()])
      }
      await reviewing.waitFor()
      const ids = (await applications()).map((request) => request.requestId)
      expect(ids.length).toBeGreaterThanOrEqual(2)
      expect(new Set(ids).size).toBe(1)
      expect(await page.locator('input[name="student-school"]').count()).toBe(0)
    })
  })

  it('refuses a mainland school email and keeps what was typed', async () => {
    const page = await open('/intlStudent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('student-form').waitFor()
      await fillForm(page, '北京大学', 'li@pku.edu.cn')
      await page.locator('.student__submit').click()
      await page.getByText('请填写海外学校的学校邮箱').waitFor()
      expect(await page.locator('input[name="student-email"]').inputValue()).toBe('li@pku.edu.cn')
      expect(await applications()).toEqual([])
    })
  })

  it('shows the rejected application with the form to apply again', async () => {
    const page = await open('/intlStudent', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('学校邮箱未能通过验证，你可以修改后重新申请').waitFor()
      await page.getByTestId('student-form').waitFor()
    })
  })

  it('shows the approved application once the review passes', async () => {
    const page = await open('/intlStudent', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('student-form').waitFor()
      await fillForm(page, 'MIT', 'li@mit.edu')
      await page.locator('.student__submit').click()
      await page.getByTestId('student-application').waitFor()
      const response = await fetch(`${baseUrl}/api/__mock/intlStudent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: 'demo-token', decision: 'approved' }),
      })
      expect(response.status).toBe(200)
      await page.reload()
      await page.getByText('90 天 VIP 已发放到你的账号').waitFor()
    })
  })

  it('shows a visitor in a plain browser the offer and asks them to log in', async () => {
    const page = await open('/intlStudent')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后申请留学生优惠').waitFor()
      await page.getByText(/90 天 VIP/).waitFor()
    })
  })

  it('fits 375 px in English and Vietnamese', async () => {
    for (const locale of ['en-US', 'vi-VN']) {
      const page = await open('/intlStudent', { ...DEMO, locale })
      await page.getByTestId('student-form').waitFor()
      await expectLayoutFits(page, `intl-student-${locale}`)
    }
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

  it('says "available with VIP" when /vip404 is opened directly', async () => {
    const page = await open('/vip404', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('开通 VIP 后可用').waitFor()
    })
  })
})
