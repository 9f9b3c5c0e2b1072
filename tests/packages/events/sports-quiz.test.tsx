import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { fetchSportsQuiz, predictMatch, type QuizMatch, type SportsQuiz } from '@/api/events'
import SportsQuizPage from '@/packages/events/sports-quiz'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { deferred } from '../../support/deferred'
import { findBySentence, keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { everythingOnScreen } from '../../support/on-screen'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'
import { heroPicture } from '../../support/events'

jest.mock('@/api/events', () => ({
  ...jest.requireActual<object>('@/api/events'),
  fetchSportsQuiz: jest.fn(),
  predictMatch: jest.fn(),
}))

const fetchQuiz = jest.mocked(fetchSportsQuiz)
const predict = jest.mocked(predictMatch)
const HOUR = 3_600_000

function match(id: string, home: string, away: string, kickOffIn: number, overrides: Partial<QuizMatch> = {}): QuizMatch {
  return { id, stage: '小组赛', home, away, kickOffAt: Date.now() + kickOffIn, result: null, pick: null, ...overrides }
}

const OPEN = match('q5', '葡萄牙', '摩洛哥', 5 * HOUR)
const WON = match('q1', '阿根廷', '法国', -30 * HOUR, { result: 'home', pick: 'home' })
const LOST = match('q2', '巴西', '克罗地亚', -48 * HOUR, { result: 'draw', pick: 'home' })
const WAITING = match('q4', '日本', '德国', -HOUR, { pick: 'away' })
const MISSED = match('q3', '英格兰', '西班牙', -72 * HOUR, { result: 'away' })

function quiz(matches: QuizMatch[] = [OPEN, WON, LOST, WAITING, MISSED]): SportsQuiz {
  return { title: '世界杯竞猜', rewardCoins: 88, matches }
}

everythingOnScreen()

function card(id: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-match-id="${id}"]`)
  if (!found) throw new Error(`no card of ${id}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  fetchQuiz.mockReset().mockResolvedValue(quiz())
  predict.mockReset().mockImplementation(async (matchId, pick) => ({ matchId, pick }))
})

