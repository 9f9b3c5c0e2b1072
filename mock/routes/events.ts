// Events endpoints: the sports quiz, the festival gift and the coin event (spec 2, 3, 4, 6). Documented in docs/api.md, "Events
// endpoints"; the rules are the client's own (src/lib/sports-quiz.ts).
import type { CoinEvent, EventClaim, FestivalGift, QuizMatch, QuizPrediction, SportsQuiz, WelfareEntry } from '@/api/events'
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
import { chinaDateOf } from '@/lib/calendar'
import type { Language } from '@/lib/i18n'
import { canClaimFestivalGift, eventDays, eventPhase, type EventPeriod } from '@/lib/point-events'
import { canPredict, isQuizPick, QUIZ_REWARD_COINS, type QuizPick } from '@/lib/sports-quiz'
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

/** Credits festival-gift coins (record type 11) and answers the balance after them (spec 4). */
function credit(state: MockState, account: Account, coins: number, now: number): EventClaim {
  addCoinRecord(state, account, { type: RECORD_TYPE.festivalGift, amount: coins }, now)
  return {
    coins,
    date: chinaDateOf(now),
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

/**
 * Control (tests): moves an event of the account: `{ token, event: "pointEvent" | "pointEventV2",
 * phase: "ended" | "upcoming" }` ends it a minute ago or starts it in a day.
 */
export function controlPointEvent(
  state: MockState,
  request: { token: unknown; event: unknown; phase: unknown },
): { status: number; body: unknown } {
  const account = state.accountByToken(request.token)
  if (!account) return { status: 400, body: { error: 'token names no account' } }
  const events = pointEventsOf(state, account)
  const period = request.event === 'pointEvent' ? events.festivalGift : request.event === 'pointEventV2' ? events.coinEvent : undefined
  if (!period) return { status: 400, body: { error: 'event must be pointEvent or pointEventV2' } }
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
  'GET /events/moreWelfare': {
    handle: ({ state, account, lang }) => {
      const now = Date.now()
      const events = account ? pointEventsOf(state, account) : seedPointEvents(now, false)
      // The figures and end times of the events this mock runs; the others name none.
      const facts: Record<string, { rewardCoins: number; endAt: number }> = {
        '/sportsQuiz': { rewardCoins: QUIZ_REWARD_COINS, endAt: 0 },
        '/pointEvent': { rewardCoins: FESTIVAL_GIFT_COINS, endAt: events.festivalGift.endAt },
        '/pointEventV2': {
          rewardCoins: events.coinEvent.days.reduce((sum, day) => sum + day.coins, 0),
          endAt: events.coinEvent.endAt,
        },
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
