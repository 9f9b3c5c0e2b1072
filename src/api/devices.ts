import * as v from 'valibot'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { BIND_STATES, DOWNLOAD_PLATFORMS, EQUIPMENT_KINDS, MANUAL_KINDS, WIFI_BANDS, type ManualKind } from '@/lib/devices'
import { CODE_UNBOUND } from '@/lib/answer-codes'
import { isSafeLink } from '@/lib/links'
import { isRefusal } from '@/lib/refusal'
import { http } from '@/services/http'
import { CLIENT_DOWNLOADS_READ } from './area-reads'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// Login devices, the box's lines and wifi (docs/api.md, "Device endpoints"). Every call sends this
// device's code (the host's equipment field, spec 3): the server answers 13003 when it was unbound.

export {
  CODE_DEVICE_IS_CURRENT,
  CODE_DEVICE_NOT_FOUND,
  CODE_UNBOUND,
  CODE_WIFI_INVALID,
} from '@/lib/answer-codes'

/** Spec 8: 13003, this device was unbound (the request client has said so and leaves for the box). */
export function isUnbound(failure: unknown): boolean {
  return isRefusal(failure, CODE_UNBOUND)
}

const loginDevice = v.object({
  deviceCode: text,
  name: text,
  /** Spec 1: 0 iOS, 1 Android and others, 2 PC app, 4 Mac app. */
  platformType: num,
  online: flag,
  lastActiveAt: num,
  loggedInAt: num,
})
export type LoginDevice = v.InferOutput<typeof loginDevice>

export const loginDevices = v.object({ devices: v.array(loginDevice), limit: count })
export type LoginDevices = v.InferOutput<typeof loginDevices>

export const deviceLogout = v.object({ deviceCode: text, remaining: count })
export type DeviceLogout = v.InferOutput<typeof deviceLogout>

const line = v.object({
  id: text,
  name: text,
  region: text,
  latencyMs: count,
  /** Percent of capacity in use. */
  load: v.pipe(num, v.minValue(0), v.maxValue(100)),
  vipOnly: v.nullish(flag, false),
})
export type Line = v.InferOutput<typeof line>

export const boxLines = v.object({ currentLineId: text, lines: v.array(line) })
export type BoxLines = v.InferOutput<typeof boxLines>

export const wifiSettings = v.object({
  ssid: text,
  band: v.picklist(WIFI_BANDS),
  hidden: flag,
  /** The password is never sent back; only whether one is set. */
  passwordSet: flag,
  updatedAt: num,
})
export type WifiSettings = v.InferOutput<typeof wifiSettings>

export async function fetchLoginDevices(deviceCode: string): Promise<LoginDevices> {
  return parseAnswer(loginDevices, okData(await http.request({ method: 'GET', path: '/device/list', query: { deviceCode } })))
}

/** Exits (logs out) another device of this account; `requestId` is sent again on a retry. */
export async function logoutDevice(input: { target: string; deviceCode: string; requestId: string }): Promise<DeviceLogout> {
  return parseAnswer(
    deviceLogout,
    okData(
      await http.request({
        method: 'POST',
        path: '/device/logout',
        body: { targetDeviceCode: input.target, deviceCode: input.deviceCode, requestId: input.requestId },
      }),
    ),
  )
}

export async function fetchBoxLines(deviceCode: string): Promise<BoxLines> {
  return parseAnswer(boxLines, okData(await http.request({ method: 'GET', path: '/box/lines', query: { deviceCode } })))
}

export async function selectBoxLine(input: { lineId: string; deviceCode: string }): Promise<BoxLines> {
  return parseAnswer(boxLines, okData(await http.request({ method: 'POST', path: '/box/line', body: { ...input } })))
}

export async function fetchWifiSettings(deviceCode: string): Promise<WifiSettings> {
  return parseAnswer(wifiSettings, okData(await http.request({ method: 'GET', path: '/box/wifi', query: { deviceCode } })))
}

export interface WifiChange {
  ssid: string
  band: WifiSettings['band']
  hidden: boolean
  /** '' keeps the current password. */
  password: string
}

export async function saveWifiSettings(input: WifiChange & { deviceCode: string }): Promise<WifiSettings> {
  return parseAnswer(wifiSettings, okData(await http.request({ method: 'POST', path: '/box/wifi', body: { ...input } })))
}

