import { act } from '@testing-library/react'
import type { AreaTexts } from '@/locales'
import { TranslationStore } from '@/stores/language'
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
function translationWithFreshTexts() {
  const texts = new TextStore()
  for (const language of ['en_US', 'vi_VN'] as const) texts.add('shell', language, catalogOf('shell', language))
  return new TranslationStore(texts)
}

/** Texts showing the welfare area in zh_CN, with its other languages still to arrive. */
async function showingWelfareInChinese() {
  const translation = translationWithFreshTexts()
  const welfare = lazyWelfare()
  const loading = translation.texts.load(welfare.texts, 'zh_CN')
  await welfare.arrive('zh_CN')
  await loading
  return { translation, welfare }
}

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

describe('the texts of a translation', () => {
  it('hold the shell in zh_CN from the start', () => {
    expect(new TranslationStore(new TextStore()).t('common.retry')).toBe('重试')
  })

  it('give an empty text for a key whose area is not loaded', () => {
    expect(new TranslationStore(new TextStore()).t('welfare.title')).toBe('')
  })

  it('say once that a key of an unloaded area was asked for', () => {
    const translation = new TranslationStore(new TextStore())
    translation.t('welfare.title')
    translation.t('welfare.title')
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('give an area text once its area is loaded', async () => {
    const { translation } = await showingWelfareInChinese()
    expect(translation.t('welfare.title')).toBe('福利中心')
  })

  it('load an area in a language once, however often it is asked for', () => {
    const translation = translationWithFreshTexts()
    const welfare = lazyWelfare()
    void translation.texts.load(welfare.texts, 'zh_CN')
    void translation.texts.load(welfare.texts, 'zh_CN')
    expect(welfare.load).toHaveBeenCalledTimes(1)
  })

  it('choose the English singular for one and the plural for more', () => {
    const translation = new TranslationStore()
    translation.setLanguage('en_US')
    expect([translation.t('signIn.streak', { count: 1 }), translation.t('signIn.streak', { count: 3 })]).toEqual([
      'Signed in 1 day in a row',
      'Signed in 3 days in a row',
    ])
  })

  it('write a Chinese count the same way for one and for more', () => {
    const translation = new TranslationStore()
    expect([translation.t('signIn.streak', { count: 1 }), translation.t('signIn.streak', { count: 3 })]).toEqual(['已连续签到 1 天', '已连续签到 3 天'])
  })
})

describe('choosing a language', () => {
  it('keeps showing the old language until the new one has loaded the areas on show', async () => {
    const { translation, welfare } = await showingWelfareInChinese()
    translation.setLanguage('zh_CN')
    const chosen = translation.chooseLanguage('en_US')
    expect([translation.language, translation.t('welfare.title')]).toEqual(['zh_CN', '福利中心'])
    await welfare.arrive('en_US')
    await chosen
    expect([translation.language, translation.t('welfare.title')]).toEqual(['en_US', 'Welfare Centre'])
  })

  it('loads the new language of every area on show', async () => {
    const { translation, welfare } = await showingWelfareInChinese()
    void translation.chooseLanguage('vi_VN')
    expect(welfare.load).toHaveBeenLastCalledWith('vi_VN')
  })

  it('shows the last of two quick choices', async () => {
    const { translation, welfare } = await showingWelfareInChinese()
    const first = translation.chooseLanguage('en_US')
    const second = translation.chooseLanguage('vi_VN')
    await welfare.arrive('vi_VN')
    await second
    await welfare.arrive('en_US')
    await first
    expect(translation.language).toBe('vi_VN')
  })

  it('stays in the shown language when the new one fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const texts = new TextStore()
    const translation = new TranslationStore(texts)
    const failing: AreaTexts<'welfare'> = { area: 'welfare', load: () => Promise.reject(new Error('chunk failed')) }
    texts.add('welfare', 'zh_CN', catalogOf('welfare', 'zh_CN'))
    void texts.load(failing, 'zh_CN')
    texts.add('shell', 'en_US', catalogOf('shell', 'en_US'))
    await translation.chooseLanguage('en_US')
    expect(translation.language).toBe('zh_CN')
    warn.mockRestore()
  })

  it('goes back to asking for the shown language when the new one fails to load', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const texts = new TextStore()
    const translation = new TranslationStore(texts)
    translation.setLanguage('zh_CN')
    const failingShell = { area: 'shell' as const, load: () => Promise.reject(new Error('chunk failed')) }
    void texts.load(failingShell, 'vi_VN').catch(() => undefined)
    await translation.chooseLanguage('vi_VN')
    expect(translation.chosenLanguage).toBe('zh_CN')
    warn.mockRestore()
  })

  it('shows bundled texts at once, as the mini-program has them', () => {
    const translation = new TranslationStore()
    void translation.chooseLanguage('zh_HK')
    expect(translation.t('common.retry')).toBe('重試')
  })
})
