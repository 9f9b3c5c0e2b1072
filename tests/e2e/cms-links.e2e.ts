// Issue 25: a help-centre (CMS) article whose links try to leave the product. Under every H5 host
// a tap on each leaves the page where it was, asks no other site for anything, and sends the host
// no link message (docs/bridge.md, "A link in a help-centre (CMS) article").
import type { Page, Request } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, keepScreenshotOnFailure, pageOpener, type OpenOptions } from './support/browser'

const open = pageOpener()

const ARTICLE_ID = 11
const ARTICLE_PATH = `/helpDetails?q=x&t=speedUp&id=${ARTICLE_ID}`

// kept as links by the sanitiser; the link rules refuse a tap on each
const REFUSED_LINKS = [
  ['a1 plain http', 'http://evil.example/a1', ''],
  ['a3 target top', 'https://evil.example/a3', ' target="_top"'],
  ['a7 upper case', 'HTTPS://EVIL.EXAMPLE/a7', ''],
  ['a8 encoded colon', 'https&#58;//evil.example/a8', ''],
  ['a9 lookalike host', 'https://www.speedup.example.evil.example/a9', ''],
] as const

// stripped of their href by the sanitiser: the text shows, there is nothing to follow
const STRIPPED_LINKS = [
  ['a5 protocol relative', '//evil.example/a5'],
  ['b1 javascript', 'javascript:document.title=&quot;ran&quot;'],
  ['b2 upper case javascript', 'JAVASCRIPT:document.title=&quot;ran&quot;'],
  ['b3 data', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['b4 entity scheme', '&#106;avascript:document.title=&quot;ran&quot;'],
  ['b5 encoded tab', 'jav&#x09;ascript:document.title=&quot;ran&quot;'],
  ['b6 percent scheme', '%6Aavascript:document.title=&quot;ran&quot;'],
  ['b7 backslashes', 'https:\\\\evil.example/b7'],
  ['b8 user info', 'https://www.speedup.example@evil.example/b8'],
] as const

const HOSTILE_ARTICLE = [
  '<p>请按以下步骤逐一排查：</p>',
  ...REFUSED_LINKS.map(([text, href, extra]) => `<p><a href="${href}"${extra}>${text}</a></p>`),
  ...STRIPPED_LINKS.map(([text, href]) => `<p><a href="${href}" target="_top">${text}</a></p>`),
].join('')

const LINK_MESSAGES = ['goToNewWebView', 'openInBrowser', 'jumpOutboundLink', 'jumpWxMiniProgress']

const HOSTS: ReadonlyArray<readonly [string, OpenOptions]> = [
  ['a plain browser', {}],
  ['the iOS app', { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1' }) }],
  ['the Android app', { initScript: fakeHostScript('android', { token: 'demo-token', version: '3.30.1' }) }],
  ['the desktop app', { initScript: fakeHostScript('electron', { token: 'demo-token', version: '3.1.0' }) }],
]

/** Article `id` answers `content` until the next reset (POST /api/__mock/help, docs/api.md). */
async function setHelpArticle(id: number, content: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/__mock/help`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, content }),
  })
  if (response.status !== 200) throw new Error(`the mock refused the article: HTTP ${response.status}`)
}

/** Records every request the browser makes for another origin, and answers none of them (the test never leaves the machine). */
async function recordForeignRequests(page: Page): Promise<string[]> {
  const foreign: string[] = []
  const own = new URL(baseUrl).origin
  const isForeign = (url: URL) => url.origin !== own && url.protocol !== 'data:' && url.protocol !== 'blob:'
  page.context().on('request', (request: Request) => {
    if (isForeign(new URL(request.url()))) foreign.push(request.url())
  })
  await page.context().route(isForeign, (route) => route.abort())
  return foreign
}

describe('hostile links in a help-centre article', () => {
  it.each(HOSTS)('in %s, a tap on any of them stays in the app, asks no other site and sends the host no link', async (_host, options) => {
    await setHelpArticle(ARTICLE_ID, HOSTILE_ARTICLE)
    const page = await open(ARTICLE_PATH, options)
    await keepScreenshotOnFailure(page, async () => {
      const foreign = await recordForeignRequests(page)
      const content = page.locator('.help-details__content')
      await content.getByText('请按以下步骤逐一排查：').waitFor()
      const before = page.url()
      const title = await page.title()
      // only the links the rules refuse on a tap are drawn as links
      expect(await content.getByRole('link').allTextContents()).toEqual(REFUSED_LINKS.map(([text]) => text))

      for (const [text] of REFUSED_LINKS) {
        await content.getByText(text).click()
        await page.locator('.toast', { hasText: '该链接不安全，已阻止打开' }).waitFor()
      }
      for (const [text] of STRIPPED_LINKS) await content.getByText(text).click()
      // time for a navigation, a new tab or a host message, had any tap started one
      await page.waitForTimeout(500)

      expect({
        url: page.url(),
        title: await page.title(),
        pages: page.context().pages().length,
        foreign,
        sentToHost: (await hostMessagesOf(page)).filter((record) => LINK_MESSAGES.includes(record.message)),
      }).toEqual({ url: before, title, pages: 1, foreign: [], sentToHost: [] })
    })
  })
})
