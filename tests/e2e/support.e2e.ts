// Support, about, redirect and partner routes in Chromium against the H5 build and the mock.
import { fakeHostScript } from '../support/fake-hosts'
import {
  baseUrl,
  hostMessagesOf,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  pageOpener,
  pageTitle,
  waitUntil,
} from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const APP_STORE = 'https://apps.apple.com/app/id1500000000'
const OFF_LIST = `/h5Redirect?kind=0&targetUrl=${encodeURIComponent('https://evil.example/phish?u=1')}`

const open = pageOpener()

describe('contact', () => {
  it('copies the QQ number and says 已复制', async () => {
    const page = await open('/contact', { permissions: ['clipboard-read', 'clipboard-write'] })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '联系我们').waitFor()
      await page.locator('[data-channel="qq"] .at-button', { hasText: '复制' }).click()
      await page.getByText('已复制').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('800012345')
    })
  })

  it('opens the official site in a new web view of the app', async () => {
    const page = await open('/contact', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.31.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('[data-channel="officialSite"] .at-button', { hasText: '访问' }).click()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) =>
            record.message === 'goToNewWebView' &&
            JSON.stringify(record.payload) === JSON.stringify({ name: '官方网站', url: 'https://www.speedup.example/' }),
        ),
      )
    })
  })

  it('shows an error with a retry when the channels fail to load, and the retry works', async () => {
    await injectFault('/sys/contact', '500')
    const page = await open('/contact')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
      await page.locator('.at-button', { hasText: '重试' }).click()
      await page.getByText('support@speedup.example').waitFor()
    })
  })
})

describe('technical support', () => {
  it('puts the support account and email first and links to the help centre', async () => {
    const page = await open('/tsupport')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('speedup_help').waitFor()
      const channels = await page.locator('[data-channel]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-channel')))
      expect(channels.slice(0, 2)).toEqual(['supportAccount', 'email'])
      await page.getByText('服务时间：09:00-24:00 (UTC+8)').waitFor()
      await page.getByText('帮助中心').click()
      await page.waitForURL('**/help')
    })
  })
})

describe('about: the update check', () => {
  it('tells an old iOS app to upgrade and opens the App Store through the host', async () => {
    const page = await open('/about', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.20.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('版本 3.20.0').waitFor()
      await page.locator('.at-button', { hasText: '检查更新' }).click()
      await page.getByText('发现新版本 3.31.0').waitFor()
      await page.getByText('您的版本过旧，请升级到最新版本，以正常使用全部功能。').waitFor()
      const check = (await mockRequests()).find((request) => request.path === '/sys/latestVersion')
      expect(check?.query).toEqual({ platformType: '0' })
      await page.locator('.at-button', { hasText: '立即升级' }).click()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) => record.message === 'openInBrowser' && (record.payload as { url?: string }).url === APP_STORE,
        ),
      )
    })
  })

  it('tells an app on the latest version it is up to date', async () => {
    const page = await open('/about', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.31.2' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('版本 3.31.2').waitFor()
      await page.locator('.at-button', { hasText: '检查更新' }).click()
      await page.getByText('已是最新版本 3.31.2').waitFor()
    })
  })

  it('says in a plain browser that updates apply to the app', async () => {
    const page = await open('/about')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('网页版').waitFor()
      await page.locator('.at-button', { hasText: '检查更新' }).click()
      await page.getByText(/更新适用于SpeedUp 加速器 App/).waitFor()
    })
  })

  it('opens the member agreement from the list', async () => {
    const page = await open('/about')
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.at-list__item', { hasText: '会员服务协议' }).click()
      await page.waitForURL('**/memberServiceAgreement')
    })
  })
})

