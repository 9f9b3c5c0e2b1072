import * as v from 'valibot'
import {
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_EVENT_ENDED,
  CODE_EVENT_NOT_FOUND,
  CODE_EVENT_NOT_STARTED,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_QUIZ_CLOSED,
} from '@/lib/answer-codes'
import { CODE_GAME_NO_PLAYS, CODE_MAIL_NOT_FOUND, CODE_RANKING_CLAIM_CLOSED, CODE_RANKING_NO_REWARD, CODE_RANKING_WEEK_OPEN } from '@/lib/event-rewards'
import { refusalReader } from '@/lib/refusal'
import { QUIZ_PICKS } from '@/lib/sports-quiz'
import { SPEC_PATHS } from '@/routes'
import { http } from '@/services/http'
import { itemImage } from './item-image'
import { COIN_EVENT_READ, FESTIVAL_GIFT_READ, MAIL_ACTIVITY_READ, MINI_GAME_READ, SPORTS_QUIZ_READ, WEEKLY_REWARD_READ } from './area-reads'
import { calendarDate, count, flag, knownRows, num, okData, parseAnswer, text } from './shape'

// Events: the sports quiz, the festival gift, the coin event, the weekly ranking reward, the mail
// activity, the mini game and the more-welfare list (docs/api.md, "Events endpoints").

/** Why the server refused a prediction, a claim or a play of an event. */
export type EventRefusal =
  | 'quizClosed'
  | 'alreadyPredicted'
  | 'notFound'
  | 'notStarted'
  | 'ended'
  | 'alreadyClaimed'
  | 'noReward'
  | 'weekOpen'
  | 'claimClosed'
  | 'letterNotFound'
  | 'noPlaysLeft'

const EVENT_REFUSALS: Readonly<Record<number, EventRefusal>> = {
  [CODE_QUIZ_CLOSED]: 'quizClosed',
  [CODE_QUIZ_ALREADY_PREDICTED]: 'alreadyPredicted',
  [CODE_EVENT_NOT_FOUND]: 'notFound',
  [CODE_EVENT_NOT_STARTED]: 'notStarted',
  [CODE_EVENT_ENDED]: 'ended',
  [CODE_EVENT_ALREADY_CLAIMED]: 'alreadyClaimed',
  [CODE_RANKING_NO_REWARD]: 'noReward',
  [CODE_RANKING_WEEK_OPEN]: 'weekOpen',
  [CODE_RANKING_CLAIM_CLOSED]: 'claimClosed',
  [CODE_MAIL_NOT_FOUND]: 'letterNotFound',
  [CODE_GAME_NO_PLAYS]: 'noPlaysLeft',
}

/** Why an event's action was refused (src/lib/refusal.ts). */
export const eventRefusal = refusalReader((code) => EVENT_REFUSALS[code])

const quizPick = v.picklist(QUIZ_PICKS)

const quizMatch = v.object({
  id: v.pipe(text, v.nonEmpty()),
  /** The round, in the request's language ("Group C", "Final"). */
  stage: v.nullish(text, ''),
  home: text,
  away: text,
  kickOffAt: num,
  result: v.nullish(quizPick, null),
  /** The signed-in user's prediction; null for none (and for visitors). */
  pick: v.nullish(quizPick, null),
})
export type QuizMatch = v.InferOutput<typeof quizMatch>

export const sportsQuiz = v.object({
  /** The tournament, in the request's language. */
  title: text,
  rewardCoins: count,
  matches: v.array(quizMatch),
  /** Its picture on the quiz's header card; none: the card's own tile. */
  image: itemImage,
})
export type SportsQuiz = v.InferOutput<typeof sportsQuiz>

export const prediction = v.object({ matchId: text, pick: quizPick })
export type QuizPrediction = v.InferOutput<typeof prediction>

/** The quiz's matches; visitors get them too, without predictions. */
export async function fetchSportsQuiz(): Promise<SportsQuiz> {
  return parseAnswer(sportsQuiz, okData(await http.request(SPORTS_QUIZ_READ)))
}

