import type { Page } from 'playwright-core'
import { fakeHostScript } from '../support/fake-hosts'
import { baseUrl, injectFault, keepScreenshotOnFailure, openBrowser, mockRequests, pageOpener, pageTitle } from './support/browser'
import { expectLayoutFits } from './support/layout-faults'

const open = pageOpener()

// The first page of a run waits for the build's files to be compressed: not a test's time.
beforeAll(async () => {
  const session = await openBrowser()
  await session.page.goto(`${baseUrl}/deviceManage`, { timeout: 120000 })
  await session.close()
}, 150000)

// Seeded in mock/routes/devices.ts: the demo account's iPhone, its Huawei, and a device exited before.
const IPHONE = 'iPhone 14 A2882'
const HUAWEI = 'HUAWEI ELS-AN00'
const UNBOUND = 'OPPO PGT-AN10'

function iosHost(equipment: string) {
  return { initScript: fakeHostScript('ios', { token: 'demo-token', version: '3.30.1', equipment }) }
}

function deviceRow(page: Page, code: string) {
  return page.locator(`[data-device="${code}"]`)
}

async function logoutRequests() {
  return (await mockRequests()).filter((request) => request.path === '/device/logout')
}

describe('logged-in devices', () => {
  it('marks this device, shows online states and offers exit only for the others', async () => {
    const page = await open('/deviceManage', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '登录设备管理').waitFor()
      const mine = deviceRow(page, IPHONE)
      await mine.getByText('本机', { exact: true }).waitFor()
      await mine.getByText('本机请在应用内退出登录').waitFor()
      await deviceRow(page, HUAWEI).getByText('在线').waitFor()
      await deviceRow(page, 'MacBookPro18,3').getByText('离线').waitFor()
      expect(await page.locator('[data-device]').first().getAttribute('data-device')).toBe(IPHONE)
      expect(await mine.locator('.login-device__exit').count()).toBe(0)
      await expectLayoutFits(page, 'device-manage-375')
    })
  })

  it('exits a device after the confirmation and says so', async () => {
    const page = await open('/deviceManage', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await deviceRow(page, HUAWEI).locator('.login-device__exit').click()
      await page.getByText('确定让“HUAWEI Mate 40”退出登录吗？退出后该设备需要重新登录。').waitFor()
      await page.locator('.device-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备退出成功' }).waitFor()
      await deviceRow(page, HUAWEI).waitFor({ state: 'detached' })
      await deviceRow(page, IPHONE).waitFor()
      expect(await logoutRequests()).toHaveLength(1)
    })
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const page = await open('/deviceManage', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await deviceRow(page, HUAWEI).locator('.login-device__exit').click()
      await page.locator('.device-manage__cancel').click()
      await page.locator('.device-manage__confirm').waitFor({ state: 'hidden' })
      expect(await logoutRequests()).toHaveLength(0)
      await deviceRow(page, HUAWEI).waitFor()
    })
  })

  it('says the exit failed when the answer is lost, and a retry exits the device once with the same request id', async () => {
    await injectFault('/device/logout', 'drop')
    const page = await open('/deviceManage', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await deviceRow(page, HUAWEI).locator('.login-device__exit').click()
      await page.locator('.device-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备退出失败' }).waitFor()
      await deviceRow(page, HUAWEI).locator('.login-device__exit').click()
      await page.locator('.device-manage__confirm').click()
      await page.locator('.toast', { hasText: '设备退出成功' }).waitFor()
      const requests = await logoutRequests()
      expect(requests).toHaveLength(2)
      const ids = requests.map((request) => (request.decryptedBody as { requestId: string }).requestId)
      expect(ids[0]).toMatch(/^[0-9a-f]{32}$/)
      expect(ids[1]).toBe(ids[0])
      await deviceRow(page, HUAWEI).waitFor({ state: 'detached' })
    })
  })

  it('asks a visitor to log in', async () => {
    const page = await open('/deviceManage')
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('登录后管理你的设备与盒子').waitFor()
    })
  })
})

