import type { Page } from 'playwright-core'
import { baseUrl, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()
const PARTNER_SITE = 'https://m.ctrip.com/webapp/hotel/'

function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang)
}

/** The header's language button, found by its accessible name. */
function languageButton(page: Page, name: string) {
  return page.getByRole('button', { name })
}

function languageSheet(page: Page) {
  return page.locator('.at-action-sheet--active')
}

describe('the language a link asks for', () => {
  it('stays on the next page opened without it', async () => {
    const page = await open('/agreement?lang=en_US')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Agreements and policies').waitFor()
      await page.goto(`${baseUrl}/clause`)
      await pageTitle(page, 'Terms of service').waitFor()
      expect(await htmlLang(page)).toBe('en')
    })
  })

  it('lands an unmatched path on an English /404', async () => {
    const page = await open('/no-such-screen?lang=en_US')
    await keepScreenshotOnFailure(page, async () => {
      await page.waitForURL('**/404?lang=en_US')
      await pageTitle(page, 'Page not found').waitFor()
      expect(await htmlLang(page)).toBe('en')
    })
  })

  it('opens the semicolon link of /zfbVerified in its language', async () => {
    const page = await open('/zfbVerified?a=1;lang=vi_VN')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Xác thực qua Alipay').waitFor()
      expect(await htmlLang(page)).toBe('vi')
    })
  })

  it('goes to login and back with the page', async () => {
    const page = await open('/agreement?lang=en_US')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Agreements and policies').waitFor()
      await page.goto(`${baseUrl}/login?redirectUrl=%2Fclause`)
      await pageTitle(page, 'Log in').waitFor()
      await page.locator('input[name="phone"]').fill('13800138000')
      await page.locator('input[name="code"]').fill('123456')
      await page.locator('.login__submit').click()
      await page.waitForURL('**/clause')
      await pageTitle(page, 'Terms of service').waitFor()
    })
  })
})

describe('the first visit in a plain browser', () => {
  // the choice among device languages is tested in tests/lib/i18n.test.ts; this is the browser's own
  it('an en-US browser opens on the English title, <html lang> en', async () => {
    const page = await open('/agreement', { locale: 'en-US' })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Agreements and policies').waitFor()
      expect(await htmlLang(page)).toBe('en')
    })
  })
})

// The switch is on the home, welfare, me, help and login screens (PageShell's languageSwitch); /help here.
describe('the language switch', () => {
  it('changes the language at once, and a reload keeps it', async () => {
    const page = await open('/help')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '帮助中心').waitFor()
      await languageButton(page, '切换语言，当前为简体中文').click()
      await languageSheet(page).getByText('English', { exact: true }).click()
      await pageTitle(page, 'Help centre').waitFor()
      expect(await htmlLang(page)).toBe('en')
      await page.reload()
      await pageTitle(page, 'Help centre').waitFor()
      expect(await htmlLang(page)).toBe('en')
    })
  })

  it('sends the chosen language on the next requests', async () => {
    const page = await open('/help')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '帮助中心').waitFor()
      await languageButton(page, '切换语言，当前为简体中文').click()
      await languageSheet(page).getByText('Tiếng Việt', { exact: true }).click()
      await waitUntil(async () =>
        (await mockRequests()).some((request) => request.path === '/wordpress/list' && request.headers.lang === 'vi_VN'),
      )
    })
  })

  // pairwise: the longest language (vi_VN) at both widths, the two scripts of Chinese at one each
  for (const [width, language, title] of [
    [375, 'zh_CN', '帮助中心'],
    [1280, 'zh_TW', '幫助中心'],
    [375, 'vi_VN', 'Trung tâm trợ giúp'],
    [1280, 'vi_VN', 'Trung tâm trợ giúp'],
  ] as const) {
    it(`fits the header at ${width} px in ${language}`, async () => {
      const page = await open(`/help?lang=${language}`, { width })
      await keepScreenshotOnFailure(page, async () => {
        await pageTitle(page, title).waitFor()
        const header = await page.locator('.page-shell__header').boundingBox()
        const button = await page.locator('.language-switch__button').boundingBox()
        const heading = await page.locator('.page-shell__title', { hasText: title }).boundingBox()
        if (!header || !button || !heading) throw new Error('header, title or switch not laid out')
        // the switch sits inside the header, beside the title, never over it
        expect(button.x + button.width).toBeLessThanOrEqual(header.x + header.width + 0.5)
        expect(heading.x + heading.width).toBeLessThanOrEqual(button.x)
        await expectLayoutFits(page, `language-header-${language}-${width}`)
        await page.locator('.language-switch__button').click()
        await languageSheet(page).getByText('Tiếng Việt', { exact: true }).waitFor()
        await page.waitForTimeout(400)
        await expectLayoutFits(page, `language-sheet-${language}-${width}`)
      })
    })
  }
})

