// Device endpoints: login devices and exiting one, the box's lines and its wifi (spec 1, 3, 8).
// Documented in docs/api.md, "Device endpoints". Every call names this device (`deviceCode`, the
// host's equipment field); a device exited from another one gets 13003 (spec 8) from then on.
import type { BoxInfo, BoxLines, DeviceLogout, Line, LoginDevice, LoginDevices, WifiSettings } from '@/api/devices'
import {
  CODE_DEVICE_IS_CURRENT,
  CODE_DEVICE_NOT_FOUND,
  CODE_OK,
  CODE_UNBOUND,
  CODE_WIFI_INVALID,
} from '@/lib/answer-codes'
import { isWifiName, isWifiPassword, WIFI_BANDS, type WifiBand } from '@/lib/devices'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'

const CODE_BAD_REQUEST = 400
/** How many devices an account may have logged in at once. */
const DEVICE_LIMIT = 5
const MINUTE_MS = 60 * 1000

/** Seeded device codes (docs/api.md): the e2e hosts send these as their equipment. */
export const SEEDED_DEVICES = {
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

export function deviceStateOf(state: MockState, account: Account): DeviceState {
  return state.featureState('devices', account, seedDevices)
}

type SignedIn = RouteContext & { account: Account }

/** Spec 8: a call from a device exited from this account answers 13003, on every device endpoint. */
function unboundAnswer(context: SignedIn, deviceCode: string): Answer | undefined {
  const devices = deviceStateOf(context.state, context.account)
  return devices.unbound.has(deviceCode) ? { code: CODE_UNBOUND, msg: context.t('unbound') } : undefined
}

function deviceCodeOf(context: SignedIn): string {
  return fieldText(context.query.deviceCode ?? context.body.deviceCode)
}

function linesAnswer(devices: DeviceState): BoxLines {
  return { currentLineId: devices.currentLineId, lines: devices.lines }
}

function publicWifi({ password: _password, ...wifi }: DeviceState['wifi']): WifiSettings {
  return wifi
}

function isWifiBand(value: unknown): value is WifiBand {
  return (WIFI_BANDS as readonly unknown[]).includes(value)
}

function logout(context: SignedIn): Answer {
  const devices = deviceStateOf(context.state, context.account)
  const target = fieldText(context.body.targetDeviceCode)
  const current = deviceCodeOf(context)
  if (target === '') return { code: CODE_BAD_REQUEST, msg: context.t('badRequest') }
  if (target === current) return { code: CODE_DEVICE_IS_CURRENT, msg: context.t('deviceIsCurrent') }
  const index = devices.devices.findIndex((device) => device.deviceCode === target)
  if (index < 0) return { code: CODE_DEVICE_NOT_FOUND, msg: context.t('deviceNotFound') }
  devices.devices.splice(index, 1)
  devices.unbound.add(target)
  return { code: CODE_OK, data: { deviceCode: target, remaining: devices.devices.length } satisfies DeviceLogout }
}

const BOX = { boxCode: 'BX-8K2M-01', model: 'Box Pro', firmware: '2.4.1' }

function boxInfo(context: SignedIn): BoxInfo {
  const devices = deviceStateOf(context.state, context.account)
  const line = devices.lines.find((item) => item.id === devices.currentLineId)
  return {
    ...BOX,
    name: devices.wifi.ssid,
    online: true,
    lineName: line?.name ?? '',
    ssid: devices.wifi.ssid,
    connectedDevices: devices.devices.filter((device) => device.online).length,
    thisDeviceBound: !devices.unbound.has(deviceCodeOf(context)),
  }
}

const routes: Routes = {
  'GET /box/info': {
    auth: true,
    handle(context) {
      return { code: CODE_OK, data: boxInfo(context) }
    },
  },
  'GET /device/list': {
    auth: true,
    handle(context) {
      const unbound = unboundAnswer(context, deviceCodeOf(context))
      if (unbound) return unbound
      const { devices } = deviceStateOf(context.state, context.account)
      return { code: CODE_OK, data: { devices, limit: DEVICE_LIMIT } satisfies LoginDevices }
    },
  },
  'POST /device/logout': {
    auth: true,
    handle(context) {
      return unboundAnswer(context, deviceCodeOf(context)) ?? onceByRequestId(context, 'device-logout', () => logout(context))
    },
  },
  'GET /box/lines': {
    auth: true,
    handle(context) {
      return unboundAnswer(context, deviceCodeOf(context)) ?? { code: CODE_OK, data: linesAnswer(deviceStateOf(context.state, context.account)) }
    },
  },
  'POST /box/line': {
    auth: true,
    handle(context) {
      const unbound = unboundAnswer(context, deviceCodeOf(context))
      if (unbound) return unbound
      const devices = deviceStateOf(context.state, context.account)
      const lineId = fieldText(context.body.lineId)
      if (!devices.lines.some((line) => line.id === lineId)) return { code: CODE_BAD_REQUEST, msg: context.t('badRequest') }
      devices.currentLineId = lineId
      return { code: CODE_OK, data: linesAnswer(devices) }
    },
  },
  'GET /box/wifi': {
    auth: true,
    handle(context) {
      return unboundAnswer(context, deviceCodeOf(context)) ?? { code: CODE_OK, data: publicWifi(deviceStateOf(context.state, context.account).wifi) }
    },
  },
  'POST /box/wifi': {
    auth: true,
    handle(context) {
      const unbound = unboundAnswer(context, deviceCodeOf(context))
      if (unbound) return unbound
      const devices = deviceStateOf(context.state, context.account)
      const { ssid, band, hidden, password } = context.body
      const validPassword = password === '' || (typeof password === 'string' && isWifiPassword(password))
      if (typeof ssid !== 'string' || !isWifiName(ssid) || !isWifiBand(band) || typeof hidden !== 'boolean' || !validPassword) {
        return { code: CODE_WIFI_INVALID, msg: context.t('wifiInvalid') }
      }
      devices.wifi = {
        ssid,
        band,
        hidden,
        password: password === '' ? devices.wifi.password : String(password),
        passwordSet: true,
        updatedAt: Date.now(),
      }
      return { code: CODE_OK, data: publicWifi(devices.wifi) }
    },
  },
}

export default routes