describe('sports quiz page', () => {
  test('shows the open matches before the ended ones', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    const ids = Array.from(document.querySelectorAll('[data-match-id]'), (element) => element.getAttribute('data-match-id'))
    expect(ids).toEqual(['q5', 'q4', 'q1', 'q2', 'q3'])
  })

  test('says the reward and that times are China time', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    expect(await screen.findByText(/猜中可得 88 金币，奖励在消息中心领取/)).toBeTruthy()
    expect(screen.getByText('比赛时间均为北京时间')).toBeTruthy()
  })

  test('shows the quiz’s picture on its header card', async () => {
    fetchQuiz.mockResolvedValue({ ...quiz(), image: '/images/event-sports-quiz.svg' })
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('世界杯竞猜')
    expect(heroPicture()).toEqual({ src: '/api/images/event-sports-quiz.svg', glyph: undefined })
  })

  test('shows the star on the header card’s tile when the quiz has no picture', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('世界杯竞猜')
    expect(heroPicture()).toEqual({ src: undefined, glyph: 'star' })
  })

  test('offers the three picks on an open match', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    expect(Array.from(card('q5').querySelectorAll('.quiz-match__pick'), (button) => button.textContent)).toEqual(['葡萄牙 胜', '平局', '摩洛哥 胜'])
  })

  test('marks a right prediction and sends its reward to the message centre', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('阿根廷 vs 法国')
    const won = within(card('q1'))
    expect([won.getByText('猜对了'), won.getByText('88 金币奖励已发到消息中心'), won.getByText('去领取')]).toHaveLength(3)
  })

  test('opens the message centre to collect the reward', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('阿根廷 vs 法国')
    fireEvent.click(within(card('q1')).getByText('去领取'))
    await waitFor(() => expect(taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => call.args)).toEqual([{ url: '/notice' }]))
  })

  test('marks a wrong prediction with the result', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('巴西 vs 克罗地亚')
    const lost = within(card('q2'))
    expect([lost.getByText('猜错了'), lost.getByText('我的竞猜：巴西 胜'), lost.getByText('赛果：平局')]).toHaveLength(3)
  })

  test('waits for the result of a match that has kicked off', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('日本 vs 德国')
    expect([within(card('q4')).getByText('等待赛果'), within(card('q4')).getByText('已结束')]).toHaveLength(2)
  })

  test('says when no prediction was made on an ended match', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('英格兰 vs 西班牙')
    expect(within(card('q3')).getByText('未参与竞猜')).toBeTruthy()
  })

  test('records a prediction and shows it in place of the picks', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    fireEvent.click(within(card('q5')).getByText('平局'))
    await within(card('q5')).findByText('我的竞猜：平局')
    expect([predict.mock.calls[0].slice(0, 2), card('q5').querySelectorAll('.quiz-match__pick').length]).toEqual([['q5', 'draw'], 0])
    expect(appStores.ui.toast?.text).toBe('竞猜成功，开赛后等待赛果')
  })

  test('sends one prediction for a double tap, with a request id', async () => {
    const answer = deferred<{ matchId: string; pick: 'home' }>()
    predict.mockReturnValue(answer.promise)
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    fireEvent.click(within(card('q5')).getByText('葡萄牙 胜'))
    fireEvent.click(within(card('q5')).getByText('葡萄牙 胜'))
    answer.resolve({ matchId: 'q5', pick: 'home' })
    await within(card('q5')).findByText('我的竞猜：葡萄牙 胜')
    expect([predict.mock.calls.length, predict.mock.calls[0][2]]).toEqual([1, expect.stringMatching(/^[0-9a-f]{32}$/)])
  })

  test('says why a prediction failed and keeps the picks for another try', async () => {
    predict.mockRejectedValueOnce(new Refusal(10160, '比赛已开赛，竞猜已截止'))
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    fireEvent.click(within(card('q5')).getByText('平局'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('比赛已开赛，竞猜已截止'))
  })

  test('says a lost connection in the user’s words and retries with the same request id', async () => {
    predict.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    fireEvent.click(within(card('q5')).getByText('平局'))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('网络错误，请检查网络后重试'))
    fireEvent.click(await within(card('q5')).findByText('平局'))
    await within(card('q5')).findByText('我的竞猜：平局')
    expect(predict.mock.calls[1][2]).toBe(predict.mock.calls[0][2])
  })

  test('shows the matches to a visitor with a login prompt and no picks', async () => {
    renderWithStores(<SportsQuizPage />, { session: startedSession() })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    expect([screen.getByText('登录后参与竞猜'), within(card('q5')).queryAllByText('平局')]).toEqual([expect.anything(), []])
  })

  test('shows a blacklisted account why it cannot join, and no picks', async () => {
    renderWithStores(<SportsQuizPage />, { session: signedInSession({ riskStatus: 1 }) })
    await screen.findByText('葡萄牙 vs 摩洛哥')
    expect([screen.getByTestId('restricted-notice'), within(card('q5')).queryAllByText('平局')]).toEqual([expect.anything(), []])
  })

  test('shows an error with a retry when the matches fail to load', async () => {
    fetchQuiz.mockReset().mockRejectedValueOnce(HttpError.network()).mockResolvedValue(quiz())
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    expect(await screen.findByText('列表加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('葡萄牙 vs 摩洛哥')).toBeTruthy()
  })

  test('says so when there are no matches', async () => {
    fetchQuiz.mockResolvedValue(quiz([]))
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    expect(await screen.findByText('暂无比赛')).toBeTruthy()
  })

  test('shows the kick-off in China time', async () => {
    const kickOffAt = Date.parse('2030-06-20T23:00+08:00')
    fetchQuiz.mockResolvedValue(quiz([{ ...OPEN, kickOffAt }]))
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    expect(await findBySentence('开赛 2030-06-20 23:00')).toBeTruthy()
  })

  test('keeps the kick-off time on one line', async () => {
    fetchQuiz.mockResolvedValue(quiz([{ ...OPEN, kickOffAt: Date.parse('2030-06-20T23:00+08:00') }]))
    renderWithStores(<SportsQuizPage />, { session: signedInSession() })
    expect(keptWhole(await findBySentence('开赛 2030-06-20 23:00'))).toEqual(['2030-06-20 23:00'])
  })
})
