import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, injectFault, keepScreenshotOnFailure, mockRequests, openBrowser, pageOpener, pageTitle, waitUntil } from './support/browser'

// /equipmentManage and /wifiDownLoad (docs/api.md, "Equipment, manuals and downloads"); the manual
// (/deviceManual) is tested in tests/packages/device/device-manual.test.tsx.

const open = pageOpener()

// The first page of a run waits for the build's files to be compressed: not a test's time.
beforeAll(async () => {
  const session = await openBrowser()
  await session.page.goto(`${baseUrl}/equipmentManage`, { timeout: 120000 })
  await session.close()
}, 150000)

const IPHONE = 'iPhone 14 A2882'

function host(kind: 'ios' | 'android' | 'electron') {
  return { initScript: fakeHostScript(kind, { token: 'demo-token', version: '3.31.0', equipment: kind === 'ios' ? IPHONE : '' }) }
}

function card(page: Page, id: string) {
  return page.locator(`[data-equipment="${id}"]`)
}

async function requestsTo(path: string) {
  return (await mockRequests()).filter((request) => request.path === path && request.method === 'POST')
}

async function landedOnTheBox(page: Page) {
  await page.waitForURL((url) => url.pathname === '/box' && url.searchParams.get('client') === '1')
  await pageTitle(page, '加速盒子').waitFor()
  await page.getByTestId('box-unbound').waitFor()
}

describe('equipment', () => {
  it('unbinds after the confirmation under the iOS host, then goes to /box?client=1', async () => {
    const page = await open('/equipmentManage', host('ios'))
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-router-01').locator('.equipment__unbind').click()
      await page.getByText('确定解绑“书房路由器”吗？解绑后需要重新绑定才能使用。').waitFor()
      await page.locator('.equipment-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备解绑成功' }).waitFor()
      await landedOnTheBox(page)
      expect(await requestsTo('/equipment/unbind')).toHaveLength(1)
    })
  })

  it('sends one request for a double tap on the confirmation', async () => {
    await injectFault('/equipment/unbind', 'slow', { delayMs: 1500 })
    const page = await open('/equipmentManage', host('android'))
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-router-01').locator('.equipment__unbind').click()
      await page.locator('.equipment-manage__confirm').dblclick()
      await page.locator('.toast', { hasText: '设备解绑成功' }).waitFor()
      expect(await requestsTo('/equipment/unbind')).toHaveLength(1)
      await landedOnTheBox(page)
    })
  })

})

describe('client download', () => {
  it('opens the download in a new tab in a plain browser, with the QR code on a wide screen', async () => {
    const page = await open('/wifiDownLoad', {
      width: 1280,
      height: 800,
      initScript: 'window.open = (url) => { (window.__opened = window.__opened || []).push(String(url)); return null }',
    })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('download-qr').waitFor()
      await page.locator('[data-platform="android"] .download__button').click()
      await waitUntil(async () =>
        (await page.evaluate(() => (window as unknown as { __opened?: string[] }).__opened ?? [])).includes(
          'https://www.speedup.example/download/speedup-android.apk',
        ),
      )
    })
  })
})
