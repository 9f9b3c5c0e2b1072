// Auto-renew management and pausing a membership (/wxPayManage, /pauseManager, /pauseRecord).
// Documented in docs/api.md, "Membership endpoints"; the rules are the client's own
// (src/lib/membership.ts). The contracts are mock/auto-renew.ts, shared with the cancellation check.
import type { AutoRenewContract as WireContract, AutoRenewStatus, Pause, PauseChange, PauseStatus } from '@/api/membership'
import { CODE_OK } from '@/lib/answer-codes'
import type { Language } from '@/lib/i18n'
import {
  CODE_CONTRACT_ENDED,
  CODE_CONTRACT_NOT_FOUND,
  CODE_MEMBERSHIP_ENTERPRISE,
  CODE_PAUSE_DAYS,
  CODE_PAUSE_NOT_MEMBER,
  CODE_PAUSE_NOT_RUNNING,
  CODE_PAUSE_RUNNING,
  CODE_PAUSE_YEAR_LIMIT,
  expiryAfterPause,
  isPauseDays,
  pauseRefusal,
  pausesInYearOf,
  pauseStateOf,
  unusedPauseMs,
  type PauseFacts,
  type PauseRefusal,
} from '@/lib/membership'
import { autoRenewContractsOf, endAutoRenewal, moveRenewals, type AutoRenewContract } from '../auto-renew'
import { membershipOf, type MembershipState, type StoredPause } from '../member-pauses'
import { onceByRequestId } from '../request-ids'
import { fieldText, pagingOf, type Answer, type RouteContext, type Routes } from '../route'
import { DAY_MS, type Account, type MockState } from '../state'

const CODE_BAD_REQUEST = 400

const TEXTS = {
  enterpriseSubAccount: {
    zh_CN: '企业子账号无法进行此操作',
    en_US: 'An enterprise sub-account cannot perform this operation',
    zh_TW: '企業子帳號無法進行此操作',
    zh_HK: '企業子賬號無法進行此操作',
    vi_VN: 'Tài khoản con doanh nghiệp không thể thực hiện thao tác này',
  },
  contractNotFound: {
    zh_CN: '未找到该自动续费',
    en_US: 'This auto-renewal was not found',
    zh_TW: '找不到此自動續費',
    zh_HK: '找不到此自動續費',
    vi_VN: 'Không tìm thấy gói tự động gia hạn này',
  },
  contractEnded: {
    zh_CN: '该自动续费已关闭',
    en_US: 'This auto-renewal has already been turned off',
    zh_TW: '此自動續費已關閉',
    zh_HK: '此自動續費已關閉',
    vi_VN: 'Gói tự động gia hạn này đã được tắt',
  },
  notMember: {
    zh_CN: '当前没有生效中的会员，无法暂停',
    en_US: 'You have no active membership to pause',
    zh_TW: '目前沒有生效中的會員，無法暫停',
    zh_HK: '目前沒有生效中的會員，無法暫停',
    vi_VN: 'Bạn không có gói hội viên đang hiệu lực để tạm dừng',
  },
  paused: {
    zh_CN: '会员已在暂停中',
    en_US: 'Your membership is already paused',
    zh_TW: '會員已在暫停中',
    zh_HK: '會員已在暫停中',
    vi_VN: 'Hội viên của bạn đang tạm dừng',
  },
  yearLimit: {
    zh_CN: '本年度暂停次数已用完',
    en_US: 'You have used all your pauses for this year',
    zh_TW: '本年度暫停次數已用完',
    zh_HK: '本年度暫停次數已用完',
    vi_VN: 'Bạn đã dùng hết số lần tạm dừng của năm nay',
  },
  badDays: {
    zh_CN: '暂停天数不正确',
    en_US: 'The number of pause days is not valid',
    zh_TW: '暫停天數不正確',
    zh_HK: '暫停天數不正確',
    vi_VN: 'Số ngày tạm dừng không hợp lệ',
  },
  notRunning: {
    zh_CN: '当前没有进行中的暂停',
    en_US: 'No pause is running',
    zh_TW: '目前沒有進行中的暫停',
    zh_HK: '目前沒有進行中的暫停',
    vi_VN: 'Không có lần tạm dừng nào đang diễn ra',
  },
  badPaging: {
    zh_CN: '分页参数不正确',
    en_US: 'Invalid page parameters',
    zh_TW: '分頁參數不正確',
    zh_HK: '分頁參數不正確',
    vi_VN: 'Tham số phân trang không hợp lệ',
  },
} satisfies Record<string, Record<Language, string>>

function wirePause({ movedVip: _vip, movedSuperVip: _superVip, ...pause }: StoredPause): Pause {
  return pause
}

function runningPause(membership: MembershipState, now: number): StoredPause | undefined {
  return membership.pauses.find((pause) => pauseStateOf(pause, now) === 'running')
}

function factsOf(membership: MembershipState, account: Account, now: number): PauseFacts {
  return {
    enterpriseSubAccount: account.enterpriseSubAccount,
    vipExpireAt: account.vipExpireAt,
    superVipExpireAt: account.superVipExpireAt,
    paused: runningPause(membership, now) !== undefined,
    pausesThisYear: pausesInYearOf(
      membership.pauses.map((pause) => pause.startedAt),
      now,
    ),
  }
}

function wireContract(account: Account, contract: AutoRenewContract): WireContract {
  return { ...contract, paidUntil: contract.level === 'vip' ? account.vipExpireAt : account.superVipExpireAt }
}

function autoRenewStatus(state: MockState, account: Account): AutoRenewStatus {
  return {
    enterpriseSubAccount: account.enterpriseSubAccount,
    contracts: autoRenewContractsOf(state, account).map((contract) => wireContract(account, contract)),
  }
}

