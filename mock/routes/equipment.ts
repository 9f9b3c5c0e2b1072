// Device endpoints of /equipmentManage, /deviceManual and /wifiDownLoad: the boxes and routers bound
// to an account (rename, unbind), the manual of each device type, the client downloads.
// Documented in docs/api.md, "Device endpoints". None answers 13003: spec 8 names only the
// three device pages of mock/routes/devices.ts.
import type { ClientDownload, ClientDownloads, DeviceManual, Equipment, EquipmentList, EquipmentUnbind } from '@/api/devices'
import { CODE_OK } from '@/lib/answer-codes'
import {
  CODE_EQUIPMENT_ENTERPRISE,
  CODE_EQUIPMENT_NAME_INVALID,
  CODE_EQUIPMENT_NOT_FOUND,
  CODE_MANUAL_NOT_FOUND,
  EQUIPMENT_NAME_MAX,
  isEquipmentName,
  isManualKind,
} from '@/lib/devices'
import type { Language } from '@/lib/i18n'
import { DEVICE_MANUALS } from '../device-manuals'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type RouteContext, type Routes } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'

/** How many boxes and routers one account may have bound. */
const EQUIPMENT_LIMIT = 5
const MINUTE_MS = 60 * 1000

interface EquipmentState {
  equipment: Equipment[]
}

function seedEquipment(account: Account, now: number): EquipmentState {
  const equipment: Equipment[] =
    account.uid === DEMO_UID
      ? [
          // the box /box shows (mock/routes/devices.ts)
          { equipmentId: 'eq-box-01', kind: 'box', name: '客厅盒子', model: 'Box Pro', serial: 'BX-8K2M-01', bindState: 'bound', online: true, boundAt: now - 90 * DAY_MS, lastOnlineAt: now - MINUTE_MS },
          { equipmentId: 'eq-router-01', kind: 'router', name: '书房路由器', model: 'Router AX3000', serial: 'RT-3C7F-22', bindState: 'bound', online: false, boundAt: now - 30 * DAY_MS, lastOnlineAt: now - 2 * DAY_MS },
          { equipmentId: 'eq-box-02', kind: 'box', name: 'Box Mini', model: 'Box Mini', serial: 'BX-5N1Q-07', bindState: 'pending', online: false, boundAt: now - HOUR_MS, lastOnlineAt: 0 },
        ]
      : [{ equipmentId: 'eq-box-11', kind: 'box', name: 'Box Pro', model: 'Box Pro', serial: 'BX-2D9H-11', bindState: 'bound', online: true, boundAt: now - 3 * DAY_MS, lastOnlineAt: now - 5 * MINUTE_MS }]
  return { equipment }
}

function equipmentOf(state: MockState, account: Account): EquipmentState {
  return state.featureState('equipment', account, seedEquipment)
}

const REFUSAL_TEXTS: Record<'notFound' | 'nameInvalid' | 'enterprise' | 'manualNotFound', Record<Language, string>> = {
  notFound: {
    zh_CN: '该设备已不在您的账号下',
    en_US: 'This equipment is no longer bound to your account',
    zh_TW: '該裝置已不在您的帳號下',
    zh_HK: '該設備已不在您的賬號下',
    vi_VN: 'Thiết bị này không còn gắn với tài khoản của bạn',
  },
  nameInvalid: {
    zh_CN: `设备名称为 1 到 ${EQUIPMENT_NAME_MAX} 个字，首尾不能有空格`,
    en_US: `An equipment name has 1 to ${EQUIPMENT_NAME_MAX} characters, with no space at either end`,
    zh_TW: `裝置名稱為 1 到 ${EQUIPMENT_NAME_MAX} 個字，首尾不能有空格`,
    zh_HK: `設備名稱為 1 到 ${EQUIPMENT_NAME_MAX} 個字，首尾不能有空格`,
    vi_VN: `Tên thiết bị dài 1 đến ${EQUIPMENT_NAME_MAX} ký tự, không có khoảng trắng ở đầu hoặc cuối`,
  },
  enterprise: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  manualNotFound: {
    zh_CN: '暂无该设备的说明书',
    en_US: 'There is no manual for this device',
    zh_TW: '暫無該裝置的說明書',
    zh_HK: '暫無該設備的說明書',
    vi_VN: 'Chưa có hướng dẫn cho thiết bị này',
  },
}

