import { followFailureKey, parseRedirectQuery, partnerRedirectKind } from '@/lib/redirect-item'
import { WRONG_TYPES } from '../support/wrong-types'

const DOMAINS = ['h5.speedup.example', 'www.speedup.example']
const SAFE = 'https://h5.speedup.example/events/spring?from=banner'
const PLAIN_HTTP = 'http://h5.speedup.example/events/spring'
const GH_ID = 'gh_0123456789ab'
// the link check of production builds, and that of the local and mock builds
const HTTPS_ONLY = true
const HTTP_ALLOWED = false

describe('parseRedirectQuery: links (kinds 0, 1 and 4)', () => {
  test.each(['0', '1', '4'])('kind %s with an allowed target keeps only the target', (kind) => {
    expect(parseRedirectQuery({ kind, targetUrl: SAFE, originalId: 'gh_0123456789ab', clientUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: true,
      kind: Number(kind),
      item: { targetUrl: SAFE },
    })
  })

  test('trims the target', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: `  ${SAFE} ` }, DOMAINS, HTTPS_ONLY)).toMatchObject({ item: { targetUrl: SAFE } })
  })

  test('accepts an allowed host written in capitals', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://WWW.SpeedUp.example/' }, DOMAINS, HTTPS_ONLY).ok).toBe(true)
  })

  test('refuses a host that is not on the allow-list', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://evil.example/phish' }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'unsafe-target' })
  })

  test('refuses an allowed name used as a prefix of another host', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: 'https://h5.speedup.example.evil.example/' }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })

  test('refuses a subdomain of an allowed host (spec 5: the host must equal a listed domain)', () => {
    expect(parseRedirectQuery({ kind: '4', targetUrl: 'https://a.www.speedup.example/' }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unsafe-target' })
  })

  test('refuses user info disguising the host as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://h5.speedup.example@evil.example/' }, DOMAINS, HTTPS_ONLY)).toMatchObject({
      reason: 'unparsable-target',
    })
  })

  test('refuses a javascript: target as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'javascript:alert(1)' }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'unparsable-target' })
  })

  test('refuses a relative target as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: '/welfare' }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses a target longer than 2048 characters (spec 5 url cap)', () => {
    const long = `https://h5.speedup.example/${'a'.repeat(2048)}`
    expect(parseRedirectQuery({ kind: '0', targetUrl: long }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses a link kind without a target', () => {
    expect(parseRedirectQuery({ kind: '0' }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'missing-target' })
  })

  test('refuses a link kind whose target is blank', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: '   ' }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'missing-target' })
  })

  test('does not accept a client URL in place of the target of a link kind', () => {
    expect(parseRedirectQuery({ kind: '0', clientUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'missing-target' })
  })
})

describe('parseRedirectQuery: mini programs (kind 3)', () => {
  test('keeps the original id, inner link and client URL', () => {
    expect(
      parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'pages/hotel/index?id=3', clientUrl: SAFE, targetUrl: SAFE }, DOMAINS, HTTPS_ONLY),
    ).toEqual({ ok: true, kind: 3, item: { originalId: 'gh_0123456789ab', innerLink: 'pages/hotel/index?id=3', clientUrl: SAFE } })
  })

  test('accepts an original id alone (mobile)', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab' }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: true,
      kind: 3,
      item: { originalId: 'gh_0123456789ab' },
    })
  })

  test('accepts a client URL alone (desktop)', () => {
    expect(parseRedirectQuery({ kind: '3', clientUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: true, kind: 3, item: { clientUrl: SAFE } })
  })

  test('refuses a mini program item with neither original id nor client URL', () => {
    expect(parseRedirectQuery({ kind: '3', innerLink: 'pages/index/index', targetUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: false,
      reason: 'missing-target',
    })
  })

  test('refuses a client URL off the allow-list', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', clientUrl: 'https://evil.example/' }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })

  test('refuses a client URL that does not parse', () => {
    expect(parseRedirectQuery({ kind: '3', clientUrl: 'not a url' }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses an original id with characters no id has', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_1"><script>' }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unparsable-target' })
  })

  it('keeps the app id of kind 3, by which the mini-program opens another', () => {
    expect(parseRedirectQuery({ kind: '3', appId: 'wx0123456789abcdef', innerLink: 'pages/hotel/index' }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: true,
      kind: 3,
      item: { appId: 'wx0123456789abcdef', innerLink: 'pages/hotel/index' },
    })
  })

  it('refuses an app id not in WeChat\'s form', () => {
    expect(parseRedirectQuery({ kind: '3', appId: 'wx0123' }, DOMAINS, HTTPS_ONLY)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses an inner link that is a URL with a scheme', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'https://evil.example/' }, DOMAINS, HTTPS_ONLY)).toMatchObject({
      reason: 'unparsable-target',
    })
  })

  test('refuses an inner link with spaces', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'pages/a b' }, DOMAINS, HTTPS_ONLY)).toMatchObject({
      reason: 'unparsable-target',
    })
  })
  test.each([
    ['a javascript: link', 'javascript:alert(document.cookie)'],
    ['an http link', 'http:pages/x/index'],
    ['a colon before the first slash', 'weixin:pages/x/index'],
    ['a protocol-relative link', '//evil.example/pages/x'],
    ['a backslash', 'pages\\x\\index'],
    ['a line break inside', 'pages/x/index?a=1\r\nb=2'],
  ])('refuses an inner link that is %s', (_name, innerLink) => {
    expect(parseRedirectQuery({ kind: '3', originalId: GH_ID, innerLink }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: false,
      reason: 'unparsable-target',
    })
  })

  test('keeps an inner link from the root', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: GH_ID, innerLink: '/pages/x/index' }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: true,
      kind: 3,
      item: { originalId: GH_ID, innerLink: '/pages/x/index' },
    })
  })

  test('refuses a plain http client URL in a production build', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: GH_ID, clientUrl: PLAIN_HTTP }, DOMAINS, HTTPS_ONLY)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })
})

