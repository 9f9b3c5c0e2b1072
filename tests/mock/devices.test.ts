/** @jest-environment node */
// The device endpoints of the mock over real HTTP (docs/api.md, "Device endpoints").
import type { BoxLines, LoginDevices, WifiSettings } from '@/api/devices'
import { setupMockServer } from '../support/mock-server'

const DEMO = 'demo-token'
const IPHONE = 'iPhone 14 A2882'
const HUAWEI = 'HUAWEI ELS-AN00'
const UNBOUND = 'OPPO PGT-AN10'
const REQUEST_ID = 'a'.repeat(32)

const { call, ok, reset } = setupMockServer()

beforeEach(() => reset())

function devices(deviceCode = IPHONE): Promise<LoginDevices> {
  return ok<LoginDevices>(`/device/list?deviceCode=${encodeURIComponent(deviceCode)}`, { token: DEMO })
}

function logout(body: Record<string, unknown>) {
  return call('/device/logout', { method: 'POST', token: DEMO, body: { deviceCode: IPHONE, ...body } })
}

describe('login devices', () => {
  it('lists the demo account’s four devices and the limit', async () => {
    const answer = await devices()
    expect(answer.devices.map((device) => device.deviceCode)).toEqual([IPHONE, HUAWEI, 'MacBookPro18,3', 'DESKTOP-7Q2K9LM'])
    expect(answer.limit).toBe(5)
  })

  it('needs a token', async () => {
    expect((await call('/device/list')).code).toBe(401)
  })

  it('answers 13003 to a device exited before', async () => {
    const answer = await call(`/device/list?deviceCode=${encodeURIComponent(UNBOUND)}`, { token: DEMO })
    expect(answer).toMatchObject({ code: 13003, msg: '当前已解绑，请重新刷新' })
  })

  it('answers 13003 in the caller’s language', async () => {
    const answer = await call(`/box/lines?deviceCode=${encodeURIComponent(UNBOUND)}`, { token: DEMO, lang: 'en_US' })
    expect(answer).toMatchObject({ code: 13003, msg: 'This device has been unbound, please refresh' })
  })
})

describe('exiting a device', () => {
  it('removes it from the list', async () => {
    const answer = await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    expect(answer).toMatchObject({ code: 200, data: { deviceCode: HUAWEI, remaining: 3 } })
    expect((await devices()).devices.map((device) => device.deviceCode)).not.toContain(HUAWEI)
  })

  it('unbinds it: its own calls answer 13003 from then on', async () => {
    await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    for (const path of ['/device/list', '/box/lines', '/box/wifi']) {
      expect((await call(`${path}?deviceCode=${encodeURIComponent(HUAWEI)}`, { token: DEMO })).code).toBe(13003)
    }
  })

  it('answers a repeat of the request id with the first answer and exits once', async () => {
    const first = await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    const repeat = await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    expect(repeat).toEqual(first)
    expect((await devices()).devices).toHaveLength(3)
  })

  it('refuses a device no longer logged in', async () => {
    await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    expect((await logout({ targetDeviceCode: HUAWEI, requestId: 'b'.repeat(32) })).code).toBe(13010)
  })

  it('refuses to exit the device asking', async () => {
    expect((await logout({ targetDeviceCode: IPHONE, requestId: REQUEST_ID })).code).toBe(13011)
  })

  it('answers 13003 to an exit asked by an unbound device, and exits nothing', async () => {
    const answer = await logout({ deviceCode: UNBOUND, targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    expect(answer.code).toBe(13003)
    expect((await devices()).devices).toHaveLength(4)
  })

  it('comes back after a reset', async () => {
    await logout({ targetDeviceCode: HUAWEI, requestId: REQUEST_ID })
    await reset()
    expect((await devices()).devices).toHaveLength(4)
    expect((await call(`/device/list?deviceCode=${encodeURIComponent(HUAWEI)}`, { token: DEMO })).code).toBe(200)
  })
})

describe('box lines', () => {
  it('lists the lines with the current one', async () => {
    const answer = await ok<BoxLines>(`/box/lines?deviceCode=${encodeURIComponent(IPHONE)}`, { token: DEMO })
    expect(answer.currentLineId).toBe('sh-bgp')
    expect(answer.lines.length).toBeGreaterThan(3)
  })

  it('switches the line', async () => {
    const answer = await ok<BoxLines>('/box/line', { method: 'POST', token: DEMO, body: { deviceCode: IPHONE, lineId: 'hk-iplc' } })
    expect(answer.currentLineId).toBe('hk-iplc')
    expect((await ok<BoxLines>(`/box/lines?deviceCode=${encodeURIComponent(IPHONE)}`, { token: DEMO })).currentLineId).toBe('hk-iplc')
  })

  it('refuses a line it does not have', async () => {
    expect((await call('/box/line', { method: 'POST', token: DEMO, body: { deviceCode: IPHONE, lineId: 'nowhere' } })).code).toBe(400)
  })
})

describe('box wifi', () => {
  it('gives the settings without the password', async () => {
    const answer = await ok<WifiSettings>(`/box/wifi?deviceCode=${encodeURIComponent(IPHONE)}`, { token: DEMO })
    expect(answer).toMatchObject({ ssid: 'Demo-Box-5G', band: '5G', hidden: false, passwordSet: true })
    expect(answer).not.toHaveProperty('password')
  })

  it('saves a new name and band, keeping the password when none is sent', async () => {
    const body = { deviceCode: IPHONE, ssid: '我的盒子', band: 'dual', hidden: true, password: '' }
    const answer = await ok<WifiSettings>('/box/wifi', { method: 'POST', token: DEMO, body })
    expect(answer).toMatchObject({ ssid: '我的盒子', band: 'dual', hidden: true, passwordSet: true })
  })

  it('refuses a short password and an unknown band', async () => {
    const base = { deviceCode: IPHONE, ssid: 'Home', band: '5G', hidden: false, password: '' }
    expect((await call('/box/wifi', { method: 'POST', token: DEMO, body: { ...base, password: 'short' } })).code).toBe(13013)
    expect((await call('/box/wifi', { method: 'POST', token: DEMO, body: { ...base, band: '6G' } })).code).toBe(13013)
  })
})
