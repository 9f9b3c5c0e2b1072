import {
  CODE_EQUIPMENT_ENTERPRISE,
  CODE_EQUIPMENT_NAME_INVALID,
  CODE_EQUIPMENT_NOT_FOUND,
  CODE_MANUAL_NOT_FOUND,
  EQUIPMENT_NAME_MAX,
  firstManualKind,
  isEquipmentName,
  isManualKind,
  megabytesOf,
  platformOfClient,
  showsPhoneQrCode,
  sortDownloads,
  sortEquipment,
  type BindState,
} from '@/lib/devices'
import { WRONG_TYPES } from '../support/wrong-types'

// The rules of /equipmentManage, /deviceManual and /wifiDownLoad (src/lib/devices.ts).

const NO_CLIENT = { isIOS: false, isAndroid: false, isPcApp: false, isMacApp: false }
const BROWSER = { ...NO_CLIENT, isDesktop: false, isInApp: false, isMiniProgram: false }

describe('answer codes', () => {
  it('stay in the area’s range 13020-13029, each its own', () => {
    const codes = [CODE_EQUIPMENT_NOT_FOUND, CODE_EQUIPMENT_NAME_INVALID, CODE_EQUIPMENT_ENTERPRISE, CODE_MANUAL_NOT_FOUND]
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code >= 13020 && code <= 13029).toBe(true)
  })
})

describe('equipment names', () => {
  it('takes 1 to the most characters', () => {
    expect(isEquipmentName('a')).toBe(true)
    expect(isEquipmentName('a'.repeat(EQUIPMENT_NAME_MAX))).toBe(true)
    expect(isEquipmentName('a'.repeat(EQUIPMENT_NAME_MAX + 1))).toBe(false)
  })

  it('refuses an empty name and one with a space at either end', () => {
    expect(isEquipmentName('')).toBe(false)
    expect(isEquipmentName(' 客厅')).toBe(false)
    expect(isEquipmentName('客厅 ')).toBe(false)
    expect(isEquipmentName('客厅 盒子')).toBe(true)
  })

  it('counts an emoji once', () => {
    expect(isEquipmentName('📦'.repeat(EQUIPMENT_NAME_MAX))).toBe(true)
    expect(isEquipmentName('📦'.repeat(EQUIPMENT_NAME_MAX + 1))).toBe(false)
  })
})

describe('the order of equipment', () => {
  const item = (id: string, bindState: BindState, online: boolean, boundAt: number) => ({ id, bindState, online, boundAt })

  it('puts online ones first, then offline, then pending, the newest binding first in each', () => {
    const sorted = sortEquipment([
      item('pending', 'pending', false, 50),
      item('offline-old', 'bound', false, 1),
      item('online', 'bound', true, 2),
      item('offline-new', 'bound', false, 9),
    ])
    expect(sorted.map((entry) => entry.id)).toEqual(['online', 'offline-new', 'offline-old', 'pending'])
  })

  it('leaves the given list as it was', () => {
    const list = [item('b', 'pending', false, 1), item('a', 'bound', true, 1)]
    sortEquipment(list)
    expect(list.map((entry) => entry.id)).toEqual(['b', 'a'])
  })
})

describe('manual kinds', () => {
  it('knows the six device types and nothing else', () => {
    expect(isManualKind('box')).toBe(true)
    expect(isManualKind('mac')).toBe(true)
    expect(isManualKind('Box')).toBe(false)
    expect(isManualKind(undefined)).toBe(false)
    expect(isManualKind('constructor')).toBe(false)
  })

  it('shows the asked kind first', () => {
    expect(firstManualKind('router', { ...NO_CLIENT, isIOS: true })).toBe('router')
  })

  it('shows this platform’s manual when nothing valid is asked', () => {
    expect(firstManualKind('toaster', { ...NO_CLIENT, isAndroid: true })).toBe('android')
    expect(firstManualKind(undefined, { ...NO_CLIENT, isMacApp: true })).toBe('mac')
  })

  it('shows the box’s manual where the platform is unknown', () => {
    expect(firstManualKind(undefined, NO_CLIENT)).toBe('box')
  })
})

describe('the platform of this client', () => {
  it.each([
    [{ ...NO_CLIENT, isIOS: true }, 'ios'],
    [{ ...NO_CLIENT, isAndroid: true }, 'android'],
    [{ ...NO_CLIENT, isPcApp: true }, 'pc'],
    // the Mac app's web view reads as WebKit too: the app wins
    [{ ...NO_CLIENT, isMacApp: true, isIOS: true }, 'mac'],
    [NO_CLIENT, undefined],
  ])('%o is %s', (client, platform) => {
    expect(platformOfClient(client)).toBe(platform)
  })
})

describe('the order of downloads', () => {
  const downloads = [{ platform: 'ios' as const }, { platform: 'android' as const }, { platform: 'pc' as const }, { platform: 'mac' as const }]

  it('puts this platform first and keeps the others in order', () => {
    expect(sortDownloads(downloads, 'pc').map((item) => item.platform)).toEqual(['pc', 'ios', 'android', 'mac'])
  })

  it('keeps the usual order when the platform is unknown', () => {
    expect(sortDownloads([...downloads].reverse(), undefined).map((item) => item.platform)).toEqual(['ios', 'android', 'pc', 'mac'])
  })
})

describe('package sizes', () => {
  it('shows megabytes of 1024 × 1024 bytes with one decimal', () => {
    expect(megabytesOf(71_745_536)).toBe('68.4')
    expect(megabytesOf(1024 * 1024)).toBe('1.0')
  })

  it('never shows 0 for a tiny package', () => {
    expect(megabytesOf(10)).toBe('0.1')
  })
})

describe('the phone QR code', () => {
  it('is shown in the desktop apps', () => {
    expect(showsPhoneQrCode({ ...BROWSER, isPcApp: true, isInApp: true })).toBe(true)
    expect(showsPhoneQrCode({ ...BROWSER, isMacApp: true, isInApp: true })).toBe(true)
  })

  it('is shown in a wide plain browser only', () => {
    expect(showsPhoneQrCode({ ...BROWSER, isDesktop: true })).toBe(true)
    expect(showsPhoneQrCode(BROWSER)).toBe(false)
  })

  it('is not shown in a phone app or the mini-program, however wide', () => {
    expect(showsPhoneQrCode({ ...BROWSER, isIOS: true, isInApp: true, isDesktop: true })).toBe(false)
    expect(showsPhoneQrCode({ ...BROWSER, isMiniProgram: true, isDesktop: true })).toBe(false)
  })
})

describe('manual kinds of the wrong type (a query may hand any)', () => {
  it.each(WRONG_TYPES)('isManualKind refuses %s', (_name, value) => {
    expect(isManualKind(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('firstManualKind shows the box manual to a browser asked for %s', (_name, value) => {
    expect(firstManualKind(value, { isIOS: false, isAndroid: false, isPcApp: false, isMacApp: false })).toBe('box')
  })
})
