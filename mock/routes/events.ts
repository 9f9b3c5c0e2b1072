// Events endpoints: the sports quiz, the festival gift, the coin event, the weekly ranking, the
// mail activity, the mini game and the more-welfare list (spec 2, 3, 4, 6). Documented in
// docs/api.md, "Events endpoints"; the rules are the client's own (src/lib/sports-quiz.ts,
// src/lib/point-events.ts, src/lib/event-rewards.ts); the words are mock/data/events.json.
import type {
  coinEvent,
  eventClaim,
  festivalGift,
  gameResult,
  mailActivity,
  miniGame,
  prediction,
  QuizMatch,
  sportsQuiz,
  weeklyReward,
  welfareEntries,
} from '@/api/events'
import {
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_EVENT_ENDED,
  CODE_EVENT_NOT_FOUND,
  CODE_EVENT_NOT_STARTED,
  CODE_OK,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_QUIZ_CLOSED,
} from '@/lib/answer-codes'
import { addDays, chinaDateOf, chinaMidnightOf, isCalendarDate, type CalendarDate } from '@/lib/calendar'
import {
  canClaimLetter,
  canPlayMiniGame,
  CODE_GAME_NO_PLAYS,
  CODE_MAIL_NOT_FOUND,
  CODE_RANKING_CLAIM_CLOSED,
  CODE_RANKING_NO_REWARD,
  CODE_RANKING_WEEK_OPEN,
  rankedWeekState,
} from '@/lib/event-rewards'
import type { Language } from '@/lib/i18n'
import { canClaimFestivalGift, eventDays, eventPhase, type EventPeriod } from '@/lib/point-events'
import { canPredict, isQuizPick, QUIZ_REWARD_COINS } from '@/lib/sports-quiz'
import EVENTS from '../data/events.json'
import {
  dealCards,
  GAME_PRIZES,
  leadersOf,
  PLAYS_PER_DAY,
  RANKING_TIERS,
  rankOf,
  rewardOf,
  seedMailActivity,
  seedMiniGame,
  seedWeeklyRanking,
  weeksSoFar,
  type MailEvent,
  type StoredGame,
  type WeeklyRanking,
} from '../event-rewards-data'
import { FESTIVAL_GIFT_COINS, seedPointEvents } from '../point-events-data'
import { onceByRequestId } from '../request-ids'
import { CODE_BAD_REQUEST, type Answer, type Fields, type RouteContext, type Routes, type SignedIn, type Wire } from '../route'
import { MATCH_LENGTH_MS, matchName, seedMatches, stageName, teamName, type StoredMatch } from '../sports-quiz-data'
import { DAY_MS, DEMO_UID, type Account, type MockState } from '../state'
import { expiringCoins, RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'
import { addQuizRewardMessage } from './messages'

const MINUTE_MS = 60 * 1000

/** An event's picture on its header card: the one its more-welfare entry shows (docs/api.md, "Images"). */
function eventImage(path: string): string | undefined {
  return EVENTS.moreWelfare.find((entry) => entry.path === path)?.image
}

/** An account's state of one event, seeded on first use; the demo's with its history. */
function eventState<T>(feature: string, seed: (now: number, demo: boolean) => T) {
  return (state: MockState, account: Account): T =>
    state.featureState(feature, account, (owner, now) => seed(now, owner.uid === DEMO_UID))
}

const quizOf = eventState('sportsQuiz', (now, demo) => ({ matches: seedMatches(now, demo) }))
const pointEventsOf = eventState('pointEvents', seedPointEvents)
const weeklyRankingOf = eventState('weeklyRanking', seedWeeklyRanking)
const mailActivityOf = eventState('mailActivity', (now, demo) => seedMailActivity(chinaDateOf(now), demo))
const miniGameOf = eventState('miniGame', (now, demo) => seedMiniGame(now, chinaDateOf(now), demo))

/** Results of matches over by `now`; a right prediction leaves its reward in the message centre (spec 4). */
function settle(state: MockState, account: Account, now: number): StoredMatch[] {
  const { matches } = quizOf(state, account)
  for (const match of matches) {
    if (match.result === null && now >= match.kickOffAt + MATCH_LENGTH_MS) match.result = match.finalResult
    if (match.result !== null && match.pick === match.result && !match.rewarded) {
      match.rewarded = true
      addQuizRewardMessage(state, account, { match: matchName(match.home, match.away), coins: QUIZ_REWARD_COINS }, now)
    }
  }
  return matches
}

function publicMatch(match: StoredMatch, lang: Language): QuizMatch {
  return {
    id: match.id,
    stage: stageName(match.stage, lang),
    home: teamName(match.home, lang),
    away: teamName(match.away, lang),
    kickOffAt: match.kickOffAt,
    result: match.result,
    pick: match.pick,
  }
}

function predict(context: SignedIn): Answer {
  const { state, account, body, t } = context
  const pick = body.pick
  if (typeof body.matchId !== 'string' || !isQuizPick(pick)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const matchId = body.matchId
  return onceByRequestId(context, 'sportsQuiz.predict', () => {
    const now = Date.now()
    const match = settle(state, account, now).find((one) => one.id === matchId)
    if (!match) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    if (match.pick !== null) return { code: CODE_QUIZ_ALREADY_PREDICTED, msg: t('quiz.alreadyPredicted') }
    if (!canPredict(match, null, now)) return { code: CODE_QUIZ_CLOSED, msg: t('quiz.closed') }
    match.pick = pick
    return { code: CODE_OK, data: { matchId, pick } satisfies Wire<typeof prediction> }
  })
}

/** Why a gift of this period cannot be claimed now; undefined when it can be. */
function closedPeriod(period: EventPeriod, now: number, { t }: RouteContext): Answer | undefined {
  const phase = eventPhase(period, now)
  if (phase === 'upcoming') return { code: CODE_EVENT_NOT_STARTED, msg: t('event.notStarted') }
  if (phase === 'ended') return { code: CODE_EVENT_ENDED, msg: t('event.ended') }
  return undefined
}

/** Credits event coins (record type 11 unless told) and answers the balance after them (spec 4). */
function credit(state: MockState, account: Account, coins: number, now: number, type = RECORD_TYPE.festivalGift, date = chinaDateOf(now)) {
  addCoinRecord(state, account, { type, amount: coins }, now)
  const claim = { coins, date, remainCoins: account.coins, expireCoins: expiringCoins(welfareOf(state, account, now).records, now) }
  return { code: CODE_OK, data: claim satisfies Wire<typeof eventClaim> }
}

function claimFestivalGift(context: SignedIn): Answer {
  const { state, account, body, t } = context
  return onceByRequestId(context, 'pointEvent.claim', () => {
    const now = Date.now()
    const gift = pointEventsOf(state, account).festivalGift
    if (body.eventId !== gift.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    if (gift.claimed) return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('event.alreadyClaimed') }
    const closed = closedPeriod(gift, now, context)
    if (closed || !canClaimFestivalGift(gift, gift.claimed, now)) return closed ?? { code: CODE_EVENT_ENDED, msg: t('event.ended') }
    gift.claimed = true
    return credit(state, account, FESTIVAL_GIFT_COINS, now)
  })
}

function claimCoinEventDay(context: SignedIn): Answer {
  const { state, account, body, t } = context
  return onceByRequestId(context, 'pointEventV2.claim', () => {
    const now = Date.now()
    const event = pointEventsOf(state, account).coinEvent
    if (body.eventId !== event.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    const closed = closedPeriod(event, now, context)
    if (closed) return closed
    const today = eventDays(event.days, event.claimedDates, now).find((day) => day.date === chinaDateOf(now))
    if (!today || today.state === 'claimed') return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('event.alreadyClaimed') }
    event.claimedDates.push(today.date)
    return credit(state, account, today.coins, now)
  })
}

/** A week's score: the coins earned in it (ranking rewards not counted), or the seeded score of a week before the seed. */
function weekScore(state: MockState, account: Account, event: WeeklyRanking, weekStart: CalendarDate, now: number): number {
  const seeded = event.pastScores[weekStart]
  if (seeded !== undefined) return seeded
  const from = chinaMidnightOf(weekStart)
  const to = chinaMidnightOf(addDays(weekStart, 7))
  return welfareOf(state, account, now)
    .records.filter((record) => record.amount > 0 && record.type !== RECORD_TYPE.rankingReward && record.createdAt >= from && record.createdAt < to)
    .reduce((sum, record) => sum + record.amount, 0)
}

function rankedWeeks(state: MockState, account: Account, event: WeeklyRanking, now: number) {
  return weeksSoFar(event, now).map((weekStart) => {
    const score = weekScore(state, account, event, weekStart, now)
    const rank = rankOf(event, weekStart, score)
    return { weekStart, rank, score, rewardCoins: rewardOf(rank), claimed: event.claimedWeeks.includes(weekStart) }
  })
}

function weeklyRewardAnswer(state: MockState, account: Account | undefined, lang: Language): Wire<typeof weeklyReward> {
  const now = Date.now()
  const event = account ? weeklyRankingOf(state, account) : seedWeeklyRanking(now, false)
  const weeks = account ? rankedWeeks(state, account, event, now) : []
  // The leaders of the last week over, the user among them when their score earns a place.
  const leadersWeek = weeksSoFar(event, now).find((monday) => chinaMidnightOf(addDays(monday, 7)) <= now) ?? ''
  const mine = weeks.find((week) => week.weekStart === leadersWeek)
  const leaders = leadersWeek
    ? leadersOf(event, leadersWeek, mine && account ? { name: account.nickname, score: mine.score } : null).map((leader) => ({
        ...leader,
        mine: Boolean(account) && leader.name === account?.nickname && leader.score === mine?.score,
      }))
    : []
  return {
    id: event.id,
    name: EVENTS.weeklyReward.name[lang],
    startAt: event.startAt,
    endAt: event.endAt,
    tiers: RANKING_TIERS.map((tier) => ({ ...tier })),
    weeks,
    leadersWeek,
    leaders,
    image: eventImage('/weeklyReward'),
  }
}

function claimRankingReward(context: SignedIn): Answer {
  const { state, account, body, t } = context
  if (!isCalendarDate(body.weekStart)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const weekStart = body.weekStart
  return onceByRequestId(context, 'weeklyReward.claim', () => {
    const now = Date.now()
    const event = weeklyRankingOf(state, account)
    const week = rankedWeeks(state, account, event, now).find((one) => one.weekStart === weekStart)
    if (body.eventId !== event.id || !week) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    const phase = rankedWeekState(week, event, now)
    if (phase === 'ranking') return { code: CODE_RANKING_WEEK_OPEN, msg: t('ranking.weekOpen') }
    if (phase === 'claimed') return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('event.alreadyClaimed') }
    if (phase === 'noReward') return { code: CODE_RANKING_NO_REWARD, msg: t('ranking.noReward') }
    if (phase === 'expired') {
      return eventPhase(event, now) === 'ended' ? { code: CODE_EVENT_ENDED, msg: t('event.ended') } : { code: CODE_RANKING_CLAIM_CLOSED, msg: t('ranking.claimClosed') }
    }
    event.claimedWeeks.push(weekStart)
    return credit(state, account, week.rewardCoins, now, RECORD_TYPE.rankingReward, weekStart)
  })
}

function mailActivityAnswer(state: MockState, account: Account | undefined, lang: Language): Wire<typeof mailActivity> {
  const now = Date.now()
  const event: MailEvent = account ? mailActivityOf(state, account) : seedMailActivity(chinaDateOf(now), false)
  // Letters arrive on their day; a visitor has no mailbox.
  const letters = account ? event.letters.filter((letter) => letter.sentAt <= now).sort((a, b) => b.sentAt - a.sentAt) : []
  const words = new Map(EVENTS.mailActivity.letters.map((letter) => [letter.id, letter.words[lang]]))
  return {
    id: event.id,
    name: EVENTS.mailActivity.name[lang],
    startAt: event.startAt,
    endAt: event.endAt,
    letters: letters.map((letter) => ({
      id: letter.id,
      title: words.get(letter.id)?.title ?? '',
      body: words.get(letter.id)?.body ?? '',
      coins: letter.coins,
      sentAt: letter.sentAt,
      claimed: letter.claimed,
    })),
    image: eventImage('/mailActivity'),
  }
}

function claimLetterCoins(context: SignedIn): Answer {
  const { state, account, body, t } = context
  return onceByRequestId(context, 'mailActivity.claim', () => {
    const now = Date.now()
    const event = mailActivityOf(state, account)
    if (body.eventId !== event.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    const letter = event.letters.find((one) => one.id === body.letterId && one.sentAt <= now)
    if (!letter) return { code: CODE_MAIL_NOT_FOUND, msg: t('mail.notFound') }
    if (letter.claimed) return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('event.alreadyClaimed') }
    const closed = closedPeriod(event, now, context)
    if (closed) return closed
    if (!canClaimLetter(letter, event, now)) return { code: CODE_MAIL_NOT_FOUND, msg: t('mail.notFound') }
    letter.claimed = true
    return credit(state, account, letter.coins, now)
  })
}

function playMiniGame(context: SignedIn): Answer {
  const { state, account, body, t } = context
  const card = body.card
  if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= GAME_PRIZES.length) {
    return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  }
  return onceByRequestId(context, 'miniGame.play', () => {
    const now = Date.now()
    const game = miniGameOf(state, account)
    if (body.eventId !== game.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('event.notFound') }
    const closed = closedPeriod(game, now, context)
    if (closed) return closed
    if (!canPlayMiniGame(game, PLAYS_PER_DAY, game.plays, now)) return { code: CODE_GAME_NO_PLAYS, msg: t('game.noPlays') }
    const cards = dealCards(game.plays.length)
    const play = { playedAt: now, coins: cards[card] }
    game.plays.unshift(play)
    if (play.coins > 0) addCoinRecord(state, account, { type: RECORD_TYPE.festivalGift, amount: play.coins }, now)
    return {
      code: CODE_OK,
      data: {
        card,
        cards,
        play,
        remainCoins: account.coins,
        expireCoins: expiringCoins(welfareOf(state, account, now).records, now),
      } satisfies Wire<typeof gameResult>,
    }
  })
}

/** The figures and end times of the events this mock runs, for their more-welfare entries; the others name none. */
function moreWelfare(state: MockState, account: Account | undefined, lang: Language): Wire<typeof welfareEntries> {
  const now = Date.now()
  const events = account ? pointEventsOf(state, account) : seedPointEvents(now, false)
  const ranking = account ? weeklyRankingOf(state, account) : seedWeeklyRanking(now, false)
  const mail = account ? mailActivityOf(state, account) : seedMailActivity(chinaDateOf(now), false)
  const game: StoredGame = account ? miniGameOf(state, account) : seedMiniGame(now, chinaDateOf(now), false)
  const facts: Record<string, { rewardCoins: number; endAt: number }> = {
    '/sportsQuiz': { rewardCoins: QUIZ_REWARD_COINS, endAt: 0 },
    '/pointEvent': { rewardCoins: FESTIVAL_GIFT_COINS, endAt: events.festivalGift.endAt },
    '/pointEventV2': { rewardCoins: events.coinEvent.days.reduce((sum, day) => sum + day.coins, 0), endAt: events.coinEvent.endAt },
    '/weeklyReward': { rewardCoins: Math.max(...RANKING_TIERS.map((tier) => tier.coins)), endAt: ranking.endAt },
    '/mailActivity': { rewardCoins: mail.letters.reduce((sum, letter) => sum + letter.coins, 0), endAt: mail.endAt },
    '/miniGame': { rewardCoins: Math.max(...GAME_PRIZES), endAt: game.endAt },
  }
  return EVENTS.moreWelfare.map(({ path, words, image }) => ({
    path,
    ...words[lang],
    rewardCoins: facts[path]?.rewardCoins ?? 0,
    endAt: facts[path]?.endAt ?? 0,
    image,
  }))
}

const routes: Routes = {
  'GET /events/sportsQuiz': {
    handle: ({ state, account, lang }) => {
      const now = Date.now()
      // A visitor sees the matches, with no predictions (spec 6: log in to join).
      const matches = account ? settle(state, account, now) : seedMatches(now, false)
      return {
        code: CODE_OK,
        data: {
          title: EVENTS.sportsQuiz.title[lang],
          rewardCoins: QUIZ_REWARD_COINS,
          matches: matches.map((match) => publicMatch(match, lang)),
          image: eventImage('/sportsQuiz'),
        } satisfies Wire<typeof sportsQuiz>,
      }
    },
  },
  'POST /events/sportsQuiz/predict': { auth: true, refusesRiskyAccounts: true, handle: predict },
  'GET /events/pointEvent': {
    handle: ({ state, account, lang }) => {
      // A visitor sees the gift, unclaimed (spec 6: log in to join).
      const gift = account ? pointEventsOf(state, account).festivalGift : seedPointEvents(Date.now(), false).festivalGift
      return {
        code: CODE_OK,
        data: {
          id: gift.id,
          name: EVENTS.festivalGift.name[lang],
          startAt: gift.startAt,
          endAt: gift.endAt,
          rewardCoins: FESTIVAL_GIFT_COINS,
          claimed: gift.claimed,
          image: eventImage('/pointEvent'),
        } satisfies Wire<typeof festivalGift>,
      }
    },
  },
  'POST /events/pointEvent/claim': { auth: true, refusesRiskyAccounts: true, handle: claimFestivalGift },
  'GET /events/pointEventV2': {
    handle: ({ state, account, lang }) => {
      const event = account ? pointEventsOf(state, account).coinEvent : seedPointEvents(Date.now(), false).coinEvent
      return {
        code: CODE_OK,
        data: {
          id: event.id,
          name: EVENTS.coinEvent.name[lang],
          startAt: event.startAt,
          endAt: event.endAt,
          days: event.days.map((day) => ({ ...day })),
          claimedDates: [...event.claimedDates],
          image: eventImage('/pointEventV2'),
        } satisfies Wire<typeof coinEvent>,
      }
    },
  },
  'POST /events/pointEventV2/claim': { auth: true, refusesRiskyAccounts: true, handle: claimCoinEventDay },
  'GET /events/weeklyReward': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: weeklyRewardAnswer(state, account, lang) }) },
  'POST /events/weeklyReward/claim': { auth: true, refusesRiskyAccounts: true, handle: claimRankingReward },
  'GET /events/mailActivity': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: mailActivityAnswer(state, account, lang) }) },
  'POST /events/mailActivity/claim': { auth: true, refusesRiskyAccounts: true, handle: claimLetterCoins },
  'GET /events/miniGame': {
    handle: ({ state, account, lang }) => {
      const now = Date.now()
      const game = account ? miniGameOf(state, account) : seedMiniGame(now, chinaDateOf(now), false)
      return {
        code: CODE_OK,
        data: {
          id: game.id,
          name: EVENTS.miniGame.name[lang],
          startAt: game.startAt,
          endAt: game.endAt,
          playsPerDay: PLAYS_PER_DAY,
          // Shown in rising order: where each prize lies is dealt at the play.
          prizes: [...GAME_PRIZES].sort((a, b) => a - b),
          plays: account ? game.plays.map((play) => ({ ...play })) : [],
          image: eventImage('/miniGame'),
        } satisfies Wire<typeof miniGame>,
      }
    },
  },
  'POST /events/miniGame/play': { auth: true, refusesRiskyAccounts: true, handle: playMiniGame },
  'GET /events/moreWelfare': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: moreWelfare(state, account, lang) }) },
}

