/** @jest-environment node */
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  formatMessage,
  isLanguage,
  parseSemicolonQuery,
  resolveLanguage,
} from '@/lib/i18n'

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

describe('resolveLanguage (spec 5)', () => {
  it('takes the requested language when it is supported', () => {
    expect(resolveLanguage('en_US', 'vi_VN')).toBe('en_US')
  })

  it('takes the query language when the requested one is unsupported', () => {
    expect(resolveLanguage('fr_FR', 'vi_VN')).toBe('vi_VN')
  })

  it('takes the query language when nothing was requested', () => {
    expect(resolveLanguage(undefined, 'zh_HK')).toBe('zh_HK')
  })

  it('falls back to zh_CN when neither language is supported', () => {
    expect(resolveLanguage('fr_FR', 'de_DE')).toBe('zh_CN')
  })

  it('falls back to zh_CN when no language is given at all', () => {
    expect(resolveLanguage(undefined)).toBe('zh_CN')
  })

  it('ignores a requested value that is not a string', () => {
    expect(resolveLanguage({ lang: 'en_US' }, 'zh_TW')).toBe('zh_TW')
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
