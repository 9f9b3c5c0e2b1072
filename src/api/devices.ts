import * as v from 'valibot'
import { WIFI_BANDS } from '@/lib/devices'
import { http } from '@/services/http'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// Login devices, the box's lines and wifi (docs/api.md, "Device endpoints"). Every call sends this
// device's code (the host's equipment field, spec 3): the server answers 13003 when it was unbound.

export {
  CODE_DEVICE_IS_CURRENT,
  CODE_DEVICE_NOT_FOUND,
  CODE_UNBOUND,
  CODE_WIFI_INVALID,
} from '@/lib/answer-codes'

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

const loginDevices = v.object({ devices: v.array(loginDevice), limit: count })
export type LoginDevices = v.InferOutput<typeof loginDevices>

const deviceLogout = v.object({ deviceCode: text, remaining: count })
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

const boxLines = v.object({ currentLineId: text, lines: v.array(line) })
export type BoxLines = v.InferOutput<typeof boxLines>

const wifiSettings = v.object({
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

const boxInfo = v.object({
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
