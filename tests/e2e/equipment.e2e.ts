import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import {
  baseUrl,
  hostMessagesOf,
  injectFault,
  keepScreenshotOnFailure,
  mockRequests,
  openBrowser,
  pageOpener,
  pageTitle,
  waitUntil,
} from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

// /equipmentManage, /deviceManual and /wifiDownLoad (docs/api.md, "Equipment, manuals and downloads").

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

/** A plain browser signed in with the demo cookie. */
const BROWSER = { token: 'demo-token' }

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
  it('lists the box, the router and the pending box with their bind states', async () => {
    const page = await open('/equipmentManage', host('ios'))
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '设备管理').waitFor()
      await card(page, 'eq-box-01').getByText('客厅盒子').waitFor()
      await card(page, 'eq-box-01').getByText('已绑定').waitFor()
      await card(page, 'eq-box-02').getByText('待激活').waitFor()
      await card(page, 'eq-router-01').getByText('离线').waitFor()
      const order = await page.locator('[data-equipment]').evaluateAll((cards) => cards.map((item) => item.getAttribute('data-equipment')))
      expect(order).toEqual(['eq-box-01', 'eq-router-01', 'eq-box-02'])
      await expectLayoutFits(page, 'equipment-manage-375')
    })
  })

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

  it('unbinds in a plain browser too, then goes to /box?client=1', async () => {
    const page = await open('/equipmentManage', BROWSER)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-box-02').locator('.equipment__unbind').click()
      await page.locator('.equipment-manage__confirm').click()
      await landedOnTheBox(page)
    })
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const page = await open('/equipmentManage', BROWSER)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-router-01').locator('.equipment__unbind').click()
      await page.locator('.equipment-manage__cancel').click()
      await page.locator('.equipment-manage__confirm').waitFor({ state: 'hidden' })
      expect(await requestsTo('/equipment/unbind')).toHaveLength(0)
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

  it('says the unbind failed when the answer is lost, and the retry unbinds once with the same request id', async () => {
    await injectFault('/equipment/unbind', 'drop')
    const page = await open('/equipmentManage', host('ios'))
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-router-01').locator('.equipment__unbind').click()
      await page.locator('.equipment-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备解绑失败' }).waitFor()
      await card(page, 'eq-router-01').waitFor()
      await card(page, 'eq-router-01').locator('.equipment__unbind').click()
      await page.locator('.equipment-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备解绑成功' }).waitFor()
      const requests = await requestsTo('/equipment/unbind')
      expect(requests).toHaveLength(2)
      const ids = requests.map((request) => (request.decryptedBody as { requestId: string }).requestId)
      expect(ids[0]).toMatch(/^[0-9a-f]{32}$/)
      expect(ids[1]).toBe(ids[0])
      await landedOnTheBox(page)
    })
    const list = await open('/equipmentManage', BROWSER)
    await keepScreenshotOnFailure(list, async () => {
      await card(list, 'eq-box-01').waitFor()
      expect(await list.locator('[data-equipment]').count()).toBe(2)
    })
  })

  it('renames after checking the name, one request for a double tap', async () => {
    const page = await open('/equipmentManage', BROWSER)
    await keepScreenshotOnFailure(page, async () => {
      await card(page, 'eq-box-01').locator('.equipment__rename').click()
      const input = page.locator('.equipment-manage__name input')
      await input.fill(' 卧室')
      await page.locator('.equipment-manage__rename-save').click()
      await page.getByText('设备名称为 1 到 20 个字，首尾不能有空格').waitFor()
      expect(await requestsTo('/equipment/rename')).toHaveLength(0)
      await input.fill('卧室盒子')
      await page.locator('.equipment-manage__rename-save').dblclick()
      await page.locator('.toast', { hasText: '设备已重命名' }).waitFor()
      await card(page, 'eq-box-01').getByText('卧室盒子').waitFor()
      expect(await requestsTo('/equipment/rename')).toHaveLength(1)
    })
  })

  it('offers an enterprise sub-account no change', async () => {
    await fetch(`${baseUrl}/api/__mock/equipment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'demo-token', enterpriseSubAccount: true }),
    })
    const page = await open('/equipmentManage', host('ios'))
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('equipment-enterprise').getByText('企业子账号的设备由企业统一管理，无法在此重命名或解绑').waitFor()
      expect(await page.locator('.equipment__unbind').count()).toBe(0)
    })
  })

  it('shows the list failure with a retry that works', async () => {
    await injectFault('/equipment/list', '500')
    const page = await open('/equipmentManage', BROWSER)
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('设备列表加载失败').waitFor()
      await page.getByText('重试').click()
      await card(page, 'eq-box-01').waitFor()
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/equipmentManage')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后管理你的设备与盒子').waitFor()
    })
  })
})

describe('device manual', () => {
  it('opens this platform’s manual in the Android app and switches to the box’s', async () => {
    const page = await open('/deviceManual', host('android'))
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('Android 手机使用说明').waitFor()
      await page.getByText('第 3 步').waitFor()
      await page.locator('[data-kind="box"]').click()
      await page.getByText('加速盒子使用说明').waitFor()
      await page.getByText('第 4 步').waitFor()
      await expectLayoutFits(page, 'device-manual-375')
    })
  })

  it('shows the box’s manual to a visitor in a plain browser, and the query’s kind', async () => {
    const page = await open('/deviceManual?kind=router')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('加速路由器使用说明').waitFor()
      expect(await page.locator('[data-current="true"]').getAttribute('data-kind')).toBe('router')
    })
  })

  it('shows the failure with a retry that works', async () => {
    await injectFault('/device/manual', 'drop')
    const page = await open('/deviceManual')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('说明书加载失败').waitFor()
      await page.getByText('重试').click()
      await page.getByText('加速盒子使用说明').waitFor()
    })
  })
})

describe('client download', () => {
  it('puts iOS first in the iOS app and opens the App Store through the host', async () => {
    const page = await open('/wifiDownLoad', host('ios'))
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '客户端下载').waitFor()
      await page.locator('[data-platform="ios"]').getByText('本机适用').waitFor()
      expect(await page.getByTestId('download-qr').count()).toBe(0)
      await page.locator('[data-platform="ios"] .download__button').click()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) => record.message === 'openInBrowser' && (record.payload as { url?: string }).url === 'https://apps.apple.com/app/id1500000000',
        ),
      )
      await expectLayoutFits(page, 'wifi-download-375')
    })
  })

  it('shows the phone QR code in the desktop app and downloads through the host', async () => {
    const page = await open('/wifiDownLoad', { ...host('electron'), width: 1280, height: 800 })
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('download-qr').getByText('用手机扫码下载').waitFor()
      // the QR code is drawn: dark modules on the canvas
      await waitUntil(() =>
        page.evaluate(() => {
          const canvas = document.getElementById('wifi-download-qr')
          if (!(canvas instanceof HTMLCanvasElement)) return false
          const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? []
          return Array.from(pixels).some((value, index) => index % 4 === 0 && value < 128)
        }),
      )
      expect(await page.getByText('二维码生成失败').count()).toBe(0)
      await page.locator('[data-platform="pc"] .download__button').click()
      await waitUntil(async () =>
        (await hostMessagesOf(page)).some(
          (record) =>
            record.message === 'jumpOutboundLink' && (record.payload as { url?: string }).url === 'https://www.speedup.example/download/speedup-setup.exe',
        ),
      )
      await expectLayoutFits(page, 'wifi-download-1280')
    })
  })

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
