import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import { fakeHostScript, type FakeHostOptions } from '../support/fake-hosts'
import { baseUrl, hostMessagesOf, injectFault, keepScreenshotOnFailure, pageOpener, pageTitle, waitUntil } from './support/browser'
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
const DOWNLOAD_LINK = 'https://www.speedup.example/download'
const SAVING_APP = '3.30.0'
const OLD_APP = '3.25.2'

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

  it('shows the rewards with their figures', async () => {
    const page = await open('/inviteV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('你和好友各得 100 金币或 1 天 VIP').waitFor()
      await page.getByText('其购买时长的 10%（部分活动为 10% + 5%）').waitFor()
      await page.getByText('奖励在 1 小时内到账').waitFor()
    })
  })

  it('draws the poster in English too, and it still decodes', async () => {
    const page = await open('/inviteV4?lang=en_US', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Invite friends').waitFor()
      await posterDrawn(page)
      expect((await readCanvas(page, 'invite-poster')).decoded).toBe(DEMO_LINK)
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

  it('says the image save failed when the app host could not save it', async () => {
    const page = await open('/inviteV4', inApp('android', { version: SAVING_APP, replies: { saveImage: { saved: false } } }))
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__save.at-button').click()
      await toast(page, '图片保存失败，请更新到最新版本后重试').waitFor()
    })
  })

  it('tells an older app to upgrade and sends it nothing', async () => {
    const page = await open('/inviteV4', inApp('ios', { version: OLD_APP, replies: { saveImage: { saved: true } } }))
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__save.at-button').click()
      await toast(page, '当前客户端不支持该请求，请升级').waitFor()
      expect((await hostMessagesOf(page)).some((record) => record.message === 'saveImage')).toBe(false)
    })
  })

  it('tells an app that does not know saveImage to upgrade, whatever its version', async () => {
    const known = ['getToken', 'getVersion', 'setTitle', 'H5Monitor']
    const page = await open('/inviteV4', inApp('android', { version: SAVING_APP, messages: known }))
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__save.at-button').click()
      await toast(page, '当前客户端不支持该请求，请升级').waitFor()
    })
  })

  it('says in a plain browser that the poster can only be saved in the app', async () => {
    const page = await open('/inviteV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await posterDrawn(page)
      await page.locator('.invite__save.at-button').click()
      await toast(page, /海报仅支持在 App 内保存/).waitFor()
    })
  })

  it('reports the invite page view to the app', async () => {
    const page = await open('/inviteV4', inApp('ios', { version: SAVING_APP }))
    await keepScreenshotOnFailure(page, async () => {
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) => record.message === 'H5Monitor' && JSON.stringify(record.payload).includes('YaoQing_PV'),
        ),
      )
    })
  })

  it('shows an error with a retry when the invite details fail, and the retry works', async () => {
    await injectFault('/invite/summary', '500')
    const page = await open('/inviteV4', DEMO)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('邀请信息加载失败').waitFor()
      await page.locator('.status-view__retry').click()
      await posterDrawn(page)
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/inviteV4')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后邀请好友，你和好友都有奖励').waitFor()
      expect(await page.locator('#invite-poster').count()).toBe(0)
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

describe('invite on the desktop app', () => {
  it('shows a QR code of the app download instead of the poster', async () => {
    const page = await open('/inviteV4', {
      width: 1280,
      height: 800,
      initScript: fakeHostScript('electron', { token: 'demo-token', version: '3.30.0' }),
    })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('邀请好友任务只能在手机上完成').waitFor()
      await waitUntil(async () => (await readCanvas(page, 'invite-download-qr')).decoded === DOWNLOAD_LINK)
      expect(await page.locator('#invite-poster').count()).toBe(0)
      await expectLayoutFits(page, 'invite-desktop')
    })
  })
})
