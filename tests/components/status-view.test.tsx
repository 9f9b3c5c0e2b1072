import { act, fireEvent, screen } from '@testing-library/react'
import { StatusView } from '@/components/status-view'
import { SessionStore } from '@/stores/session'
import { renderWithStores, translationIn } from '../support/render'

function freshSession(): SessionStore {
  return new SessionStore('https://api.test.example')
}

function retryButton(): HTMLElement {
  const text = screen.getByText('重试')
  const button = text.closest<HTMLElement>('.at-button')
  if (!button) throw new Error('the retry text is not inside an AtButton')
  return button
}

describe('StatusView', () => {
  test('the loading state shows the loading text', () => {
    renderWithStores(<StatusView status='loading' />, { session: freshSession() })
    expect(screen.getByText('加载中…')).toBeTruthy()
  })

  test('the loading state shows a given message instead of the loading text', () => {
    renderWithStores(<StatusView status='loading' message='正在同步' />, { session: freshSession() })
    expect(screen.getByText('正在同步')).toBeTruthy()
    expect(screen.queryByText('加载中…')).toBeNull()
  })

  test('the empty state shows the empty text', () => {
    renderWithStores(<StatusView status='empty' />, { session: freshSession() })
    expect(screen.getByText('暂无数据')).toBeTruthy()
  })

  test('the empty state shows the given message instead of the empty text', () => {
    renderWithStores(<StatusView status='empty' message='还没有订单' />, { session: freshSession() })
    expect(screen.getByText('还没有订单')).toBeTruthy()
    expect(screen.queryByText('暂无数据')).toBeNull()
  })

  test('the error state shows the load-failed text', () => {
    renderWithStores(<StatusView status='error' onRetry={jest.fn()} />, { session: freshSession() })
    expect(screen.getByText('加载失败，请稍后重试')).toBeTruthy()
  })

  test('the retry button of the error state calls onRetry', () => {
    const onRetry = jest.fn()
    renderWithStores(<StatusView status='error' onRetry={onRetry} />, { session: freshSession() })
    fireEvent.click(retryButton())
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('the error state has no retry button without onRetry', () => {
    const { container } = renderWithStores(<StatusView status='error' />, { session: freshSession() })
    expect(screen.queryByText('重试')).toBeNull()
    expect(container.querySelector('.at-button')).toBeNull()
  })

  test('the empty state has no retry button even with onRetry', () => {
    const { container } = renderWithStores(<StatusView status='empty' onRetry={jest.fn()} />, { session: freshSession() })
    expect(container.querySelector('.at-button')).toBeNull()
  })

  test('the root names its state for styling and tests', () => {
    const { container } = renderWithStores(<StatusView status='error' />, { session: freshSession() })
    expect(container.querySelector('.status-view')?.getAttribute('data-status')).toBe('error')
  })

  test('the loading text follows the session language', () => {
    renderWithStores(<StatusView status='loading' />, { session: freshSession(), translation: translationIn('en_US') })
    expect(screen.getByText('Loading…')).toBeTruthy()
  })

  test('the error text and retry button follow the session language', () => {
    renderWithStores(<StatusView status='error' onRetry={jest.fn()} />, { session: freshSession(), translation: translationIn('en_US') })
    expect(screen.getByText('Loading failed, please try again later')).toBeTruthy()
    expect(screen.getByText('Retry')).toBeTruthy()
  })

  test('a language change while shown re-renders the text', () => {
    const translation = translationIn('zh_CN')
    renderWithStores(<StatusView status='empty' />, { session: freshSession(), translation })
    expect(screen.getByText('暂无数据')).toBeTruthy()
    // the store changes outside React, as the host's setLang does
    act(() => translation.setLanguage('en_US'))
    expect(screen.getByText('Nothing here yet')).toBeTruthy()
  })
})
