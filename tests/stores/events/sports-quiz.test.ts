/** @jest-environment node */
import type { QuizMatch, SportsQuiz } from '@/api/events'
import { HttpError } from '@/services/http/errors'
import { SportsQuizStore, type SportsQuizApi } from '@/stores/events/sports-quiz'
import { deferred } from '../../support/deferred'
import { requestIds } from '../../support/events'

const HOUR = 3_600_000

function match(id: string, overrides: Partial<QuizMatch> = {}): QuizMatch {
  return { id, stage: 'Group stage', home: 'Japan', away: 'Germany', kickOffAt: Date.now() + HOUR, result: null, pick: null, ...overrides }
}

function fakeApi(overrides: Partial<SportsQuizApi> = {}): jest.Mocked<SportsQuizApi> {
  return {
    fetchSportsQuiz: jest.fn(async (): Promise<SportsQuiz> => ({ title: 'World Cup', rewardCoins: 88, matches: [match('q5')] })),
    predictMatch: jest.fn(async (matchId: string, pick) => ({ matchId, pick })),
    ...overrides,
  } as jest.Mocked<SportsQuizApi>
}

async function loaded(api = fakeApi()) {
  const store = new SportsQuizStore(api, requestIds())
  await store.event.load()
  return { store, api }
}

describe('SportsQuizStore predict', () => {
  test('shows the prediction on its match', async () => {
    const { store } = await loaded()
    await store.predict('q5', 'draw')
    expect(store.event.data?.matches[0].pick).toBe('draw')
  })

  test('says which match is being predicted while the request runs', async () => {
    const answer = deferred<{ matchId: string; pick: 'home' }>()
    const { store } = await loaded(fakeApi({ predictMatch: jest.fn(() => answer.promise) }))
    const running = store.predict('q5', 'home')
    await Promise.resolve()
    expect(store.predicting).toBe('q5')
    answer.resolve({ matchId: 'q5', pick: 'home' })
    await running
    expect(store.predicting).toBeNull()
  })

  test('makes a new request id for another pick after a lost answer', async () => {
    const predictMatch = jest.fn().mockRejectedValueOnce(HttpError.network()).mockResolvedValue({ matchId: 'q5', pick: 'away' })
    const { store } = await loaded(fakeApi({ predictMatch }))
    await expect(store.predict('q5', 'home')).rejects.toBeInstanceOf(HttpError)
    await store.predict('q5', 'away')
    expect(predictMatch.mock.calls[1][2]).not.toBe(predictMatch.mock.calls[0][2])
  })

  test('leaves the match without a prediction when it fails', async () => {
    const { store } = await loaded(fakeApi({ predictMatch: jest.fn().mockRejectedValue(HttpError.network()) }))
    await expect(store.predict('q5', 'home')).rejects.toBeInstanceOf(HttpError)
    expect([store.event.data?.matches[0].pick, store.predicting]).toEqual([null, null])
  })
})

test('SportsQuizStore forgets the quiz when the user changes', async () => {
  const { store } = await loaded()
  store.clear()
  expect([store.event.data, store.event.status]).toEqual([null, 'idle'])
})
