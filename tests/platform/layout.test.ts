import { measureElement, onViewportResize, prefersReducedMotion, viewportHeight } from '@/platform/layout'

afterEach(() => {
  document.body.innerHTML = ''
  jest.restoreAllMocks()
})

function placeElement(id: string, top: number, height: number): HTMLElement {
  const element = document.createElement('div')
  element.id = id
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({
    top,
    height,
    bottom: top + height,
    left: 0,
    right: 375,
    width: 375,
    x: 0,
    y: top,
    toJSON: () => ({}),
  })
  document.body.appendChild(element)
  return element
}

test('the viewport height is the window inner height', () => {
  const before = window.innerHeight
  window.innerHeight = 812
  try {
    expect(viewportHeight()).toBe(812)
  } finally {
    window.innerHeight = before
  }
})

test('an element is measured by its bounding box', async () => {
  placeElement('scroll-list-a', 180, 2400)
  await expect(measureElement('scroll-list-a')).resolves.toEqual({ top: 180, height: 2400 })
})

test('an element that is not in the document measures as undefined', async () => {
  await expect(measureElement('scroll-list-missing')).resolves.toBeUndefined()
})

test('a resize of the window calls the listener', () => {
  const listener = jest.fn()
  onViewportResize(listener)
  window.dispatchEvent(new Event('resize'))
  expect(listener).toHaveBeenCalledTimes(1)
})

test('after unsubscribing a resize no longer calls the listener', () => {
  const listener = jest.fn()
  const stop = onViewportResize(listener)
  stop()
  window.dispatchEvent(new Event('resize'))
  expect(listener).not.toHaveBeenCalled()
})

describe('prefersReducedMotion', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia')

  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original)
    else Reflect.deleteProperty(window, 'matchMedia')
  })

  function userWants(reduce: boolean) {
    const asked: string[] = []
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => {
        asked.push(query)
        return { matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }
      },
    })
    return asked
  }

  test('is true when the system asks for reduced motion', () => {
    userWants(true)
    expect(prefersReducedMotion()).toBe(true)
  })

  test('is false when the system does not', () => {
    userWants(false)
    expect(prefersReducedMotion()).toBe(false)
  })

  test('is false in a browser without media queries', () => {
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined })
    expect(prefersReducedMotion()).toBe(false)
  })
})
