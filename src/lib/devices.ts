// Rules of the device pages (/deviceManage, /lineConfig, /wifiConfig, /box): which login device is
// this one, their order, what kind each is, and the box's wifi settings (docs/api.md, "Device endpoints").

/** Spec 1: platform type values of a device: 0 iOS, 1 Android and others, 2 PC app, 4 Mac app. */
export const DEVICE_KINDS = { 0: 'ios', 1: 'android', 2: 'pc', 4: 'mac' } as const
export type DeviceKind = (typeof DEVICE_KINDS)[keyof typeof DEVICE_KINDS]

export function deviceKindOf(platformType: number): DeviceKind {
  return platformType in DEVICE_KINDS ? DEVICE_KINDS[platformType as keyof typeof DEVICE_KINDS] : 'android'
}

export interface DeviceLike {
  deviceCode: string
  online: boolean
  lastActiveAt: number
}

/** Spec 3: this device is the one whose code the host gave (its equipment field); none without one. */
export function isThisDevice(device: DeviceLike, deviceCode: string): boolean {
  return deviceCode !== '' && device.deviceCode === deviceCode
}

/** This device first, then the online ones, then the most recently active. */
export function sortDevices<D extends DeviceLike>(devices: readonly D[], deviceCode: string): D[] {
  const rank = (device: D) => (isThisDevice(device, deviceCode) ? 0 : device.online ? 1 : 2)
  return [...devices].sort((a, b) => rank(a) - rank(b) || b.lastActiveAt - a.lastActiveAt)
}

/** Another device may be exited from here; this one logs out from its own app instead. */
export function canExitDevice(device: DeviceLike, deviceCode: string): boolean {
  return !isThisDevice(device, deviceCode)
}

// WPA2 pass phrases: 8 to 63 printable ASCII characters; names: 1 to 32 bytes of UTF-8.
export const WIFI_PASSWORD_MIN = 8
export const WIFI_PASSWORD_MAX = 63
export const WIFI_NAME_MAX_BYTES = 32

function utf8Length(value: string): number {
  let bytes = 0
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return bytes
}

export function isWifiName(value: string): boolean {
  return value.trim() === value && value !== '' && utf8Length(value) <= WIFI_NAME_MAX_BYTES
}

export function isWifiPassword(value: string): boolean {
  return value.length >= WIFI_PASSWORD_MIN && value.length <= WIFI_PASSWORD_MAX && /^[\x20-\x7e]+$/.test(value)
}

export const WIFI_BANDS = ['2.4G', '5G', 'dual'] as const
export type WifiBand = (typeof WIFI_BANDS)[number]

/** A line's load in percent as a level the screen colours: under 60 smooth, under 85 busy, else full. */
export function lineLoadLevel(loadPercent: number): 'smooth' | 'busy' | 'full' {
  if (loadPercent < 60) return 'smooth'
  if (loadPercent < 85) return 'busy'
  return 'full'
}
