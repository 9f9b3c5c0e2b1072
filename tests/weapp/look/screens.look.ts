// `npm run look` (issue 23): the key screens of the mini-program drawn as WeChat draws them (wcc's tree,
// wcsc's stylesheets, 375 px) beside the same screens of the H5 build at 375 px, in zh_CN, en_US and
// vi_VN, kept as test-results/look/<screen>-<language>.png for a person to compare. Each drawing is
// checked with the browser suite's layout check, so text cut, run over its box or with a word broken
// over two lines ("Gift membersh / ip") in the mini-program fails here as it fails on H5. Needs
// dist/weapp (built by the runner) and dist/h5 built for the mock.
import fs from 'fs'
import path from 'path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { findRoute, pagePathOf } from '@/routes'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/support/chromium'
import { describeFaults, layoutFaults } from '../../e2e/support/layout-faults'
import { distDir } from '../support/mini-program'
import { drawInBrowser, keepPicture, PHONE } from '../support/look'
import { loadedScreen } from '../support/screen'
import { DEMO_TOKEN, miniProgramSession } from '../support/session'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the scripts' own CommonJS helpers
const { serveBuild } = require('../../../scripts/support/host') as {
  serveBuild(dir: string): Promise<{ baseUrl: string; close(): Promise<void> }>
}

// LOOK_H5_DIST: another H5 mock build than dist/h5
const H5_DIST = path.resolve(__dirname, '../../..', process.env.LOOK_H5_DIST ?? 'dist/h5')

/** The screens issue 23 names, the two tabs, and screens with the data's pictures; H5 has no home tab (`/` forwards to /welfare there). */
const SCREENS = ['/welfare', '/signInV4', '/coinExchange', '/login', '/inviteV4', '/me', '/', '/lottery', '/pointEventV2', '/weeklyReward'] as const
const WEAPP_ONLY: readonly string[] = ['/']

/** WeChat's language setting, and the same language in an H5 link. */
const LANGUAGES = [
  ['zh_CN', 'zh_CN'],
  ['en', 'en_US'],
  ['vi', 'vi_VN'],
] as const

const session = miniProgramSession()
let browser: Browser
let h5: { baseUrl: string; close(): Promise<void> }

beforeAll(async () => {
  if (!fs.existsSync(path.join(H5_DIST, 'index.html'))) throw new Error('dist/h5 is missing: APP_ENV=mock npm run build:h5')
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  h5 = await serveBuild(H5_DIST)
})

afterAll(async () => {
  await browser?.close()
  await h5?.close()
})

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, screen: PHONE, deviceScaleFactor: 2 })
  await context.addCookies([{ name: 'token', value: DEMO_TOKEN, url: h5.baseUrl }])
  return context.newPage()
}

async function h5Screen(screenPath: string, language: string): Promise<Page> {
  const page = await phonePage()
  await page.goto(`${h5.baseUrl}${screenPath}?lang=${language}`)
  await page.locator('.page-shell__body').first().waitFor()
  await page.waitForFunction(() => document.querySelectorAll('.status-view[data-status="loading"]').length === 0)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Taro's H5 page scrolls inside its own container: a window as tall as the page shows it all
  const height = await page.evaluate(() => Math.max(...[...document.querySelectorAll('*')].map((element) => element.scrollHeight)))
  await page.setViewportSize({ width: PHONE.width, height: Math.max(PHONE.height, height) })
  return page
}

/** One picture: the mini-program's drawing and H5's, side by side at their full height. */
async function keepSideBySide(name: string, weapp: string, web: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 2 * PHONE.width + 48, height: PHONE.height } })
  const picture = (file: string, caption: string) =>
    `<figure style="margin:0"><figcaption style="font:14px sans-serif;padding:4px 0">${caption}</figcaption><img src="data:image/png;base64,${fs.readFileSync(file).toString('base64')}" style="width:${PHONE.width}px;display:block;border:1px solid #ccc"></figure>`
  await page.setContent(`<body style="margin:8px;display:flex;gap:16px;align-items:flex-start">${picture(weapp, 'mini-program (wcc + wcsc)')}${picture(web, 'H5')}</body>`)
  await keepPicture(page, name)
  await page.close()
}

describe.each(LANGUAGES)('the mini-program drawn beside H5 at 375 px, WeChat in %s', (wechatLanguage, h5Language) => {
  it.each(SCREENS)('%s', async (screenPath) => {
    const route = findRoute(screenPath)
    if (!route) throw new Error(`no route ${screenPath}`)
    const program = await session.launch({ token: screenPath === '/login' ? undefined : DEMO_TOKEN, url: pagePathOf(route), settings: { language: wechatLanguage } })
    await loadedScreen(program)
    await program.settle()
    const weapp = await phonePage()
    await drawInBrowser(program, weapp, distDir)
    const name = `${screenPath === '/' ? 'home' : screenPath.slice(1)}-${h5Language}`
    const weappPicture = await keepPicture(weapp, `weapp-${name}`)
    const faults = await layoutFaults(weapp)
    await weapp.context().close()
    if (!WEAPP_ONLY.includes(screenPath)) {
      const web = await h5Screen(screenPath, h5Language)
      await keepSideBySide(name, weappPicture, await keepPicture(web, `h5-${name}`))
      await web.context().close()
    }
    expect(describeFaults(faults)).toBe('')
  })
})
