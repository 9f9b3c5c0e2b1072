import { makeAutoObservable, runInAction } from 'mobx'
import {
  claimCoinEventDay,
  claimFestivalGift,
  claimLetter,
  claimRankingReward,
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_EVENT_ENDED,
  CODE_EVENT_NOT_STARTED,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_QUIZ_CLOSED,
  fetchCoinEvent,
  fetchFestivalGift,
  fetchMailActivity,
  fetchMiniGame,
  fetchSportsQuiz,
  fetchWeeklyReward,
  playMiniGame,
  predictMatch,
  type CoinEvent,
  type EventClaim,
  type FestivalGift,
  type GameResult,
  type MailActivity,
  type MiniGame,
  type QuizPrediction,
  type SportsQuiz,
  type WeeklyReward,
} from '@/api/events'
import { chinaDateOf } from '@/lib/calendar'
import {
  CODE_GAME_NO_PLAYS,
  CODE_MAIL_NOT_FOUND,
  CODE_RANKING_CLAIM_CLOSED,
  CODE_RANKING_NO_REWARD,
  CODE_RANKING_WEEK_OPEN,
  playsOn,
} from '@/lib/event-rewards'
import type { QuizPick } from '@/lib/sports-quiz'
import { ApiError } from '@/services/http/errors'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import type { LoadStatus } from './load-status'

export interface EventsApi {
  fetchSportsQuiz(): Promise<SportsQuiz>
  predictMatch(matchId: string, pick: QuizPick, requestId: string): Promise<QuizPrediction>
  fetchFestivalGift(): Promise<FestivalGift>
  claimFestivalGift(eventId: string, requestId: string): Promise<EventClaim>
  fetchCoinEvent(): Promise<CoinEvent>
  claimCoinEventDay(eventId: string, requestId: string): Promise<EventClaim>
  fetchWeeklyReward(): Promise<WeeklyReward>
  claimRankingReward(eventId: string, weekStart: string, requestId: string): Promise<EventClaim>
  fetchMailActivity(): Promise<MailActivity>
  claimLetter(eventId: string, letterId: string, requestId: string): Promise<EventClaim>
  fetchMiniGame(): Promise<MiniGame>
  playMiniGame(eventId: string, card: number, requestId: string): Promise<GameResult>
}

type Loadable = 'quiz' | 'festivalGift' | 'coinEvent' | 'weeklyReward' | 'mailActivity' | 'miniGame'

const UNREAD: Record<Loadable, LoadStatus> = {
  quiz: 'idle',
  festivalGift: 'idle',
  coinEvent: 'idle',
  weeklyReward: 'idle',
  mailActivity: 'idle',
  miniGame: 'idle',
}

// Answers after which the screen shows something out of date: it reads the event again.
const STALE_CODES: ReadonlySet<number> = new Set([
  CODE_QUIZ_CLOSED,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_EVENT_NOT_STARTED,
  CODE_EVENT_ENDED,
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_RANKING_NO_REWARD,
  CODE_RANKING_WEEK_OPEN,
  CODE_RANKING_CLAIM_CLOSED,
  CODE_MAIL_NOT_FOUND,
  CODE_GAME_NO_PLAYS,
])

/** The events area: the sports quiz, the festival gift, the coin event, the weekly ranking reward, the mail activity and the mini game (spec 2, 4). */
export class EventsStore {
  quiz: SportsQuiz | null = null
  festivalGift: FestivalGift | null = null
  coinEvent: CoinEvent | null = null
  weeklyReward: WeeklyReward | null = null
  mailActivity: MailActivity | null = null
  miniGame: MiniGame | null = null
  /** The cards of the last play, shown until the user deals again. */
  lastPlay: GameResult | null = null
  status: Record<Loadable, LoadStatus> = { ...UNREAD }
  /** What is on its way (a match id, an event id, a week or a letter): no second action is sent meanwhile. */
  acting: string | null = null
  // Counts reads of each part: an answer of an older read (or one from before a logout) is dropped.
  private reads: Record<Loadable, number> = { quiz: 0, festivalGift: 0, coinEvent: 0, weeklyReward: 0, mailActivity: 0, miniGame: 0 }
  // One request id per intent, kept until the server has answered it, so a retry after a lost
  // answer is the same action, not a second one.
  private readonly intents = new Map<string, string>()
  private readonly api: EventsApi
  private readonly coins: CoinStore
  private readonly makeRequestId: () => Promise<string>

