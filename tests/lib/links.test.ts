/** @jest-environment node */
import { buildQuery, inAppPage, isMiniProgramPath, isSafeLink, lastPathSegment, parseQuery, parseUrl } from '@/lib/links'
import { PATH } from '@/routes'
import { WRONG_TYPES } from '../support/wrong-types'

const DOMAINS = ['example.com', 'help.example.com'] as const
// the link check of production builds, and that of the local and mock builds
const HTTPS_ONLY = true
const HTTP_ALLOWED = false

describe('isSafeLink', () => {
  it('accepts an https link whose hostname is a listed domain', () => {
    expect(isSafeLink('https://example.com/welfare?id=1', DOMAINS, HTTPS_ONLY)).toBe(true)
  })

  it('accepts an https link where http is allowed too', () => {
    expect(isSafeLink('https://example.com/welfare', DOMAINS, HTTP_ALLOWED)).toBe(true)
  })

  it('accepts an http link whose hostname is a listed domain where http is allowed', () => {
    expect(isSafeLink('http://help.example.com', DOMAINS, HTTP_ALLOWED)).toBe(true)
  })

  it('refuses an http link to a listed domain where links are https only', () => {
    expect(isSafeLink('http://help.example.com/a', DOMAINS, HTTPS_ONLY)).toBe(false)
  })

  it('refuses an upper-case HTTP link where links are https only', () => {
    expect(isSafeLink('HTTP://example.com/a', DOMAINS, HTTPS_ONLY)).toBe(false)
  })

  it('refuses an http link with the https port where links are https only', () => {
    expect(isSafeLink('http://example.com:443/a', DOMAINS, HTTPS_ONLY)).toBe(false)
  })

  it('still refuses an unlisted host where http is allowed', () => {
    expect(isSafeLink('http://evil.example/a', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('compares hostnames without regard to case', () => {
    expect(isSafeLink('HTTPS://Example.COM/a', ['EXAMPLE.com'], HTTPS_ONLY)).toBe(true)
  })

  it('accepts a listed domain with an explicit port', () => {
    expect(isSafeLink('https://example.com:8443/a', DOMAINS, HTTPS_ONLY)).toBe(true)
  })

  it('rejects a hostname that only ends with a listed domain', () => {
    expect(isSafeLink('https://evil-example.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a subdomain of a listed domain that is not itself listed', () => {
    expect(isSafeLink('https://www.example.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a hostname that only starts with a listed domain', () => {
    expect(isSafeLink('https://example.com.evil.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a hostname that merely contains a listed domain', () => {
    expect(isSafeLink('https://myexample.com.cn/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a hostname that reuses the labels of a listed domain', () => {
    expect(isSafeLink('https://evil.com.example/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a link with userinfo before the host', () => {
    expect(isSafeLink('https://example.com@evil.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects userinfo even when the host after it is listed', () => {
    expect(isSafeLink('https://user:pass@example.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a javascript: link', () => {
    expect(isSafeLink('javascript:alert(1)//example.com', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a data: link', () => {
    expect(isSafeLink('data:text/html,<script>alert(1)</script>', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a protocol-relative link', () => {
    expect(isSafeLink('//example.com/a', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a link with a backslash', () => {
    expect(isSafeLink('https://evil.com\\@example.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a link with a backslash in place of the slashes', () => {
    expect(isSafeLink('https:\\\\example.com/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a link with a tab inside the scheme', () => {
    expect(isSafeLink('jav\tascript:alert(1)', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a scheme other than http and https', () => {
    expect(isSafeLink('ftp://example.com/file', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a relative path', () => {
    expect(isSafeLink('/welfare', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects an empty string', () => {
    expect(isSafeLink('', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a percent-encoded hostname', () => {
    expect(isSafeLink('https://example%2ecom/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a hostname with a trailing dot', () => {
    expect(isSafeLink('https://example.com./', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a non-numeric port', () => {
    expect(isSafeLink('https://example.com:http/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects a port above 65535', () => {
    expect(isSafeLink('https://example.com:65536/', DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it('rejects every link when no domain is listed', () => {
    expect(isSafeLink('https://example.com/', [], HTTP_ALLOWED)).toBe(false)
  })
})

describe('isMiniProgramPath', () => {
  it.each([
    ['a page with a query', 'pages/x/index?a=1'],
    ['a page from the root', '/pages/x/index'],
    ['a page of one segment', 'index'],
    ['segments with dashes, underscores and dots', 'sub_pkg/hotel-list/index.v2'],
    ['a query holding a colon', 'pages/x/index?time=10:30'],
    ['a query in Chinese', 'pages/x/index?city=上海'],
  ])('accepts %s', (_name, path) => {
    expect(isMiniProgramPath(path)).toBe(true)
  })

  it.each([
    ['a javascript: link', 'javascript:alert(1)'],
    ['a javascript: link in capitals', 'JAVASCRIPT:alert(1)'],
    ['an http link', 'http://evil.example/pages/x'],
    ['an https link', 'https://evil.example/pages/x'],
    ['a scheme without slashes', 'http:pages/x'],
    ['a colon before the first slash', 'weixin:pages/x/index'],
    ['a colon before the query', 'pages:x?a=1'],
    ['a protocol-relative link', '//evil.example/pages/x'],
    ['a double slash inside the path', 'pages//x/index'],
    ['a double slash inside the query', 'pages/x/index?next=//evil.example'],
    ['a backslash', 'pages\\x\\index'],
    ['backslashes in place of the slashes', '\\\\evil.example/x'],
    ['a tab', 'pages/x\t/index'],
    ['a line break', 'pages/x/index?a=1\nb'],
    ['a NUL', 'pages/x\u0000/index'],
    ['a C1 control', 'pages/x/index?a=\u0085'],
    ['a Unicode line separator', 'pages/x/index?a=\u2028'],
    ['a space', 'pages/x index'],
    ['a query without a page', '?a=1'],
    ['a lone slash', '/'],
    ['a parent segment', '../pages/x'],
    ['an empty string', ''],
    ['a path of 1025 characters', `pages/${'x'.repeat(1019)}`],
  ])('refuses %s', (_name, path) => {
    expect(isMiniProgramPath(path)).toBe(false)
  })

  it('accepts a path of 1024 characters', () => {
    expect(isMiniProgramPath(`pages/${'x'.repeat(1018)}`)).toBe(true)
  })
})

describe('parseUrl', () => {
  it('splits a full link into its parts', () => {
    expect(parseUrl('https://Help.Example.com:8080/a/b?q=1&t=x%20y#top')).toEqual({
      protocol: 'https',
      host: 'help.example.com',
      port: 8080,
      path: '/a/b',
      query: { q: '1', t: 'x y' },
      hash: 'top',
    })
  })

  it('gives path "/" and no port for a bare origin', () => {
    expect(parseUrl('http://example.com')).toEqual({
      protocol: 'http',
      host: 'example.com',
      port: null,
      path: '/',
      query: {},
      hash: '',
    })
  })

  it('reads a query that directly follows the host', () => {
    expect(parseUrl('https://example.com?id=48')?.query).toEqual({ id: '48' })
  })

  it('keeps a question mark inside the fragment as part of the fragment', () => {
    expect(parseUrl('https://example.com/p#section?x=1')).toMatchObject({ query: {}, hash: 'section?x=1' })
  })

  it('ignores whitespace around the link', () => {
    expect(parseUrl('  https://example.com/a \n')?.path).toBe('/a')
  })

  it('returns null for a link with an empty host', () => {
    expect(parseUrl('https:///example.com')).toBeNull()
  })

  it('returns null for a link with a space inside', () => {
    expect(parseUrl('https://exa mple.com/')).toBeNull()
  })

  it('returns null for a host label starting with a hyphen', () => {
    expect(parseUrl('https://-example.com/')).toBeNull()
  })
})

describe('inAppPage', () => {
  const H5_SITE = 'https://h5.speedup.example'

  it('gives the page and query of a link to a route of the H5 site', () => {
    expect(inAppPage('https://h5.speedup.example/helpDetails?id=64&t=recharge#top', H5_SITE)).toEqual({
      path: PATH.helpDetails,
      query: { id: '64', t: 'recharge' },
    })
  })

  it('gives the route table spelling of a path with a trailing slash', () => {
    expect(inAppPage('https://h5.speedup.example/help/', H5_SITE)).toEqual({ path: PATH.help, query: {} })
  })

  it('reads the host of the H5 site without regard to case', () => {
    expect(inAppPage('https://H5.Speedup.Example/help', H5_SITE)?.path).toBe(PATH.help)
  })

  it('gives nothing for a path of the H5 site that is not a route', () => {
    expect(inAppPage('https://h5.speedup.example/download/app.apk', H5_SITE)).toBeUndefined()
  })

  it('gives nothing for a route path on another host', () => {
    expect(inAppPage('https://www.speedup.example/help', H5_SITE)).toBeUndefined()
  })

  it('gives nothing for a route path on a host that only ends with the H5 site', () => {
    expect(inAppPage('https://evil.h5.speedup.example/help', H5_SITE)).toBeUndefined()
  })

  it('gives nothing for the H5 site over plain http', () => {
    expect(inAppPage('http://h5.speedup.example/help', H5_SITE)).toBeUndefined()
  })

  it('gives nothing for the H5 site on another port', () => {
    expect(inAppPage('https://h5.speedup.example:8443/help', H5_SITE)).toBeUndefined()
  })

  it('gives nothing for a link that does not parse', () => {
    expect(inAppPage('javascript:alert(1)//h5.speedup.example/help', H5_SITE)).toBeUndefined()
  })
})

describe('lastPathSegment', () => {
  it('returns the last segment of an absolute link', () => {
    expect(lastPathSegment('https://example.com/help/helpDetails')).toBe('helpDetails')
  })

  it('ignores the query and the fragment', () => {
    expect(lastPathSegment('https://example.com/help/helpDetails?q=1&id=48#answer')).toBe('helpDetails')
  })

  it('ignores a trailing slash', () => {
    expect(lastPathSegment('https://example.com/welfare/')).toBe('welfare')
  })

  it('works on a relative path', () => {
    expect(lastPathSegment('/pages/webview/index?page=/signInV4')).toBe('index')
  })

  it('returns an empty string for a bare origin rather than the hostname', () => {
    expect(lastPathSegment('https://example.com')).toBe('')
  })
})

describe('buildQuery', () => {
  it('joins strings and numbers without a leading question mark', () => {
    expect(buildQuery({ q: 'refund', id: 48 })).toBe('q=refund&id=48')
  })

  it('skips undefined values', () => {
    expect(buildQuery({ a: '1', b: undefined, c: '3' })).toBe('a=1&c=3')
  })

  it('keeps empty strings and zero', () => {
    expect(buildQuery({ a: '', b: 0 })).toBe('a=&b=0')
  })

  it('percent-encodes reserved and non-ASCII characters', () => {
    expect(buildQuery({ 'redirect url': '/box?client=1&x=中' })).toBe(
      'redirect%20url=%2Fbox%3Fclient%3D1%26x%3D%E4%B8%AD',
    )
  })

  it('returns an empty string when every value is undefined', () => {
    expect(buildQuery({ a: undefined })).toBe('')
  })

  it('round-trips through parseQuery', () => {
    const params = { page: '/signInV4?x=1', lang: 'zh_CN', name: '金币 & 礼物' }
    expect(parseQuery(buildQuery(params))).toEqual(params)
  })
})

describe('parseQuery', () => {
  it('accepts a leading question mark', () => {
    expect(parseQuery('?a=1&b=2')).toEqual({ a: '1', b: '2' })
  })

  it('accepts a string without a leading question mark', () => {
    expect(parseQuery('a=1')).toEqual({ a: '1' })
  })

  it('decodes a plus sign as a space', () => {
    expect(parseQuery('q=hello+world')).toEqual({ q: 'hello world' })
  })

  it('decodes percent-encoded UTF-8', () => {
    expect(parseQuery('name=%E9%87%91%E5%B8%81')).toEqual({ name: '金币' })
  })

  it('keeps a malformed escape as it is without throwing', () => {
    expect(parseQuery('a=100%&b=%E4%B8')).toEqual({ a: '100%', b: '%E4%B8' })
  })

  it('still decodes valid escapes next to a malformed one', () => {
    expect(parseQuery('a=%20x%zz')).toEqual({ a: ' x%zz' })
  })

  it('gives an empty value to a key without an equals sign', () => {
    expect(parseQuery('flag&a=1')).toEqual({ flag: '', a: '1' })
  })

  it('keeps everything after the first equals sign in the value', () => {
    expect(parseQuery('next=a=b')).toEqual({ next: 'a=b' })
  })

  it('keeps the first value of a repeated key', () => {
    expect(parseQuery('a=1&a=2')).toEqual({ a: '1' })
  })

  it('skips empty pairs', () => {
    expect(parseQuery('&&a=1&')).toEqual({ a: '1' })
  })

  it('returns an empty object for an empty string', () => {
    expect(parseQuery('')).toEqual({})
  })

  it('stores a __proto__ key as an ordinary key without touching the prototype', () => {
    const query = parseQuery('__proto__=x&a=1')
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype)
    expect(Object.keys(query)).toEqual(['__proto__', 'a'])
  })
})

describe('link strings of the wrong type (from a host, storage or a query)', () => {
  it.each(WRONG_TYPES)('isSafeLink refuses %s', (_name, value) => {
    expect(isSafeLink(value, DOMAINS, HTTP_ALLOWED)).toBe(false)
  })

  it.each(WRONG_TYPES)('parseUrl reads %s as no link', (_name, value) => {
    expect(parseUrl(value)).toBeNull()
  })

  it.each(WRONG_TYPES)('inAppPage finds no page in %s', (_name, value) => {
    expect(inAppPage(value, 'https://h5.speedup.example')).toBeUndefined()
  })

  it.each(WRONG_TYPES)('isMiniProgramPath refuses %s', (_name, value) => {
    expect(isMiniProgramPath(value)).toBe(false)
  })

  it.each(WRONG_TYPES)('lastPathSegment finds no segment in %s', (_name, value) => {
    expect(lastPathSegment(value)).toBe('')
  })

  it.each(WRONG_TYPES)('parseQuery reads no parameter from %s', (_name, value) => {
    expect(parseQuery(value)).toEqual({})
  })
})
