import type { AutoRenewContract, Pause, PauseStatus } from '@/api/membership'

export const NOW = Date.now()
export const DAY_MS = 24 * 60 * 60 * 1000

export function contract(contractNo: string, extra: Partial<AutoRenewContract> = {}): AutoRenewContract {
  return {
    contractNo,
    platform: 'chatApp',
    level: 'vip',
    monthlyPriceFen: 2500,
    signedAt: NOW - 90 * DAY_MS,
    nextRenewalAt: NOW + 6 * DAY_MS,
    endedAt: 0,
    consecutiveRenewals: 3,
    paidUntil: NOW + 45 * DAY_MS,
    ...extra,
  }
}

export const PAUSE: Pause = { pauseNo: 'P1', startedAt: NOW, plannedEndAt: NOW + 7 * DAY_MS, resumedAt: 0, days: 7 }

export function pauseStatus(extra: Partial<PauseStatus> = {}): PauseStatus {
  return { now: NOW, enterpriseSubAccount: false, vipExpireAt: NOW + 45 * DAY_MS, superVipExpireAt: 0, running: null, pausesThisYear: 0, ...extra }
}