export default routes

/**
 * POST /api/__mock/sportsQuiz/match: kicks a match of the account off now, and with `result`
 * ends it with that result, as if its time had passed.
 */
export function controlQuizMatch(state: MockState, account: Account, { matchId, result }: Fields): string | undefined {
  if (result !== undefined && !isQuizPick(result)) return 'result must be home, draw or away'
  const now = Date.now()
  const match = quizOf(state, account).matches.find((one) => one.id === matchId)
  if (!match) return 'no such match'
  match.kickOffAt = Math.min(match.kickOffAt, result ? now - MATCH_LENGTH_MS : now)
  if (result) match.finalResult = result
  settle(state, account, now)
  return undefined
}

/**
 * POST /api/__mock/events/phase: moves an event of the account (`event`: the last part of its
 * endpoint's path): `phase` "ended" ends it a minute ago, "upcoming" starts it in a day.
 */
export function controlEventPhase(state: MockState, account: Account, { event, phase }: Fields): string | undefined {
  const events = pointEventsOf(state, account)
  const periods: Record<string, EventPeriod | undefined> = {
    pointEvent: events.festivalGift,
    pointEventV2: events.coinEvent,
    weeklyReward: weeklyRankingOf(state, account),
    mailActivity: mailActivityOf(state, account),
    miniGame: miniGameOf(state, account),
  }
  const period = typeof event === 'string' ? periods[event] : undefined
  if (!period) return `event must be one of ${Object.keys(periods).join(', ')}`
  const now = Date.now()
  const length = period.endAt - period.startAt
  if (phase === 'ended') {
    period.endAt = now - MINUTE_MS
    period.startAt = Math.min(period.startAt, period.endAt - length)
  } else if (phase === 'upcoming') {
    period.startAt = now + DAY_MS
    period.endAt = period.startAt + length
  } else return 'phase must be ended or upcoming'
  return undefined
}