describe('toasts', () => {
  it('show a short message on one line, as wide as its text, though the box sits in the middle of the window', async () => {
    const page = await open('/signInV4', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.sign-in__action', { hasText: '立即签到' }).click()
      const text = page.locator('.toast .toast__text', { hasText: '签到成功' })
      await text.waitFor()
      const lineTops = await text.evaluate((element) => {
        const range = document.createRange()
        range.selectNodeContents(element)
        return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))]
      })
      expect(lineTops).toHaveLength(1)
    })
  })

  it('let a tap on the login button through while "code sent" shows over it', async () => {
    const page = await open('/login')
    await keepScreenshotOnFailure(page, async () => {
      const submit = page.locator('.login__submit')
      const box = await submit.boundingBox()
      if (!box) throw new Error('login button not laid out')
      // the toast sits in the middle of the window: put the button's middle there
      await page.setViewportSize({ width: 375, height: Math.round(2 * (box.y + box.height / 2)) })
      await page.locator('input[name="phone"]').fill('13800138000')
      await page.locator('input[name="code"]').fill('123456')
      await page.locator('.login__send-code').click()
      const toast = page.locator('.toast', { hasText: '验证码已发送' })
      await toast.waitFor()
      const toastBox = await toast.boundingBox()
      const buttonBox = await submit.boundingBox()
      if (!toastBox || !buttonBox) throw new Error('toast or button not laid out')
      const x = toastBox.x + toastBox.width / 2
      const y = toastBox.y + toastBox.height / 2
      // the point tapped is on the toast and on the button
      expect([x > buttonBox.x && x < buttonBox.x + buttonBox.width, y > buttonBox.y && y < buttonBox.y + buttonBox.height]).toEqual([
        true,
        true,
      ])
      await expectLayoutFits(page, 'language-toast-over-login-375')
      await page.mouse.click(x, y)
      await waitUntil(async () => (await mockRequests()).some((request) => request.path === '/user/loginByPhone'))
    })
  })
})

describe('outside links in a plain browser', () => {
  async function answerOutsideSites(page: Page): Promise<void> {
    // the outside sites answer from here: the test never leaves the machine
    await page.context().route(/^https:\/\/(www\.speedup\.example|m\.ctrip\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }),
    )
  }

  it('visit on /contact opens the site in a new tab, and the app stays where it was', async () => {
    const page = await open('/contact')
    await keepScreenshotOnFailure(page, async () => {
      await answerOutsideSites(page)
      const visit = page.locator('[data-channel="officialSite"] .at-button', { hasText: '访问' })
      await visit.waitFor()
      const popup = page.context().waitForEvent('page')
      await visit.click()
      const tab = await popup
      await tab.waitForURL('https://www.speedup.example/')
      expect(await tab.evaluate(() => window.opener)).toBeNull()
      await pageTitle(page, '联系我们').waitFor()
      expect(page.url()).toBe(`${baseUrl}/contact`)
    })
  })

  it('the partner button on /xiechengAd opens the partner in a new tab, and the app stays', async () => {
    const page = await open('/xiechengAd')
    await keepScreenshotOnFailure(page, async () => {
      await answerOutsideSites(page)
      const partner = page.locator('.partner-promotion__open')
      await partner.waitFor()
      const popup = page.context().waitForEvent('page')
      await partner.click()
      const tab = await popup
      await tab.waitForURL(PARTNER_SITE)
      expect(page.url()).toBe(`${baseUrl}/xiechengAd`)
    })
  })
})
