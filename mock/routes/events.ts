// Events endpoints: the sports quiz, the festival gift and the coin event (spec 2, 3, 4, 6). Documented in docs/api.md, "Events
// endpoints"; the rules are the client's own (src/lib/sports-quiz.ts).
import type {
  CoinEvent,
  EventClaim,
  FestivalGift,
  GameResult,
  MailActivity,
  MiniGame,
  QuizMatch,
  QuizPrediction,
  SportsQuiz,
  WeeklyReward,
  WelfareEntry,
} from '@/api/events'
import {
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_EVENT_ENDED,
  CODE_EVENT_NOT_FOUND,
  CODE_EVENT_NOT_STARTED,
  CODE_OK,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_QUIZ_CLOSED,
  CODE_WELFARE_RESTRICTED,
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
import { canPredict, isQuizPick, QUIZ_REWARD_COINS, type QuizPick } from '@/lib/sports-quiz'
import {
  dealCards,
  GAME_PRIZES,
  leadersOf,
  MAIL_ACTIVITY_NAME,
  MINI_GAME_NAME,
  PLAYS_PER_DAY,
  RANKING_TIERS,
  rankOf,
  rewardOf,
  seedMailActivity,
  seedMiniGame,
  seedWeeklyRanking,
  WEEKLY_REWARD_NAME,
  weeksSoFar,
  type MailEvent,
  type StoredGame,
  type WeeklyRanking,
} from '../event-rewards-data'
import { MORE_WELFARE } from '../more-welfare-data'
import {
  COIN_EVENT_NAME,
  FESTIVAL_GIFT_COINS,
  FESTIVAL_GIFT_NAME,
  seedPointEvents,
  type PointEvents,
} from '../point-events-data'
import { onceByRequestId } from '../request-ids'
import type { RouteContext, Routes } from '../route'
import {
  MATCH_LENGTH_MS,
  matchName,
  QUIZ_TITLE,
  seedMatches,
  stageName,
  teamName,
  type StoredMatch,
} from '../sports-quiz-data'
import { DAY_MS, DEMO_UID, RISK_NONE, type Account, type MockState } from '../state'
import { expiringCoins, RECORD_TYPE } from '../welfare-coins'
import { addCoinRecord, welfareOf } from '../welfare-state'
import { addQuizRewardMessage } from './messages'

const CODE_BAD_REQUEST = 400
const MINUTE_MS = 60 * 1000

function quizOf(state: MockState, account: Account): { matches: StoredMatch[] } {
  return state.featureState('sportsQuiz', account, (owner, now) => ({ matches: seedMatches(now, owner.uid === DEMO_UID) }))
}

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

function predict(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  // Spec 6: blacklisted or risky accounts cannot join events.
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  const pick = body.pick
  if (typeof body.matchId !== 'string' || !isQuizPick(pick)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const matchId = body.matchId
  return onceByRequestId(context, 'sportsQuiz.predict', () => {
    const now = Date.now()
    const match = settle(state, account, now).find((one) => one.id === matchId)
    if (!match) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    if (match.pick !== null) return { code: CODE_QUIZ_ALREADY_PREDICTED, msg: t('quizAlreadyPredicted') }
    if (!canPredict(match, null, now)) return { code: CODE_QUIZ_CLOSED, msg: t('quizClosed') }
    match.pick = pick
    return { code: CODE_OK, data: { matchId, pick } satisfies QuizPrediction }
  })
}

/**
 * Control (tests): kicks a match of the account off now, and with `result` ends it with that
 * result, as if its time had passed: `{ token, matchId, result? }`.
 */
export function controlQuizMatch(
  state: MockState,
  request: { token: unknown; matchId: unknown; result?: unknown },
): { status: number; body: unknown } {
  const account = state.accountByToken(request.token)
  if (!account) return { status: 400, body: { error: 'token names no account' } }
  if (request.result !== undefined && !isQuizPick(request.result)) return { status: 400, body: { error: 'result must be home, draw or away' } }
  const now = Date.now()
  const match = quizOf(state, account).matches.find((one) => one.id === request.matchId)
  if (!match) return { status: 404, body: { error: 'no such match' } }
  const result: QuizPick | undefined = request.result
  match.kickOffAt = Math.min(match.kickOffAt, result ? now - MATCH_LENGTH_MS : now)
  if (result) match.finalResult = result
  settle(state, account, now)
  return { status: 200, body: { ok: true } }
}

function pointEventsOf(state: MockState, account: Account): PointEvents {
  return state.featureState('pointEvents', account, (owner, now) => seedPointEvents(now, owner.uid === DEMO_UID))
}

/** Why a gift of this period cannot be claimed now; undefined when it can be. */
function closedPeriod(period: EventPeriod, now: number, t: RouteContext['t']) {
  const phase = eventPhase(period, now)
  if (phase === 'upcoming') return { code: CODE_EVENT_NOT_STARTED, msg: t('eventNotStarted') }
  if (phase === 'ended') return { code: CODE_EVENT_ENDED, msg: t('eventEnded') }
  return undefined
}

/** Credits event coins (record type 11 unless told) and answers the balance after them (spec 4). */
function credit(state: MockState, account: Account, coins: number, now: number, type = RECORD_TYPE.festivalGift, date = chinaDateOf(now)): EventClaim {
  addCoinRecord(state, account, { type, amount: coins }, now)
  return {
    coins,
    date,
    remainCoins: account.coins,
    expireCoins: expiringCoins(welfareOf(state, account, now).records, now),
  }
}

function claimFestivalGift(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  return onceByRequestId(context, 'pointEvent.claim', () => {
    const now = Date.now()
    const gift = pointEventsOf(state, account).festivalGift
    if (body.eventId !== gift.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    if (gift.claimed) return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('eventAlreadyClaimed') }
    const closed = closedPeriod(gift, now, t)
    if (closed || !canClaimFestivalGift(gift, gift.claimed, now)) return closed ?? { code: CODE_EVENT_ENDED, msg: t('eventEnded') }
    gift.claimed = true
    return { code: CODE_OK, data: credit(state, account, FESTIVAL_GIFT_COINS, now) }
  })
}

function claimCoinEventDay(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  return onceByRequestId(context, 'pointEventV2.claim', () => {
    const now = Date.now()
    const event = pointEventsOf(state, account).coinEvent
    if (body.eventId !== event.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    const closed = closedPeriod(event, now, t)
    if (closed) return closed
    const today = eventDays(event.days, event.claimedDates, now).find((day) => day.date === chinaDateOf(now))
    if (!today || today.state === 'claimed') return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('eventAlreadyClaimed') }
    event.claimedDates.push(today.date)
    return { code: CODE_OK, data: credit(state, account, today.coins, now) }
  })
}

function weeklyRankingOf(state: MockState, account: Account): WeeklyRanking {
  return state.featureState('weeklyRanking', account, (owner, now) => seedWeeklyRanking(now, owner.uid === DEMO_UID))
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

function weeklyRewardAnswer(state: MockState, account: Account | undefined, lang: Language): WeeklyReward {
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
    name: WEEKLY_REWARD_NAME[lang],
    startAt: event.startAt,
    endAt: event.endAt,
    tiers: RANKING_TIERS.map((tier) => ({ ...tier })),
    weeks,
    leadersWeek,
    leaders,
  }
}

function claimRankingReward(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  if (!isCalendarDate(body.weekStart)) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const weekStart = body.weekStart
  return onceByRequestId(context, 'weeklyReward.claim', () => {
    const now = Date.now()
    const event = weeklyRankingOf(state, account)
    const week = rankedWeeks(state, account, event, now).find((one) => one.weekStart === weekStart)
    if (body.eventId !== event.id || !week) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    const phase = rankedWeekState(week, event, now)
    if (phase === 'ranking') return { code: CODE_RANKING_WEEK_OPEN, msg: t('rankingWeekOpen') }
    if (phase === 'claimed') return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('eventAlreadyClaimed') }
    if (phase === 'noReward') return { code: CODE_RANKING_NO_REWARD, msg: t('rankingNoReward') }
    if (phase === 'expired') {
      return eventPhase(event, now) === 'ended' ? { code: CODE_EVENT_ENDED, msg: t('eventEnded') } : { code: CODE_RANKING_CLAIM_CLOSED, msg: t('rankingClaimClosed') }
    }
    event.claimedWeeks.push(weekStart)
    return { code: CODE_OK, data: credit(state, account, week.rewardCoins, now, RECORD_TYPE.rankingReward, weekStart) }
  })
}

function mailActivityOf(state: MockState, account: Account): MailEvent {
  return state.featureState('mailActivity', account, (owner, now) => seedMailActivity(chinaDateOf(now), owner.uid === DEMO_UID))
}

function mailActivityAnswer(state: MockState, account: Account | undefined, lang: Language): MailActivity {
  const now = Date.now()
  const event = account ? mailActivityOf(state, account) : seedMailActivity(chinaDateOf(now), false)
  // Letters arrive on their day; a visitor has no mailbox.
  const letters = account ? event.letters.filter((letter) => letter.sentAt <= now).sort((a, b) => b.sentAt - a.sentAt) : []
  return {
    id: event.id,
    name: MAIL_ACTIVITY_NAME[lang],
    startAt: event.startAt,
    endAt: event.endAt,
    letters: letters.map((letter) => ({
      id: letter.id,
      title: letter.words[lang][0],
      body: letter.words[lang][1],
      coins: letter.coins,
      sentAt: letter.sentAt,
      claimed: letter.claimed,
    })),
  }
}

function claimLetterCoins(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  return onceByRequestId(context, 'mailActivity.claim', () => {
    const now = Date.now()
    const event = mailActivityOf(state, account)
    if (body.eventId !== event.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    const letter = event.letters.find((one) => one.id === body.letterId && one.sentAt <= now)
    if (!letter) return { code: CODE_MAIL_NOT_FOUND, msg: t('mailNotFound') }
    if (letter.claimed) return { code: CODE_EVENT_ALREADY_CLAIMED, msg: t('eventAlreadyClaimed') }
    const closed = closedPeriod(event, now, t)
    if (closed) return closed
    if (!canClaimLetter(letter, event, now)) return { code: CODE_MAIL_NOT_FOUND, msg: t('mailNotFound') }
    letter.claimed = true
    return { code: CODE_OK, data: credit(state, account, letter.coins, now) }
  })
}

function miniGameOf(state: MockState, account: Account): StoredGame {
  return state.featureState('miniGame', account, (owner, now) => seedMiniGame(now, chinaDateOf(now), owner.uid === DEMO_UID))
}

function miniGameAnswer(state: MockState, account: Account | undefined, lang: Language): MiniGame {
  const now = Date.now()
  const game = account ? miniGameOf(state, account) : seedMiniGame(now, chinaDateOf(now), false)
  return {
    id: game.id,
    name: MINI_GAME_NAME[lang],
    startAt: game.startAt,
    endAt: game.endAt,
    playsPerDay: PLAYS_PER_DAY,
    // Shown in rising order: where each prize lies is dealt at the play.
    prizes: [...GAME_PRIZES].sort((a, b) => a - b),
    plays: account ? game.plays.map((play) => ({ ...play })) : [],
  }
}

function playMiniGame(context: RouteContext & { account: Account }) {
  const { state, account, body, t } = context
  if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
  const card = body.card
  if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= GAME_PRIZES.length) {
    return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  }
  return onceByRequestId(context, 'miniGame.play', () => {
    const now = Date.now()
    const game = miniGameOf(state, account)
    if (body.eventId !== game.id) return { code: CODE_EVENT_NOT_FOUND, msg: t('eventNotFound') }
    const closed = closedPeriod(game, now, t)
    if (closed) return closed
    if (!canPlayMiniGame(game, PLAYS_PER_DAY, game.plays, now)) return { code: CODE_GAME_NO_PLAYS, msg: t('gameNoPlays') }
    const cards = dealCards(game.plays.length)
    const play = { playedAt: now, coins: cards[card] }
    game.plays.unshift(play)
    const claim = play.coins > 0 ? credit(state, account, play.coins, now) : undefined
    return {
      code: CODE_OK,
      data: {
        card,
        cards,
        play,
        remainCoins: claim?.remainCoins ?? account.coins,
        expireCoins: claim?.expireCoins ?? expiringCoins(welfareOf(state, account, now).records, now),
      } satisfies GameResult,
    }
  })
}

/**
 * Control (tests): moves an event of the account: `{ token, event: "pointEvent" | "pointEventV2"
 * | "weeklyReward" | "mailActivity" | "miniGame", phase: "ended" | "upcoming" }` ends it a minute ago or starts it in a day.
 */
export function controlPointEvent(
  state: MockState,
  request: { token: unknown; event: unknown; phase: unknown },
): { status: number; body: unknown } {
  const account = state.accountByToken(request.token)
  if (!account) return { status: 400, body: { error: 'token names no account' } }
  const events = pointEventsOf(state, account)
  const periods: Record<string, EventPeriod | undefined> = {
    pointEvent: events.festivalGift,
    pointEventV2: events.coinEvent,
    weeklyReward: weeklyRankingOf(state, account),
    mailActivity: mailActivityOf(state, account),
    miniGame: miniGameOf(state, account),
  }
  const period = typeof request.event === 'string' ? periods[request.event] : undefined
  if (!period) return { status: 400, body: { error: 'event must be pointEvent, pointEventV2, weeklyReward, mailActivity or miniGame' } }
  const now = Date.now()
  const length = period.endAt - period.startAt
  if (request.phase === 'ended') {
    period.endAt = now - MINUTE_MS
    period.startAt = Math.min(period.startAt, period.endAt - length)
  } else if (request.phase === 'upcoming') {
    period.startAt = now + DAY_MS
    period.endAt = period.startAt + length
  } else return { status: 400, body: { error: 'phase must be ended or upcoming' } }
  return { status: 200, body: { ok: true } }
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
          title: QUIZ_TITLE[lang],
          rewardCoins: QUIZ_REWARD_COINS,
          matches: matches.map((match) => publicMatch(match, lang)),
        } satisfies SportsQuiz,
      }
    },
  },
  'POST /events/sportsQuiz/predict': { auth: true, handle: predict },
  'GET /events/pointEvent': {
    handle: ({ state, account, lang }) => {
      // A visitor sees the gift, unclaimed (spec 6: log in to join).
      const gift = account ? pointEventsOf(state, account).festivalGift : seedPointEvents(Date.now(), false).festivalGift
      return {
        code: CODE_OK,
        data: {
          id: gift.id,
          name: FESTIVAL_GIFT_NAME[lang],
          startAt: gift.startAt,
          endAt: gift.endAt,
          rewardCoins: FESTIVAL_GIFT_COINS,
          claimed: gift.claimed,
        } satisfies FestivalGift,
      }
    },
  },
  'POST /events/pointEvent/claim': { auth: true, handle: claimFestivalGift },
  'GET /events/pointEventV2': {
    handle: ({ state, account, lang }) => {
      const event = account ? pointEventsOf(state, account).coinEvent : seedPointEvents(Date.now(), false).coinEvent
      return {
        code: CODE_OK,
        data: {
          id: event.id,
          name: COIN_EVENT_NAME[lang],
          startAt: event.startAt,
          endAt: event.endAt,
          days: event.days.map((day) => ({ ...day })),
          claimedDates: [...event.claimedDates],
        } satisfies CoinEvent,
      }
    },
  },
  'POST /events/pointEventV2/claim': { auth: true, handle: claimCoinEventDay },
  'GET /events/weeklyReward': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: weeklyRewardAnswer(state, account, lang) }) },
  'POST /events/weeklyReward/claim': { auth: true, handle: claimRankingReward },
  'GET /events/mailActivity': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: mailActivityAnswer(state, account, lang) }) },
  'POST /events/mailActivity/claim': { auth: true, handle: claimLetterCoins },
  'GET /events/miniGame': { handle: ({ state, account, lang }) => ({ code: CODE_OK, data: miniGameAnswer(state, account, lang) }) },
  'POST /events/miniGame/play': { auth: true, handle: playMiniGame },
  'GET /events/moreWelfare': {
    handle: ({ state, account, lang }) => {
      const now = Date.now()
      const events = account ? pointEventsOf(state, account) : seedPointEvents(now, false)
      const ranking = account ? weeklyRankingOf(state, account) : seedWeeklyRanking(now, false)
      const mail = account ? mailActivityOf(state, account) : seedMailActivity(chinaDateOf(now), false)
      const game = account ? miniGameOf(state, account) : seedMiniGame(now, chinaDateOf(now), false)
      // The figures and end times of the events this mock runs; the others name none.
      const facts: Record<string, { rewardCoins: number; endAt: number }> = {
        '/sportsQuiz': { rewardCoins: QUIZ_REWARD_COINS, endAt: 0 },
        '/pointEvent': { rewardCoins: FESTIVAL_GIFT_COINS, endAt: events.festivalGift.endAt },
        '/pointEventV2': {
          rewardCoins: events.coinEvent.days.reduce((sum, day) => sum + day.coins, 0),
          endAt: events.coinEvent.endAt,
        },
        '/weeklyReward': { rewardCoins: Math.max(...RANKING_TIERS.map((tier) => tier.coins)), endAt: ranking.endAt },
        '/mailActivity': { rewardCoins: mail.letters.reduce((sum, letter) => sum + letter.coins, 0), endAt: mail.endAt },
        '/miniGame': { rewardCoins: Math.max(...GAME_PRIZES), endAt: game.endAt },
      }
      const entries = MORE_WELFARE.map(([path, words]) => ({
        path,
        title: words[lang][0],
        description: words[lang][1],
        rewardCoins: facts[path]?.rewardCoins ?? 0,
        endAt: facts[path]?.endAt ?? 0,
      })) satisfies Array<Omit<WelfareEntry, 'path'> & { path: string }>
      return { code: CODE_OK, data: entries }
    },
  },
}

export default routes
