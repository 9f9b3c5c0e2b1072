import { makeAutoObservable, runInAction } from 'mobx'
import { fetchSportsQuiz, predictMatch, type QuizPrediction, type SportsQuiz } from '@/api/events'
import type { QuizPick } from '@/lib/sports-quiz'
import { newRequestId } from '@/services/request-id'
import { defineAreaStore } from '../area'
import { EventState } from './event-state'

export interface SportsQuizApi {
  fetchSportsQuiz(): Promise<SportsQuiz>
  predictMatch(matchId: string, pick: QuizPick, requestId: string): Promise<QuizPrediction>
}

/** The sports quiz (/sportsQuiz): the matches and one prediction per match before kick-off (spec 2, 4). */
export class SportsQuizStore {
  readonly event: EventState<SportsQuiz>

  constructor(private readonly api: SportsQuizApi, makeRequestId: () => Promise<string> = newRequestId) {
    this.event = new EventState(() => api.fetchSportsQuiz(), makeRequestId)
    makeAutoObservable<SportsQuizStore, 'api'>(this, { api: false, event: false })
  }

  /** The match whose prediction is on its way: no other prediction is sent meanwhile. */
  get predicting(): string | null {
    return this.event.acting
  }

  /**
   * Predicts `pick` for a match. Resolves undefined when a prediction is already on its way
   * (nothing sent); rejects with the failure, keeping the request id for a retry when no answer came.
   */
  async predict(matchId: string, pick: QuizPick): Promise<QuizPrediction | undefined> {
    const answer = await this.event.act(matchId, `${matchId}:${pick}`, (requestId) => this.api.predictMatch(matchId, pick, requestId))
    if (answer) runInAction(() => this.recordPrediction(answer))
    return answer
  }

  clear(): void {
    this.event.clear()
  }

  private recordPrediction(answer: QuizPrediction): void {
    const quiz = this.event.data
    if (!quiz) return
    this.event.show({
      ...quiz,
      matches: quiz.matches.map((match) => (match.id === answer.matchId ? { ...match, pick: answer.pick } : match)),
    })
  }
}

export const useSportsQuizStore = defineAreaStore(() => new SportsQuizStore({ fetchSportsQuiz, predictMatch }))
