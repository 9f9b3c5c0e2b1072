/** @jest-environment node */
import { chinaMidnightOf } from '@/lib/calendar'
import { canClaimFestivalGift, eventCoins, eventDates, eventDays, eventPhase } from '@/lib/point-events'
import { chinaTime } from '../support/time-zones'

const PERIOD = { startAt: chinaMidnightOf('2026-10-01'), endAt: chinaMidnightOf('2026-10-08') - 1 }
const DAYS = eventDates('2026-10-01', 3).map((date, index) => ({ date, coins: [10, 20, 50][index] }))

describe('an event', () => {
  test('is upcoming until 00:00 China time of its first day', () => {
    expect([eventPhase(PERIOD, chinaTime('2026-09-30T23:59')), eventPhase(PERIOD, chinaTime('2026-10-01T00:00'))]).toEqual(['upcoming', 'open'])
  })

  test('is open through the last millisecond of its last day and ended after', () => {
    expect([eventPhase(PERIOD, PERIOD.endAt), eventPhase(PERIOD, PERIOD.endAt + 1)]).toEqual(['open', 'ended'])
  })

  test('gives today’s gift on the China-time day, late in the evening too', () => {
    const states = eventDays(DAYS, ['2026-10-01'], chinaTime('2026-10-02T23:30')).map((day) => day.state)
    expect(states).toEqual(['claimed', 'today', 'upcoming'])
  })

  test('counts a day not claimed by China midnight as missed', () => {
    const states = eventDays(DAYS, [], chinaTime('2026-10-03T00:05')).map((day) => day.state)
    expect(states).toEqual(['missed', 'missed', 'today'])
  })
})

describe('canClaimFestivalGift', () => {
  const open = chinaTime('2026-10-03T12:00')

  test('lets an open gift be claimed once', () => {
    expect([canClaimFestivalGift(PERIOD, false, open), canClaimFestivalGift(PERIOD, true, open)]).toEqual([true, false])
  })

  test('refuses before the start and after the end', () => {
    expect([canClaimFestivalGift(PERIOD, false, PERIOD.startAt - 1), canClaimFestivalGift(PERIOD, false, PERIOD.endAt + 1)]).toEqual([false, false])
  })
})

describe('eventDays after the event', () => {
  test('leaves every day claimed or missed', () => {
    const states = eventDays(DAYS, ['2026-10-02'], chinaTime('2026-10-09T10:00')).map((day) => day.state)
    expect(states).toEqual(['missed', 'claimed', 'missed'])
  })
})

describe('eventDates', () => {
  test('runs across a month end', () => {
    expect(eventDates('2026-09-29', 4)).toEqual(['2026-09-29', '2026-09-30', '2026-10-01', '2026-10-02'])
  })
})

describe('eventCoins', () => {
  test('adds what was claimed out of the total', () => {
    expect(eventCoins(eventDays(DAYS, ['2026-10-02'], chinaTime('2026-10-03T10:00')))).toEqual({ claimed: 20, total: 80 })
  })
})
