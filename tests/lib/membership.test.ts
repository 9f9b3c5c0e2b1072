/** @jest-environment node */
import FACTS from '@/config/membership.json'
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
  isMember,
  isPauseDays,
  PAUSE_DAY_CHOICES,
  PAUSE_MAX_DAYS,
  PAUSE_MIN_DAYS,
  pauseEndOf,
  pausedDaysOf,
  pauseRefusal,
  PAUSES_PER_YEAR,
  pausesInYearOf,
  pausesLeft,
  pauseStateOf,
  pauseYearOf,
  unusedPauseMs,
  yuanOf,
  type PauseFacts,
  type PauseSpan,
} from '@/lib/membership'
import { chinaTime } from '../support/time-zones'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
const NOW = chinaTime('2026-11-15T12:00')

function facts(extra: Partial<PauseFacts> = {}): PauseFacts {
  return { enterpriseSubAccount: false, vipExpireAt: NOW + 45 * DAY_MS, superVipExpireAt: 0, paused: false, pausesThisYear: 0, ...extra }
}

function span(extra: Partial<PauseSpan> = {}): PauseSpan {
  return { startedAt: NOW, plannedEndAt: NOW + 15 * DAY_MS, resumedAt: 0, ...extra }
}

describe('the pause figures', () => {
  test('come from src/config/membership.json', () => {
    expect([PAUSES_PER_YEAR, PAUSE_MIN_DAYS, PAUSE_MAX_DAYS]).toEqual([FACTS.pausesPerYear, FACTS.pauseMinDays, FACTS.pauseMaxDays])
    expect(PAUSE_DAY_CHOICES).toEqual(FACTS.pauseDayChoices)
  })

  test('offer only lengths the rule allows, shortest first', () => {
    expect(PAUSE_DAY_CHOICES.every(isPauseDays)).toBe(true)
    expect([...PAUSE_DAY_CHOICES].sort((a, b) => a - b)).toEqual(PAUSE_DAY_CHOICES)
  })
})

describe('answer codes', () => {
  test('stay in the membership range 10550-10569 and differ', () => {
    const codes = [
      CODE_MEMBERSHIP_ENTERPRISE,
      CODE_CONTRACT_NOT_FOUND,
      CODE_CONTRACT_ENDED,
      CODE_PAUSE_NOT_MEMBER,
      CODE_PAUSE_RUNNING,
      CODE_PAUSE_YEAR_LIMIT,
      CODE_PAUSE_DAYS,
      CODE_PAUSE_NOT_RUNNING,
    ]
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes.every((code) => code >= 10550 && code <= 10569)).toBe(true)
  })
})

describe('pauseRefusal', () => {
  test('lets a member with time left and pauses to spare pause', () => {
    expect(pauseRefusal(facts(), NOW)).toBeNull()
  })

  test('refuses an enterprise sub-account for that alone', () => {
    expect(pauseRefusal(facts({ enterpriseSubAccount: true, vipExpireAt: 0, pausesThisYear: 9 }), NOW)).toBe('enterpriseSubAccount')
  })

  test('refuses a second pause while one runs', () => {
    expect(pauseRefusal(facts({ paused: true }), NOW)).toBe('paused')
  })

  test('refuses when the membership ended this very millisecond', () => {
    expect(pauseRefusal(facts({ vipExpireAt: NOW }), NOW)).toBe('notMember')
  })

  test('lets a super VIP alone pause', () => {
    expect(pauseRefusal(facts({ vipExpireAt: 0, superVipExpireAt: NOW + DAY_MS }), NOW)).toBeNull()
  })

  test('refuses once the pauses of the year are used', () => {
    expect(pauseRefusal(facts({ pausesThisYear: PAUSES_PER_YEAR - 1 }), NOW)).toBeNull()
    expect(pauseRefusal(facts({ pausesThisYear: PAUSES_PER_YEAR }), NOW)).toBe('yearLimit')
  })
})

