import { act, screen } from '@testing-library/react'
import { ToastHost } from '@/components/toast-host'
import { UiStore } from '@/stores/ui'
import { renderWithStores } from '../support/render'

afterEach(() => {
  jest.useRealTimers()
})

describe('ToastHost', () => {
  test('shows the ui store toast text', () => {
    const ui = new UiStore()
    ui.showToast('已复制', 2000)
    renderWithStores(<ToastHost />, { ui })
    expect(screen.getByText('已复制').closest('.toast')).not.toBeNull()
  })

  test('renders nothing when there is no toast', () => {
    const { container } = renderWithStores(<ToastHost />, { ui: new UiStore() })
    expect(container.innerHTML).toBe('')
  })

  test('shows a toast raised while it is on screen', () => {
    const ui = new UiStore()
    renderWithStores(<ToastHost />, { ui })
    act(() => ui.showToast('网络错误', 2000))
    expect(screen.getByText('网络错误')).toBeTruthy()
  })

  test('a newer toast replaces the one shown', () => {
    const ui = new UiStore()
    ui.showToast('first', 2000)
    renderWithStores(<ToastHost />, { ui })
    act(() => ui.showToast('second', 2000))
    expect(screen.queryByText('first')).toBeNull()
    expect(screen.getByText('second')).toBeTruthy()
  })

  test('the toast leaves the screen and the store after its duration', () => {
    jest.useFakeTimers()
    const ui = new UiStore()
    ui.showToast('已复制', 2000)
    const { container } = renderWithStores(<ToastHost />, { ui })
    act(() => {
      jest.advanceTimersByTime(2000)
    })
    expect(ui.toast).toBeNull()
    expect(container.querySelector('.toast')).toBeNull()
  })

  test('the toast is still shown just before its duration ends', () => {
    jest.useFakeTimers()
    const ui = new UiStore()
    ui.showToast('已复制', 2000)
    renderWithStores(<ToastHost />, { ui })
    act(() => {
      jest.advanceTimersByTime(1999)
    })
    expect(screen.getByText('已复制')).toBeTruthy()
  })
})
