/** @jest-environment node */
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  formatMessage,
  pluralForm,
  pluralFormsOf,
  isLanguage,
  chooseStartLanguage,
  deviceLanguage,
  htmlLangOf,
  languageOfLocale,
  parseSemicolonQuery,
  queryLanguage,
} from '@/lib/i18n'
import { WRONG_TYPES } from '../support/wrong-types'

describe('isLanguage', () => {
  it.each(['zh_CN', 'en_US', 'zh_TW', 'zh_HK', 'vi_VN'])('accepts the supported language %s', (language) => {
    expect(isLanguage(language)).toBe(true)
  })

  it('rejects a language outside the supported set', () => {
    expect(isLanguage('fr_FR')).toBe(false)
  })

  it('rejects a supported language written in another case', () => {
    expect(isLanguage('en_us')).toBe(false)
  })

  it('rejects a value that is not a string', () => {
    expect(isLanguage(1)).toBe(false)
  })

  it('rejects undefined', () => {
    expect(isLanguage(undefined)).toBe(false)
  })
})

describe('supported languages', () => {
  it('are the five languages of spec 9', () => {
    expect([...SUPPORTED_LANGUAGES].sort()).toEqual(['en_US', 'vi_VN', 'zh_CN', 'zh_HK', 'zh_TW'])
  })

  it('default to zh_CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh_CN')
  })
})

describe('chooseStartLanguage (spec 3, 5)', () => {
  const NO_DEVICE: string[] = []

  it('takes the link language before the stored one', () => {
    expect(chooseStartLanguage({ query: 'en_US', stored: 'vi_VN', deviceLocales: NO_DEVICE }).language).toBe('en_US')
  })

  it('keeps a link language that differs from the stored one', () => {
    expect(chooseStartLanguage({ query: 'en_US', stored: 'vi_VN', deviceLocales: NO_DEVICE }).keep).toBe(true)
  })

  it('keeps a link language when none is stored', () => {
    expect(chooseStartLanguage({ query: 'zh_HK', deviceLocales: NO_DEVICE })).toEqual({ language: 'zh_HK', keep: true })
  })

  it('does not store again a link language that is already stored', () => {
    expect(chooseStartLanguage({ query: 'en_US', stored: 'en_US', deviceLocales: NO_DEVICE }).keep).toBe(false)
  })

  it('takes the link language before the device language', () => {
    expect(chooseStartLanguage({ query: 'zh_TW', deviceLocales: ['vi-VN'] }).language).toBe('zh_TW')
  })

  it('takes the stored language when the link asks for an unsupported one', () => {
    expect(chooseStartLanguage({ query: 'fr_FR', stored: 'vi_VN', deviceLocales: NO_DEVICE })).toEqual({
      language: 'vi_VN',
      keep: false,
    })
  })

  it('takes the stored language before the device language', () => {
    expect(chooseStartLanguage({ stored: 'zh_HK', deviceLocales: ['en-US'] }).language).toBe('zh_HK')
  })

  it('follows the device language on a first visit', () => {
    expect(chooseStartLanguage({ deviceLocales: ['en-GB'] })).toEqual({ language: 'en_US', keep: false })
  })

  it('follows the device language when the stored value is unsupported', () => {
    expect(chooseStartLanguage({ stored: 'fr_FR', deviceLocales: ['vi'] }).language).toBe('vi_VN')
  })

  it('falls back to zh_CN for a device language outside the five', () => {
    expect(chooseStartLanguage({ deviceLocales: ['fr-FR'] }).language).toBe('zh_CN')
  })

  it('falls back to zh_CN with nothing to go by', () => {
    expect(chooseStartLanguage({ deviceLocales: NO_DEVICE })).toEqual({ language: 'zh_CN', keep: false })
  })

  it('ignores a link or stored value that is not a string', () => {
    expect(chooseStartLanguage({ query: { lang: 'en_US' }, stored: 1, deviceLocales: ['zh-TW'] }).language).toBe('zh_TW')
  })

  it('ignores a supported language written in another case', () => {
    expect(chooseStartLanguage({ query: 'EN_US', stored: 'en_us', deviceLocales: NO_DEVICE }).language).toBe('zh_CN')
  })
})

