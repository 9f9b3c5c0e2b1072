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

const open = pageOpener()

describe('shell routes in a plain browser', () => {
  it('lists the agreements on /agreement and opens one', async () => {
    const page = await open('/agreement')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('会员服务协议').first().click()
      await page.waitForURL('**/memberServiceAgreement')
      await page.getByText('一、会员权益').waitFor()
    })
  })

  it('shows the same screen on /agreements as on /agreement', async () => {
    const page = await open('/agreements')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '协议与政策').waitFor()
      await page.getByText('注销账号协议').waitFor()
    })
  })

  it('shows the monthly and the cancel-account agreements on their own paths', async () => {
    const page = await open('/monthlyVipAgreement')
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '连续包月协议').waitFor()
      await page.goto(`${baseUrl}/cancelAccountAgreement`)
      await pageTitle(page, '注销账号协议').waitFor()
    })
  })

  it('switches /clause between the user service agreement and the privacy policy', async () => {
    const page = await open('/clause')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('用户服务协议').nth(1).waitFor()
      await page.locator('.at-segmented-control__item', { hasText: '用户隐私政策' }).click()
      await page.locator('.agreement-document__title', { hasText: '用户隐私政策' }).waitFor()
    })
  })

  it('sends an unmatched path to /404 with a way home', async () => {
    const page = await open('/no-such-screen')
    await keepScreenshotOnFailure(page, async () => {
      await page.waitForURL('**/404')
      await pageTitle(page, '页面不存在').waitFor()
      await page.locator('.at-button', { hasText: '返回首页' }).click()
      await page.waitForURL('**/welfare')
    })
  })

  it('shows an error with a retry when the agreement list fails, and the retry works', async () => {
    await injectFault('/sys/protocolTutorial/list', '500')
    const page = await open('/memberServiceAgreement')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
      await page.locator('.at-button', { hasText: '重试' }).click()
      await page.getByText('一、会员权益').waitFor()
    })
  })

  it('shows an error, not a blank page, when the agreement list cannot be decrypted', async () => {
    await injectFault('/sys/protocolTutorial/list', 'bad-cipher')
    const page = await open('/monthlyVipAgreement')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加载失败，请稍后重试').waitFor()
    })
  })
})

describe('while the scripts load', () => {
  it('shows a spinner in place of a blank page, and takes it away once the page is there', async () => {
    const page = await open('/404')
    await keepScreenshotOnFailure(page, async () => {
      let releaseScripts = () => undefined as void
      const scriptsHeld = new Promise<void>((resolve) => {
        releaseScripts = resolve
      })
      await page.route('**/js/*.js', async (route) => {
        await scriptsHeld
        await route.continue()
      })
      await page.goto(`${baseUrl}/welfare`, { waitUntil: 'commit' })
      const spinner = page.locator('#app-loading')
      await spinner.waitFor({ state: 'visible' })
      expect(await page.locator('#app').innerHTML()).toBe('')
      releaseScripts()
      await pageTitle(page, '福利中心').waitFor()
      expect(await spinner.isVisible()).toBe(false)
    })
  })
})

describe('login page', () => {
  it('says what is wrong with the phone number and keeps what was typed', async () => {
    const page = await open('/login')
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('input[name="phone"]').fill('12345')
      await page.locator('.login__submit').click()
      await page.getByText('请输入正确的手机号').waitFor()
      await page.getByText('请输入验证码').last().waitFor()
      expect(await page.locator('input[name="phone"]').inputValue()).toBe('12345')
    })
  })

  it('logs the demo account in with its code and goes to the redirect target', async () => {
    const page = await open('/login?redirectUrl=%2Fclause')
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('input[name="phone"]').fill('13800138000')
      await page.locator('input[name="code"]').fill('123456')
      await page.locator('.login__submit').click()
      await page.waitForURL('**/clause')
      const cookies = await page.context().cookies(baseUrl)
      expect(cookies.find((cookie) => cookie.name === 'token')?.value).toMatch(/^tok-/)
    })
  })

  it('refuses a wrong code with the server message and keeps the form', async () => {
    const page = await open('/login')
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('input[name="phone"]').fill('13800138000')
      await page.locator('input[name="code"]').fill('000000')
      await page.locator('.login__submit').click()
      await page.getByText('验证码错误').waitFor()
      expect(await page.locator('input[name="code"]').inputValue()).toBe('000000')
    })
  })
})