describe('isPauseDays', () => {
  test.each([PAUSE_MIN_DAYS, PAUSE_MAX_DAYS])('takes %d days', (days) => {
    expect(isPauseDays(days)).toBe(true)
  })

  test.each([PAUSE_MIN_DAYS - 1, PAUSE_MAX_DAYS + 1, 7.5, NaN, Infinity, '7', null, undefined])('refuses %p', (days) => {
    expect(isPauseDays(days)).toBe(false)
  })
})

describe('isMember and pausesLeft', () => {
  test('a membership that has ended is none', () => {
    expect(isMember({ vipExpireAt: NOW - 1, superVipExpireAt: 0 }, NOW)).toBe(false)
  })

  test('never says fewer than none are left', () => {
    expect(pausesLeft(0)).toBe(PAUSES_PER_YEAR)
    expect(pausesLeft(PAUSES_PER_YEAR + 3)).toBe(0)
  })
})

describe('expiryAfterPause', () => {
  test('moves a running membership end by the paused days', () => {
    expect(expiryAfterPause(NOW + DAY_MS, 7, NOW)).toBe(NOW + 8 * DAY_MS)
  })

  test('leaves an end already past (or never set) where it is', () => {
    expect(expiryAfterPause(0, 7, NOW)).toBe(0)
    expect(expiryAfterPause(NOW - DAY_MS, 7, NOW)).toBe(NOW - DAY_MS)
  })
})

describe('a pause over time', () => {
  test('runs until its planned end, then has ended', () => {
    expect(pauseStateOf(span(), NOW + 15 * DAY_MS - 1)).toBe('running')
    expect(pauseStateOf(span(), NOW + 15 * DAY_MS)).toBe('ended')
  })

  test('a resumed pause says so, even after its planned end', () => {
    const resumed = span({ resumedAt: NOW + 2 * DAY_MS })
    expect(pauseStateOf(resumed, NOW + 30 * DAY_MS)).toBe('resumed')
    expect(pauseEndOf(resumed)).toBe(NOW + 2 * DAY_MS)
  })

  test('a resume gives back what was left of it, never more than it had', () => {
    expect(unusedPauseMs(span(), NOW + 5 * DAY_MS)).toBe(10 * DAY_MS)
    expect(unusedPauseMs(span(), NOW + 20 * DAY_MS)).toBe(0)
    // a device clock behind the start cannot give back more than the pause
    expect(unusedPauseMs(span(), NOW - DAY_MS)).toBe(15 * DAY_MS)
  })

  test('counts a part of a day as a day paused', () => {
    expect(pausedDaysOf(span({ resumedAt: NOW + 9 * DAY_MS + 5 * HOUR_MS }), NOW + 20 * DAY_MS)).toBe(10)
    expect(pausedDaysOf(span(), NOW + 20 * DAY_MS)).toBe(15)
  })

  test('a running pause counts up to now, and no less than nothing', () => {
    expect(pausedDaysOf(span(), NOW + 2 * DAY_MS)).toBe(2)
    expect(pausedDaysOf(span(), NOW - DAY_MS)).toBe(0)
  })
})

describe('yuanOf', () => {
  test.each([
    [2500, '25.00'],
    [4590, '45.90'],
    [5, '0.05'],
    [0, '0.00'],
  ])('writes %d fen as %s', (fen, yuan) => {
    expect(yuanOf(fen)).toBe(yuan)
  })
})

describe('pauses per year', () => {
  test('the year is China’s: 16:00 UTC on 31 December is already the new year', () => {
    expect(pauseYearOf(Date.parse('2026-12-31T16:00:00Z'))).toBe(2027)
    expect(pauseYearOf(Date.parse('2026-12-31T15:59:59Z'))).toBe(2026)
  })

  test('a pause started late on New Year’s Eve, China time, belongs to the old year', () => {
    const newYear = chinaTime('2027-01-01T00:30')
    const starts = [chinaTime('2026-12-31T23:50'), chinaTime('2027-01-01T00:00'), chinaTime('2026-03-01T09:00')]
    expect(pausesInYearOf(starts, newYear)).toBe(1)
    expect(pausesInYearOf(starts, chinaTime('2026-12-31T23:59'))).toBe(2)
  })
})
