import { act, fireEvent, screen } from '@testing-library/react'
import { ToastHost } from '@/components/toast-host'
import { UiStore } from '@/stores/ui'
import { renderWithStores } from '../support/render'

// Spec 9: the phone layout's UI toast (2000 ms, centred, one at a time); the desktop layout's
// notifications (toasts 3 s, notices 4.5 s pausing under the pointer, 8 px from the top, centred,
// stacked past 3 with an offset of 8 px, 16 px apart when open).

const desktopWidth = window.innerWidth

function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

function showHost(...texts: string[]) {
  const ui = new UiStore()
  for (const text of texts) ui.showToast(text)
  const result = renderWithStores(<ToastHost />, { ui })
  return { ui, ...result }
}

function after(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms)
  })
}

beforeEach(() => jest.useFakeTimers())

afterEach(() => {
  jest.useRealTimers()
  setWidth(desktopWidth)
})

describe('ToastHost on a phone (375 px)', () => {
  beforeEach(() => setWidth(375))

  test('shows the toast centred over the page', () => {
    const { container } = showHost('已复制')
    expect(screen.getByText('已复制').closest('.toast-layer--phone')).not.toBeNull()
    expect(container.querySelectorAll('.toast')).toHaveLength(1)
  })

  test('renders nothing when there is no toast', () => {
    const { container } = showHost()
    expect(container.innerHTML).toBe('')
  })

  test('a newer toast replaces the one shown, in the store too', () => {
    const { ui } = showHost('first')
    act(() => ui.showToast('second'))
    expect([screen.queryByText('first'), screen.getByText('second') !== null, ui.toasts.length]).toEqual([null, true, 1])
  })

  test('keeps the toast 2000 ms, not a moment less', () => {
    const { ui } = showHost('已复制')
    after(1999)
    expect(screen.getByText('已复制')).toBeTruthy()
    after(1)
    expect([ui.toast, screen.queryByText('已复制')]).toEqual([null, null])
  })

  test('keeps a notice 4.5 s', () => {
    const ui = new UiStore()
    ui.showToast('注销申请已提交', undefined, 'notice')
    renderWithStores(<ToastHost />, { ui })
    after(4499)
    expect(screen.getByText('注销申请已提交')).toBeTruthy()
    after(1)
    expect(ui.toast).toBeNull()
  })

  test('keeps a toast for the time it was given', () => {
    const ui = new UiStore()
    ui.showToast('已复制', 500)
    renderWithStores(<ToastHost />, { ui })
    after(500)
    expect(ui.toast).toBeNull()
  })
})

describe('ToastHost on a desktop (1280 px)', () => {
  beforeEach(() => setWidth(1280))

  function layer(container: HTMLElement): HTMLElement {
    const found = container.querySelector<HTMLElement>('.toast-layer--desktop')
    if (!found) throw new Error('no desktop toast layer')
    return found
  }

  test('shows toasts 8 px from the top, centred, newest first, 16 px apart', () => {
    const { container } = showHost('first', 'second')
    expect([layer(container).style.top, layer(container).style.gap]).toEqual(['8px', '16px'])
    expect(Array.from(container.querySelectorAll('.toast'), (toast) => toast.textContent)).toEqual(['second', 'first'])
  })

  test('keeps each toast 3 s', () => {
    const { ui } = showHost('已复制')
    after(2999)
    expect(screen.getByText('已复制')).toBeTruthy()
    after(1)
    expect(ui.toast).toBeNull()
  })

  test('shows up to three toasts open, without stacking them', () => {
    const { container } = showHost('a', 'b', 'c')
    expect(container.querySelector('.toast-layer--stacked')).toBeNull()
  })

  test('stacks more than three, each 8 px under the newer, the fourth and older hidden', () => {
    const { container } = showHost('a', 'b', 'c', 'd')
    expect(container.querySelector('.toast-layer--stacked')).not.toBeNull()
    const boxes = Array.from(container.querySelectorAll<HTMLElement>('.toast'))
    expect(boxes.map((box) => [box.textContent, box.style.transform.split(' ')[0], box.style.visibility])).toEqual([
      ['d', 'translateY(0px)', 'visible'],
      ['c', 'translateY(8px)', 'visible'],
      ['b', 'translateY(16px)', 'visible'],
      ['a', 'translateY(24px)', 'hidden'],
    ])
  })

  test('opens the stack under the pointer', () => {
    const { container } = showHost('a', 'b', 'c', 'd')
    fireEvent.mouseEnter(layer(container))
    expect(container.querySelector('.toast-layer--stacked')).toBeNull()
    fireEvent.mouseLeave(layer(container))
    expect(container.querySelector('.toast-layer--stacked')).not.toBeNull()
  })

  test('holds a notice while the pointer is on it, and gives it the rest of its 4.5 s after', () => {
    const ui = new UiStore()
    ui.showToast('截图已提交，请等待审核', undefined, 'notice')
    const { container } = renderWithStores(<ToastHost />, { ui })
    after(4000)
    fireEvent.mouseEnter(layer(container))
    after(60_000)
    expect(ui.toast?.text).toBe('截图已提交，请等待审核')
    fireEvent.mouseLeave(layer(container))
    after(499)
    expect(ui.toast).not.toBeNull()
    after(1)
    expect(ui.toast).toBeNull()
  })

  test('lets a toast go on time while the pointer is on it', () => {
    const { ui, container } = showHost('已复制')
    fireEvent.mouseEnter(layer(container))
    after(3000)
    expect(ui.toast).toBeNull()
  })
})