type SignedIn = RouteContext & { account: Account }

function refusal(context: RouteContext, code: number, text: keyof typeof REFUSAL_TEXTS): Answer {
  return { code, msg: REFUSAL_TEXTS[text][context.lang] }
}

/** The asked equipment of a signed-in account that may change it, or the refusal. */
function changeable(context: SignedIn): Equipment | Answer {
  if (context.account.enterpriseSubAccount) return refusal(context, CODE_EQUIPMENT_ENTERPRISE, 'enterprise')
  const found = equipmentOf(context.state, context.account).equipment.find((item) => item.equipmentId === fieldText(context.body.equipmentId))
  return found ?? refusal(context, CODE_EQUIPMENT_NOT_FOUND, 'notFound')
}

function rename(context: SignedIn): Answer {
  const found = changeable(context)
  if (!('equipmentId' in found)) return found
  const name = context.body.name
  if (typeof name !== 'string' || !isEquipmentName(name)) return refusal(context, CODE_EQUIPMENT_NAME_INVALID, 'nameInvalid')
  found.name = name
  return { code: CODE_OK, data: { ...found } satisfies Equipment }
}

function unbind(context: SignedIn): Answer {
  const found = changeable(context)
  if (!('equipmentId' in found)) return found
  const state = equipmentOf(context.state, context.account)
  state.equipment = state.equipment.filter((item) => item !== found)
  return { code: CODE_OK, data: { equipmentId: found.equipmentId, remaining: state.equipment.length } satisfies EquipmentUnbind }
}

/** The official site's download area (siteLinks in src/config, which the mock cannot import). */
const DOWNLOAD_SITE = 'https://www.speedup.example/download'
const IOS_STORE_PAGE = 'https://apps.apple.com/app/id1500000000'

const RELEASED_AT = Date.UTC(2026, 9, 12, 2)

const DOWNLOADS: readonly ClientDownload[] = [
  { platform: 'ios', version: '3.31.0', size: 0, url: IOS_STORE_PAGE, updatedAt: RELEASED_AT },
  { platform: 'android', version: '3.31.0', size: 71_745_536, url: `${DOWNLOAD_SITE}/speedup-android.apk`, updatedAt: RELEASED_AT },
  { platform: 'pc', version: '2.8.4', size: 98_566_144, url: `${DOWNLOAD_SITE}/speedup-setup.exe`, updatedAt: RELEASED_AT - 9 * DAY_MS },
  { platform: 'mac', version: '2.8.4', size: 117_440_512, url: `${DOWNLOAD_SITE}/speedup.dmg`, updatedAt: RELEASED_AT - 9 * DAY_MS },
]

const routes: Routes = {
  'GET /equipment/list': {
    auth: true,
    handle({ state, account }) {
      const { equipment } = equipmentOf(state, account)
      return { code: CODE_OK, data: { equipment, limit: EQUIPMENT_LIMIT, enterpriseSubAccount: account.enterpriseSubAccount } satisfies EquipmentList }
    },
  },
  'POST /equipment/rename': { auth: true, handle: (context) => onceByRequestId(context, 'equipment-rename', () => rename(context)) },
  'POST /equipment/unbind': { auth: true, handle: (context) => onceByRequestId(context, 'equipment-unbind', () => unbind(context)) },
  'GET /device/manual': {
    handle(context) {
      const kind = context.query.kind
      if (!isManualKind(kind)) return refusal(context, CODE_MANUAL_NOT_FOUND, 'manualNotFound')
      const manual = DEVICE_MANUALS[kind]
      return {
        code: CODE_OK,
        data: {
          kind,
          title: manual.title[context.lang],
          updatedAt: manual.updatedAt,
          steps: manual.steps.map((step) => ({ title: step.title[context.lang], text: step.text[context.lang] })),
        } satisfies DeviceManual,
      }
    },
  },
  'GET /device/downloads': {
    handle() {
      return { code: CODE_OK, data: { downloads: [...DOWNLOADS], phonePage: DOWNLOAD_SITE } satisfies ClientDownloads }
    },
  },
}

export default routes
