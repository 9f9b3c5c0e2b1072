// Application records (spec 4: pending, listed, rejected) and the customised-line membership.
// Documented in docs/api.md, "Application endpoints"; the form rules are the client's own
// (src/lib/applications.ts).
import type { Application, CustomizedMembership } from '@/api/applications'
import {
  APPLICATION_KINDS,
  APPLICATION_STATES,
  CODE_APPLICATION_ENTERPRISE,
  CODE_LINE_FORM_INVALID,
  CODE_LINE_PENDING_LIMIT,
  LINE_PENDING_LIMIT,
  lineFormProblems,
  type ApplicationKind,
  type ApplicationState,
} from '@/lib/applications'
import { CODE_OK } from '@/lib/answer-codes'
import type { Language } from '@/lib/i18n'
import { onceByRequestId } from '../request-ids'
import { fieldText, pagingOf, type Answer, type RouteContext, type Routes } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'

type RejectReason = 'duplicate' | 'unsupported' | 'covered'
type Texts = Record<Language, string>

// The server writes the reasons of a rejection and its refusals in the request's language.
const REJECT_REASONS: Record<RejectReason, Texts> = {
  duplicate: {
    zh_CN: '该应用已在加速列表中，请直接搜索使用',
    en_US: 'This app is already in the acceleration list; search for it to use it',
    zh_TW: '此應用已在加速列表中，請直接搜尋使用',
    zh_HK: '此應用已在加速列表中，請直接搜尋使用',
    vi_VN: 'Ứng dụng này đã có trong danh sách tăng tốc, hãy tìm kiếm để sử dụng',
  },
  unsupported: {
    zh_CN: '该应用的服务器不在中国大陆，暂无法提供加速',
    en_US: "This app's servers are outside mainland China, so it cannot be accelerated yet",
    zh_TW: '此應用的伺服器不在中國大陸，暫無法提供加速',
    zh_HK: '此應用的伺服器不在中國大陸，暫無法提供加速',
    vi_VN: 'Máy chủ của ứng dụng này không ở Trung Quốc đại lục nên chưa thể tăng tốc',
  },
  covered: {
    zh_CN: '您所在地区的标准线路已覆盖该应用，无需定制线路',
    en_US: 'The standard lines of your region already cover this app; no customised line is needed',
    zh_TW: '您所在地區的標準線路已涵蓋此應用，無需訂製線路',
    zh_HK: '您所在地區的標準線路已涵蓋此應用，無需訂製線路',
    vi_VN: 'Tuyến tiêu chuẩn tại khu vực của bạn đã hỗ trợ ứng dụng này, không cần tuyến tùy chỉnh',
  },
}

const REFUSALS: Record<'enterprise' | 'invalid' | 'pendingLimit', Texts> = {
  enterprise: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  invalid: {
    zh_CN: '申请信息不完整或过长，请检查后重新提交',
    en_US: 'The application is incomplete or too long; check it and submit again',
    zh_TW: '申請資訊不完整或過長，請檢查後重新提交',
    zh_HK: '申請資料不完整或過長，請檢查後重新提交',
    vi_VN: 'Thông tin đăng ký chưa đủ hoặc quá dài, vui lòng kiểm tra và gửi lại',
  },
  pendingLimit: {
    zh_CN: `已有 ${LINE_PENDING_LIMIT} 个申请正在审核，请等待审核结果后再申请`,
    en_US: `${LINE_PENDING_LIMIT} applications are already under review; apply again once one is answered`,
    zh_TW: `已有 ${LINE_PENDING_LIMIT} 個申請正在審核，請等待審核結果後再申請`,
    zh_HK: `已有 ${LINE_PENDING_LIMIT} 個申請正在審核，請等待審核結果後再申請`,
    vi_VN: `Đã có ${LINE_PENDING_LIMIT} đơn đang được duyệt, vui lòng chờ kết quả rồi đăng ký tiếp`,
  },
}

interface Seed {
  kind: ApplicationKind
  target: string
  region: string
  note?: string
  daysAgo: number
  state: ApplicationState
  /** Days after the application it was handled. */
  handledAfterDays?: number
  rejected?: RejectReason
  lineName?: string
}

// The demo account has records of both kinds in every state; the others have none.
const DEMO_SEEDS: readonly Seed[] = [
  { kind: 'line', target: '网易云音乐', region: '澳大利亚 · 悉尼', note: '晚上听歌经常卡顿', daysAgo: 2, state: 'pending' },
  { kind: 'line', target: '腾讯视频', region: '美国 · 洛杉矶', daysAgo: 9, state: 'listed', handledAfterDays: 2, lineName: 'CL-LAX-01' },
  { kind: 'line', target: '王者荣耀', region: '英国 · 伦敦', daysAgo: 16, state: 'rejected', handledAfterDays: 1, rejected: 'covered' },
  { kind: 'line', target: '中国工商银行', region: '加拿大 · 多伦多', note: '需要登录网银', daysAgo: 40, state: 'listed', handledAfterDays: 3, lineName: 'CL-YYZ-02' },
  { kind: 'app', target: '咪咕视频', region: 'iOS · 美国', daysAgo: 1, state: 'pending' },
  { kind: 'app', target: '网易云音乐', region: 'Android · 澳大利亚', daysAgo: 6, state: 'listed', handledAfterDays: 2 },
  { kind: 'app', target: 'Steam 国区商店', region: 'Windows · 加拿大', daysAgo: 12, state: 'rejected', handledAfterDays: 1, rejected: 'unsupported' },
  { kind: 'app', target: '哔哩哔哩', region: 'iOS · 英国', daysAgo: 20, state: 'rejected', handledAfterDays: 1, rejected: 'duplicate' },
  { kind: 'app', target: '芒果 TV', region: 'Android · 日本', daysAgo: 31, state: 'listed', handledAfterDays: 3 },
  { kind: 'app', target: '喜马拉雅', region: 'iOS · 新加坡', daysAgo: 45, state: 'listed', handledAfterDays: 2 },
  { kind: 'app', target: '王者荣耀', region: 'Android · 马来西亚', daysAgo: 60, state: 'listed', handledAfterDays: 4 },
  { kind: 'app', target: '优酷', region: 'Mac · 德国', daysAgo: 74, state: 'listed', handledAfterDays: 1 },
  { kind: 'app', target: 'QQ 音乐', region: 'iOS · 法国', daysAgo: 90, state: 'listed', handledAfterDays: 2 },
  { kind: 'app', target: '央视频', region: 'Android · 新西兰', daysAgo: 101, state: 'listed', handledAfterDays: 5 },
  { kind: 'app', target: '虎牙直播', region: 'Windows · 越南', daysAgo: 130, state: 'rejected', handledAfterDays: 2, rejected: 'duplicate' },
  { kind: 'app', target: '和平精英', region: 'iOS · 韩国', daysAgo: 150, state: 'listed', handledAfterDays: 3 },
]

