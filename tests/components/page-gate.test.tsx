import { act, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { definePage } from '@/components/page-gate'
import { SessionStore } from '@/stores/session'
import { renderWithStores } from '../support/render'

const pageLoaded = jest.fn()

function WelfareLikePage() {
  useEffect(() => {
    pageLoaded()
  }, [])
  return <span>page content</span>
}

const GatedPage = definePage(WelfareLikePage)

function renderBeforeStartUp() {
  const session = new SessionStore('/api')
  const result = renderWithStores(<GatedPage />, { session })
  return { ...result, session }
}

beforeEach(() => pageLoaded.mockClear())

describe('definePage', () => {
  it('shows the initialising text while start-up waits for the host', () => {
    renderBeforeStartUp()
    expect(screen.getByRole('status').textContent).toMatch(/^初始化中\.+$/)
  })

  it('announces the initialising text politely', () => {
    renderBeforeStartUp()
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
  })

  it('keeps the moving dots out of the announcement, which reads the initialising text alone', () => {
    renderBeforeStartUp()
    const hidden = screen.getByRole('status').querySelector('[aria-hidden="true"]')
    expect([hidden?.textContent, screen.getByRole('status').textContent?.replace(hidden?.textContent ?? '', '')]).toEqual([
      expect.stringMatching(/^\.+$/),
      '初始化中',
    ])
  })

  it('runs none of the page before start-up is done, so no request leaves without the token', () => {
    renderBeforeStartUp()
    expect([screen.queryByText('page content'), pageLoaded.mock.calls.length]).toEqual([null, 0])
  })

  it('shows the page once start-up is done', () => {
    const { session } = renderBeforeStartUp()
    act(() => session.markReady())
    expect([screen.getByText('page content'), screen.queryByRole('status')]).toEqual([expect.anything(), null])
  })

  it('starts the page exactly once when start-up is done', () => {
    const { session } = renderBeforeStartUp()
    act(() => session.markReady())
    act(() => session.setToken('later-token'))
    expect(pageLoaded).toHaveBeenCalledTimes(1)
  })

  it('moves its dots while it waits', () => {
    jest.useFakeTimers()
    try {
      renderBeforeStartUp()
      const first = screen.getByRole('status').textContent
      act(() => jest.advanceTimersByTime(400))
      expect(screen.getByRole('status').textContent).not.toBe(first)
    } finally {
      jest.useRealTimers()
    }
  })

  it('says initialising in the session language', () => {
    const session = new SessionStore('/api')
    session.setLanguage('vi_VN')
    renderWithStores(<GatedPage />, { session })
    expect(screen.getByRole('status').textContent).toMatch(/^Đang khởi tạo/)
  })
})
