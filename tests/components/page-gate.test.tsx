import { act, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { definePage } from '@/components/page-gate'
import type { AreaTexts } from '@/locales'
import { useT } from '@/stores'
import { TranslationStore } from '@/stores/language'
import { SessionStore } from '@/stores/session'
import { TextStore } from '@/stores/texts'
import { deferred, type Deferred } from '../support/deferred'
import { renderWithStores, translationIn } from '../support/render'
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