interface StoredApplication extends Omit<Application, 'rejectReason'> {
  rejected?: RejectReason
}

interface ApplicationBook {
  /** Newest first. */
  applications: StoredApplication[]
  nextNumber: number
}

function seedBook(account: Account, now: number): ApplicationBook {
  const seeds = account.uid === DEMO_UID ? DEMO_SEEDS : []
  const applications = seeds.map((seed, index): StoredApplication => {
    const appliedAt = now - seed.daysAgo * DAY_MS - 3 * HOUR_MS
    return {
      id: `A${account.uid}${String(seeds.length - index).padStart(4, '0')}`,
      kind: seed.kind,
      target: seed.target,
      region: seed.region,
      note: seed.note ?? '',
      state: seed.state,
      appliedAt,
      handledAt: seed.handledAfterDays === undefined ? 0 : appliedAt + seed.handledAfterDays * DAY_MS,
      lineName: seed.lineName ?? '',
      rejected: seed.rejected,
    }
  })
  return { applications, nextNumber: seeds.length + 1 }
}

function bookOf(state: MockState, account: Account): ApplicationBook {
  return state.featureState('applications', account, seedBook)
}

function wireApplication({ rejected, ...application }: StoredApplication, lang: Language): Application {
  return { ...application, rejectReason: rejected ? REJECT_REASONS[rejected][lang] : '' }
}

function isKind(value: string | undefined): value is ApplicationKind {
  return (APPLICATION_KINDS as readonly string[]).includes(value ?? '')
}

function isState(value: string | undefined): value is ApplicationState {
  return (APPLICATION_STATES as readonly string[]).includes(value ?? '')
}

function membershipOf(account: Account, book: ApplicationBook): CustomizedMembership {
  const lines = book.applications.filter((application) => application.kind === 'line')
  return {
    enterpriseSubAccount: account.enterpriseSubAccount,
    lines: lines
      .filter((line) => line.state === 'listed')
      .map((line) => ({ lineName: line.lineName, target: line.target, region: line.region, listedAt: line.handledAt })),
    pendingCount: lines.filter((line) => line.state === 'pending').length,
  }
}

function apply({ state, account, body, lang }: RouteContext & { account: Account }): Answer {
  // spec 6: the customised membership is VIP-related
  if (account.enterpriseSubAccount) return { code: CODE_APPLICATION_ENTERPRISE, msg: REFUSALS.enterprise[lang] }
  const book = bookOf(state, account)
  const form = { target: fieldText(body.target), region: fieldText(body.region), note: fieldText(body.note) }
  if (Object.keys(lineFormProblems(form)).length > 0) return { code: CODE_LINE_FORM_INVALID, msg: REFUSALS.invalid[lang] }
  const pending = book.applications.filter((application) => application.kind === 'line' && application.state === 'pending')
  if (pending.length >= LINE_PENDING_LIMIT) return { code: CODE_LINE_PENDING_LIMIT, msg: REFUSALS.pendingLimit[lang] }
  const made: StoredApplication = {
    id: `A${account.uid}${String(book.nextNumber).padStart(4, '0')}`,
    kind: 'line',
    ...form,
    state: 'pending',
    appliedAt: Date.now(),
    handledAt: 0,
    lineName: '',
  }
  book.nextNumber += 1
  book.applications.unshift(made)
  return { code: CODE_OK, data: { application: wireApplication(made, lang) } }
}

const routes: Routes = {
  'GET /application/records': {
    auth: true,
    handle: ({ state, account, query, lang }) => {
      const paging = pagingOf(query)
      const wanted = query.state
      if (!paging || !isKind(query.kind) || (wanted !== undefined && !isState(wanted))) return { code: 400, msg: 'bad query' }
      const all = bookOf(state, account).applications.filter(
        (application) => application.kind === query.kind && (wanted === undefined || application.state === wanted),
      )
      const start = (paging.page - 1) * paging.pageSize
      const list = all.slice(start, start + paging.pageSize).map((application) => wireApplication(application, lang))
      return {
        code: CODE_OK,
        data: { list, page: paging.page, pageSize: paging.pageSize, total: all.length, hasMore: start + list.length < all.length },
      }
    },
  },
  'GET /customized/membership': {
    auth: true,
    handle: ({ state, account }) => ({ code: CODE_OK, data: membershipOf(account, bookOf(state, account)) }),
  },
  'POST /customized/apply': {
    auth: true,
    handle: (context) => onceByRequestId(context, 'customized-apply', () => apply(context)),
  },
}


export default routes
