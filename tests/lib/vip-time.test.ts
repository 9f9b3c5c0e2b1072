/** @jest-environment node */
import { splitVipHours } from '@/lib/vip-time'

describe('splitVipHours', () => {
  it('keeps hours under a day as hours', () => {
    expect(splitVipHours(6)).toEqual({ days: 0, hours: 6 })
  })

  it('turns 24 hours into a day', () => {
    expect(splitVipHours(24)).toEqual({ days: 1, hours: 0 })
  })

  it('splits days and hours', () => {
    expect(splitVipHours(30)).toEqual({ days: 1, hours: 6 })
  })

  it('never goes below zero', () => {
    expect(splitVipHours(-3)).toEqual({ days: 0, hours: 0 })
  })
})
