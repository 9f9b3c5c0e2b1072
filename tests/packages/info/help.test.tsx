import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchHelpQuestions, type HelpQuestion } from '@/api/help'
import HelpPage from '@/packages/info/help'
import { HttpError } from '@/services/http/errors'
import { stores } from '@/stores'
import { resetAppStores, renderWithStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { deferred } from '../../support/deferred'

jest.mock('@/api/help', () => ({
  CODE_HELP_QUESTION_NOT_FOUND: 10302,
  fetchHelpQuestions: jest.fn(),
  fetchHelpAnswer: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchHelpQuestions)

const SPEED_UP: HelpQuestion[] = [
  { id: 11, title: '加速后无法打开国内 App 或网页怎么办？', group: 'speedUp' },
  { id: 12, title: '如何选择合适的加速线路？', group: 'speedUp' },
]
const RECHARGE: HelpQuestion[] = [
  { id: 61, title: '支持哪些支付方式？', group: 'recharge' },
  { id: 64, title: '如何申请退款或取消自动续费？', group: 'recharge' },
]

function setAddress(path: string): void {
  window.history.replaceState(null, '', path)
}

function statusOf(container: HTMLElement): string | null | undefined {
  return container.querySelector('.status-view')?.getAttribute('data-status')
}

function questionTitles(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.help-questions .item-content__info-title'), (item) => item.textContent ?? '')
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

function searchFor(text: string): void {
  const input = document.querySelector<HTMLInputElement>('.at-search-bar__input')
  if (!input) throw new Error('no search input')
  fireEvent.input(input, { target: { value: text } })
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 })
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  setAddress('/help')
})

afterAll(() => setAddress('/'))

describe('help page', () => {
  test('is titled 帮助中心', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('帮助中心')
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
  })

  test('shows the four groups as tabs in order', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    const tabs = Array.from(container.querySelectorAll('.at-tabs__item'), (tab) => tab.textContent)
    expect(tabs).toEqual(['加速问题', '充值问题', '其他问题', '会员问题'])
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
  })

  test('shows the loading state while the questions load', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<HelpPage />)
    expect(statusOf(container)).toBe('loading')
  })

  test('loads the speed-up group first', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toEqual(SPEED_UP.map((question) => question.title)))
    expect(mockedFetch).toHaveBeenCalledWith({ group: 'speedUp', keyword: undefined })
  })

  test('opens the group named by t in the address', async () => {
    setAddress('/help?t=recharge')
    mockedFetch.mockResolvedValue(RECHARGE)
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toEqual(RECHARGE.map((question) => question.title)))
    expect(container.querySelector('.at-tabs__item--active')?.textContent).toBe('充值问题')
  })

  test('loads a group when its tab is tapped', async () => {
    mockedFetch.mockResolvedValueOnce(SPEED_UP).mockResolvedValueOnce(RECHARGE)
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    fireEvent.click(screen.getByText('充值问题'))
    await waitFor(() => expect(questionTitles(container)).toEqual(RECHARGE.map((question) => question.title)))
    expect(mockedFetch).toHaveBeenLastCalledWith({ group: 'recharge', keyword: undefined })
  })

  test('shows the empty state of a group without questions', async () => {
    mockedFetch.mockResolvedValue([])
    renderWithStores(<HelpPage />)
    expect(await screen.findByText('该分类下暂无问题')).toBeTruthy()
  })

  test('shows the error state with a retry when the questions fail to load', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network())
    const { container } = renderWithStores(<HelpPage />)
    expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy()
    expect(statusOf(container)).toBe('error')
  })

  test('retry loads the group again and shows its questions', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network()).mockResolvedValueOnce(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    fireEvent.click(await screen.findByText('重试'))
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    expect(mockedFetch).toHaveBeenCalledTimes(2)
  })

  test('a late answer of the group left behind does not replace the new group', async () => {
    const speedUp = deferred<HelpQuestion[]>()
    mockedFetch.mockReturnValueOnce(speedUp.promise).mockResolvedValueOnce(RECHARGE)
    const { container } = renderWithStores(<HelpPage />)
    fireEvent.click(screen.getByText('充值问题'))
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    await act(async () => speedUp.resolve(SPEED_UP))
    expect(questionTitles(container)).toEqual(RECHARGE.map((question) => question.title))
  })

  test('tapping a question opens its details with q, t and id', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    renderWithStores(<HelpPage />)
    fireEvent.click(await screen.findByText('如何选择合适的加速线路？'))
    await waitFor(() => expect(navigations()).toEqual(['/helpDetails?q=如何选择合适的加速线路？&t=speedUp&id=12']))
  })

  test('the refund question opens the environment question id 64 in the recharge group', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    renderWithStores(<HelpPage />)
    fireEvent.click(screen.getAllByText('如何申请退款或取消自动续费？')[0])
    await waitFor(() => expect(navigations()).toEqual(['/helpDetails?q=如何申请退款或取消自动续费？&t=recharge&id=64']))
  })

  test('contact support opens /tsupport', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    renderWithStores(<HelpPage />)
    fireEvent.click(screen.getByText('联系技术支持'))
    await waitFor(() => expect(navigations()).toEqual(['/tsupport']))
  })

  test('a search asks for the keyword across every group and lists the results with their group', async () => {
    mockedFetch.mockResolvedValueOnce(SPEED_UP).mockResolvedValueOnce([RECHARGE[1]])
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    searchFor('  退款 ')
    await waitFor(() => expect(questionTitles(container)).toEqual(['如何申请退款或取消自动续费？']))
    expect(mockedFetch).toHaveBeenLastCalledWith({ group: undefined, keyword: '退款' })
    expect(container.querySelector('.help-questions .item-content__info-note')?.textContent).toBe('充值问题')
    expect(screen.getByText('“退款”的搜索结果')).toBeTruthy()
  })

  test('a search without results says nothing was found', async () => {
    mockedFetch.mockResolvedValueOnce(SPEED_UP).mockResolvedValueOnce([])
    renderWithStores(<HelpPage />)
    searchFor('发票抬头')
    expect(await screen.findByText('没有找到与“发票抬头”相关的问题')).toBeTruthy()
  })

  test('a blank search stays on the groups', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    searchFor('   ')
    expect(container.querySelector('.at-tabs')).not.toBeNull()
    expect(mockedFetch).toHaveBeenCalledTimes(1)
  })

  test('back from the results returns to the groups', async () => {
    mockedFetch.mockResolvedValueOnce(SPEED_UP).mockResolvedValueOnce([RECHARGE[1]]).mockResolvedValueOnce(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    searchFor('退款')
    fireEvent.click(await screen.findByText('返回'))
    await waitFor(() => expect(questionTitles(container)).toEqual(SPEED_UP.map((question) => question.title)))
    expect(container.querySelector('.at-tabs')).not.toBeNull()
  })

  test('loads the group again in the new language when the language changes', async () => {
    mockedFetch.mockResolvedValue(SPEED_UP)
    const { container } = renderWithStores(<HelpPage />)
    await waitFor(() => expect(questionTitles(container)).toHaveLength(2))
    act(() => stores.translation.setLanguage('en_US'))
    await waitFor(() => expect(mockedFetch).toHaveBeenCalledTimes(2))
    expect(screen.getByText('Recharge')).toBeTruthy()
  })
})
