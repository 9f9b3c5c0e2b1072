import * as v from 'valibot'
import { LIST_PAGE_SIZE } from '@/config'
import { http } from '@/services/http'
import { AUTO_RENEW_READ, PAUSE_STATUS_READ, pausesRead } from './area-reads'
import { count, flag, num, okData, pagedAnswer, parseAnswer, text } from './shape'

// Auto-renew management and pausing a membership (docs/api.md, "Membership endpoints").

/** The payment platform that renews: the chat app's pay, the payment app, the app store. */
const RENEW_PLATFORMS = ['chatApp', 'paymentApp', 'appStore'] as const
export type RenewPlatform = (typeof RENEW_PLATFORMS)[number]

export const autoRenewContract = v.object({
  contractNo: text,
  platform: v.picklist(RENEW_PLATFORMS),
  level: v.picklist(['vip', 'superVip']),
  /** The price of one month, in fen. */
  monthlyPriceFen: count,
  signedAt: num,
  /** The next renewal; 0 once ended. */
  nextRenewalAt: v.nullish(num, 0),
  /** When it ended; 0 while it renews. */
  endedAt: v.nullish(num, 0),
  /** Successful renewals in a row since it was signed. */
  consecutiveRenewals: v.nullish(count, 0),
  /** The end of the membership time already paid for at this level: what the member keeps. */
  paidUntil: v.nullish(num, 0),
})
export type AutoRenewContract = v.InferOutput<typeof autoRenewContract>

export const autoRenewStatus = v.object({
  enterpriseSubAccount: v.nullish(flag, false),
  /** Newest first. */
  contracts: v.array(autoRenewContract),
})
export type AutoRenewStatus = v.InferOutput<typeof autoRenewStatus>

/** GET /member/autoRenew: the user's continuous monthly subscriptions, active and ended. */
export async function fetchAutoRenew(): Promise<AutoRenewStatus> {
  return parseAnswer(autoRenewStatus, okData(await http.request(AUTO_RENEW_READ)))
}

export interface EndAutoRenewRequest {
  contractNo: string
  /** Made once per intent and sent again on a retry (docs/api.md, "Request ids"). */
  requestId: string
}

/** POST /member/autoRenew/end: ends one subscription; the answer is the ended contract. */
export async function endAutoRenew(request: EndAutoRenewRequest): Promise<AutoRenewContract> {
  const answer = await http.request({ method: 'POST', path: '/member/autoRenew/end', body: { ...request } })
  return parseAnswer(v.object({ contract: autoRenewContract }), okData(answer)).contract
}

const pause = v.object({
  pauseNo: text,
  startedAt: num,
  /** The end asked for. */
  plannedEndAt: num,
  /** When it was resumed early; 0 unless it was. */
  resumedAt: v.nullish(num, 0),
  /** The length asked for, in days. */
  days: count,
})
export type Pause = v.InferOutput<typeof pause>

const memberTime = {
  vipExpireAt: v.nullish(num, 0),
  superVipExpireAt: v.nullish(num, 0),
}

export const pauseStatus = v.object({
  /** The server's clock: the rules run on it, not on the device's. */
  now: num,
  enterpriseSubAccount: v.nullish(flag, false),
  ...memberTime,
  /** The pause running now, if any. */
  running: v.nullish(pause, null),
  /** Pauses started in this China-time year. */
  pausesThisYear: v.nullish(count, 0),
})
export type PauseStatus = v.InferOutput<typeof pauseStatus>

/** GET /member/pause: what the pause manager shows and judges by. */
export async function fetchPauseStatus(): Promise<PauseStatus> {
  return parseAnswer(pauseStatus, okData(await http.request(PAUSE_STATUS_READ)))
}

export const pauseAnswer = v.object({ pause, ...memberTime })
/** A pause started or resumed, with the membership's ends as they now are. */
export type PauseChange = v.InferOutput<typeof pauseAnswer>

/** POST /member/pause: pauses the membership's running time for `days` days from now. */
export async function startPause(request: { days: number; requestId: string }): Promise<PauseChange> {
  return parseAnswer(pauseAnswer, okData(await http.request({ method: 'POST', path: '/member/pause', body: { ...request } })))
}

/** POST /member/pause/resume: ends the running pause early; the unused days go back. */
export async function resumePause(request: { pauseNo: string; requestId: string }): Promise<PauseChange> {
  return parseAnswer(pauseAnswer, okData(await http.request({ method: 'POST', path: '/member/pause/resume', body: { ...request } })))
}

export const pausePage = pagedAnswer(pause)
export type PausePage = v.InferOutput<typeof pausePage>

/** GET /member/pauses: the user's pauses, newest first, a page at a time. */
export async function fetchPauses(page: number, pageSize = LIST_PAGE_SIZE): Promise<PausePage> {
  return parseAnswer(pausePage, okData(await http.request(pausesRead(page, pageSize))))
}
