/** @jest-environment node */
import { chinaMidnightOf } from '@/lib/calendar'
import {
  canClaimLetter,
  canPlayMiniGame,
  chinaWeekOf,
  rankedWeekState,
  rankingClaimDeadline,
  rankingReward,
  playsLeftToday,
  unclaimedRankingCoins,
  weekEndOf,
} from '@/lib/event-rewards'
import { chinaTime } from '../support/time-zones'

// 2026-10-05 is a Monday.
const EVENT = { startAt: chinaMidnightOf('2026-09-28'), endAt: chinaMidnightOf('2026-11-02') - 1 }
const TIERS = [
  { fromRank: 1, toRank: 1, coins: 500 },
  { fromRank: 2, toRank: 3, coins: 200 },
  { fromRank: 4, toRank: 10, coins: 50 },
]

function week(weekStart: string, rewardCoins = 300, claimed = false) {
  return { weekStart, rewardCoins, claimed }
}

describe('a ranking week', () => {
  test('starts on the China-time Monday, late on Sunday evening too', () => {
    expect([chinaWeekOf(chinaTime('2026-10-11T23:59')), chinaWeekOf(chinaTime('2026-10-12T00:00'))]).toEqual(['2026-10-05', '2026-10-12'])
  })

  test('counts Monday 00:00 China time as the new week’s first moment', () => {
    expect(chinaWeekOf(chinaTime('2026-10-05T00:00'))).toBe('2026-10-05')
  })

  test('is ranked until its Sunday is over in China, then its reward can be claimed', () => {
    const states = [chinaTime('2026-10-11T23:59'), chinaTime('2026-10-12T00:00')].map((now) => rankedWeekState(week('2026-10-05'), EVENT, now))
    expect(states).toEqual(['ranking', 'claimable'])
  })

  test('can be claimed through the Sunday after it and has expired from the Monday after that', () => {
    const states = [chinaTime('2026-10-18T23:59'), chinaTime('2026-10-19T00:00')].map((now) => rankedWeekState(week('2026-10-05'), EVENT, now))
    expect(states).toEqual(['claimable', 'expired'])
  })
})

describe('rankedWeekState', () => {
  const after = chinaTime('2026-10-13T12:00')

  test('says a claimed week is claimed, even once its claim week is over', () => {
    expect([rankedWeekState(week('2026-10-05', 300, true), EVENT, after), rankedWeekState(week('2026-09-28', 300, true), EVENT, after)]).toEqual([
      'claimed',
      'claimed',
    ])
  })

  test('says a week without a reward earned none', () => {
    expect(rankedWeekState(week('2026-10-05', 0), EVENT, after)).toBe('noReward')
  })

  test('ends the ranking of the week the event ends in', () => {
    const ending = { ...EVENT, endAt: chinaTime('2026-10-07T12:00') }
    expect([rankedWeekState(week('2026-10-05'), ending, ending.endAt), rankedWeekState(week('2026-10-05'), ending, ending.endAt + 1)]).toEqual([
      'ranking',
      'expired',
    ])
  })

  test('ends the claim of the last week with the event', () => {
    const last = week('2026-10-26')
    expect([rankedWeekState(last, EVENT, EVENT.endAt), rankedWeekState(last, EVENT, EVENT.endAt + 1)]).toEqual(['ranking', 'expired'])
  })
})

describe('rankingClaimDeadline', () => {
  test('is the last millisecond of the Sunday after the week', () => {
    expect(rankingClaimDeadline('2026-10-05', EVENT)).toBe(chinaMidnightOf('2026-10-19') - 1)
  })

  test('is the event’s end when the event ends first', () => {
    expect(rankingClaimDeadline('2026-10-26', EVENT)).toBe(EVENT.endAt)
  })
})

describe('rankingReward', () => {
  test('gives each rank its tier’s coins, edges included', () => {
    expect([1, 2, 3, 4, 10].map((rank) => rankingReward(TIERS, rank))).toEqual([500, 200, 200, 50, 50])
  })

  test('gives nothing below the tiers, without a rank, or for a rank that is no rank', () => {
    expect([rankingReward(TIERS, 11), rankingReward(TIERS, null), rankingReward(TIERS, 0), rankingReward([], 1)]).toEqual([0, 0, 0, 0])
  })
})

test('unclaimedRankingCoins adds up only the rewards that can be claimed now', () => {
  const now = chinaTime('2026-10-13T12:00')
  const weeks = [week('2026-10-12', 500), week('2026-10-05', 300), week('2026-09-28', 50), week('2026-10-05', 200, true)]
  expect(unclaimedRankingCoins(weeks, EVENT, now)).toBe(300)
})

test('weekEndOf is the Sunday of the week, across a month', () => {
  expect(weekEndOf('2026-09-28')).toBe('2026-10-04')
})

describe('canClaimLetter', () => {
  const letter = { sentAt: chinaTime('2026-10-06T10:00'), coins: 50, claimed: false }
  const open = chinaTime('2026-10-07T10:00')

  test('lets an arrived letter’s coins be claimed once while the activity runs', () => {
    expect([canClaimLetter(letter, EVENT, open), canClaimLetter({ ...letter, claimed: true }, EVENT, open)]).toEqual([true, false])
  })

  test('refuses a letter without coins, one not arrived yet, and any after the end', () => {
    expect([
      canClaimLetter({ ...letter, coins: 0 }, EVENT, open),
      canClaimLetter(letter, EVENT, letter.sentAt - 1),
      canClaimLetter(letter, EVENT, EVENT.endAt + 1),
    ]).toEqual([false, false, false])
  })
})

describe('the mini game’s plays', () => {
  const plays = [{ playedAt: chinaTime('2026-10-06T23:50') }, { playedAt: chinaTime('2026-10-06T08:00') }, { playedAt: chinaTime('2026-10-05T22:00') }]

  test('counts today’s plays by the China-time day', () => {
    expect([playsLeftToday(3, plays, chinaTime('2026-10-06T23:59')), playsLeftToday(3, plays, chinaTime('2026-10-07T00:00'))]).toEqual([1, 3])
  })

  test('never leaves fewer than none', () => {
    expect(playsLeftToday(1, plays, chinaTime('2026-10-06T23:59'))).toBe(0)
  })
})

describe('canPlayMiniGame', () => {
  const now = chinaTime('2026-10-06T12:00')

  test('lets a play happen while the game runs and plays are left', () => {
    expect([canPlayMiniGame(EVENT, 3, [], now), canPlayMiniGame(EVENT, 1, [{ playedAt: now - 1000 }], now)]).toEqual([true, false])
  })

  test('refuses before the start and after the end', () => {
    expect([canPlayMiniGame(EVENT, 3, [], EVENT.startAt - 1), canPlayMiniGame(EVENT, 3, [], EVENT.endAt + 1)]).toEqual([false, false])
  })
})
