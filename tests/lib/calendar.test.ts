/** @jest-environment node */
import { addDays, chinaDateOf, daysBetween, endOfChinaMonth, isCalendarDate } from '@/lib/calendar'

describe('chinaDateOf', () => {
  it('gives the China date of an instant late in the UTC day', () => {
    expect(chinaDateOf(Date.UTC(2026, 10, 21, 16, 30))).toBe('2026-11-22')
  })

  it('gives the same date before 16:00 UTC', () => {
    expect(chinaDateOf(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21')
  })
})

describe('addDays', () => {
  it('crosses a month end', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01')
  })

  it('goes back across a year start', () => {
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
  })

  it('knows leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })
})

describe('daysBetween', () => {
  it('counts whole days forward', () => {
    expect(daysBetween('2026-11-20', '2026-11-22')).toBe(2)
  })

  it('is negative backwards', () => {
    expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2)
  })
})

describe('endOfChinaMonth', () => {
  it('ends the month at 23:59:59.999 China time', () => {
    expect(endOfChinaMonth(Date.UTC(2026, 10, 5))).toBe(Date.UTC(2026, 10, 30, 15, 59, 59, 999))
  })

  it('counts months ahead across a year end', () => {
    expect(chinaDateOf(endOfChinaMonth(Date.UTC(2026, 10, 5), 3))).toBe('2027-02-28')
  })

  it('uses the China month of an instant on the last UTC evening of a month', () => {
    // 2026-10-31 17:00 UTC is already 1 November in China.
    expect(chinaDateOf(endOfChinaMonth(Date.UTC(2026, 9, 31, 17)))).toBe('2026-11-30')
  })
})

describe('isCalendarDate', () => {
  it('accepts a real date', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
  })

  it('rejects a day that does not exist', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false)
  })

  it('rejects another format', () => {
    expect(isCalendarDate('2026/02/28')).toBe(false)
  })

  it('rejects a non-string', () => {
    expect(isCalendarDate(20260228)).toBe(false)
  })
})
