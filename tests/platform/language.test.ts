import { deviceLocales, setDocumentLanguage } from '@/platform/language'

function preferLanguages(languages: unknown, language: unknown = undefined): void {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages as readonly string[])
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(language as string)
}

afterEach(() => {
  jest.restoreAllMocks()
  document.documentElement.removeAttribute('lang')
})

describe('deviceLocales', () => {
  test("are the browser's preferred languages in order", () => {
    preferLanguages(['vi-VN', 'en-US'], 'vi-VN')
    expect(deviceLocales()).toEqual(['vi-VN', 'en-US'])
  })

  test('fall back to navigator.language when the browser gives no list', () => {
    preferLanguages(undefined, 'zh-TW')
    expect(deviceLocales()).toEqual(['zh-TW'])
  })

  test('fall back to navigator.language when the list is empty', () => {
    preferLanguages([], 'en-GB')
    expect(deviceLocales()).toEqual(['en-GB'])
  })

  test('leave out entries that are not text', () => {
    preferLanguages(['', 7, null, 'zh-HK'])
    expect(deviceLocales()).toEqual(['zh-HK'])
  })

  test('are empty when the browser names no language', () => {
    preferLanguages([], undefined)
    expect(deviceLocales()).toEqual([])
  })
})

describe('setDocumentLanguage', () => {
  test.each([
    ['zh_CN', 'zh-CN'],
    ['en_US', 'en'],
    ['zh_TW', 'zh-TW'],
    ['zh_HK', 'zh-HK'],
    ['vi_VN', 'vi'],
  ] as const)('labels the document %s as %s', (language, tag) => {
    setDocumentLanguage(language)
    expect(document.documentElement.getAttribute('lang')).toBe(tag)
  })

  test('replaces the label when the language changes', () => {
    setDocumentLanguage('en_US')
    setDocumentLanguage('vi_VN')
    expect(document.documentElement.lang).toBe('vi')
  })
})
