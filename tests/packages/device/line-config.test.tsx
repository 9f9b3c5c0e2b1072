import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchBoxLines, selectBoxLine, type BoxLines } from '@/api/devices'
import LineConfigPage from '@/packages/device/line-config'
import { Refusal } from '@/lib/refusal'
import { deferred } from '../../support/deferred'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/devices', () => ({
  ...jest.requireActual<typeof import('@/api/devices')>('@/api/devices'),
  fetchBoxLines: jest.fn(),
  selectBoxLine: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchBoxLines)
const mockedSelect = jest.mocked(selectBoxLine)

const LINES: BoxLines = {
  currentLineId: 'sh',
  lines: [
    { id: 'sh', name: '上海 BGP', region: 'CN-SH', latencyMs: 28, load: 46, vipOnly: false },
    { id: 'bj', name: '北京 联通', region: 'CN-BJ', latencyMs: 41, load: 91, vipOnly: false },
    { id: 'hk', name: '香港 IPLC', region: 'HK', latencyMs: 19, load: 70, vipOnly: true },
  ],
}

function useButton(id: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`[data-line="${id}"] .box-line__use`)
  if (!button) throw new Error(`no button for ${id}`)
  return button
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedFetch.mockReset().mockResolvedValue(LINES)
  mockedSelect.mockReset().mockResolvedValue({ ...LINES, currentLineId: 'hk' })
})

describe('line config page', () => {
  test('shows the current line, each line’s latency, load and VIP tag', async () => {
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    expect((await screen.findByTestId('current-line')).textContent).toBe('上海 BGP')
    expect(screen.getByText(/延迟 19 ms/)).toBeTruthy()
    expect(screen.getByText('拥挤')).toBeTruthy()
    expect(screen.getByText('VIP 专线')).toBeTruthy()
    expect(screen.getByText('使用中')).toBeTruthy()
  })

  test('switches the line and shows the new current one', async () => {
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    await screen.findByText('香港 IPLC')
    fireEvent.click(useButton('hk'))
    expect(await screen.findByText('已切换到 香港 IPLC')).toBeTruthy()
    expect(screen.getByTestId('current-line').textContent).toBe('香港 IPLC')
  })

  test('sends one switch for a double tap', async () => {
    const answer = deferred<BoxLines>()
    mockedSelect.mockReturnValue(answer.promise)
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    await screen.findByText('香港 IPLC')
    fireEvent.click(useButton('hk'))
    fireEvent.click(useButton('hk'))
    fireEvent.click(useButton('bj'))
    answer.resolve({ ...LINES, currentLineId: 'hk' })
    await screen.findByText('已切换到 香港 IPLC')
    expect(mockedSelect).toHaveBeenCalledTimes(1)
  })

  test('says the switch failed and keeps the line', async () => {
    mockedSelect.mockRejectedValue(new Error('offline'))
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    await screen.findByText('香港 IPLC')
    fireEvent.click(useButton('hk'))
    expect(await screen.findByText('线路切换失败')).toBeTruthy()
    expect(screen.getByTestId('current-line').textContent).toBe('上海 BGP')
  })

  test('adds nothing to 13003, which the request client answers', async () => {
    mockedSelect.mockRejectedValue(new Refusal(13003, '当前已解绑，请重新刷新'))
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    await screen.findByText('香港 IPLC')
    fireEvent.click(useButton('hk'))
    await waitFor(() => expect(mockedSelect).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('线路切换失败')).toBeNull()
  })

  test('shows the load failure with a retry', async () => {
    mockedFetch.mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(LINES)
    renderWithStores(<LineConfigPage />, { session: signedInSession() })
    expect(await screen.findByText('线路列表加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('香港 IPLC')).toBeTruthy()
  })
})