describe('inside the native hosts', () => {
  it('takes the token from a fake iOS host and sends it on the wire', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1', equipment: 'dev-1' }) })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '协议与政策').waitFor()
      await waitUntil(async () => (await mockRequests()).some((request) => request.path === '/user/info'))
      const userInfo = (await mockRequests()).find((request) => request.path === '/user/info')
      expect(userInfo?.headers.token).toBe('demo-token')
      expect(userInfo?.headers.platformtype).toBe('0')
    })
  })

  it('changes the page language when the host calls setLang', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('ios', { token: 'demo-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '协议与政策').waitFor()
      await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('en_US'))
      await pageTitle(page, 'Agreements and policies').waitFor()
    })
  })

  it('ignores setLang with a language outside the supported set', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('android', { token: 'demo-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '协议与政策').waitFor()
      await page.evaluate(() => (window as unknown as { setLang(lang: string): void }).setLang('xx_XX'))
      await pageTitle(page, '协议与政策').waitFor()
    })
  })

  it('asks a fake Android host for the token and version and sets the title', async () => {
    const page = await open('/memberServiceAgreement', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.26.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('一、会员权益').waitFor()
      const messages = (await hostMessagesOf(page)).map((record) => record.message)
      expect(messages).toEqual(expect.arrayContaining(['getToken', 'getVersion', 'setTitle']))
    })
  })

  it('hands a 401 to the host as jumpLogin', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('electron', { token: 'expired-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'jumpLogin'))
    })
  })

  it('sends the protocol list encrypted with the spec headers', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('electron', { token: 'demo-token', version: '3.1.0' }) })
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await mockRequests()).some((request) => request.path === '/sys/protocolTutorial/list'))
      const list = (await mockRequests()).find((request) => request.path === '/sys/protocolTutorial/list')
      expect(list?.headers).toMatchObject({ lang: 'zh_CN', h5: '1', 'content-type': 'application/json' })
      expect(Object.keys(JSON.parse(list?.rawBody ?? '{}'))).toEqual(['data'])
      expect(list?.rawBody).not.toContain('platformType')
      expect(list?.decryptedBody).toMatchObject({ lang: 'zh_CN' })
    })
  })
})

describe('every shell route in every host', () => {
  const shellRoutes: Array<[string, string]> = [
    ['/agreement', '协议与政策'],
    ['/agreements', '协议与政策'],
    ['/clause', '服务条款'],
    ['/memberServiceAgreement', '会员服务协议'],
    ['/monthlyVipAgreement', '连续包月协议'],
    ['/cancelAccountAgreement', '注销账号协议'],
    ['/login', '登录'],
    ['/404', '页面不存在'],
  ]
  const hosts: Array<['ios' | 'android' | 'electron' | 'plain browser', string | undefined]> = [
    ['ios', fakeHostScript('ios', { token: 'demo-token', version: '3.30.0' })],
    ['android', fakeHostScript('android', { token: 'demo-token', version: '3.30.0' })],
    ['electron', fakeHostScript('electron', { token: 'demo-token', version: '3.1.0' })],
    ['plain browser', undefined],
  ]
  for (const [hostName, initScript] of hosts) {
    it(`shows every shell route under a ${hostName === 'plain browser' ? hostName : `fake ${hostName} host`}`, async () => {
      const page = await open('/agreement', { initScript })
      await keepScreenshotOnFailure(page, async () => {
        for (const [route, title] of shellRoutes) {
          await page.goto(`${baseUrl}${route}`)
          await pageTitle(page, title).waitFor()
          expect(new URL(page.url()).pathname).toBe(route)
        }
      })
    })
  }

  it('tells the desktop host the page is ready with the navigation callback', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('electron', { token: 'demo-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'initPage'))
      await page.evaluate(() => (window as unknown as { navigate(path: string): void }).navigate('/clause'))
      await page.waitForURL('**/clause')
    })
  })
})
