import { act, fireEvent, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { definePage } from '@/components/page-gate'
import type { AreaTexts } from '@/locales'
import { recentFailures } from '@/platform'
import { HOME_PATH } from '@/routes'
import { useT } from '@/stores'
import { TranslationStore } from '@/stores/language'
import { SessionStore } from '@/stores/session'
import { TextStore } from '@/stores/texts'
import { UiStore } from '@/stores/ui'
import { deferred, type Deferred } from '../support/deferred'
import { renderWithStores, startedSession, translationIn } from '../support/render'
import { taroFake } from '../support/taro-fake'
import { catalogOf } from '../support/texts'

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

  it('says a screen has been shown once its page is, not while it initialises', () => {
    const session = new SessionStore('/api')
    const ui = new UiStore()
    renderWithStores(<GatedPage />, { session, ui })
    const whileInitialising = ui.screenShown
    act(() => session.markReady())
    expect([whileInitialising, ui.screenShown]).toEqual([false, true])
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
    renderWithStores(<GatedPage />, { session: new SessionStore('/api'), translation: translationIn('vi_VN') })
    expect(screen.getByRole('status').textContent).toMatch(/^Đang khởi tạo/)
  })
})

describe('definePage with the texts of an area', () => {
  const chunks = new Map<string, Deferred<Record<string, string>>>()
  const welfareChunks: AreaTexts<'welfare'> = {
    area: 'welfare',
    load: (language) => {
      const chunk = deferred<Record<string, string>>()
      chunks.set(language, chunk)
      return chunk.promise
    },
  }

  function WelfareTitle() {
    const t = useT<'welfare'>()
    return <span>{t('welfare.title')}</span>
  }
  const WelfarePage = definePage(WelfareTitle, welfareChunks)

  function renderStarted() {
    const texts = new TextStore()
    texts.add('shell', 'en_US', catalogOf('shell', 'en_US'))
    const translation = new TranslationStore(texts)
    translation.setLanguage('zh_CN')
    const session = new SessionStore('/api')
    session.markReady()
    renderWithStores(<WelfarePage />, { session, translation })
    return translation
  }

  const arrive = (language: string) => act(async () => chunks.get(language)?.resolve(catalogOf('welfare', language as 'zh_CN')))

  beforeEach(() => chunks.clear())

  it('shows the initialising text until the area texts of the language arrive', () => {
    renderStarted()
    expect([screen.getByRole('status').textContent, screen.queryByText('福利中心')]).toEqual([expect.stringMatching(/^初始化中/), null])
  })

  it('shows the page once its area texts arrive', async () => {
    renderStarted()
    await arrive('zh_CN')
    expect(screen.getByText('福利中心')).toBeTruthy()
  })

  it('keeps the page in its language while a newly chosen language loads', async () => {
    const translation = renderStarted()
    await arrive('zh_CN')
    act(() => void translation.chooseLanguage('en_US'))
    expect([screen.getByText('福利中心'), screen.queryByRole('status')]).toEqual([expect.anything(), null])
  })

  it('shows the page in the new language once its area texts arrive', async () => {
    const translation = renderStarted()
    await arrive('zh_CN')
    act(() => void translation.chooseLanguage('en_US'))
    await arrive('en_US')
    expect(screen.getByText('Welfare Centre')).toBeTruthy()
  })

  it('offers a retry when the area texts fail to load, and shows the page after it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderStarted()
    await act(async () => chunks.get('zh_CN')?.reject(new Error('chunk failed')))
    act(() => screen.getByText('重试').click())
    await arrive('zh_CN')
    expect(screen.getByText('福利中心')).toBeTruthy()
    warn.mockRestore()
  })
})

describe('definePage around a page that throws while rendering', () => {
  let answerBreaksThePage = true
  function OrdersLikePage() {
    if (answerBreaksThePage) throw new TypeError("Cannot read properties of undefined (reading 'map')")
    return <span>page content</span>
  }
  const BrokenPage = definePage(OrdersLikePage)

  function tapButton(label: string): void {
    const button = screen.getByText(label).closest<HTMLElement>('.at-button')
    if (!button) throw new Error(`"${label}" is not inside an AtButton`)
    fireEvent.click(button)
  }

  beforeEach(() => {
    answerBreaksThePage = true
    taroFake.reset()
    // React reports the caught error, and recordFailure logs it
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    renderWithStores(<BrokenPage />, { session: startedSession() })
  })

  afterEach(() => jest.restoreAllMocks())

  it('shows the error state with a retry and the way home', () => {
    const errorState = screen.getByText('加载失败，请稍后重试').closest('.status-view')
    expect([...(errorState?.querySelectorAll('.at-button') ?? [])].map((button) => button.textContent)).toEqual(['重试', '返回首页'])
  })

  it('mounts the page again on retry', () => {
    answerBreaksThePage = false
    tapButton('重试')
    expect(screen.getByText('page content')).toBeTruthy()
  })

  it('goes to the home route from the error state', async () => {
    tapButton('返回首页')
    await act(async () => undefined)
    expect(taroFake.calls).toContainEqual({ api: 'redirectTo', args: { url: HOME_PATH } })
  })

  it('records the failure by its message and the page path', () => {
    expect(recentFailures().at(-1)).toEqual({ kind: 'render', message: "Cannot read properties of undefined (reading 'map')", path: '/' })
  })
})
