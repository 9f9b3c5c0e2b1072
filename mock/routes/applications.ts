// Application records (spec 4: pending, listed, rejected) and the customised-line membership.
// Documented in docs/api.md, "Application endpoints"; the form rules are the client's own
// (src/lib/applications.ts).
import type { Application, applicationPage, applyAnswer, customizedMembership } from '@/api/applications'
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
import { badPaging, CODE_BAD_REQUEST, fieldText, pageOf, type Answer, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'
import { textOf } from '../texts'

// The reviewers' reasons, written in the request's language (mock/data/texts.json, `rejectReason.*`).
type RejectReason = 'duplicate' | 'unsupported' | 'covered'

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
  return { ...application, rejectReason: rejected ? textOf(`rejectReason.${rejected}`, lang) : '' }
}

function isKind(value: string | undefined): value is ApplicationKind {
  return (APPLICATION_KINDS as readonly string[]).includes(value ?? '')
}

function isState(value: string | undefined): value is ApplicationState {
  return (APPLICATION_STATES as readonly string[]).includes(value ?? '')
}

function membershipOf(account: Account, book: ApplicationBook): Wire<typeof customizedMembership> {
  const lines = book.applications.filter((application) => application.kind === 'line')
  return {
    enterpriseSubAccount: account.enterpriseSubAccount,
    lines: lines
      .filter((line) => line.state === 'listed')
      .map((line) => ({ lineName: line.lineName, target: line.target, region: line.region, listedAt: line.handledAt })),
    pendingCount: lines.filter((line) => line.state === 'pending').length,
  }
}

function apply({ state, account, body, lang, t }: SignedIn): Answer {
  // spec 6: the customised membership is VIP-related
  if (account.enterpriseSubAccount) return { code: CODE_APPLICATION_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const book = bookOf(state, account)
  const form = { target: fieldText(body.target), region: fieldText(body.region), note: fieldText(body.note) }
  if (Object.keys(lineFormProblems(form)).length > 0) return { code: CODE_LINE_FORM_INVALID, msg: t('application.invalid') }
  const pending = book.applications.filter((application) => application.kind === 'line' && application.state === 'pending')
  if (pending.length >= LINE_PENDING_LIMIT) return { code: CODE_LINE_PENDING_LIMIT, msg: t('application.pendingLimit', { limit: LINE_PENDING_LIMIT }) }
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
  return { code: CODE_OK, data: { application: wireApplication(made, lang) } satisfies Wire<typeof applyAnswer> }
}

const routes: Routes = {
  'GET /application/records': {
    auth: true,
    handle: (context) => {
      const { state, account, query, lang, t } = context
      const wanted = query.state
      if (!isKind(query.kind) || (wanted !== undefined && !isState(wanted))) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
      const page = pageOf(
        query,
        bookOf(state, account).applications.filter((application) => application.kind === query.kind && (wanted === undefined || application.state === wanted)),
      )
      if (!page) return badPaging(context)
      return { code: CODE_OK, data: { ...page, list: page.list.map((application) => wireApplication(application, lang)) } satisfies Wire<typeof applicationPage> }
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
