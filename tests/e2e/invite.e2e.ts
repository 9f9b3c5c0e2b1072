import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { fakeHostScript, type FakeHostOptions } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, keepScreenshotOnFailure, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

// The first answer of the build is compressed on demand by the static server: under load it
// outlasts a page's 10 s navigation, so the files are fetched once before the first test.
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl}/inviteV4`, { headers: { 'accept-encoding': 'br, gzip' } })).text()
  const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1])
  await Promise.all(assets.map((asset) => fetch(new URL(asset, baseUrl), { headers: { 'accept-encoding': 'br, gzip' } })))
}, 120000)

const DEMO = { token: 'demo-token' }
const DEMO_LINK = 'https://www.speedup.example/invite?code=SU10001'
const SAVING_APP = '3.30.0'

function inApp(kind: 'ios' | 'android', options: FakeHostOptions) {
  return { initScript: fakeHostScript(kind, { token: 'demo-token', ...options }) }
}

/** The canvas's pixels, read in the page; how many differ from its first pixel; what a QR scanner reads in them. */
async function readCanvas(page: Page, id: string): Promise<{ decoded: string | undefined; colours: number }> {
  // one grey byte a pixel, as text: an array of 2.5 million numbers takes minutes to leave the page
  const image = await page.evaluate((canvasId) => {
    const canvas = document.getElementById(canvasId) as HTMLCanvasElement
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    const grey: string[] = []
    for (let offset = 0; offset < data.length; offset += 4) {
      grey.push(String.fromCharCode(Math.round((data[offset] + data[offset + 1] + data[offset + 2]) / 3)))
    }
    return { width: canvas.width, height: canvas.height, grey: grey.join('') }
  }, id)
  const data = new Uint8ClampedArray(image.width * image.height * 4)
  for (let index = 0; index < image.grey.length; index += 1) {
    const value = image.grey.charCodeAt(index)
    data.set([value, value, value, 255], index * 4)
  }
  const colours = new Set<number>()
  for (let offset = 0; offset < data.length; offset += 4 * 97) colours.add((data[offset] << 16) | (data[offset + 1] << 8) | data[offset + 2])
  return { decoded: jsQR(data, image.width, image.height)?.data, colours: colours.size }
}

async function posterDrawn(page: Page) {
  await page.locator('.invite__poster[data-state="drawn"]').waitFor()
}

function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast', { hasText: text })
}

describe('invite poster', () => {
  it('draws the poster with the invite link as a QR code a scanner reads', async () => {
    const page = await open('/inviteV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '邀请好友').waitFor()
      await posterDrawn(page)
      const { decoded, colours } = await readCanvas(page, 'invite-poster')
      expect(colours).toBeGreaterThan(2)
      expect(decoded).toBe(DEMO_LINK)
      expect(await page.getByTestId('invite-link').textContent()).toBe(DEMO_LINK)
      await expectLayoutFits(page, 'invite-poster')
    })
  })

  it('copies the invite link and says so', async () => {
    const page = await open('/inviteV4', { ...DEMO, permissions: ['clipboard-read', 'clipboard-write'] })
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__copy.at-button').click()
      await toast(page, '邀请链接已复制').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEMO_LINK)
    })
  })

  it('saves the poster through the app host and says it is saved', async () => {
    const page = await open('/inviteV4', inApp('ios', { version: SAVING_APP, replies: { saveImage: { saved: true } } }))
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__save.at-button').click()
      await toast(page, '海报已保存到相册').waitFor()
      const saves = (await hostMessagesOf(page)).filter((record) => record.message === 'saveImage')
      expect(saves).toHaveLength(1)
      const payload = saves[0].payload as { image: string; name: string; callback: string }
      expect(payload.image.startsWith('data:image/png;base64,')).toBe(true)
      expect(payload.name).toBe('invite-SU10001.png')
      expect(payload.callback).toMatch(/^__hostAnswer_saveImage_\d+$/)
    })
  })

  it('tells a blacklisted account it cannot join', async () => {
    const page = await open('/inviteV4', { token: 'risky-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('restricted-notice').waitFor()
      expect(await page.locator('#invite-poster').count()).toBe(0)
    })
  })
})