describe('h5 redirect', () => {
  it('refuses a host off the allow-list: says so, stays on the page and asks the app for nothing', async () => {
    const page = await open(OFF_LIST, { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.31.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('该地址不在允许访问的范围内，为保护您的安全已停止跳转').waitFor()
      await page.waitForTimeout(500)
      expect(page.url()).toBe(`${baseUrl}${OFF_LIST}`)
      const opened = (await hostMessagesOf(page)).filter((record) =>
        ['goToNewWebView', 'openInBrowser', 'jumpOutboundLink', 'jumpWxMiniProgress'].includes(record.message),
      )
      expect(opened).toEqual([])
    })
  })

  it('refuses a host off the allow-list in a plain browser without leaving the page', async () => {
    const page = await open(OFF_LIST)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('该地址不在允许访问的范围内，为保护您的安全已停止跳转').waitFor()
      await page.waitForTimeout(500)
      expect(page.url()).toBe(`${baseUrl}${OFF_LIST}`)
    })
  })

  it('opens an allowed link in a new web view of the app', async () => {
    const target = 'https://h5.speedup.example/events/spring'
    const page = await open(`/h5Redirect?kind=0&targetUrl=${encodeURIComponent(target)}`, {
      initScript: fakeHostScript('android', { token: 'demo-token', version: '3.31.2' }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('已为您打开目标页面').waitFor()
      const messages = await hostMessagesOf(page)
      expect(messages).toContainEqual({ message: 'goToNewWebView', payload: { name: 'spring', url: target } })
    })
  })
})

describe('partner promotion', () => {
  it('opens before the host answers (a no-wait route)', async () => {
    const page = await open('/xiechengAd', {
      initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.31.0', replyDelayMs: 8000 }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '携程旅行专享').waitFor({ timeout: 2500 })
    })
  })

  it('opens the partner site in a new web view of the app', async () => {
    const page = await open('/xiechengAd', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.31.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.at-button', { hasText: '去携程看看' }).click()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) =>
            record.message === 'goToNewWebView' &&
            (record.payload as { url?: string }).url === 'https://m.ctrip.com/webapp/hotel/',
        ),
      )
    })
  })
})

describe('text fits on the support routes in their other states', () => {
  for (const width of [375, 1280]) {
    it(`fits the text of the five routes in the iOS app, with an update offered, at ${width} px`, async () => {
      // tall enough to hold each whole page: the H5 shell scrolls inside its page container
      const page = await open('/contact', {
        width,
        height: 1600,
        initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.20.0' }),
      })
      await keepScreenshotOnFailure(page, async () => {
        await page.getByText('support@speedup.example').waitFor()
        await expectLayoutFits(page, `support-contact-${width}`)

        await page.goto(`${baseUrl}/tsupport`)
        await page.getByText('speedup_help').waitFor()
        await expectLayoutFits(page, `support-tsupport-${width}`)

        await page.goto(`${baseUrl}/about`)
        await page.locator('.at-button', { hasText: '检查更新' }).click()
        await page.getByText('发现新版本 3.31.0').waitFor()
        await expectLayoutFits(page, `support-about-${width}`)

        await page.goto(`${baseUrl}${OFF_LIST}`)
        await page.getByText('该地址不在允许访问的范围内，为保护您的安全已停止跳转').waitFor()
        await expectLayoutFits(page, `support-h5Redirect-${width}`)

        await page.goto(`${baseUrl}/xiechengAd`)
        await page.getByText('会员出行专享福利').waitFor()
        await page.waitForTimeout(300)
        await expectLayoutFits(page, `support-xiechengAd-${width}`)
      })
    })
  }
})

describe('text fits in the longest language', () => {
  it('fits the text of the support routes in the Vietnamese app, with an update offered, at 375 px', async () => {
    const page = await open('/contact', {
      height: 1600,
      // the app's language comes from the host (getLang), as in the Vietnamese app
      initScript: fakeHostScript('android', { token: 'demo-token', version: '3.25.2', replies: { getLang: 'vi_VN' } }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Liên hệ với chúng tôi').waitFor()
      await page.getByText('support@speedup.example').waitFor()
      await expectLayoutFits(page, 'support-contact-vi_VN-375')
      await page.goto(`${baseUrl}/tsupport`)
      await pageTitle(page, 'Hỗ trợ kỹ thuật').waitFor()
      await page.getByText('speedup_help').waitFor()
      await expectLayoutFits(page, 'support-tsupport-vi_VN-375')
      await page.goto(`${baseUrl}/about`)
      await page.locator('.at-button', { hasText: 'Kiểm tra cập nhật' }).click()
      await page.getByText('Đã có phiên bản mới 3.31.2').waitFor()
      await expectLayoutFits(page, 'support-about-vi_VN-375')
      await page.goto(`${baseUrl}/xiechengAd`)
      await page.getByText('Ưu đãi du lịch dành riêng cho hội viên').waitFor()
      await expectLayoutFits(page, 'support-xiechengAd-vi_VN-375')
    })
  })
})