describe('13003: this device was unbound (spec 8)', () => {
  it.each(['/deviceManage', '/lineConfig', '/wifiConfig'])(
    'on %s shows the server message, then after 2 s replaces the location with /box?client=1',
    async (path) => {
      const page = await open(path, iosHost(UNBOUND))
      await keepScreenshotOnFailure(page, async () => {
        await page.locator('.toast', { hasText: '当前已解绑，请重新刷新' }).waitFor()
        const toastAt = Date.now()
        expect(new URL(page.url()).pathname).toBe(path)
        await page.waitForURL((url) => url.pathname === '/box' && url.searchParams.get('client') === '1')
        expect(Date.now() - toastAt).toBeGreaterThanOrEqual(1500)
        await pageTitle(page, '加速盒子').waitFor()
        await page.getByTestId('box-unbound').getByText('本设备已解绑').waitFor()
      })
    },
  )

  it('an exited device is sent to the box on its next call', async () => {
    const phone = await open('/deviceManage', iosHost(IPHONE))
    await keepScreenshotOnFailure(phone, async () => {
      await deviceRow(phone, HUAWEI).locator('.login-device__exit').click()
      await phone.locator('.device-manage__confirm').click()
      await phone.locator('.toast', { hasText: '设备退出成功' }).waitFor()
    })
    const huawei = await open('/lineConfig', iosHost(HUAWEI))
    await keepScreenshotOnFailure(huawei, async () => {
      await huawei.locator('.toast', { hasText: '当前已解绑，请重新刷新' }).waitFor()
      await huawei.waitForURL((url) => url.pathname === '/box' && url.searchParams.get('client') === '1')
    })
  })

  it('shows the server’s own message in a plain browser (the fault control)', async () => {
    await injectFault('/box/wifi', '13003')
    const page = await open('/wifiConfig', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.toast', { hasText: '当前已解绑，请重新刷新' }).waitFor()
      await page.waitForURL((url) => url.pathname === '/box' && url.searchParams.get('client') === '1')
    })
  })
})

describe('lines and wifi', () => {
  it('switches the box to another line', async () => {
    const page = await open('/lineConfig', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await page.getByTestId('current-line').getByText('上海 BGP').waitFor()
      await page.locator('[data-line="hk-iplc"] .box-line__use').click()
      await page.locator('.toast', { hasText: '已切换到 香港 IPLC' }).waitFor()
      await page.getByTestId('current-line').getByText('香港 IPLC').waitFor()
      await expectLayoutFits(page, 'line-config-375')
    })
  })

  it('refuses a short wifi password before sending, and saves a valid change', async () => {
    const page = await open('/wifiConfig', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      const name = page.locator('.at-input input').first()
      await name.waitFor()
      expect(await name.inputValue()).toBe('Demo-Box-5G')
      await name.fill('Home Box')
      await page.locator('.at-input input[type="password"]').fill('short')
      await page.locator('.wifi-config__save').click()
      await page.getByText('WiFi 密码为 8 到 63 位英文字母、数字或符号').waitFor()
      expect((await mockRequests()).filter((request) => request.path === '/box/wifi' && request.method === 'POST')).toHaveLength(0)
      await page.locator('.at-input input[type="password"]').fill('longenough1')
      await page.locator('.wifi-config__save').click()
      await page.locator('.toast', { hasText: 'WiFi 配置已保存' }).waitFor()
      await page.getByTestId('wifi-updated').getByText(/^Home Box/).waitFor()
    })
  })

  it('shows the box with its line and wifi, and links to their settings', async () => {
    const page = await open('/box', iosHost(IPHONE))
    await keepScreenshotOnFailure(page, async () => {
      await page.getByText('上海 BGP').waitFor()
      expect(await page.getByTestId('box-unbound').count()).toBe(0)
      await page.getByText('WiFi 配置', { exact: true }).click()
      await pageTitle(page, 'WiFi 配置').waitFor()
    })
  })
})
