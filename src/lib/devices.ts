// Rules of the device pages (/deviceManage, /lineConfig, /wifiConfig, /box): which login device is
// this one, their order, what kind each is, and the box's wifi settings (docs/api.md, "Device endpoints").
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

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

// Equipment (/equipmentManage), manuals (/deviceManual) and the client downloads (/wifiDownLoad):
// answer codes of this area's range 13020-13029 (docs/api.md, "Device endpoints").

/** No equipment with this id is bound to the account (any more). */
export const CODE_EQUIPMENT_NOT_FOUND = 13020
/** The new name is out of its form (`isEquipmentName`). */
export const CODE_EQUIPMENT_NAME_INVALID = 13021
/** Spec 6: an enterprise sub-account cannot change the equipment bound under its enterprise's membership. */
export const CODE_EQUIPMENT_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.equipment
/** No manual for the asked device type. */
export const CODE_MANUAL_NOT_FOUND = 13023

export const EQUIPMENT_KINDS = ['box', 'router'] as const
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number]

/** `bound`: working on the account; `pending`: bound, waiting for the equipment's first connection. */
export const BIND_STATES = ['bound', 'pending'] as const
export type BindState = (typeof BIND_STATES)[number]

/** A name the user gives a box or router: 1 to 20 characters (an emoji counts once), no space at either end. */
export const EQUIPMENT_NAME_MAX = 20

export function isEquipmentName(value: string): boolean {
  const length = Array.from(value).length
  return value.trim() === value && length >= 1 && length <= EQUIPMENT_NAME_MAX
}

export interface EquipmentLike {
  bindState: BindState
  online: boolean
  boundAt: number
}

/** Working and online first, then the other bound ones, then those still waiting; newest binding first within each. */
export function sortEquipment<E extends EquipmentLike>(equipment: readonly E[]): E[] {
  const rank = (item: E) => (item.bindState === 'pending' ? 2 : item.online ? 0 : 1)
  return [...equipment].sort((a, b) => rank(a) - rank(b) || b.boundAt - a.boundAt)
}

/** The device types a manual is written for: the box, the router, and the four app platforms. */
export const MANUAL_KINDS = ['box', 'router', 'ios', 'android', 'pc', 'mac'] as const
export type ManualKind = (typeof MANUAL_KINDS)[number]

export function isManualKind(value: unknown): value is ManualKind {
  return (MANUAL_KINDS as readonly unknown[]).includes(value)
}

/** The platforms a client download exists for. */
export const DOWNLOAD_PLATFORMS = ['ios', 'android', 'pc', 'mac'] as const
export type DownloadPlatform = (typeof DOWNLOAD_PLATFORMS)[number]

export interface ClientKind {
  isIOS: boolean
  isAndroid: boolean
  isPcApp: boolean
  isMacApp: boolean
}

/** The platform this page runs on, when the page can tell (an app or a phone's browser); the mini-program and a computer's browser cannot. */
export function platformOfClient(client: ClientKind): DownloadPlatform | undefined {
  if (client.isMacApp) return 'mac'
  if (client.isPcApp) return 'pc'
  if (client.isIOS) return 'ios'
  if (client.isAndroid) return 'android'
  return undefined
}

/** The manual shown first: the one the query asks for, else this platform's, else the box's. */
export function firstManualKind(asked: unknown, client: ClientKind): ManualKind {
  if (isManualKind(asked)) return asked
  return platformOfClient(client) ?? 'box'
}

/** This platform's download first, the others in their usual order. */
export function sortDownloads<D extends { platform: DownloadPlatform }>(downloads: readonly D[], current: DownloadPlatform | undefined): D[] {
  const rank = (item: D) => (item.platform === current ? -1 : DOWNLOAD_PLATFORMS.indexOf(item.platform))
  return [...downloads].sort((a, b) => rank(a) - rank(b))
}

/** A package size in bytes as megabytes with one decimal (1 MB = 1024 × 1024 bytes), at least 0.1. */
export function megabytesOf(bytes: number): string {
  return Math.max(0.1, Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)
}

/** A computer shows the QR code of the phone download page: the desktop app, or a wide plain browser. */
export function showsPhoneQrCode(client: ClientKind & { isDesktop: boolean; isInApp: boolean; isMiniProgram: boolean }): boolean {
  if (client.isPcApp || client.isMacApp) return true
  return client.isDesktop && !client.isInApp && !client.isMiniProgram
}
