// jsdom lays nothing out, so it has no IntersectionObserver; Taro's lazy Image (lazyLoad) waits for
// one to say it is on screen before it sets its src. This one says so at once.
class OnScreenObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(): void {
    this.callback([{ isIntersecting: true }])
  }
  unobserve(): void {}
  disconnect(): void {}
}

/** For the calling test file: every lazy image is on screen. */
export function everythingOnScreen(): void {
  beforeAll(() => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: OnScreenObserver })
  })
  afterAll(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver')
  })
}