/** One prediction per match, before kick-off; a repeat of `requestId` gets the first answer. */
export async function predictMatch(matchId: string, pick: QuizPrediction['pick'], requestId: string): Promise<QuizPrediction> {
  return parseAnswer(
    prediction,
    okData(await http.request({ method: 'POST', path: '/events/sportsQuiz/predict', body: { matchId, pick, requestId } })),
  )
}

const eventPeriod = {
  id: v.pipe(text, v.nonEmpty()),
  /** The event's name, in the request's language. */
  name: text,
  startAt: num,
  /** The event's last millisecond. */
  endAt: num,
  /** Its picture on the event's header card; none: the card's own tile. */
  image: itemImage,
}

export const festivalGift = v.object({
  ...eventPeriod,
  rewardCoins: count,
  claimed: v.nullish(flag, false),
})
export type FestivalGift = v.InferOutput<typeof festivalGift>

export const coinEvent = v.object({
  ...eventPeriod,
  days: v.array(v.object({ date: calendarDate, coins: count })),
  claimedDates: v.nullish(v.array(calendarDate), []),
})
export type CoinEvent = v.InferOutput<typeof coinEvent>

/** Coins credited by a claim; spec 4: the balance after it is the server's when it sends one. */
export const eventClaim = v.object({
  coins: count,
  /** The China-time day whose gift was claimed (the coin event's; the ranked week's Monday). */
  date: v.nullish(calendarDate),
  remainCoins: v.nullish(num),
  expireCoins: v.nullish(num),
})
export type EventClaim = v.InferOutput<typeof eventClaim>

/** The festival gift now running (or last run); visitors get it too, unclaimed. */
export async function fetchFestivalGift(): Promise<FestivalGift> {
  return parseAnswer(festivalGift, okData(await http.request(FESTIVAL_GIFT_READ)))
}

/** Claims the festival gift once; a repeat of `requestId` gets the first answer. */
export async function claimFestivalGift(eventId: string, requestId: string): Promise<EventClaim> {
  return parseAnswer(eventClaim, okData(await http.request({ method: 'POST', path: '/events/pointEvent/claim', body: { eventId, requestId } })))
}

/** The coin event now running (or last run), its days and the days claimed. */
export async function fetchCoinEvent(): Promise<CoinEvent> {
  return parseAnswer(coinEvent, okData(await http.request(COIN_EVENT_READ)))
}

/** Claims today's gift of the coin event (China-time day); a repeat of `requestId` gets the first answer. */
export async function claimCoinEventDay(eventId: string, requestId: string): Promise<EventClaim> {
  return parseAnswer(eventClaim, okData(await http.request({ method: 'POST', path: '/events/pointEventV2/claim', body: { eventId, requestId } })))
}

const rank = v.pipe(num, v.integer(), v.minValue(1))

export const weeklyReward = v.object({
  ...eventPeriod,
  /** Coins per rank range; ranks no tier covers earn nothing. */
  tiers: v.array(v.object({ fromRank: rank, toRank: rank, coins: count })),
  /** The signed-in user's weeks of the event, newest first (this week's first); none for visitors. */
  weeks: v.nullish(
    v.array(
      v.object({
        weekStart: calendarDate,
        /** Null while the user has no score that week. */
        rank: v.nullish(rank, null),
        /** Coins earned that week, the ranking's score. */
        score: count,
        rewardCoins: count,
        claimed: v.nullish(flag, false),
      }),
    ),
    [],
  ),
  /** The top of the last week ranked (`leadersWeek`, '' before the first week is over), best first. */
  leadersWeek: v.nullish(v.union([calendarDate, v.literal('')]), ''),
  leaders: v.nullish(v.array(v.object({ rank, name: text, score: count, mine: v.nullish(flag, false) })), []),
})
export type WeeklyReward = v.InferOutput<typeof weeklyReward>
export type RankingWeek = WeeklyReward['weeks'][number]

/** The weekly ranking event, the user's weeks and the last week's leaders; visitors get it without weeks. */
export async function fetchWeeklyReward(): Promise<WeeklyReward> {
  return parseAnswer(weeklyReward, okData(await http.request(WEEKLY_REWARD_READ)))
}

