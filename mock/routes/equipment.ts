// Device endpoints of /equipmentManage, /deviceManual and /wifiDownLoad: the boxes and routers bound
// to an account (rename, unbind), the manual of each device type, the client downloads.
// Documented in docs/api.md, "Device endpoints". None answers 13003: spec 8 names only the
// three device pages of mock/routes/devices.ts.
import type { ClientDownload, clientDownloads, deviceManual, Equipment, equipment, equipmentList, equipmentUnbind } from '@/api/devices'
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
import DEVICE_MANUALS from '../data/device-manuals.json'
import { onceByRequestId } from '../request-ids'
import { fieldText, type Answer, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'

/** How many boxes and routers one account may have bound. */
const EQUIPMENT_LIMIT = 5
const MINUTE_MS = 60 * 1000

interface EquipmentState {
  equipment: Equipment[]
  /** The box /box shows (mock/routes/devices.ts), one of `equipment` until it is unbound. */
  box: Equipment
}

function seedEquipment(account: Account, now: number): EquipmentState {
  if (account.uid !== DEMO_UID) {
    const box: Equipment = { equipmentId: 'eq-box-11', kind: 'box', name: 'Box Pro', model: 'Box Pro', serial: 'BX-2D9H-11', bindState: 'bound', online: true, boundAt: now - 3 * DAY_MS, lastOnlineAt: now - 5 * MINUTE_MS }
    return { equipment: [box], box }
  }
  const box: Equipment = { equipmentId: 'eq-box-01', kind: 'box', name: '客厅盒子', model: 'Box Pro', serial: 'BX-8K2M-01', bindState: 'bound', online: true, boundAt: now - 90 * DAY_MS, lastOnlineAt: now - MINUTE_MS }
  return {
    equipment: [
      box,
      { equipmentId: 'eq-router-01', kind: 'router', name: '书房路由器', model: 'Router AX3000', serial: 'RT-3C7F-22', bindState: 'bound', online: false, boundAt: now - 30 * DAY_MS, lastOnlineAt: now - 2 * DAY_MS },
      { equipmentId: 'eq-box-02', kind: 'box', name: 'Box Mini', model: 'Box Mini', serial: 'BX-5N1Q-07', bindState: 'pending', online: false, boundAt: now - HOUR_MS, lastOnlineAt: 0 },
    ],
    box,
  }
}

function equipmentOf(state: MockState, account: Account): EquipmentState {
  return state.featureState('equipment', account, seedEquipment)
}

/** The box /box shows, as the equipment list has it (its name, online state), and whether it is still bound. */
export function shownBoxOf(state: MockState, account: Account): { box: Equipment; bound: boolean } {
  const { equipment, box } = equipmentOf(state, account)
  return { box, bound: equipment.includes(box) }
}

/** The asked equipment of a signed-in account that may change it, or the refusal. */
function changeable({ state, account, body, t }: SignedIn): Equipment | Answer {
  if (account.enterpriseSubAccount) return { code: CODE_EQUIPMENT_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const found = equipmentOf(state, account).equipment.find((item) => item.equipmentId === fieldText(body.equipmentId))
  return found ?? { code: CODE_EQUIPMENT_NOT_FOUND, msg: t('equipment.notFound') }
}

function rename(context: SignedIn): Answer {
  const found = changeable(context)
  if (!('equipmentId' in found)) return found
  const name = context.body.name
  if (typeof name !== 'string' || !isEquipmentName(name)) return { code: CODE_EQUIPMENT_NAME_INVALID, msg: context.t('equipment.nameInvalid', { max: EQUIPMENT_NAME_MAX }) }
  found.name = name
  return { code: CODE_OK, data: { ...found } satisfies Wire<typeof equipment> }
}

function unbind(context: SignedIn): Answer {
  const found = changeable(context)
  if (!('equipmentId' in found)) return found
  const state = equipmentOf(context.state, context.account)
  state.equipment = state.equipment.filter((item) => item !== found)
  return { code: CODE_OK, data: { equipmentId: found.equipmentId, remaining: state.equipment.length } satisfies Wire<typeof equipmentUnbind> }
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
      return { code: CODE_OK, data: { equipment, limit: EQUIPMENT_LIMIT, enterpriseSubAccount: account.enterpriseSubAccount } satisfies Wire<typeof equipmentList> }
    },
  },
  'POST /equipment/rename': { auth: true, handle: (context) => onceByRequestId(context, 'equipment-rename', () => rename(context)) },
  'POST /equipment/unbind': { auth: true, handle: (context) => onceByRequestId(context, 'equipment-unbind', () => unbind(context)) },
  'GET /device/manual': {
    handle({ query, lang, t }) {
      const kind = query.kind
      if (!isManualKind(kind)) return { code: CODE_MANUAL_NOT_FOUND, msg: t('manualNotFound') }
      const manual = DEVICE_MANUALS.manuals[kind]
      return {
        code: CODE_OK,
        data: {
          kind,
          title: manual.title[lang],
          updatedAt: Date.parse(DEVICE_MANUALS.updatedAt),
          steps: manual.steps.map((step) => ({ title: step.title[lang], text: step.text[lang] })),
        } satisfies Wire<typeof deviceManual>,
      }
    },
  },
  'GET /device/downloads': {
    handle() {
      return { code: CODE_OK, data: { downloads: [...DOWNLOADS], phonePage: DOWNLOAD_SITE } satisfies Wire<typeof clientDownloads> }
    },
  },
}

export default routes
