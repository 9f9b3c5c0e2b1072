// Auto-renew management and pausing a membership (/wxPayManage, /pauseManager, /pauseRecord).
// Documented in docs/api.md, "Membership endpoints"; the rules are the client's own
// (src/lib/membership.ts). The contracts are mock/auto-renew.ts, shared with the cancellation check.
import type { autoRenewContract, autoRenewStatus, pauseAnswer, pausePage, pauseStatus } from '@/api/membership'
import { CODE_OK } from '@/lib/answer-codes'
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
import { badPaging, fieldText, pageOf, type Answer, type Routes, type SignedIn, type Wire } from '../route'
import { DAY_MS, type Account } from '../state'

type PauseAnswer = Wire<typeof pauseAnswer>

function wirePause({ movedVip: _vip, movedSuperVip: _superVip, ...pause }: StoredPause): PauseAnswer['pause'] {
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

function wireContract(account: Account, contract: AutoRenewContract): Wire<typeof autoRenewContract> {
  return { ...contract, paidUntil: contract.level === 'vip' ? account.vipExpireAt : account.superVipExpireAt }
}

function endContract({ state, account, body, t }: SignedIn): Answer {
  if (account.enterpriseSubAccount) return { code: CODE_MEMBERSHIP_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const contract = autoRenewContractsOf(state, account).find((known) => known.contractNo === fieldText(body.contractNo))
  if (!contract) return { code: CODE_CONTRACT_NOT_FOUND, msg: t('autoRenew.contractNotFound') }
  if (contract.endedAt > 0) return { code: CODE_CONTRACT_ENDED, msg: t('autoRenew.contractEnded') }
  endAutoRenewal(contract, Date.now())
  return { code: CODE_OK, data: { contract: wireContract(account, contract) } }
}

const REFUSAL_CODES: Record<PauseRefusal, number> = {
  enterpriseSubAccount: CODE_MEMBERSHIP_ENTERPRISE,
  paused: CODE_PAUSE_RUNNING,
  notMember: CODE_PAUSE_NOT_MEMBER,
  yearLimit: CODE_PAUSE_YEAR_LIMIT,
}

function change(account: Account, pause: StoredPause): PauseAnswer {
  return { pause: wirePause(pause), vipExpireAt: account.vipExpireAt, superVipExpireAt: account.superVipExpireAt }
}

function start({ state, account, body, t }: SignedIn): Answer {
  const membership = membershipOf(state, account)
  const now = Date.now()
  const refusal = pauseRefusal(factsOf(membership, account, now), now)
  if (refusal) return { code: REFUSAL_CODES[refusal], msg: t(refusal === 'enterpriseSubAccount' ? refusal : `pause.${refusal}`) }
  const days = body.days
  if (!isPauseDays(days)) return { code: CODE_PAUSE_DAYS, msg: t('pause.badDays') }
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

function resume({ state, account, body, t }: SignedIn): Answer {
  if (account.enterpriseSubAccount) return { code: CODE_MEMBERSHIP_ENTERPRISE, msg: t('enterpriseSubAccount') }
  const membership = membershipOf(state, account)
  const now = Date.now()
  const pause = runningPause(membership, now)
  if (!pause || pause.pauseNo !== fieldText(body.pauseNo)) return { code: CODE_PAUSE_NOT_RUNNING, msg: t('pause.notRunning') }
  // the days not used go back: the ends move back by them
  const unused = unusedPauseMs(pause, now)
  if (pause.movedVip) account.vipExpireAt -= unused
  if (pause.movedSuperVip) account.superVipExpireAt -= unused
  moveRenewals(state, account, -unused)
  pause.resumedAt = now
  return { code: CODE_OK, data: change(account, pause) }
}

const routes: Routes = {
  'GET /member/autoRenew': {
    auth: true,
    handle: ({ state, account }) => ({
      code: CODE_OK,
      data: {
        enterpriseSubAccount: account.enterpriseSubAccount,
        contracts: autoRenewContractsOf(state, account).map((contract) => wireContract(account, contract)),
      } satisfies Wire<typeof autoRenewStatus>,
    }),
  },
  'POST /member/autoRenew/end': { auth: true, handle: (context) => onceByRequestId(context, 'auto-renew-end', () => endContract(context)) },
  'GET /member/pause': {
    auth: true,
    handle: ({ state, account }) => {
      const membership = membershipOf(state, account)
      const now = Date.now()
      const running = runningPause(membership, now)
      return {
        code: CODE_OK,
        data: {
          now,
          enterpriseSubAccount: account.enterpriseSubAccount,
          vipExpireAt: account.vipExpireAt,
          superVipExpireAt: account.superVipExpireAt,
          running: running ? wirePause(running) : null,
          pausesThisYear: factsOf(membership, account, now).pausesThisYear,
        } satisfies Wire<typeof pauseStatus>,
      }
    },
  },
  'POST /member/pause': { auth: true, handle: (context) => onceByRequestId(context, 'pause-start', () => start(context)) },
  'POST /member/pause/resume': { auth: true, handle: (context) => onceByRequestId(context, 'pause-resume', () => resume(context)) },
  'GET /member/pauses': {
    auth: true,
    handle: (context) => {
      const page = pageOf(context.query, membershipOf(context.state, context.account).pauses)
      if (!page) return badPaging(context)
      return { code: CODE_OK, data: { ...page, list: page.list.map(wirePause) } satisfies Wire<typeof pausePage> }
    },
  },
}

export default routes
