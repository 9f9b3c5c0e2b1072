/** @jest-environment node */
import { chinaDateTimeOf } from '@/lib/calendar'
import { canPredict, isQuizPick, predictionVerdict, quizMatchOrder, quizMatchState } from '@/lib/sports-quiz'
import { chinaTime } from '../support/time-zones'

// A China-evening kick-off: already the next day on the far side of the date line, the morning before in America.
const KICK_OFF = chinaTime('2026-06-20T23:00')
const match = { kickOffAt: KICK_OFF, result: null }

describe('a quiz match', () => {
  test('is open until its kick-off in China time', () => {
    expect(quizMatchState(match, chinaTime('2026-06-20T22:59'))).toBe('open')
  })

  test('is ended from the very moment of kick-off', () => {
    expect([quizMatchState(match, KICK_OFF - 1), quizMatchState(match, KICK_OFF)]).toEqual(['open', 'ended'])
  })

  test('shows its kick-off as China wall-clock time', () => {
    expect(chinaDateTimeOf(KICK_OFF)).toBe('2026-06-20 23:00')
  })

  test('takes a prediction the minute before kick-off and none after', () => {
    expect([canPredict(match, null, KICK_OFF - 60_000), canPredict(match, null, KICK_OFF + 60_000)]).toEqual([true, false])
  })
})

describe('canPredict', () => {
  test('refuses a second prediction of the same match', () => {
    expect(canPredict(match, 'home', KICK_OFF - 60_000)).toBe(false)
  })
})

describe('predictionVerdict', () => {
  test('is none without a prediction, even once the result is known', () => {
    expect(predictionVerdict({ kickOffAt: KICK_OFF, result: 'draw' }, null)).toBe('none')
  })

  test('waits for the result', () => {
    expect(predictionVerdict(match, 'away')).toBe('pending')
  })

  test('is right when the pick is the result', () => {
    expect(predictionVerdict({ kickOffAt: KICK_OFF, result: 'draw' }, 'draw')).toBe('right')
  })

  test('is wrong when the pick is not the result', () => {
    expect(predictionVerdict({ kickOffAt: KICK_OFF, result: 'home' }, 'away')).toBe('wrong')
  })
})

describe('quizMatchOrder', () => {
  const now = KICK_OFF
  const later = { kickOffAt: KICK_OFF + 3_600_000, result: null }
  const soon = { kickOffAt: KICK_OFF + 60_000, result: null }
  const endedLong = { kickOffAt: KICK_OFF - 86_400_000, result: 'home' as const }
  const endedJust = { kickOffAt: KICK_OFF - 60_000, result: null }

  test('puts open matches first, the soonest kick-off first, then ended ones, the latest first', () => {
    const sorted = [endedLong, later, endedJust, soon].sort((a, b) => quizMatchOrder(a, b, now))
    expect(sorted).toEqual([soon, later, endedJust, endedLong])
  })
})

describe('isQuizPick', () => {
  test.each([['home'], ['draw'], ['away']])('takes %s', (pick) => {
    expect(isQuizPick(pick)).toBe(true)
  })

  test.each([['Home'], [''], [1], [null], ['home ']])('refuses %p', (value) => {
    expect(isQuizPick(value)).toBe(false)
  })
})
