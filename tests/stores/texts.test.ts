import { act } from '@testing-library/react'
import type { AreaTexts } from '@/locales'
import { SessionStore } from '@/stores/session'
import { TextStore } from '@/stores/texts'
import { deferred } from '../support/deferred'
import { catalogOf } from '../support/texts'

/** The welfare area as H5 loads it: each language's chunk arrives when the test says. */
function lazyWelfare() {
  const chunks = new Map<string, ReturnType<typeof deferred<Record<string, string>>>>()
  const load = jest.fn((language: string) => {
    const chunk = deferred<Record<string, string>>()
    chunks.set(language, chunk)
    return chunk.promise
  })
  const texts: AreaTexts<'welfare'> = { area: 'welfare', load }
  const arrive = async (language: 'zh_CN' | 'en_US' | 'vi_VN') => {
    await act(async () => chunks.get(language)?.resolve(catalogOf('welfare', language)))
  }
  return { texts, load, arrive }
}

/** A shell whose other languages arrive as the mini-program bundles them. */
function sessionWithFreshTexts() {
  const texts = new TextStore()
  for (const language of ['en_US', 'vi_VN'] as const) texts.add('shell', language, catalogOf('shell', language))
  return new SessionStore('/api', texts)
}

/** A session showing the welfare area in zh_CN, with its other languages still to arrive. */
async function showingWelfareInChinese() {
  const session = sessionWithFreshTexts()
  const welfare = lazyWelfare()
  const loading = session.texts.load(welfare.texts, 'zh_CN')
  await welfare.arrive('zh_CN')
  await loading
  return { session, welfare }
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

describe('the texts of a session', () => {
  it('hold the shell in zh_CN from the start', () => {
    expect(new SessionStore('/api', new TextStore()).t('common.retry')).toBe('重试')
  })

  it('give an empty text for a key whose area is not loaded', () => {
    expect(new SessionStore('/api', new TextStore()).t('welfare.title')).toBe('')
  })

  it('say once that a key of an unloaded area was asked for', () => {
    const session = new SessionStore('/api', new TextStore())
    session.t('welfare.title')
    session.t('welfare.title')
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('give an area text once its area is loaded', async () => {
    const { session } = await showingWelfareInChinese()
    expect(session.t('welfare.title')).toBe('福利中心')
  })

  it('load an area in a language once, however often it is asked for', () => {
    const session = sessionWithFreshTexts()
    const welfare = lazyWelfare()
    void session.texts.load(welfare.texts, 'zh_CN')
    void session.texts.load(welfare.texts, 'zh_CN')
    expect(welfare.load).toHaveBeenCalledTimes(1)
  })

  it('choose the English singular for one and the plural for more', () => {
    const session = new SessionStore('/api')
    session.setLanguage('en_US')
    expect([session.t('signIn.streak', { count: 1 }), session.t('signIn.streak', { count: 3 })]).toEqual([
      'Signed in 1 day in a row',
      'Signed in 3 days in a row',
    ])
  })

  it('write a Chinese count the same way for one and for more', () => {
    const session = new SessionStore('/api')
    expect([session.t('signIn.streak', { count: 1 }), session.t('signIn.streak', { count: 3 })]).toEqual(['已连续签到 1 天', '已连续签到 3 天'])
  })
})

describe('choosing a language', () => {
  it('keeps showing the old language until the new one has loaded the areas on show', async () => {
    const { session, welfare } = await showingWelfareInChinese()
    session.setLanguage('zh_CN')
    const chosen = session.chooseLanguage('en_US')
    expect([session.language, session.t('welfare.title')]).toEqual(['zh_CN', '福利中心'])
    await welfare.arrive('en_US')
    await chosen
    expect([session.language, session.t('welfare.title')]).toEqual(['en_US', 'Welfare Centre'])
  })

  it('loads the new language of every area on show', async () => {
    const { session, welfare } = await showingWelfareInChinese()
    void session.chooseLanguage('vi_VN')
    expect(welfare.load).toHaveBeenLastCalledWith('vi_VN')
  })

  it('shows the last of two quick choices', async () => {
    const { session, welfare } = await showingWelfareInChinese()
    const first = session.chooseLanguage('en_US')
    const second = session.chooseLanguage('vi_VN')
    await welfare.arrive('vi_VN')
    await second
    await welfare.arrive('en_US')
    await first
    expect(session.language).toBe('vi_VN')
  })

  it('stays in the shown language when the new one fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const texts = new TextStore()
    const session = new SessionStore('/api', texts)
    const failing: AreaTexts<'welfare'> = { area: 'welfare', load: () => Promise.reject(new Error('chunk failed')) }
    texts.add('welfare', 'zh_CN', catalogOf('welfare', 'zh_CN'))
    void texts.load(failing, 'zh_CN')
    texts.add('shell', 'en_US', catalogOf('shell', 'en_US'))
    await session.chooseLanguage('en_US')
    expect(session.language).toBe('zh_CN')
    warn.mockRestore()
  })

  it('goes back to asking for the shown language when the new one fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const texts = new TextStore()
    const session = new SessionStore('/api', texts)
    session.setLanguage('zh_CN')
    const failingShell = { area: 'shell' as const, load: () => Promise.reject(new Error('chunk failed')) }
    void texts.load(failingShell, 'vi_VN').catch(() => undefined)
    await session.chooseLanguage('vi_VN')
    expect(session.chosenLanguage).toBe('zh_CN')
    warn.mockRestore()
  })

  it('shows bundled texts at once, as the mini-program has them', () => {
    const session = new SessionStore('/api')
    void session.chooseLanguage('zh_HK')
    expect(session.t('common.retry')).toBe('重試')
  })
})
