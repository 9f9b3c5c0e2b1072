// Issue 8, item 7 in a real browser: Chromium refuses a request whose header holds a line break or
// a character beyond Latin-1, so one such host value would make every call fail.
import { encrypt } from '@/lib/crypto'
import { fakeHostScript, type FakeHostKind } from '../support/fake-hosts'
import { keepScreenshotOnFailure, mockRequests, pageOpener, pageTitle, waitUntil } from './support/browser'

const open = pageOpener()
const KEY = APP_ENVIRONMENT.aesKeyHex

const BAD_REPLIES = {
  requestMarketPlace: '华为',
  getVersion: { version: '3.30.0-β', equipment: '<img src=x onerror=alert(1)>' },
  getUid: 'a\r\nX-Evil: 1',
  getLang: 'x'.repeat(100 * 1024),
}

async function userInfoHeaders(): Promise<Record<string, string>> {
  await waitUntil(async () => (await mockRequests()).some((request) => request.path === '/user/info'))
  const userInfo = (await mockRequests()).find((request) => request.path === '/user/info')
  return userInfo?.headers ?? {}
}

describe('odd host values', () => {
  it.each<FakeHostKind>(['ios', 'android', 'electron'])(
    'under a fake %s host answering non-Latin-1 text, markup, a line break and 100 KB, the page loads and its calls go out',
    async (kind) => {
      const page = await open('/agreement', { initScript: fakeHostScript(kind, { token: 'demo-token', replies: BAD_REPLIES }) })
      await keepScreenshotOnFailure(page, async () => {
        await page.getByText('会员服务协议').first().waitFor()
        expect(await userInfoHeaders()).toMatchObject({ token: 'demo-token', channel: '', version: '' })
      })
    },
  )

  it('a marketplace and a token cookie an earlier visit left in a form the browser refuses are removed, and the page loads', async () => {
    const sealed = encrypt(JSON.stringify('华为'), KEY, crypto.getRandomValues(new Uint8Array(16)))
    const seed = `if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('marketPlace', ${JSON.stringify(sealed)})
      document.cookie = 'token=' + encodeURIComponent('a\\r\\nX-Evil: 1') + '; path=/'
    }`
    const page = await open('/agreement', { initScript: seed })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '协议与政策').waitFor()
      await page.getByText('会员服务协议').first().waitFor()
      const left = await page.evaluate(() => [localStorage.getItem('marketPlace'), document.cookie])
      expect(left).toEqual([null, ''])
    })
  })
})