export const boxInfo = v.object({
  boxCode: text,
  name: text,
  model: text,
  firmware: text,
  online: flag,
  lineName: text,
  ssid: text,
  /** Devices connected to the box's wifi now. */
  connectedDevices: count,
  /** False when this device was exited from the account (spec 2: the box page after an unbind). */
  thisDeviceBound: flag,
})
export type BoxInfo = v.InferOutput<typeof boxInfo>

/** The box overview; never 13003, so the page an unbound device lands on can show itself. */
export async function fetchBoxInfo(deviceCode: string): Promise<BoxInfo> {
  return parseAnswer(boxInfo, okData(await http.request({ method: 'GET', path: '/box/info', query: { deviceCode } })))
}

export const equipment = v.object({
  equipmentId: text,
  kind: v.picklist(EQUIPMENT_KINDS),
  /** The name the user gave it (or the model's, until renamed). */
  name: text,
  model: text,
  /** The serial number printed on the equipment. */
  serial: text,
  bindState: v.picklist(BIND_STATES),
  online: flag,
  boundAt: num,
  /** When it was last connected; 0 when never (a pending binding). */
  lastOnlineAt: v.nullish(num, 0),
})
export type Equipment = v.InferOutput<typeof equipment>

export const equipmentList = v.object({
  equipment: v.array(equipment),
  /** The most boxes and routers one account may have bound. */
  limit: count,
  /** Spec 6: the equipment belongs to the enterprise's membership; the page offers no change. */
  enterpriseSubAccount: v.nullish(flag, false),
})
export type EquipmentList = v.InferOutput<typeof equipmentList>

export const equipmentUnbind = v.object({ equipmentId: text, remaining: count })
export type EquipmentUnbind = v.InferOutput<typeof equipmentUnbind>

/** The boxes and routers bound to the account; never 13003 (spec 8 names only the three device pages). */
export async function fetchEquipment(deviceCode: string): Promise<EquipmentList> {
  return parseAnswer(equipmentList, okData(await http.request({ method: 'GET', path: '/equipment/list', query: { deviceCode } })))
}

/** Renames a box or router; `requestId` is sent again on a retry. */
export async function renameEquipment(input: { equipmentId: string; name: string; requestId: string }): Promise<Equipment> {
  return parseAnswer(equipment, okData(await http.request({ method: 'POST', path: '/equipment/rename', body: { ...input } })))
}

/** Unbinds a box or router from the account; `requestId` is sent again on a retry. */
export async function unbindEquipment(input: { equipmentId: string; requestId: string }): Promise<EquipmentUnbind> {
  return parseAnswer(equipmentUnbind, okData(await http.request({ method: 'POST', path: '/equipment/unbind', body: { ...input } })))
}

const manualStep = v.object({ title: text, text: text })
export type ManualStep = v.InferOutput<typeof manualStep>

export const deviceManual = v.object({
  kind: v.picklist(MANUAL_KINDS),
  /** In the request's language, as the steps. */
  title: text,
  updatedAt: num,
  steps: v.array(manualStep),
})
export type DeviceManual = v.InferOutput<typeof deviceManual>

/** The manual of one device type, in the request's language; open to visitors. */
export async function fetchDeviceManual(kind: ManualKind): Promise<DeviceManual> {
  return parseAnswer(deviceManual, okData(await http.request({ method: 'GET', path: '/device/manual', query: { kind } })))
}

/** A download link: only to our own sites (spec 5), as every link the page opens or shows as a QR code. */
const downloadLink = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((link) => isSafeLink(link, allowedLinkDomains, HTTPS_ONLY_LINKS)),
)

const clientDownload = v.object({
  platform: v.picklist(DOWNLOAD_PLATFORMS),
  version: text,
  /** Package size in bytes; 0 for a store page. */
  size: count,
  url: downloadLink,
  updatedAt: num,
})
export type ClientDownload = v.InferOutput<typeof clientDownload>

export const clientDownloads = v.object({
  downloads: v.array(clientDownload),
  /** Where a phone gets the client: the QR code a computer shows. */
  phonePage: downloadLink,
})
export type ClientDownloads = v.InferOutput<typeof clientDownloads>

/** The wifi and box client for each platform; open to visitors. */
export async function fetchClientDownloads(): Promise<ClientDownloads> {
  return parseAnswer(clientDownloads, okData(await http.request(CLIENT_DOWNLOADS_READ)))
}
