// Support, about, redirect and partner routes in Chromium against the H5 build and the mock.
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, keepScreenshotOnFailure, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

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
})

describe('h5 redirect', () => {
  it('refuses a host off the allow-list in a plain browser without leaving the page', async () => {
    const page = await open(OFF_LIST)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('该地址不在允许访问的范围内，为保护您的安全已停止跳转').waitFor()
      await page.waitForTimeout(500)
      expect(page.url()).toBe(`${baseUrl}${OFF_LIST}`)
    })
  })
})

// Pairwise with the Vietnamese test below: Chinese at 1280 px, Vietnamese at 375 px.
describe('text fits on the support routes in their other states', () => {
  it('fits the text of the five routes in the iOS app, with an update offered, at 1280 px', async () => {
    const width = 1280
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