  constructor(api: EventsApi, coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.coins = coins
    this.makeRequestId = makeRequestId
    makeAutoObservable<EventsStore, 'api' | 'coins' | 'makeRequestId' | 'intents' | 'reads'>(this, {
      api: false,
      coins: false,
      makeRequestId: false,
      intents: false,
      reads: false,
    })
  }

  get quizStatus(): LoadStatus {
    return this.status.quiz
  }

  get predicting(): string | null {
    return this.quiz && this.quiz.matches.some((match) => match.id === this.acting) ? this.acting : null
  }

  loadQuiz(): Promise<void> {
    return this.load('quiz', () => this.api.fetchSportsQuiz(), (quiz) => (this.quiz = quiz))
  }

  loadFestivalGift(): Promise<void> {
    return this.load('festivalGift', () => this.api.fetchFestivalGift(), (gift) => (this.festivalGift = gift))
  }

  loadCoinEvent(): Promise<void> {
    return this.load('coinEvent', () => this.api.fetchCoinEvent(), (event) => (this.coinEvent = event))
  }

  loadWeeklyReward(): Promise<void> {
    return this.load('weeklyReward', () => this.api.fetchWeeklyReward(), (reward) => (this.weeklyReward = reward))
  }

  loadMailActivity(): Promise<void> {
    return this.load('mailActivity', () => this.api.fetchMailActivity(), (activity) => (this.mailActivity = activity))
  }

  loadMiniGame(): Promise<void> {
    return this.load('miniGame', () => this.api.fetchMiniGame(), (game) => (this.miniGame = game))
  }

  /**
   * Plays the mini game by turning `card`; the coins won go to the balance (spec 4). The intent is
   * the day's next play: a retry after a lost answer is that play again, not another one.
   */
  async playMiniGame(card: number): Promise<GameResult | undefined> {
    const game = this.miniGame
    if (!game) return undefined
    const now = Date.now()
    const intent = `miniGame:${game.id}:${chinaDateOf(now)}:${playsOn(game.plays, now)}`
    const result = await this.once('miniGame', intent, (requestId) => this.api.playMiniGame(game.id, card, requestId), () => this.loadMiniGame())
    if (result) {
      runInAction(() => {
        const current = this.miniGame
        if (current?.id === game.id) this.miniGame = { ...current, plays: [result.play, ...current.plays] }
        this.lastPlay = result
        this.coins.applyChange(result.play.coins, result)
      })
    }
    return result
  }

  /** Turns the cards face down again for the next play. */
  dealAgain(): void {
    this.lastPlay = null
  }

  /**
   * Predicts `pick` for a match. Resolves undefined when an action is already on its way
   * (nothing sent); rejects with the failure, keeping the request id for a retry when no answer came.
   */
  async predict(matchId: string, pick: QuizPick): Promise<QuizPrediction | undefined> {
    const answer = await this.once(matchId, `quiz:${matchId}:${pick}`, (requestId) => this.api.predictMatch(matchId, pick, requestId), () =>
      this.loadQuiz(),
    )
    if (answer) runInAction(() => this.recordPrediction(answer))
    return answer
  }

