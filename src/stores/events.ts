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
import { isRefusal } from '@/lib/refusal'
import type { QuizPick } from '@/lib/sports-quiz'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from './area'
import type { CoinStore } from './coins'
import { Action, Resource, type LoadStatus } from './async'

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

/** The parts the area's screens read. */
type EventPart = 'quiz' | 'festivalGift' | 'coinEvent' | 'weeklyReward' | 'mailActivity' | 'miniGame'

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
  /** The cards of the last play, shown until the user deals again. */
  lastPlay: GameResult | null = null
  private readonly reads: {
    quiz: Resource<SportsQuiz>
    festivalGift: Resource<FestivalGift>
    coinEvent: Resource<CoinEvent>
    weeklyReward: Resource<WeeklyReward>
    mailActivity: Resource<MailActivity>
    miniGame: Resource<MiniGame>
  }
  /** One action at a time over the whole area; one request id per intent, until the server answers it. */
  private readonly actions: Action
  private readonly api: EventsApi
  private readonly coins: CoinStore

  constructor(api: EventsApi, coins: CoinStore, makeRequestId: () => Promise<string> = newRequestId) {
    this.api = api
    this.coins = coins
    this.reads = {
      quiz: new Resource(() => api.fetchSportsQuiz()),
      festivalGift: new Resource(() => api.fetchFestivalGift()),
      coinEvent: new Resource(() => api.fetchCoinEvent()),
      weeklyReward: new Resource(() => api.fetchWeeklyReward()),
      mailActivity: new Resource(() => api.fetchMailActivity()),
      miniGame: new Resource(() => api.fetchMiniGame()),
    }
    this.actions = new Action({ newRequestId: makeRequestId })
    makeAutoObservable<EventsStore, 'api' | 'coins' | 'reads' | 'actions'>(this, {
      api: false,
      coins: false,
      reads: false,
      actions: false,
    })
  }

  get quiz(): SportsQuiz | null {
    return this.reads.quiz.data
  }

  get festivalGift(): FestivalGift | null {
    return this.reads.festivalGift.data
  }

  get coinEvent(): CoinEvent | null {
    return this.reads.coinEvent.data
  }

  get weeklyReward(): WeeklyReward | null {
    return this.reads.weeklyReward.data
  }

  get mailActivity(): MailActivity | null {
    return this.reads.mailActivity.data
  }

  get miniGame(): MiniGame | null {
    return this.reads.miniGame.data
  }

  get status(): Record<EventPart, LoadStatus> {
    const { quiz, festivalGift, coinEvent, weeklyReward, mailActivity, miniGame } = this.reads
    return {
      quiz: quiz.status,
      festivalGift: festivalGift.status,
      coinEvent: coinEvent.status,
      weeklyReward: weeklyReward.status,
      mailActivity: mailActivity.status,
      miniGame: miniGame.status,
    }
  }

  /** What is on its way (a match id, an event id, a week or a letter): no second action is sent meanwhile. */
  get acting(): string | null {
    return this.actions.subject ?? null
  }

  get quizStatus(): LoadStatus {
    return this.reads.quiz.status
  }

  get predicting(): string | null {
    return this.quiz && this.quiz.matches.some((match) => match.id === this.acting) ? this.acting : null
  }

  async loadQuiz(): Promise<void> {
    await this.reads.quiz.load()
  }

  async loadFestivalGift(): Promise<void> {
    await this.reads.festivalGift.load()
  }

  async loadCoinEvent(): Promise<void> {
    await this.reads.coinEvent.load()
  }

  async loadWeeklyReward(): Promise<void> {
    await this.reads.weeklyReward.load()
  }

  async loadMailActivity(): Promise<void> {
    await this.reads.mailActivity.load()
  }

  async loadMiniGame(): Promise<void> {
    await this.reads.miniGame.load()
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
        if (current?.id === game.id) this.reads.miniGame.set({ ...current, plays: [result.play, ...current.plays] })
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
        const current = this.festivalGift
        if (current?.id === gift.id) this.reads.festivalGift.set({ ...current, claimed: true })
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
          this.reads.coinEvent.set({ ...current, claimedDates: [...current.claimedDates, date] })
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
          this.reads.weeklyReward.set({
            ...current,
            weeks: current.weeks.map((week) => (week.weekStart === weekStart ? { ...week, claimed: true } : week)),
          })
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
          this.reads.mailActivity.set({
            ...current,
            letters: current.letters.map((letter) => (letter.id === letterId ? { ...letter, claimed: true } : letter)),
          })
        }
        this.coins.applyChange(claim.coins, claim)
      })
    }
    return claim
  }

  clear(): void {
    for (const read of Object.values(this.reads)) read.reset()
    this.actions.reset()
    this.lastPlay = null
  }

  /** One action at a time, with the request id of its intent; a refusal that says the screen is out of date reads it again. */
  private async once<T>(subject: string, intent: string, act: (requestId: string) => Promise<T>, reload: () => Promise<void>): Promise<T | undefined> {
    try {
      return await this.actions.runOnce(intent, act, { subject })
    } catch (error) {
      if (isRefusal(error) && STALE_CODES.has(error.code)) void reload()
      throw error
    }
  }

  private recordPrediction(answer: QuizPrediction): void {
    const quiz = this.quiz
    if (!quiz) return
    this.reads.quiz.set({
      ...quiz,
      matches: quiz.matches.map((match) => (match.id === answer.matchId ? { ...match, pick: answer.pick } : match)),
    })
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
