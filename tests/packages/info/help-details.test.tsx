import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchHelpAnswer, type HelpAnswer } from '@/api/help'
import HelpDetailsPage from '@/packages/info/help-details'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores } from '@/stores'
import { keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { deferred } from '../../support/deferred'
import { chinaTime } from '../../support/time-zones'

jest.mock('@/api/help', () => ({
  ...jest.requireActual<typeof import('@/api/help')>('@/api/help'),
  fetchHelpQuestions: jest.fn(),
  fetchHelpAnswer: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchHelpAnswer)

const REFUND: HelpAnswer = {
  id: 64,
  title: '如何申请退款或取消自动续费？',
  group: 'recharge',
  content: [
    '<h3>申请退款</h3>',
    '<p>购买会员后 <strong>7 天内</strong>可申请无理由退款。</p>',
    "<script>window.__helpScriptRan = true</script>",
    '<img src=x onerror="window.__helpOnerrorRan = true">',
    '<a href="javascript:alert(1)">点我</a>',
  ].join(''),
  updatedAt: chinaTime('2024-12-10T10:00'),
}

function setAddress(path: string): void {
  window.history.replaceState(null, '', path)
}

function statusOf(container: HTMLElement): string | null | undefined {
  return container.querySelector('.status-view')?.getAttribute('data-status')
}

function contentOf(container: HTMLElement): HTMLElement {
  const content = container.querySelector<HTMLElement>('.help-details__content')
  if (!content) throw new Error('no answer content')
  return content
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

const REFUND_ADDRESS = `/helpDetails?q=${encodeURIComponent('如何申请退款或取消自动续费？')}&t=recharge&id=64`

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  setAddress(REFUND_ADDRESS)
})

afterAll(() => setAddress('/'))

describe('help details page', () => {
  test('asks for the answer of the id in the address', async () => {
    mockedFetch.mockResolvedValue(REFUND)
    const { container } = renderWithStores(<HelpDetailsPage />)
    await waitFor(() => expect(contentOf(container)).toBeTruthy())
    expect(mockedFetch).toHaveBeenCalledWith(64)
  })

  test('shows the question title from q and the loading state while the answer loads', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(container.querySelector('.help-details__title')?.textContent).toBe('如何申请退款或取消自动续费？')
    expect(statusOf(container)).toBe('loading')
  })

  test('shows the group named by t', () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(container.querySelector('.help-details__group')?.textContent).toBe('充值问题')
  })

  test('shows the answer title, update date and content', async () => {
    mockedFetch.mockResolvedValue({ ...REFUND, title: '退款与取消自动续费' })
    const { container } = renderWithStores(<HelpDetailsPage />)
    await waitFor(() => expect(contentOf(container).querySelector('.cms-content__strong')?.textContent).toBe('7 天内'))
    expect(container.querySelector('.help-details__title')?.textContent).toBe('退款与取消自动续费')
    expect(container.querySelector('.help-details__date')?.textContent).toBe('更新于 2024-12-10')
  })

  test("keeps the answer's update date on one line", async () => {
    mockedFetch.mockResolvedValue(REFUND)
    const { container } = renderWithStores(<HelpDetailsPage />)
    await waitFor(() => expect(container.querySelector('.help-details__date')).not.toBeNull())
    expect(keptWhole(container.querySelector('.help-details__date') as Element)).toEqual(['2024-12-10'])
  })

  test('renders the CMS HTML only after sanitising: no script, no onerror, no javascript link', async () => {
    mockedFetch.mockResolvedValue(REFUND)
    const { container } = renderWithStores(<HelpDetailsPage />)
    await waitFor(() => expect(contentOf(container).querySelector('.cms-content__h3')?.textContent).toBe('申请退款'))
    const content = contentOf(container)
    expect(content.querySelector('script')).toBeNull()
    expect(content.querySelector('[onerror]')).toBeNull()
    expect(content.querySelector('a, [href]')).toBeNull()
    expect(content.innerHTML).not.toMatch(/__help|javascript:/)
  })

  test('says the link is invalid, without asking the server, when the id is missing', () => {
    setAddress('/helpDetails?q=abc&t=recharge')
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(screen.getByText('问题链接无效，请返回帮助中心重新选择')).toBeTruthy()
    expect(statusOf(container)).toBe('error')
    expect(mockedFetch).not.toHaveBeenCalled()
  })

  test.each([['abc'], ['0'], ['-64'], ['6.4']])('says the link is invalid for id %s', (id) => {
    setAddress(`/helpDetails?id=${id}`)
    renderWithStores(<HelpDetailsPage />)
    expect(screen.getByText('问题链接无效，请返回帮助中心重新选择')).toBeTruthy()
    expect(mockedFetch).not.toHaveBeenCalled()
  })

  test('ignores an unknown group in t', () => {
    setAddress('/helpDetails?t=events&id=64')
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(container.querySelector('.help-details__group')).toBeNull()
  })

  test('says the question is gone when the CMS does not have it', async () => {
    mockedFetch.mockRejectedValue(new Refusal(10302, '该问题不存在或已下线'))
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(await screen.findByText('该问题不存在或已下线')).toBeTruthy()
    expect(statusOf(container)).toBe('empty')
  })

  test('shows the error state with a retry when the answer fails to load', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network())
    const { container } = renderWithStores(<HelpDetailsPage />)
    expect(await screen.findByText('加载失败，请稍后重试')).toBeTruthy()
    expect(statusOf(container)).toBe('error')
  })

  test('retry loads the answer again and shows it', async () => {
    mockedFetch.mockRejectedValueOnce(new HttpError('server', 'Request failed with status code 500', 500)).mockResolvedValueOnce(REFUND)
    const { container } = renderWithStores(<HelpDetailsPage />)
    fireEvent.click(await screen.findByText('重试'))
    await waitFor(() => expect(contentOf(container).querySelector('.cms-content__h3')).not.toBeNull())
    expect(mockedFetch).toHaveBeenCalledTimes(2)
  })

  test('loads the answer again in the language the host sets after opening (a no-wait page)', async () => {
    const first = deferred<HelpAnswer>()
    mockedFetch.mockReturnValueOnce(first.promise).mockResolvedValueOnce({ ...REFUND, title: 'How do I get a refund?' })
    const { container } = renderWithStores(<HelpDetailsPage />)
    act(() => stores.translation.setLanguage('en_US'))
    await waitFor(() => expect(container.querySelector('.help-details__title')?.textContent).toBe('How do I get a refund?'))
    await act(async () => first.resolve(REFUND))
    expect(container.querySelector('.help-details__title')?.textContent).toBe('How do I get a refund?')
  })

  test('back to the help centre opens the question group', async () => {
    mockedFetch.mockResolvedValue(REFUND)
    renderWithStores(<HelpDetailsPage />)
    fireEvent.click(screen.getByText('返回帮助中心'))
    await waitFor(() => expect(navigations()).toEqual(['/help?t=recharge']))
  })

  test('contact support opens /tsupport', async () => {
    mockedFetch.mockResolvedValue(REFUND)
    renderWithStores(<HelpDetailsPage />)
    fireEvent.click(screen.getByText('联系技术支持'))
    await waitFor(() => expect(navigations()).toEqual(['/tsupport']))
  })
})

describe('help answer update date', () => {
  test.each([
    ['2024-12-10T07:30', '更新于 2024-12-10'],
    ['2024-12-10T23:30', '更新于 2024-12-10'],
  ])('shows an update at %s China time as %s', async (wallClock, shown) => {
    mockedFetch.mockResolvedValue({ ...REFUND, updatedAt: chinaTime(wallClock) })
    const { container } = renderWithStores(<HelpDetailsPage />)
    await waitFor(() => expect(container.querySelector('.help-details__date')?.textContent).toBe(shown))
  })
})