  /** Claims the festival gift once; the coins go to the balance (spec 4). */
  async claimFestivalGift(): Promise<EventClaim | undefined> {
    const gift = this.festivalGift
    if (!gift) return undefined
    const claim = await this.once(gift.id, `festivalGift:${gift.id}`, (requestId) => this.api.claimFestivalGift(gift.id, requestId), () =>
      this.loadFestivalGift(),
    )
    if (claim) {
      runInAction(() => {
        if (this.festivalGift?.id === gift.id) this.festivalGift = { ...this.festivalGift, claimed: true }
        this.coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  /** Claims today's gift of the coin event (China-time day); the coins go to the balance (spec 4). */
  async claimCoinEventDay(): Promise<EventClaim | undefined> {
    const event = this.coinEvent
    if (!event) return undefined
    const today = chinaDateOf(Date.now())
    const claim = await this.once(event.id, `coinEvent:${event.id}:${today}`, (requestId) => this.api.claimCoinEventDay(event.id, requestId), () =>
      this.loadCoinEvent(),
    )
    if (claim) {
      runInAction(() => {
        const current = this.coinEvent
        const date = claim.date || today
        if (current?.id === event.id && !current.claimedDates.includes(date)) {
          this.coinEvent = { ...current, claimedDates: [...current.claimedDates, date] }
        }
        this.coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  /** Claims a ranked week's reward (record type 4); the coins go to the balance (spec 4). */
  async claimRankingReward(weekStart: string): Promise<EventClaim | undefined> {
    const event = this.weeklyReward
    if (!event) return undefined
    const claim = await this.once(
      `week:${weekStart}`,
      `weeklyReward:${event.id}:${weekStart}`,
      (requestId) => this.api.claimRankingReward(event.id, weekStart, requestId),
      () => this.loadWeeklyReward(),
    )
    if (claim) {
      runInAction(() => {
        const current = this.weeklyReward
        if (current?.id === event.id) {
          this.weeklyReward = { ...current, weeks: current.weeks.map((week) => (week.weekStart === weekStart ? { ...week, claimed: true } : week)) }
        }
        this.coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  /** Claims the coins enclosed in a letter of the mail activity; the coins go to the balance (spec 4). */
  async claimLetter(letterId: string): Promise<EventClaim | undefined> {
    const event = this.mailActivity
    if (!event) return undefined
    const claim = await this.once(
      `letter:${letterId}`,
      `mailActivity:${event.id}:${letterId}`,
      (requestId) => this.api.claimLetter(event.id, letterId, requestId),
      () => this.loadMailActivity(),
    )
    if (claim) {
      runInAction(() => {
        const current = this.mailActivity
        if (current?.id === event.id) {
          this.mailActivity = { ...current, letters: current.letters.map((letter) => (letter.id === letterId ? { ...letter, claimed: true } : letter)) }
        }
        this.coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  clear(): void {
    this.reads = Object.fromEntries(Object.entries(this.reads).map(([part, count]) => [part, count + 1])) as Record<Loadable, number>
    this.quiz = null
    this.festivalGift = null
    this.coinEvent = null
    this.weeklyReward = null
    this.mailActivity = null
    this.miniGame = null
    this.lastPlay = null
    this.status = { ...UNREAD }
    this.intents.clear()
  }

  private async load<T>(part: Loadable, read: () => Promise<T>, show: (answer: T) => void): Promise<void> {
    const reading = ++this.reads[part]
    if (this.status[part] !== 'ready') this.status[part] = 'loading'
    try {
      const answer = await read()
      runInAction(() => {
        if (reading !== this.reads[part]) return
        show(answer)
        this.status[part] = 'ready'
      })
    } catch {
      runInAction(() => {
        if (reading === this.reads[part] && this.status[part] !== 'ready') this.status[part] = 'error'
      })
    }
  }

  /** One action at a time, with the request id of its intent (made once, sent again on retry). */
  private async once<T>(subject: string, intent: string, act: (requestId: string) => Promise<T>, reload: () => Promise<void>): Promise<T | undefined> {
    if (this.acting !== null) return undefined
    this.acting = subject
    try {
      const requestId = this.intents.get(intent) ?? (await this.makeRequestId())
      this.intents.set(intent, requestId)
      const answer = await act(requestId)
      this.intents.delete(intent)
      return answer
    } catch (error) {
      if (error instanceof ApiError) {
        // The server answered: this intent is settled, a new tap is a new request.
        this.intents.delete(intent)
        if (STALE_CODES.has(error.code)) void reload()
      }
      throw error
    } finally {
      runInAction(() => {
        this.acting = null
      })
    }
  }

  private recordPrediction(answer: QuizPrediction): void {
    if (!this.quiz) return
    this.quiz = {
      ...this.quiz,
      matches: this.quiz.matches.map((match) => (match.id === answer.matchId ? { ...match, pick: answer.pick } : match)),
    }
  }
}

export const useEventsStore = defineAreaStore(
  (shell) =>
    new EventsStore(
      {
        fetchSportsQuiz,
        predictMatch,
        fetchFestivalGift,
        claimFestivalGift,
        fetchCoinEvent,
        claimCoinEventDay,
        fetchWeeklyReward,
        claimRankingReward,
        fetchMailActivity,
        claimLetter,
        fetchMiniGame,
        playMiniGame,
      },
      shell.coins,
    ),
)
