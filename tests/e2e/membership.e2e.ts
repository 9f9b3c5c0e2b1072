import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'

// /wxPayManage, /pauseManager and /pauseRecord against the mock (docs/api.md, "Membership endpoints").
const open = pageOpener()

// The server compresses each file on its first request; on a busy machine the entry's first
// brotli can outlast a page load's timeout, so this file asks for the entry once before its tests.
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl}/wxPayManage`)).text()
  const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])
  await Promise.all(files.map((file) => fetch(`${baseUrl}${file}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((answer) => answer.arrayBuffer())))
}, 60000)

const DEMO = { token: 'demo-token' }
const ANDROID = { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }
const IOS = { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }
const DAY_MS = 24 * 60 * 60 * 1000
const RENEW_DONE = '已关闭自动续费'
const PAUSED = '会员已暂停'
const RESUMED = '会员已恢复'
const FAILED = '操作失败'

async function setEnterprise(enterpriseSubAccount: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/membership`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: 'demo-token', enterpriseSubAccount }),
  })
  expect(response.status).toBe(200)
}

async function posts(path: string) {
  return (await mockRequests()).filter((request) => request.method === 'POST' && request.path === path)
}

function requestIds(requests: Awaited<ReturnType<typeof posts>>): string[] {
  return requests.map((request) => (request.decryptedBody as { requestId: string }).requestId)
}

/** "YYYY-MM-DD HH:mm" or "YYYY-MM-DD" read as China time. */
function chinaTime(text: string): number {
  const [date, time = '00:00'] = text.trim().split(' ')
  return Date.parse(`${date}T${time}:00+08:00`)
}

const activeContract = (page: Page) => page.locator('.renew__active .contract[data-state="active"]')

async function endFirstContract(page: Page) {
  await activeContract(page).first().locator('.contract__end').click()
  await page.locator('.renew__confirm .confirm-sheet__text').waitFor()
}

async function choosePause(page: Page, days: number) {
  await page.locator('.pause__choice', { hasText: `${days} 天` }).click()
}

async function confirmPause(page: Page) {
  await page.locator('.pause__start').click()
  await page.locator('.pause__confirm .confirm-sheet__confirm').click()
}

async function resume(page: Page) {
  await page.locator('.pause__resume').click()
  await page.locator('.pause__confirm .confirm-sheet__confirm').click()
}

async function vipExpiry(page: Page): Promise<number> {
  return chinaTime(await page.locator('.pause__expiry-vip').innerText())
}

describe('auto-renew management', () => {
  it('shows the active subscription with its price, next renewal and renewals, and the ended one', async () => {
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '自动续费管理').waitFor()
      const active = activeContract(page)
      await active.first().waitFor()
      expect(await active.count()).toBe(1)
      await active.getByText('VIP 连续包月').waitFor()
      await active.getByText('¥25.00/月').waitFor()
      await active.getByText('3 次').waitFor()
      await active.getByText('微信支付').waitFor()
      const next = chinaTime(await active.locator('.contract__next').innerText())
      expect(Math.abs(next - (Date.now() + 6 * DAY_MS))).toBeLessThan(DAY_MS)
      await page.locator('.renew__ended .contract[data-state="ended"]').getByText('超级 VIP 连续包月').waitFor()
    })
  })

  it('shows the same renewal date in every device time zone (China time)', async () => {
    const west = await open('/wxPayManage', { ...DEMO, timezoneId: 'America/Los_Angeles' })
    const east = await open('/wxPayManage', { ...DEMO, timezoneId: 'Pacific/Kiritimati' })
    await activeContract(west).first().waitFor()
    await activeContract(east).first().waitFor()
    expect(await activeContract(west).locator('.contract__next').innerText()).toBe(await activeContract(east).locator('.contract__next').innerText())
  })

  it('ends auto-renew after a confirm that says the paid time stays, in the Android app', async () => {
    const page = await open('/wxPayManage', ANDROID)
    await keepScreenshotOnFailure(page, async () => {
      await activeContract(page).first().waitFor()
      const contractNo = await activeContract(page).first().getAttribute('data-contract-no')
      await endFirstContract(page)
      await page.getByText('已支付的会员时长不受影响', { exact: false }).waitFor()
      // "keep it" changes nothing
      await page.locator('.renew__confirm .confirm-sheet__keep').click()
      expect(await posts('/member/autoRenew/end')).toHaveLength(0)
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').click()
      await page.getByText(RENEW_DONE).waitFor()
      await page.locator(`.renew__ended .contract[data-contract-no="${contractNo}"]`).waitFor()
      expect(await activeContract(page).count()).toBe(0)
      const [sent] = await posts('/member/autoRenew/end')
      expect(sent.decryptedBody).toMatchObject({ contractNo, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })
      // read again, the server agrees
      await page.reload()
      await page.locator(`.renew__ended .contract[data-contract-no="${contractNo}"]`).waitFor()
    })
  })

  it('sends one request for a double tap', async () => {
    await injectFault('/member/autoRenew/end', 'slow', { delayMs: 800 })
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').dblclick()
      await page.getByText(RENEW_DONE).waitFor()
      expect(await posts('/member/autoRenew/end')).toHaveLength(1)
    })
  })

  it('retries after a dropped connection with the same request id and ends once', async () => {
    await injectFault('/member/autoRenew/end', 'drop')
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').click()
      await page.getByText(FAILED).waitFor()
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').click()
      await page.getByText(RENEW_DONE).waitFor()
      const ids = requestIds(await posts('/member/autoRenew/end'))
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
      expect(await page.locator('.renew__ended .contract').count()).toBe(2)
    })
  })

  it('says a subscription ended elsewhere is already off, and shows it ended', async () => {
    const stale = await open('/wxPayManage', DEMO)
    await activeContract(stale).first().waitFor()
    const page = await open('/wxPayManage', DEMO)
    await endFirstContract(page)
    await page.locator('.renew__confirm .confirm-sheet__confirm').click()
    await page.getByText(RENEW_DONE).waitFor()
    await keepScreenshotOnFailure(stale, async () => {
      await endFirstContract(stale)
      await stale.locator('.renew__confirm .confirm-sheet__confirm').click()
      await stale.getByText('该自动续费已关闭').waitFor()
      await waitUntil(async () => (await activeContract(stale).count()) === 0)
    })
  })

  it('refuses an enterprise sub-account and tells the iOS app', async () => {
    await setEnterprise(true)
    const page = await open('/wxPayManage', IOS)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.manage__notice').getByText('企业子账号无法进行此操作').waitFor()
      await activeContract(page).first().locator('.contract__end').click()
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'enterpriseSubAccount'))
      expect(await posts('/member/autoRenew/end')).toHaveLength(0)
    })
  })

  it('shows the server refusal when the account became an enterprise sub-account after the page was read', async () => {
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await activeContract(page).first().waitFor()
      await setEnterprise(true)
      await endFirstContract(page)
      await page.locator('.renew__confirm .confirm-sheet__confirm').click()
      await page.getByText('企业子账号无法进行此操作').first().waitFor()
      expect(await activeContract(page).count()).toBe(1)
    })
  })

  it('says loading failed, and the retry shows the subscriptions', async () => {
    await injectFault('/member/autoRenew', '500')
    const page = await open('/wxPayManage', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
      await page.getByRole('button', { name: '重试' }).click()
      await activeContract(page).first().waitFor()
    })
  })

  it('tells an account without subscriptions it has none', async () => {
    const page = await open('/wxPayManage', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('您没有开通自动续费').waitFor()
    })
  })

  it('asks a visitor in a plain browser to log in', async () => {
    const page = await open('/wxPayManage')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可管理自动续费').waitFor()
      await page.getByText('连续包月服务协议').waitFor()
    })
  })
})

/** Where the VIP benefit periods on /activationRecord's first page end: the latest of their China dates. */
async function lastVipBenefitDate(page: Page): Promise<string> {
  await page.locator('.order').first().waitFor()
  const ranges = await page
    .locator('.order')
    .filter({ has: page.locator('.order__title--vip') })
    .locator('.record-field', { hasText: '权益时间' })
    .locator('.record-field__value')
    .allInnerTexts()
  const ends = ranges.map((range) => /至\s*(\d{4}-\d{2}-\d{2})/.exec(range)?.[1] ?? '')
  return [...ends].sort().at(-1) ?? ''
}

describe('pausing the membership', () => {
  it('pauses for the chosen days, moving the expiry and the next renewal, then resumes early', async () => {
    const renewBefore = await open('/wxPayManage', DEMO)
    const nextBefore = chinaTime(await activeContract(renewBefore).first().locator('.contract__next').innerText())
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '暂停会员').waitFor()
      const expiryBefore = await vipExpiry(page)
      await page.getByText('本年度还可暂停 2 次').waitFor()
      await choosePause(page, 15)
      await page.locator('.pause__choice[aria-pressed="true"]', { hasText: '15 天' }).waitFor()
      await confirmPause(page)
      await page.getByText(PAUSED).waitFor()
      await page.locator('.pause-running').waitFor()
      expect(Math.abs((await vipExpiry(page)) - expiryBefore - 15 * DAY_MS)).toBeLessThanOrEqual(60 * 1000)
      const [sent] = await posts('/member/pause')
      expect(sent.decryptedBody).toMatchObject({ days: 15, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) })

      const renewAfter = await open('/wxPayManage', DEMO)
      const nextAfter = chinaTime(await activeContract(renewAfter).first().locator('.contract__next').innerText())
      expect(nextAfter - nextBefore).toBe(15 * DAY_MS)

      await resume(page)
      await page.getByText(RESUMED).waitFor()
      await page.locator('.pause__start').waitFor()
      expect(Math.abs((await vipExpiry(page)) - expiryBefore)).toBeLessThanOrEqual(60 * 1000)
      await page.getByText('本年度还可暂停 1 次').waitFor()
    })
  })

  it('moves the benefit periods: /activationRecord shows the last one ending on the new VIP end date', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      const expiryBefore = await vipExpiry(page)
      await choosePause(page, 30)
      await confirmPause(page)
      await page.getByText(PAUSED).waitFor()
      await waitUntil(async () => (await vipExpiry(page)) > expiryBefore)
      const newEndDate = (await page.locator('.pause__expiry-vip').innerText()).trim().split(' ')[0]
      const records = await open('/activationRecord', DEMO)
      await keepScreenshotOnFailure(records, async () => {
        expect(await lastVipBenefitDate(records)).toBe(newEndDate)
      })
    })
  })

  it('refuses a third pause in the same year', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      for (let round = 0; round < 2; round += 1) {
        await confirmPause(page)
        await page.getByText(PAUSED).waitFor()
        await resume(page)
        await page.getByText(RESUMED).waitFor()
      }
      await page.getByText('本年度暂停次数已用完').waitFor()
      expect(await page.locator('.pause__start').count()).toBe(0)
    })
  })

  it('sends one pause for a double tap', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      // the fault names the path, which the status read shares: it waits until the page has read
      await page.locator('.pause__start').waitFor()
      await injectFault('/member/pause', 'slow', { delayMs: 800 })
      await page.locator('.pause__start').click()
      await page.locator('.pause__confirm .confirm-sheet__confirm').dblclick()
      await page.getByText(PAUSED).waitFor()
      expect(await posts('/member/pause')).toHaveLength(1)
    })
  })

  it('retries a pause after a dropped connection with the same request id and pauses once', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.pause__start').waitFor()
      await injectFault('/member/pause', 'drop')
      await confirmPause(page)
      await page.getByText(FAILED).waitFor()
      await confirmPause(page)
      await page.getByText(PAUSED).waitFor()
      const ids = requestIds(await posts('/member/pause'))
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
      const records = await open('/pauseRecord', DEMO)
      await records.locator('.pause-record').first().waitFor()
      expect(await records.locator('.pause-record[data-state="running"]').count()).toBe(1)
    })
  })

  it('retries a resume after a dropped connection and resumes once', async () => {
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await confirmPause(page)
      await page.getByText(PAUSED).waitFor()
      await injectFault('/member/pause/resume', 'drop')
      await resume(page)
      await page.getByText(FAILED).waitFor()
      await resume(page)
      await page.getByText(RESUMED).waitFor()
      const ids = requestIds(await posts('/member/pause/resume'))
      expect(ids).toHaveLength(2)
      expect(ids[1]).toBe(ids[0])
    })
  })

  it('says a member without membership time cannot pause', async () => {
    const page = await open('/pauseManager', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('当前没有生效中的会员，无法暂停').waitFor()
      expect(await page.locator('.pause__start').count()).toBe(0)
    })
  })

  it('refuses an enterprise sub-account', async () => {
    await setEnterprise(true)
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.manage__notice').getByText('企业子账号无法进行此操作').waitFor()
      await page.locator('.pause__start').click()
      await page.locator('.toast').getByText('企业子账号无法进行此操作').waitFor()
      expect(await posts('/member/pause')).toHaveLength(0)
    })
  })

  it('says the pause is already running when another page paused first', async () => {
    const stale = await open('/pauseManager', DEMO)
    await stale.locator('.pause__start').waitFor()
    const page = await open('/pauseManager', DEMO)
    await confirmPause(page)
    await page.getByText(PAUSED).waitFor()
    await keepScreenshotOnFailure(stale, async () => {
      await confirmPause(stale)
      await stale.getByText('会员已在暂停中').waitFor()
      await stale.locator('.pause-running').waitFor()
    })
  })

  it('says loading failed, and the retry shows the pause manager', async () => {
    await injectFault('/member/pause', '500')
    const page = await open('/pauseManager', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
      await page.getByRole('button', { name: '重试' }).click()
      await page.locator('.pause__start').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/pauseManager')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可暂停会员').waitFor()
    })
  })
})

describe('pause records', () => {
  it('lists the pauses newest first: one resumed early, one that ran its course', async () => {
    const page = await open('/pauseRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '暂停记录').waitFor()
      const rows = page.locator('.pause-record')
      await rows.first().waitFor()
      expect(await rows.count()).toBe(2)
      expect(await rows.nth(0).getAttribute('data-state')).toBe('resumed')
      await rows.nth(0).getByText('已提前恢复').waitFor()
      await rows.nth(0).getByText('10 天').waitFor()
      expect(await rows.nth(1).getAttribute('data-state')).toBe('ended')
      await rows.nth(1).getByText('暂停 15 天').waitFor()
    })
  })

  it('says the list failed, and the retry shows it', async () => {
    await injectFault('/member/pauses', '500')
    const page = await open('/pauseRecord', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('列表加载失败').waitFor()
      await page.getByRole('button', { name: '重试' }).click()
      await page.locator('.pause-record').first().waitFor()
    })
  })

  it('shows an account that never paused its empty list', async () => {
    const page = await open('/pauseRecord', { token: 'special-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('暂无暂停记录').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/pauseRecord')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后即可查看暂停记录').waitFor()
    })
  })
})
