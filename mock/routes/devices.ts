// Device endpoints: login devices and exiting one, the box's lines and its wifi (spec 1, 3, 8).
// Documented in docs/api.md, "Device endpoints". Every call names this device (`deviceCode`, the
// host's equipment field); a device exited from another one gets 13003 (spec 8) from then on.
import type { boxInfo, boxLines, deviceLogout, Line, LoginDevice, loginDevices, WifiSettings, wifiSettings } from '@/api/devices'
import {
  CODE_DEVICE_IS_CURRENT,
  CODE_DEVICE_NOT_FOUND,
  CODE_OK,
  CODE_UNBOUND,
  CODE_WIFI_INVALID,
} from '@/lib/answer-codes'
import { isWifiName, isWifiPassword, WIFI_BANDS, type WifiBand } from '@/lib/devices'
import { onceByRequestId } from '../request-ids'
import { CODE_BAD_REQUEST, fieldText, type Answer, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'
import { shownBoxOf } from './equipment'

/** How many devices an account may have logged in at once. */
const DEVICE_LIMIT = 5
const MINUTE_MS = 60 * 1000

/** Seeded device codes (docs/api.md): the e2e hosts send these as their equipment. */
const SEEDED_DEVICES = {
  iphone: 'iPhone 14 A2882',
  huawei: 'HUAWEI ELS-AN00',
  mac: 'MacBookPro18,3',
  pc: 'DESKTOP-7Q2K9LM',
  /** Exited from another device before the reset: its calls answer 13003. */
  unbound: 'OPPO PGT-AN10',
} as const

interface DeviceState {
  devices: LoginDevice[]
  /** Codes of devices exited from this account. */
  unbound: Set<string>
  lines: Line[]
  currentLineId: string
  wifi: WifiSettings & { password: string }
}

const LINES: readonly Line[] = [
  { id: 'sh-bgp', name: '上海 BGP', region: 'CN-SH', latencyMs: 28, load: 46, vipOnly: false },
  { id: 'gz-cmcc', name: '广州 移动', region: 'CN-GD', latencyMs: 35, load: 72, vipOnly: false },
  { id: 'bj-cu', name: '北京 联通', region: 'CN-BJ', latencyMs: 41, load: 91, vipOnly: false },
  { id: 'hk-iplc', name: '香港 IPLC', region: 'HK', latencyMs: 19, load: 38, vipOnly: true },
  { id: 'sg-iplc', name: 'Singapore IPLC', region: 'SG', latencyMs: 52, load: 24, vipOnly: true },
]

function seedDevices(account: Account, now: number): DeviceState {
  const device = (
    deviceCode: string,
    name: string,
    platformType: number,
    online: boolean,
    lastActiveAgo: number,
    loggedInAgo: number,
  ): LoginDevice => ({ deviceCode, name, platformType, online, lastActiveAt: now - lastActiveAgo, loggedInAt: now - loggedInAgo })
  const demo = account.uid === DEMO_UID
  const devices = demo
    ? [
        device(SEEDED_DEVICES.iphone, 'iPhone 14', 0, true, 2 * MINUTE_MS, 30 * DAY_MS),
        device(SEEDED_DEVICES.huawei, 'HUAWEI Mate 40', 1, true, 15 * MINUTE_MS, 12 * DAY_MS),
        device(SEEDED_DEVICES.mac, 'MacBook Pro', 4, false, 26 * HOUR_MS, 40 * DAY_MS),
        device(SEEDED_DEVICES.pc, 'Windows PC', 2, false, 5 * DAY_MS, 60 * DAY_MS),
      ]
    : [device(SEEDED_DEVICES.iphone, 'iPhone 14', 0, true, 5 * MINUTE_MS, 3 * DAY_MS)]
  return {
    devices,
    unbound: new Set(demo ? [SEEDED_DEVICES.unbound] : []),
    lines: LINES.map((line) => ({ ...line })),
    currentLineId: LINES[0].id,
    wifi: { ssid: demo ? 'Demo-Box-5G' : 'Box-2.4G', band: demo ? '5G' : '2.4G', hidden: false, passwordSet: true, password: 'box12345678', updatedAt: now - 3 * DAY_MS },
  }
}

function deviceStateOf(state: MockState, account: Account): DeviceState {
  return state.featureState('devices', account, seedDevices)
}

function deviceCodeOf(context: SignedIn): string {
  return fieldText(context.query.deviceCode ?? context.body.deviceCode)
}

function linesAnswer(devices: DeviceState): Wire<typeof boxLines> {
  return { currentLineId: devices.currentLineId, lines: devices.lines }
}

function publicWifi({ password: _password, ...wifi }: DeviceState['wifi']): Wire<typeof wifiSettings> {
  return wifi
}

function isWifiBand(value: unknown): value is WifiBand {
  return (WIFI_BANDS as readonly unknown[]).includes(value)
}

function logout(context: SignedIn, devices: DeviceState): Answer {
  const target = fieldText(context.body.targetDeviceCode)
  if (target === '') return { code: CODE_BAD_REQUEST, msg: context.t('badRequest') }
  if (target === deviceCodeOf(context)) return { code: CODE_DEVICE_IS_CURRENT, msg: context.t('device.isCurrent') }
  const index = devices.devices.findIndex((device) => device.deviceCode === target)
  if (index < 0) return { code: CODE_DEVICE_NOT_FOUND, msg: context.t('device.notFound') }
  devices.devices.splice(index, 1)
  devices.unbound.add(target)
  return { code: CODE_OK, data: { deviceCode: target, remaining: devices.devices.length } satisfies Wire<typeof deviceLogout> }
}

function selectLine({ body, t }: SignedIn, devices: DeviceState): Answer {
  const lineId = fieldText(body.lineId)
  if (!devices.lines.some((line) => line.id === lineId)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  devices.currentLineId = lineId
  return { code: CODE_OK, data: linesAnswer(devices) }
}

function saveWifi({ body, t }: SignedIn, devices: DeviceState): Answer {
  const { ssid, band, hidden, password } = body
  const validPassword = password === '' || (typeof password === 'string' && isWifiPassword(password))
  if (typeof ssid !== 'string' || !isWifiName(ssid) || !isWifiBand(band) || typeof hidden !== 'boolean' || !validPassword) {
    return { code: CODE_WIFI_INVALID, msg: t('wifiInvalid') }
  }
  devices.wifi = { ssid, band, hidden, password: password === '' ? devices.wifi.password : String(password), passwordSet: true, updatedAt: Date.now() }
  return { code: CODE_OK, data: publicWifi(devices.wifi) }
}

/** Spec 8: a call from a device exited from this account answers 13003, on every device endpoint but the box overview. */
function ofBoundDevice(handle: (context: SignedIn, devices: DeviceState) => Answer): Routes[string] {
  return {
    auth: true,
    handle: (context) => {
      const devices = deviceStateOf(context.state, context.account)
      return devices.unbound.has(deviceCodeOf(context)) ? { code: CODE_UNBOUND, msg: context.t('unbound') } : handle(context, devices)
    },
  }
}

const BOX_FIRMWARE = '2.4.1'

/** The box of the account's equipment (mock/routes/equipment.ts): unbound there, it is offline here. */
function boxInfoOf(context: SignedIn): Wire<typeof boxInfo> {
  const devices = deviceStateOf(context.state, context.account)
  const { box, bound } = shownBoxOf(context.state, context.account)
  const line = devices.lines.find((item) => item.id === devices.currentLineId)
  return {
    boxCode: box.serial,
    name: box.name,
    model: box.model,
    firmware: BOX_FIRMWARE,
    online: bound && box.online,
    lineName: line?.name ?? '',
    ssid: devices.wifi.ssid,
    connectedDevices: bound ? devices.devices.filter((device) => device.online).length : 0,
    thisDeviceBound: !devices.unbound.has(deviceCodeOf(context)),
  }
}

const routes: Routes = {
  'GET /box/info': { auth: true, handle: (context) => ({ code: CODE_OK, data: boxInfoOf(context) }) },
  'GET /device/list': ofBoundDevice((_context, { devices }) => ({ code: CODE_OK, data: { devices, limit: DEVICE_LIMIT } satisfies Wire<typeof loginDevices> })),
  'POST /device/logout': ofBoundDevice((context, devices) => onceByRequestId(context, 'device-logout', () => logout(context, devices))),
  'GET /box/lines': ofBoundDevice((_context, devices) => ({ code: CODE_OK, data: linesAnswer(devices) })),
  'POST /box/line': ofBoundDevice(selectLine),
  'GET /box/wifi': ofBoundDevice((_context, devices) => ({ code: CODE_OK, data: publicWifi(devices.wifi) })),
  'POST /box/wifi': ofBoundDevice(saveWifi),
}

export default routes