/** Claims a ranked week's reward (record type 4); a repeat of `requestId` gets the first answer. */
export async function claimRankingReward(eventId: string, weekStart: string, requestId: string): Promise<EventClaim> {
  return parseAnswer(
    eventClaim,
    okData(await http.request({ method: 'POST', path: '/events/weeklyReward/claim', body: { eventId, weekStart, requestId } })),
  )
}

export const mailActivity = v.object({
  ...eventPeriod,
  /** The letters sent to the user so far, newest first; none for visitors. */
  letters: v.nullish(
    v.array(
      v.object({
        id: v.pipe(text, v.nonEmpty()),
        /** In the request's language. */
        title: text,
        body: v.nullish(text, ''),
        /** Coins enclosed, 0 for a letter without a gift. */
        coins: count,
        sentAt: num,
        claimed: v.nullish(flag, false),
      }),
    ),
    [],
  ),
})
export type MailActivity = v.InferOutput<typeof mailActivity>
export type EventLetter = MailActivity['letters'][number]

/** The mail activity and the letters the user has received. */
export async function fetchMailActivity(): Promise<MailActivity> {
  return parseAnswer(mailActivity, okData(await http.request(MAIL_ACTIVITY_READ)))
}

/** Claims the coins of one letter; a repeat of `requestId` gets the first answer. */
export async function claimLetter(eventId: string, letterId: string, requestId: string): Promise<EventClaim> {
  return parseAnswer(
    eventClaim,
    okData(await http.request({ method: 'POST', path: '/events/mailActivity/claim', body: { eventId, letterId, requestId } })),
  )
}

const gamePlay = v.object({ playedAt: num, coins: count })

export const miniGame = v.object({
  ...eventPeriod,
  playsPerDay: count,
  /** The coins on the cards of the table, face down, in no order the user can see. */
  prizes: v.array(count),
  /** The user's plays of the event, newest first; none for visitors. */
  plays: v.nullish(v.array(gamePlay), []),
})
export type MiniGame = v.InferOutput<typeof miniGame>
export type GamePlayRecord = v.InferOutput<typeof gamePlay>

/** The cards after a play: the server deals them; `card` is the one turned, its coins credited (spec 4). */
export const gameResult = v.object({
  card: v.pipe(num, v.integer(), v.minValue(0)),
  cards: v.array(count),
  play: gamePlay,
  remainCoins: v.nullish(num),
  expireCoins: v.nullish(num),
})
export type GameResult = v.InferOutput<typeof gameResult>

/** The mini game, its prizes and the user's plays. */
export async function fetchMiniGame(): Promise<MiniGame> {
  return parseAnswer(miniGame, okData(await http.request(MINI_GAME_READ)))
}

/** Plays once by turning `card`; a repeat of `requestId` gets the first answer (the same cards, credited once). */
export async function playMiniGame(eventId: string, card: number, requestId: string): Promise<GameResult> {
  return parseAnswer(gameResult, okData(await http.request({ method: 'POST', path: '/events/miniGame/play', body: { eventId, card, requestId } })))
}

const welfareEntry = v.object({
  /** The screen the entry opens: a spec 2 path. */
  path: v.picklist(SPEC_PATHS),
  /** In the request's language. */
  title: text,
  description: v.nullish(text, ''),
  /** Coins the entry's event can earn, 0 when it names none. */
  rewardCoins: v.nullish(count, 0),
  /** When the event ends (ms), 0 for an entry that does not end. */
  endAt: v.nullish(num, 0),
  /** Its picture on the entry's card; none: the card's own tile. */
  image: itemImage,
})
export type WelfareEntry = v.InferOutput<typeof welfareEntry>

/** An entry for a screen this client does not know (a newer server's) is left out, not an error. */
const laterEntry = v.object({
  path: v.pipe(
    text,
    v.check((path) => !(SPEC_PATHS as readonly string[]).includes(path)),
  ),
})

export const welfareEntries = knownRows(welfareEntry, laterEntry)

/** /moreWelfare: the other welfare events and entries, in the server's order. */
export async function fetchMoreWelfare(): Promise<WelfareEntry[]> {
  return parseAnswer(welfareEntries, okData(await http.request({ method: 'GET', path: '/events/moreWelfare' })))
}
