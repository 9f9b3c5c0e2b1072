/** @jest-environment node */
import {
  addDays,
  chinaDateOf,
  chinaMidnightOf,
  chinaDateTimeOf,
  daysBetween,
  endOfChinaMonth,
  isCalendarDate,
} from '@/lib/calendar'
import { chinaTime, describeInEveryZone } from '../support/time-zones'

// 23:30 UTC on 29 April: 07:30 on the 30th in China, still the 29th in the Americas.
const LATE_UTC_29TH = Date.UTC(2026, 3, 29, 23, 30)

/** How the device's own clock would write an instant (the formatting this module replaces). */
function deviceDateTime(epochMs: number): string {
  const date = new Date(epochMs)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

describeInEveryZone('China time', ({ zone, januaryOffsetMinutes }) => {
  describe('the device clock of these tests', () => {
    it(`is really in ${zone}`, () => {
      expect(-new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(januaryOffsetMinutes)
    })

    it('reads the late-UTC instant otherwise than China does, unless it is in China', () => {
      expect(deviceDateTime(LATE_UTC_29TH) === chinaDateTimeOf(LATE_UTC_29TH)).toBe(zone === 'Asia/Shanghai')
    })
  })

  describe('chinaDateOf', () => {
    it('gives the China date of an instant late in the UTC day', () => {
      expect(chinaDateOf(Date.UTC(2026, 10, 21, 16, 30))).toBe('2026-11-22')
    })

    it('gives the same date before 16:00 UTC', () => {
      expect(chinaDateOf(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21')
    })

    it('puts 23:30 UTC on the 29th on the 30th', () => {
      expect(chinaDateOf(LATE_UTC_29TH)).toBe('2026-04-30')
    })

    it('keeps the last millisecond of a China day on that day', () => {
      expect(chinaDateOf(chinaTime('2026-11-30T23:59:59.999'))).toBe('2026-11-30')
    })

    it('puts China midnight of New Year in the new year', () => {
      expect(chinaDateOf(chinaTime('2025-01-01T00:00'))).toBe('2025-01-01')
    })

    it('pads a single-digit month and day with a zero', () => {
      expect(chinaDateOf(chinaTime('2025-01-02T12:00'))).toBe('2025-01-02')
    })
  })

  describe('chinaDateTimeOf', () => {
    it('writes the China date and time to the minute', () => {
      expect(chinaDateTimeOf(LATE_UTC_29TH)).toBe('2026-04-30 07:30')
    })

    it('pads single-digit hours and minutes with a zero', () => {
      expect(chinaDateTimeOf(chinaTime('2024-09-05T07:03'))).toBe('2024-09-05 07:03')
    })

    it('drops the seconds instead of rounding them up', () => {
      expect(chinaDateTimeOf(chinaTime('2024-09-05T07:03:59'))).toBe('2024-09-05 07:03')
    })

    it('writes the last minute of the year in China as the old year', () => {
      expect(chinaDateTimeOf(chinaTime('2024-12-31T23:59:59.999'))).toBe('2024-12-31 23:59')
    })

    it('writes 16:00 UTC on New Year’s Eve as the new year’s first minute', () => {
      expect(chinaDateTimeOf(Date.UTC(2024, 11, 31, 16))).toBe('2025-01-01 00:00')
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

    it('crosses the spring daylight-saving change of the Americas as one day', () => {
      expect(addDays('2026-03-08', 1)).toBe('2026-03-09')
    })
  })

  describe('daysBetween', () => {
    it('counts whole days forward', () => {
      expect(daysBetween('2026-11-20', '2026-11-22')).toBe(2)
    })

    it('is negative backwards', () => {
      expect(daysBetween('2026-11-22', '2026-11-20')).toBe(-2)
    })

    it('counts a span across the autumn daylight-saving change in whole days', () => {
      expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2)
    })
  })

  describe('endOfChinaMonth', () => {
    it('ends the month at 23:59:59.999 China time', () => {
      expect(endOfChinaMonth(Date.UTC(2026, 10, 5))).toBe(Date.UTC(2026, 10, 30, 15, 59, 59, 999))
    })

    it('is shown as the last day of a 30-day month', () => {
      expect(chinaDateTimeOf(endOfChinaMonth(chinaTime('2026-11-05T12:00')))).toBe('2026-11-30 23:59')
    })

    it('is shown as the 31st of a 31-day month', () => {
      expect(chinaDateTimeOf(endOfChinaMonth(chinaTime('2026-12-05T12:00')))).toBe('2026-12-31 23:59')
    })

    it('is followed one millisecond later by the next month in China', () => {
      expect(chinaDateTimeOf(endOfChinaMonth(chinaTime('2026-11-05T12:00')) + 1)).toBe('2026-12-01 00:00')
    })

    it('counts months ahead across a year end', () => {
      expect(chinaDateOf(endOfChinaMonth(Date.UTC(2026, 10, 5), 3))).toBe('2027-02-28')
    })

    it('uses the China month of an instant on the last UTC evening of a month', () => {
      // 2026-10-31 17:00 UTC is already 1 November in China.
      expect(chinaDateOf(endOfChinaMonth(Date.UTC(2026, 9, 31, 17)))).toBe('2026-11-30')
    })

    it('ends the China year on New Year’s Eve', () => {
      expect(chinaDateTimeOf(endOfChinaMonth(chinaTime('2025-12-31T23:59:59.999')))).toBe('2025-12-31 23:59')
    })
  })

  describe('chinaMidnightOf', () => {
    it('is 16:00 UTC of the day before', () => {
      expect(chinaMidnightOf('2026-11-05')).toBe(Date.UTC(2026, 10, 4, 16))
    })

    it('is the first instant of its China date', () => {
      expect(chinaDateTimeOf(chinaMidnightOf('2027-01-01'))).toBe('2027-01-01 00:00')
      expect(chinaDateOf(chinaMidnightOf('2027-01-01') - 1)).toBe('2026-12-31')
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
})
