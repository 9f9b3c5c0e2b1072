import { msUntilNextSignInDay, NEXT_SIGN_IN_DAY_MARGIN_MS } from '@/lib/sign-in-day'
import { chinaTime } from '../support/time-zones'

const MINUTE_MS = 60 * 1000

describe('the next sign-in day', () => {
  test('comes at midnight China time after today, a margin later', () => {
    expect(msUntilNextSignInDay('2026-11-01', chinaTime('2026-11-01T23:50'))).toBe(10 * MINUTE_MS + NEXT_SIGN_IN_DAY_MARGIN_MS)
  })

  test('is a whole day and the margin away at 00:00 China time', () => {
    expect(msUntilNextSignInDay('2026-11-02', chinaTime('2026-11-02T00:00'))).toBe(24 * 60 * MINUTE_MS + NEXT_SIGN_IN_DAY_MARGIN_MS)
  })

  test('counts across the end of a month and of a year', () => {
    expect(msUntilNextSignInDay('2026-12-31', chinaTime('2026-12-31T12:00'))).toBe(12 * 60 * MINUTE_MS + NEXT_SIGN_IN_DAY_MARGIN_MS)
  })

  test('is still ahead within the margin after midnight China time', () => {
    expect(msUntilNextSignInDay('2026-11-01', chinaTime('2026-11-02T00:00:30'))).toBe(30 * 1000)
  })

  test('is not asked for when the device clock is already past it', () => {
    expect(msUntilNextSignInDay('2026-11-01', chinaTime('2026-11-02T08:00'))).toBeUndefined()
  })
})
