import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()

/**
 * Whether a request is for a lazy chunk of the H5 build (a page's code, code pages share): a
 * numbered script that index.html does not load itself (its vendors chunk is numbered too).
 */
async function lazyChunkMatcher(): Promise<(url: URL) => boolean> {
  const html = await (await fetch(`${baseUrl}/`)).text()
  const initial = new Set([...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]))
  return (url) => /^\/js\/\d+\.[0-9a-f]+\.js$/.test(url.pathname) && !initial.has(url.pathname)
}

describe('shell routes in a plain browser', () => {
  it('switches /clause between the user service agreement and the privacy policy', async () => {
    const page = await open('/clause')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('用户服务协议').nth(1).waitFor()
      await page.locator('.at-segmented-control__item', { hasText: '用户隐私政策' }).click()
      await page.locator('.agreement-document__title', { hasText: '用户隐私政策' }).waitFor()
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
  it('loads a page whose code failed to arrive once, by asking for it again', async () => {
    const page = await open('/404', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      const aborted = new Set<string>()
      await page.route(await lazyChunkMatcher(), async (route) => {
        if (aborted.has(route.request().url())) return route.continue()
        aborted.add(route.request().url())
        return route.abort('connectionreset')
      })
      await page.goto(`${baseUrl}/welfare`)
      await pageTitle(page, '福利中心').waitFor()
      expect(aborted.size).toBeGreaterThan(0)
    })
  })

  it('shows the error state when a page’s code never arrives, and its retry loads the page', async () => {
    const page = await open('/404', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      const lazyChunk = await lazyChunkMatcher()
      await page.route(lazyChunk, (route) => route.abort('internetdisconnected'))
      await page.goto(`${baseUrl}/welfare`)
      const failure = page.locator('.page-load-failure')
      await failure.getByText('加载失败，请稍后重试').waitFor({ timeout: 15000 })
      await page.unroute(lazyChunk)
      await failure.getByRole('button', { name: '重试' }).click()
      await pageTitle(page, '福利中心').waitFor()
      expect(await failure.count()).toBe(0)
    })
  })

  it('gives each try of a page’s code that never answers 120 s (spec 9), and shows the error state after the third', async () => {
    const page = await open('/404', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      // every request for the page's code hangs: only the loader's timeout ends a try
      let asked = false
      await page.route(await lazyChunkMatcher(), (route) => {
        // the page before may still ask for code of its own (its controls' roles, once idle): only
        // /welfare's asks time the tries
        if (new URL(route.request().frame().url()).pathname === '/welfare') asked = true
      })
      await page.clock.install()
      // the hanging script holds the load event back
      await page.goto(`${baseUrl}/welfare`, { waitUntil: 'commit' })
      await waitUntil(async () => asked)
      const failure = page.locator('.page-load-failure')
      // three tries of 120 s, with waits of 1 s and 3 s between them: 364 s in all
      await page.clock.runFor(363_000)
      expect(await failure.count()).toBe(0)
      await page.clock.runFor(1_000)
      await failure.getByText('加载失败，请稍后重试').waitFor()
    })
  })
})

describe('login page', () => {
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

})

describe('inside the native hosts', () => {
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

// Every shell route, aliases included, in a plain browser; under the hosts, every screen opens in
// host-timing.e2e.ts.
describe('every shell route', () => {
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

  it('shows every shell route on its own path in a plain browser', async () => {
    const page = await open('/agreement')
    await keepScreenshotOnFailure(page, async () => {
      for (const [route, title] of shellRoutes) {
        await page.goto(`${baseUrl}${route}`)
        await pageTitle(page, title).waitFor()
        expect(new URL(page.url()).pathname).toBe(route)
      }
    })
  })

  it('tells the desktop host the page is ready with the navigation callback', async () => {
    const page = await open('/agreement', { initScript: fakeHostScript('electron', { token: 'demo-token' }) })
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await hostMessagesOf(page)).some((record) => record.message === 'initPage'))
      await page.evaluate(() => (window as unknown as { navigate(path: string): void }).navigate('/clause'))
      await page.waitForURL('**/clause')
    })
  })
})

describe("the mobile apps' title bar right item (docs/bridge.md 3.2)", () => {
  it('shows the records link while its page is shown, and not over the page it opens', async () => {
    const page = await open('/coinExchange', { initScript: fakeHostScript('ios', { token: 'demo-token' }) })
    const rightItems = async () =>
      (await hostMessagesOf(page)).filter((record) => record.message === 'showRightItem').map((record) => record.payload)
    const lastRightItemShown = async () => ((await rightItems()).at(-1) as { visible?: boolean } | undefined)?.visible
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () => (await lastRightItemShown()) === true)
      expect((await rightItems())[0]).toEqual({
        visible: true,
        title: '兑换记录',
        name: 'redeemRecordV4',
        url: `${baseUrl}/redeemRecordV4`,
      })
      await page.locator('.coin-exchange__records').first().click()
      await page.waitForURL('**/redeemRecordV4')
      await waitUntil(async () => (await lastRightItemShown()) === false)
      await page.goBack()
      await page.waitForURL('**/coinExchange')
      await waitUntil(async () => (await lastRightItemShown()) === true)
    })
  })
})
