/** @jest-environment node */
// The equipment, manual and download endpoints of the mock over real HTTP (docs/api.md, "Device endpoints").
import type { ClientDownloads, DeviceManual, EquipmentList } from '@/api/devices'
import { MANUAL_KINDS } from '@/lib/devices'
import { setupMockServer } from '../support/mock-server'

const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const REQUEST_ID = 'a'.repeat(32)
const OTHER_ID = 'b'.repeat(32)

const { call, ok, reset, control } = setupMockServer()

beforeEach(() => reset())

function list(token = DEMO): Promise<EquipmentList> {
  return ok<EquipmentList>('/equipment/list?deviceCode=', { token })
}

function unbind(body: Record<string, unknown>, token = DEMO) {
  return call('/equipment/unbind', { method: 'POST', token, body })
}

function rename(body: Record<string, unknown>, lang?: string) {
  return call('/equipment/rename', { method: 'POST', token: DEMO, body, lang })
}

describe('equipment list', () => {
  it('lists the demo account’s box, router and pending box, and the limit', async () => {
    const answer = await list()
    expect(answer.equipment.map((item) => [item.equipmentId, item.kind, item.bindState])).toEqual([
      ['eq-box-01', 'box', 'bound'],
      ['eq-router-01', 'router', 'bound'],
      ['eq-box-02', 'box', 'pending'],
    ])
    expect(answer).toMatchObject({ limit: 5, enterpriseSubAccount: false })
  })

  it('gives another account its own single box', async () => {
    expect((await list(SPECIAL)).equipment.map((item) => item.equipmentId)).toEqual(['eq-box-11'])
  })

  it('needs a token', async () => {
    expect((await call('/equipment/list')).code).toBe(401)
  })
})

describe('unbinding', () => {
  it('removes the equipment from the list and says how many are left', async () => {
    expect(await unbind({ equipmentId: 'eq-router-01', requestId: REQUEST_ID })).toMatchObject({
      code: 200,
      data: { equipmentId: 'eq-router-01', remaining: 2 },
    })
    expect((await list()).equipment.map((item) => item.equipmentId)).not.toContain('eq-router-01')
  })

  it('answers a repeated request id with the first answer and unbinds nothing more', async () => {
    const first = await unbind({ equipmentId: 'eq-router-01', requestId: REQUEST_ID })
    expect(await unbind({ equipmentId: 'eq-router-01', requestId: REQUEST_ID })).toEqual(first)
    expect((await list()).equipment).toHaveLength(2)
  })

  it('answers 13020 for equipment no longer bound', async () => {
    await unbind({ equipmentId: 'eq-router-01', requestId: REQUEST_ID })
    expect(await unbind({ equipmentId: 'eq-router-01', requestId: OTHER_ID })).toMatchObject({ code: 13020, msg: '该设备已不在您的账号下' })
  })

  it('leaves other accounts’ equipment alone', async () => {
    expect((await unbind({ equipmentId: 'eq-box-01', requestId: REQUEST_ID }, SPECIAL)).code).toBe(13020)
    expect((await list()).equipment).toHaveLength(3)
  })
})

describe('renaming', () => {
  it('renames and answers the equipment', async () => {
    const answer = await rename({ equipmentId: 'eq-box-01', name: '卧室盒子', requestId: REQUEST_ID })
    expect(answer).toMatchObject({ code: 200, data: { equipmentId: 'eq-box-01', name: '卧室盒子' } })
    expect((await list()).equipment.find((item) => item.equipmentId === 'eq-box-01')?.name).toBe('卧室盒子')
  })

  it('answers 13021 for a name out of its form, in the caller’s language', async () => {
    expect(await rename({ equipmentId: 'eq-box-01', name: ' padded', requestId: REQUEST_ID }, 'en_US')).toMatchObject({
      code: 13021,
      msg: 'An equipment name has 1 to 20 characters, with no space at either end',
    })
    expect((await rename({ equipmentId: 'eq-box-01', name: 'x'.repeat(21), requestId: OTHER_ID })).code).toBe(13021)
  })
})

describe('enterprise sub-accounts (spec 6)', () => {
  beforeEach(async () => {
    expect((await control('POST', '/equipment', { token: DEMO, enterpriseSubAccount: true })).status).toBe(200)
  })

  it('says so in the list', async () => {
    expect((await list()).enterpriseSubAccount).toBe(true)
  })

  it('refuses an unbind and a rename with 13022', async () => {
    expect(await unbind({ equipmentId: 'eq-box-01', requestId: REQUEST_ID })).toMatchObject({ code: 13022, msg: '企业子账号无法进行此操作' })
    expect((await rename({ equipmentId: 'eq-box-01', name: 'x', requestId: OTHER_ID })).code).toBe(13022)
    expect((await list()).equipment).toHaveLength(3)
  })

  it('is refused a flag that is not a boolean', async () => {
    expect((await control('POST', '/equipment', { token: DEMO, enterpriseSubAccount: 'yes' })).status).toBe(400)
  })
})

describe('manuals', () => {
  it.each(MANUAL_KINDS)('has steps for %s, open to visitors', async (kind) => {
    const manual = await ok<DeviceManual>(`/device/manual?kind=${kind}`)
    expect(manual.kind).toBe(kind)
    expect(manual.steps.length).toBeGreaterThan(0)
  })

  it('answers in the request’s language', async () => {
    const manual = await ok<DeviceManual>('/device/manual?kind=box', { lang: 'vi_VN' })
    expect(manual.title).toBe('Hướng dẫn hộp tăng tốc')
  })

  it('answers 13023 for an unknown device type', async () => {
    expect((await call('/device/manual?kind=toaster')).code).toBe(13023)
  })
})

describe('downloads', () => {
  it('has one download per platform on the official site or the store, open to visitors', async () => {
    const answer = await ok<ClientDownloads>('/device/downloads')
    expect(answer.downloads.map((item) => item.platform)).toEqual(['ios', 'android', 'pc', 'mac'])
    for (const item of answer.downloads) expect(item.url).toMatch(/^https:\/\/(www\.speedup\.example|apps\.apple\.com)\//)
    expect(answer.phonePage).toBe('https://www.speedup.example/download')
  })
})