function endContract({ state, account, body, lang }: RouteContext & { account: Account }): Answer {
  if (account.enterpriseSubAccount) return { code: CODE_MEMBERSHIP_ENTERPRISE, msg: TEXTS.enterpriseSubAccount[lang] }
  const contract = autoRenewContractsOf(state, account).find((known) => known.contractNo === fieldText(body.contractNo))
  if (!contract) return { code: CODE_CONTRACT_NOT_FOUND, msg: TEXTS.contractNotFound[lang] }
  if (contract.endedAt > 0) return { code: CODE_CONTRACT_ENDED, msg: TEXTS.contractEnded[lang] }
  endAutoRenewal(contract, Date.now())
  return { code: CODE_OK, data: { contract: wireContract(account, contract) } }
}

const REFUSAL_ANSWERS: Record<PauseRefusal, { code: number; text: keyof typeof TEXTS }> = {
  enterpriseSubAccount: { code: CODE_MEMBERSHIP_ENTERPRISE, text: 'enterpriseSubAccount' },
  paused: { code: CODE_PAUSE_RUNNING, text: 'paused' },
  notMember: { code: CODE_PAUSE_NOT_MEMBER, text: 'notMember' },
  yearLimit: { code: CODE_PAUSE_YEAR_LIMIT, text: 'yearLimit' },
}

function change(account: Account, pause: StoredPause): PauseChange {
  return { pause: wirePause(pause), vipExpireAt: account.vipExpireAt, superVipExpireAt: account.superVipExpireAt }
}

function start({ state, account, body, lang }: RouteContext & { account: Account }): Answer {
  const membership = membershipOf(state, account)
  const now = Date.now()
  const refusal = pauseRefusal(factsOf(membership, account, now), now)
  if (refusal) return { code: REFUSAL_ANSWERS[refusal].code, msg: TEXTS[REFUSAL_ANSWERS[refusal].text][lang] }
  const days = body.days
  if (!isPauseDays(days)) return { code: CODE_PAUSE_DAYS, msg: TEXTS.badDays[lang] }
  const pause: StoredPause = {
    pauseNo: `P${account.uid}${String(membership.pauses.length + 1).padStart(4, '0')}`,
    startedAt: now,
    plannedEndAt: now + days * DAY_MS,
    resumedAt: 0,
    days,
    movedVip: account.vipExpireAt > now,
    movedSuperVip: account.superVipExpireAt > now,
  }
  // the running time stands still: what is left of it ends later, and so does the next renewal
  account.vipExpireAt = expiryAfterPause(account.vipExpireAt, days, now)
  account.superVipExpireAt = expiryAfterPause(account.superVipExpireAt, days, now)
  moveRenewals(state, account, days * DAY_MS)
  membership.pauses.unshift(pause)
  return { code: CODE_OK, data: change(account, pause) }
}

function resume({ state, account, body, lang }: RouteContext & { account: Account }): Answer {
  if (account.enterpriseSubAccount) return { code: CODE_MEMBERSHIP_ENTERPRISE, msg: TEXTS.enterpriseSubAccount[lang] }
  const membership = membershipOf(state, account)
  const now = Date.now()
  const pause = runningPause(membership, now)
  if (!pause || pause.pauseNo !== fieldText(body.pauseNo)) return { code: CODE_PAUSE_NOT_RUNNING, msg: TEXTS.notRunning[lang] }
  // the days not used go back: the ends move back by them
  const unused = unusedPauseMs(pause, now)
  if (pause.movedVip) account.vipExpireAt -= unused
  if (pause.movedSuperVip) account.superVipExpireAt -= unused
  moveRenewals(state, account, -unused)
  pause.resumedAt = now
  return { code: CODE_OK, data: change(account, pause) }
}

function pauseStatus(state: MockState, account: Account): PauseStatus {
  const membership = membershipOf(state, account)
  const now = Date.now()
  const facts = factsOf(membership, account, now)
  const running = runningPause(membership, now)
  return {
    now,
    enterpriseSubAccount: facts.enterpriseSubAccount,
    vipExpireAt: account.vipExpireAt,
    superVipExpireAt: account.superVipExpireAt,
    running: running ? wirePause(running) : null,
    pausesThisYear: facts.pausesThisYear,
  }
}

const routes: Routes = {
  'GET /member/autoRenew': { auth: true, handle: ({ state, account }) => ({ code: CODE_OK, data: autoRenewStatus(state, account) }) },
  'POST /member/autoRenew/end': { auth: true, handle: (context) => onceByRequestId(context, 'auto-renew-end', () => endContract(context)) },
  'GET /member/pause': { auth: true, handle: ({ state, account }) => ({ code: CODE_OK, data: pauseStatus(state, account) }) },
  'POST /member/pause': { auth: true, handle: (context) => onceByRequestId(context, 'pause-start', () => start(context)) },
  'POST /member/pause/resume': { auth: true, handle: (context) => onceByRequestId(context, 'pause-resume', () => resume(context)) },
  'GET /member/pauses': {
    auth: true,
    handle: ({ state, account, query, lang }) => {
      const paging = pagingOf(query)
      if (!paging) return { code: CODE_BAD_REQUEST, msg: TEXTS.badPaging[lang] }
      const { page, pageSize } = paging
      const pauses = membershipOf(state, account).pauses
      const start = (page - 1) * pageSize
      const list = pauses.slice(start, start + pageSize).map(wirePause)
      return { code: CODE_OK, data: { list, page, pageSize, total: pauses.length, hasMore: start + list.length < pauses.length } }
    },
  },
}

export default routes