describe('parseRedirectQuery: https only in production builds', () => {
  test.each(['0', '1', '4'])('kind %s refuses a plain http link to an allowed host', (kind) => {
    expect(parseRedirectQuery({ kind, targetUrl: PLAIN_HTTP }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'unsafe-target' })
  })

  test('kind 1 follows a plain http link to an allowed host in a local or mock build', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: PLAIN_HTTP }, DOMAINS, HTTP_ALLOWED)).toEqual({
      ok: true,
      kind: 1,
      item: { targetUrl: PLAIN_HTTP },
    })
  })

  test('kind 1 refuses a plain http link to another host in a local or mock build too', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: 'http://evil.example/' }, DOMAINS, HTTP_ALLOWED)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })
})

describe('parseRedirectQuery: the kind', () => {
  test('refuses an item without a kind', () => {
    expect(parseRedirectQuery({ targetUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'missing-kind' })
  })

  test('refuses an empty kind as missing', () => {
    expect(parseRedirectQuery({ kind: '', targetUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'missing-kind' })
  })

  test.each(['2', '5', '9', '10', '-1', '0.5', 'abc', '0x0', '１'])('refuses the unknown kind %p', (kind) => {
    expect(parseRedirectQuery({ kind, targetUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toEqual({ ok: false, reason: 'unknown-kind' })
  })

  test('reads a kind with spaces around it', () => {
    expect(parseRedirectQuery({ kind: ' 1 ', targetUrl: SAFE }, DOMAINS, HTTPS_ONLY)).toMatchObject({ ok: true, kind: 1 })
  })

  test('refuses everything when the allow-list is empty', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: SAFE }, [], HTTPS_ONLY)).toEqual({ ok: false, reason: 'unsafe-target' })
  })
})

describe('partnerRedirectKind', () => {
  test('opens the partner as a mini program inside the mini program', () => {
    expect(partnerRedirectKind({ isMiniProgram: true, isInApp: false })).toBe(3)
  })

  test('opens the partner in-app in the app', () => {
    expect(partnerRedirectKind({ isMiniProgram: false, isInApp: true })).toBe(0)
  })

  test('opens the partner in-app in a plain browser', () => {
    expect(partnerRedirectKind({ isMiniProgram: false, isInApp: false })).toBe(0)
  })
})

describe('followFailureKey', () => {
  test.each([
    ['upgrade-required', 'host.versionTooOld'],
    ['unsupported', 'host.unsupported'],
    ['refused', 'host.linkRefused'],
  ] as const)('says %s with %s', (outcome, key) => {
    expect(followFailureKey(outcome)).toBe(key)
  })

  test('says nothing when the link was followed', () => {
    expect(followFailureKey('done')).toBeUndefined()
  })
})

describe('parseRedirectQuery: query values of the wrong type', () => {
  it.each(WRONG_TYPES)('refuses %s as the target of a link', (_name, value) => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: value }, DOMAINS, HTTP_ALLOWED)).toEqual({ ok: false, reason: 'missing-target' })
  })

  it.each(WRONG_TYPES)('refuses %s as the kind', (_name, value) => {
    expect(parseRedirectQuery({ kind: value, targetUrl: SAFE }, DOMAINS, HTTP_ALLOWED)).toEqual({ ok: false, reason: 'missing-kind' })
  })

  it.each(WRONG_TYPES)('refuses %s as the only mini-program target', (_name, value) => {
    expect(parseRedirectQuery({ kind: '3', originalId: value }, DOMAINS, HTTP_ALLOWED)).toEqual({ ok: false, reason: 'missing-target' })
  })
})