describe('languageOfLocale', () => {
  it.each([
    ['zh-CN', 'zh_CN'],
    ['zh', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['zh-TW', 'zh_TW'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-TW', 'zh_TW'],
    ['zh-HK', 'zh_HK'],
    ['zh-MO', 'zh_HK'],
    ['zh-Hant-HK', 'zh_HK'],
    ['en', 'en_US'],
    ['en-US', 'en_US'],
    ['en-GB', 'en_US'],
    ['vi', 'vi_VN'],
    ['vi-VN', 'vi_VN'],
  ])('maps the browser locale %s to %s', (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language)
  })

  it.each([
    ['zh_CN', 'zh_CN'],
    ['zh_TW', 'zh_TW'],
    ['zh_HK', 'zh_HK'],
    ['en', 'en_US'],
  ])("maps WeChat's language %s to %s", (locale, language) => {
    expect(languageOfLocale(locale)).toBe(language)
  })

  it('keeps simplified script first when the region is Hong Kong', () => {
    expect(languageOfLocale('zh-Hans-HK')).toBe('zh_CN')
  })

  it('reads tags in any case and with surrounding spaces', () => {
    expect(languageOfLocale(' ZH-hant-hk ')).toBe('zh_HK')
  })

  it.each(['fr-FR', 'ja', 'de', 'yue', 'english', 'env', '', '-', 'x-zh'])('has no language for %j', (locale) => {
    expect(languageOfLocale(locale)).toBeUndefined()
  })
})

describe('deviceLanguage', () => {
  it('takes the first preferred locale that is one of the five', () => {
    expect(deviceLanguage(['fr-FR', 'vi-VN', 'en-US'])).toBe('vi_VN')
  })

  it('has none when no preferred locale is one of the five', () => {
    expect(deviceLanguage(['fr-FR', 'de-DE'])).toBeUndefined()
  })

  it('has none without preferred locales', () => {
    expect(deviceLanguage([])).toBeUndefined()
  })
})

describe('queryLanguage', () => {
  it('reads lang from a query', () => {
    expect(queryLanguage('/welfare', '?from=mail&lang=en_US')).toBe('en_US')
  })

  it('reads lang from the semicolon query of /zfbVerified', () => {
    expect(queryLanguage('/zfbVerified', '?a=1;lang=vi_VN;b=2')).toBe('vi_VN')
  })

  it('does not split on semicolons on other paths', () => {
    expect(queryLanguage('/welfare', '?a=1;lang=vi_VN')).toBeUndefined()
  })

  it('ignores an unsupported language', () => {
    expect(queryLanguage('/welfare', '?lang=fr_FR')).toBeUndefined()
  })

  it('ignores an empty lang', () => {
    expect(queryLanguage('/welfare', '?lang=')).toBeUndefined()
  })

  it('has none without a query', () => {
    expect(queryLanguage('/welfare', '')).toBeUndefined()
  })

  it('reads an encoded lang', () => {
    expect(queryLanguage('/welfare', '?lang=zh%5FTW')).toBe('zh_TW')
  })
})

describe('htmlLangOf', () => {
  it.each([
    ['zh_CN', 'zh-CN'],
    ['en_US', 'en'],
    ['zh_TW', 'zh-TW'],
    ['zh_HK', 'zh-HK'],
    ['vi_VN', 'vi'],
  ] as const)('labels %s as %s', (language, tag) => {
    expect(htmlLangOf(language)).toBe(tag)
  })
})

describe('parseSemicolonQuery', () => {
  it('reads parameters separated by semicolons', () => {
    expect(parseSemicolonQuery('?a=1;lang=en_US;b=2')).toEqual({ a: '1', lang: 'en_US', b: '2' })
  })

  it('reads parameters separated by ampersands too', () => {
    expect(parseSemicolonQuery('?a=1&lang=vi_VN')).toEqual({ a: '1', lang: 'vi_VN' })
  })

  it('accepts a query without the leading question mark', () => {
    expect(parseSemicolonQuery('lang=zh_TW')).toEqual({ lang: 'zh_TW' })
  })

  it('returns nothing for an empty query', () => {
    expect(parseSemicolonQuery('')).toEqual({})
  })

  it('decodes percent-encoded keys and values', () => {
    expect(parseSemicolonQuery('?na%20me=a%2Fb')).toEqual({ 'na me': 'a/b' })
  })

  it('reads a plus sign as a space', () => {
    expect(parseSemicolonQuery('?q=a+b')).toEqual({ q: 'a b' })
  })

  it('keeps an equals sign inside a value', () => {
    expect(parseSemicolonQuery('?token=abc==')).toEqual({ token: 'abc==' })
  })

  it('keeps an empty value', () => {
    expect(parseSemicolonQuery('?lang=')).toEqual({ lang: '' })
  })

  it('skips a part without an equals sign', () => {
    expect(parseSemicolonQuery('?flag;lang=en_US')).toEqual({ lang: 'en_US' })
  })

  it('skips a part with an empty key', () => {
    expect(parseSemicolonQuery('?=x;lang=en_US')).toEqual({ lang: 'en_US' })
  })

  it('skips a part whose encoding is broken instead of throwing', () => {
    expect(parseSemicolonQuery('?bad=%E0%A4%A;lang=en_US')).toEqual({ lang: 'en_US' })
  })

  it('lets a later value of the same key win', () => {
    expect(parseSemicolonQuery('?lang=en_US;lang=vi_VN')).toEqual({ lang: 'vi_VN' })
  })
})

describe('formatMessage', () => {
  it('fills a named placeholder', () => {
    expect(formatMessage('needs {day} days', { day: 7 })).toBe('needs 7 days')
  })

  it('fills every occurrence of a placeholder', () => {
    expect(formatMessage('{n} and {n}', { n: 'x' })).toBe('x and x')
  })

  it('fills several different placeholders', () => {
    expect(formatMessage('{a}-{b}', { a: 1, b: 2 })).toBe('1-2')
  })

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('write to {email}', { day: 1 })).toBe('write to {email}')
  })

  it('returns the template unchanged without values', () => {
    expect(formatMessage('write to {email}')).toBe('write to {email}')
  })

  it('fills a zero value rather than treating it as missing', () => {
    expect(formatMessage('{n} coins', { n: 0 })).toBe('0 coins')
  })

  it('does not take a placeholder value from the object prototype', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })

  it('does not read placeholders inside a substituted value', () => {
    expect(formatMessage('{a}', { a: '{b}', b: 'x' })).toBe('{b}')
  })
})

