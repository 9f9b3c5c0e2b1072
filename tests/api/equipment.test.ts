import {
  fetchClientDownloads,
  fetchDeviceManual,
  fetchEquipment,
  renameEquipment,
  unbindEquipment,
  type ClientDownloads,
  type Equipment,
} from '@/api/devices'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest, sentBody } from './wire'

const BOX: Equipment = {
  equipmentId: 'eq-box-01',
  kind: 'box',
  name: '客厅盒子',
  model: 'Box Pro',
  serial: 'BX-8K2M-01',
  bindState: 'bound',
  online: true,
  boundAt: 1700000000000,
  lastOnlineAt: 1700000060000,
}

const DOWNLOADS: ClientDownloads = {
  downloads: [{ platform: 'android', version: '3.31.0', size: 71745536, url: 'https://www.speedup.example/download/a.apk', updatedAt: 1 }],
  phonePage: 'https://www.speedup.example/download',
}

beforeEach(() => taroFake.reset())

describe('fetchEquipment', () => {
  it('gets /equipment/list with this device’s code', async () => {
    answerWith({ code: 200, data: { equipment: [BOX], limit: 5, enterpriseSubAccount: false } })
    await expect(fetchEquipment('iPhone 14 A2882')).resolves.toEqual({ equipment: [BOX], limit: 5, enterpriseSubAccount: false })
    expect(lastRequest().method).toBe('GET')
    expect(lastRequest().url).toBe('/api/equipment/list?deviceCode=iPhone%2014%20A2882')
  })

  it('reads an absent enterprise flag as false and flags written as 0 and 1', async () => {
    answerWith({ code: 200, data: { equipment: [{ ...BOX, online: 0 }], limit: 5 } })
    const read = await fetchEquipment('')
    expect([read.enterpriseSubAccount, read.equipment[0]?.online]).toEqual([false, false])
  })

  it('reads an absent last-online time as never', async () => {
    const { lastOnlineAt: _left, ...pending } = { ...BOX, bindState: 'pending' as const }
    answerWith({ code: 200, data: { equipment: [pending], limit: 5 } })
    expect((await fetchEquipment('')).equipment[0]?.lastOnlineAt).toBe(0)
  })

  it('rejects an unknown bind state', async () => {
    answerWith({ code: 200, data: { equipment: [{ ...BOX, bindState: 'lost' }], limit: 5 } })
    await expect(fetchEquipment('')).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects an unknown kind of equipment', async () => {
    answerWith({ code: 200, data: { equipment: [{ ...BOX, kind: 'toaster' }], limit: 5 } })
    await expect(fetchEquipment('')).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('renameEquipment and unbindEquipment', () => {
  it('posts the new name with the request id', async () => {
    answerWith({ code: 200, data: { ...BOX, name: '卧室' } })
    await expect(renameEquipment({ equipmentId: 'eq-box-01', name: '卧室', requestId: 'a'.repeat(32) })).resolves.toMatchObject({ name: '卧室' })
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual([
      'POST',
      '/api/equipment/rename',
      { equipmentId: 'eq-box-01', name: '卧室', requestId: 'a'.repeat(32) },
    ])
  })

  it('posts the unbind with the request id', async () => {
    answerWith({ code: 200, data: { equipmentId: 'eq-box-01', remaining: 2 } })
    await expect(unbindEquipment({ equipmentId: 'eq-box-01', requestId: 'b'.repeat(32) })).resolves.toEqual({ equipmentId: 'eq-box-01', remaining: 2 })
    expect([lastRequest().url, sentBody()]).toEqual(['/api/equipment/unbind', { equipmentId: 'eq-box-01', requestId: 'b'.repeat(32) }])
  })

  it('rejects with the server’s refusal', async () => {
    answerWith({ code: 13022, msg: '企业子账号无法进行此操作' })
    await expect(unbindEquipment({ equipmentId: 'eq-box-01', requestId: 'b'.repeat(32) })).rejects.toEqual(new Refusal(13022, '企业子账号无法进行此操作'))
  })
})

describe('fetchDeviceManual', () => {
  it('asks for one device type and reads its steps', async () => {
    answerWith({ code: 200, data: { kind: 'router', title: '路由器', updatedAt: 1, steps: [{ title: '接线', text: '插上网线' }] } })
    await expect(fetchDeviceManual('router')).resolves.toMatchObject({ kind: 'router', steps: [{ title: '接线', text: '插上网线' }] })
    expect(lastRequest().url).toBe('/api/device/manual?kind=router')
  })

  it('rejects a manual without steps', async () => {
    answerWith({ code: 200, data: { kind: 'router', title: '路由器', updatedAt: 1 } })
    await expect(fetchDeviceManual('router')).rejects.toMatchObject({ kind: 'bad-response' })
  })
})

describe('fetchClientDownloads', () => {
  it('reads the downloads and the phone page', async () => {
    answerWith({ code: 200, data: DOWNLOADS })
    await expect(fetchClientDownloads()).resolves.toEqual(DOWNLOADS)
    expect(lastRequest().url).toBe('/api/device/downloads')
  })

  it('rejects a download link to another site (spec 5)', async () => {
    const item = { ...DOWNLOADS.downloads[0], url: 'https://evil.example/a.apk' }
    answerWith({ code: 200, data: { ...DOWNLOADS, downloads: [item] } })
    await expect(fetchClientDownloads()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a phone page on another site, which the QR code would advertise', async () => {
    answerWith({ code: 200, data: { ...DOWNLOADS, phonePage: 'https://evil.example/' } })
    await expect(fetchClientDownloads()).rejects.toMatchObject({ kind: 'bad-response' })
  })
})
