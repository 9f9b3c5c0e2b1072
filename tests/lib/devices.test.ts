import {
  canExitDevice,
  deviceKindOf,
  isThisDevice,
  isWifiName,
  isWifiPassword,
  lineLoadLevel,
  sortDevices,
  WIFI_PASSWORD_MAX,
  WIFI_PASSWORD_MIN,
} from '@/lib/devices'

const device = (deviceCode: string, online: boolean, lastActiveAt: number) => ({ deviceCode, online, lastActiveAt })

describe('device kinds', () => {
  it.each([
    [0, 'ios'],
    [1, 'android'],
    [2, 'pc'],
    [4, 'mac'],
  ])('platform type %s is %s', (type, kind) => {
    expect(deviceKindOf(type)).toBe(kind)
  })

  it('reads an unknown platform type as Android and others (spec 1)', () => {
    expect(deviceKindOf(3)).toBe('android')
    expect(deviceKindOf(-1)).toBe('android')
  })
})

describe('this device', () => {
  it('is the device whose code the host gave', () => {
    expect(isThisDevice(device('iPhone 14 A2882', true, 0), 'iPhone 14 A2882')).toBe(true)
    expect(isThisDevice(device('iPhone 14 A2882', true, 0), 'HUAWEI ELS-AN00')).toBe(false)
  })

  it('is none when the host gave no code', () => {
    expect(isThisDevice(device('', true, 0), '')).toBe(false)
  })

  it('cannot be exited from the list; the others can', () => {
    expect(canExitDevice(device('a', true, 0), 'a')).toBe(false)
    expect(canExitDevice(device('b', true, 0), 'a')).toBe(true)
  })
})

describe('device order', () => {
  it('puts this device first, then the online ones, then the most recently active', () => {
    const devices = [device('old', false, 1), device('online-old', true, 2), device('me', false, 0), device('recent', false, 9), device('online-new', true, 8)]
    expect(sortDevices(devices, 'me').map((item) => item.deviceCode)).toEqual(['me', 'online-new', 'online-old', 'recent', 'old'])
  })

  it('leaves the list it was given as it was', () => {
    const devices = [device('b', false, 1), device('a', true, 2)]
    sortDevices(devices, '')
    expect(devices.map((item) => item.deviceCode)).toEqual(['b', 'a'])
  })
})

describe('wifi settings', () => {
  it('takes a name of 1 to 32 bytes', () => {
    expect(isWifiName('Home-5G')).toBe(true)
    expect(isWifiName('a'.repeat(32))).toBe(true)
    expect(isWifiName('a'.repeat(33))).toBe(false)
    expect(isWifiName('')).toBe(false)
  })

  it('counts a Chinese name in UTF-8 bytes and an emoji as four', () => {
    expect(isWifiName('家'.repeat(10))).toBe(true)
    expect(isWifiName('家'.repeat(11))).toBe(false)
    expect(isWifiName(`${'a'.repeat(28)}📶`)).toBe(true)
    expect(isWifiName(`${'a'.repeat(29)}📶`)).toBe(false)
  })

  it('refuses a name with a space at either end', () => {
    expect(isWifiName(' Home')).toBe(false)
    expect(isWifiName('Home ')).toBe(false)
    expect(isWifiName('My Home')).toBe(true)
  })

  it('takes a password of 8 to 63 printable ASCII characters', () => {
    expect(isWifiPassword('a'.repeat(WIFI_PASSWORD_MIN))).toBe(true)
    expect(isWifiPassword('a'.repeat(WIFI_PASSWORD_MIN - 1))).toBe(false)
    expect(isWifiPassword('a'.repeat(WIFI_PASSWORD_MAX))).toBe(true)
    expect(isWifiPassword('a'.repeat(WIFI_PASSWORD_MAX + 1))).toBe(false)
  })

  it('refuses a password with characters outside printable ASCII', () => {
    expect(isWifiPassword('密码密码密码密码')).toBe(false)
    expect(isWifiPassword('abcd\nefgh')).toBe(false)
  })
})

describe('line load', () => {
  it.each([
    [0, 'smooth'],
    [59, 'smooth'],
    [60, 'busy'],
    [84, 'busy'],
    [85, 'full'],
    [100, 'full'],
  ])('%s percent is %s', (load, level) => {
    expect(lineLoadLevel(load)).toBe(level)
  })
})