describe('pluralForm', () => {
  it('gives English "one" for exactly one', () => {
    expect(pluralForm('en_US', 1)).toBe('one')
  })

  it.each([0, 2, 3, 11, 21, 100])('gives English "other" for %d', (count) => {
    expect(pluralForm('en_US', count)).toBe('other')
  })

  it('gives English "other" for a fraction near one', () => {
    expect(pluralForm('en_US', 1.5)).toBe('other')
  })

  it('gives English "other" for minus one', () => {
    expect(pluralForm('en_US', -1)).toBe('other')
  })

  it.each(['zh_CN', 'zh_TW', 'zh_HK', 'vi_VN'] as const)('gives %s one form for every count', (language) => {
    expect([0, 1, 2, 5].map((count) => pluralForm(language, count))).toEqual(['other', 'other', 'other', 'other'])
  })

  it('names the forms each language writes', () => {
    expect(SUPPORTED_LANGUAGES.map((language) => pluralFormsOf(language))).toEqual([['other'], ['one', 'other'], ['other'], ['other'], ['other']])
  })
})

describe('language values of the wrong type (a device, a host or a link may hand any)', () => {
  it.each(WRONG_TYPES)('languageOfLocale finds no language in %s', (_name, value) => {
    expect(languageOfLocale(value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('deviceLanguage finds no language in %s as the list', (_name, value) => {
    expect(deviceLanguage(value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('deviceLanguage passes over %s in the list', (_name, value) => {
    expect(deviceLanguage([value, 'en-GB'])).toBe('en_US')
  })

  it.each(WRONG_TYPES)('queryLanguage finds no language in %s as the query', (_name, value) => {
    expect(queryLanguage('/help', value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('parseSemicolonQuery reads no parameter from %s', (_name, value) => {
    expect(parseSemicolonQuery(value)).toEqual({})
  })
})
