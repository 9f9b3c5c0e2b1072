import { followFailureKey, parseRedirectQuery, partnerRedirectKind } from '@/lib/redirect-item'

const DOMAINS = ['h5.speedup.example', 'www.speedup.example']
const SAFE = 'https://h5.speedup.example/events/spring?from=banner'

describe('parseRedirectQuery: links (kinds 0, 1 and 4)', () => {
  test.each(['0', '1', '4'])('kind %s with an allowed target keeps only the target', (kind) => {
    expect(parseRedirectQuery({ kind, targetUrl: SAFE, originalId: 'gh_0123456789ab', clientUrl: SAFE }, DOMAINS)).toEqual({
      ok: true,
      kind: Number(kind),
      item: { targetUrl: SAFE },
    })
  })

  test('trims the target', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: `  ${SAFE} ` }, DOMAINS)).toMatchObject({ item: { targetUrl: SAFE } })
  })

  test('accepts an allowed host written in capitals', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://WWW.SpeedUp.example/' }, DOMAINS).ok).toBe(true)
  })

  test('refuses a host that is not on the allow-list', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://evil.example/phish' }, DOMAINS)).toEqual({ ok: false, reason: 'unsafe-target' })
  })

  test('refuses an allowed name used as a prefix of another host', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: 'https://h5.speedup.example.evil.example/' }, DOMAINS)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })

  test('refuses a subdomain of an allowed host (spec 5: the host must equal a listed domain)', () => {
    expect(parseRedirectQuery({ kind: '4', targetUrl: 'https://a.www.speedup.example/' }, DOMAINS)).toMatchObject({ reason: 'unsafe-target' })
  })

  test('refuses user info disguising the host as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'https://h5.speedup.example@evil.example/' }, DOMAINS)).toMatchObject({
      reason: 'unparsable-target',
    })
  })

  test('refuses a javascript: target as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: 'javascript:alert(1)' }, DOMAINS)).toEqual({ ok: false, reason: 'unparsable-target' })
  })

  test('refuses a relative target as unparsable', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: '/welfare' }, DOMAINS)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses a target longer than 2048 characters (spec 5 url cap)', () => {
    const long = `https://h5.speedup.example/${'a'.repeat(2048)}`
    expect(parseRedirectQuery({ kind: '0', targetUrl: long }, DOMAINS)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses a link kind without a target', () => {
    expect(parseRedirectQuery({ kind: '0' }, DOMAINS)).toEqual({ ok: false, reason: 'missing-target' })
  })

  test('refuses a link kind whose target is blank', () => {
    expect(parseRedirectQuery({ kind: '1', targetUrl: '   ' }, DOMAINS)).toEqual({ ok: false, reason: 'missing-target' })
  })

  test('does not accept a client URL in place of the target of a link kind', () => {
    expect(parseRedirectQuery({ kind: '0', clientUrl: SAFE }, DOMAINS)).toEqual({ ok: false, reason: 'missing-target' })
  })
})

describe('parseRedirectQuery: mini programs (kind 3)', () => {
  test('keeps the original id, inner link and client URL', () => {
    expect(
      parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'pages/hotel/index?id=3', clientUrl: SAFE, targetUrl: SAFE }, DOMAINS),
    ).toEqual({ ok: true, kind: 3, item: { originalId: 'gh_0123456789ab', innerLink: 'pages/hotel/index?id=3', clientUrl: SAFE } })
  })

  test('accepts an original id alone (mobile)', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab' }, DOMAINS)).toEqual({
      ok: true,
      kind: 3,
      item: { originalId: 'gh_0123456789ab' },
    })
  })

  test('accepts a client URL alone (desktop)', () => {
    expect(parseRedirectQuery({ kind: '3', clientUrl: SAFE }, DOMAINS)).toEqual({ ok: true, kind: 3, item: { clientUrl: SAFE } })
  })

  test('refuses a mini program item with neither original id nor client URL', () => {
    expect(parseRedirectQuery({ kind: '3', innerLink: 'pages/index/index', targetUrl: SAFE }, DOMAINS)).toEqual({
      ok: false,
      reason: 'missing-target',
    })
  })

  test('refuses a client URL off the allow-list', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', clientUrl: 'https://evil.example/' }, DOMAINS)).toEqual({
      ok: false,
      reason: 'unsafe-target',
    })
  })

  test('refuses a client URL that does not parse', () => {
    expect(parseRedirectQuery({ kind: '3', clientUrl: 'not a url' }, DOMAINS)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses an original id with characters no id has', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_1"><script>' }, DOMAINS)).toMatchObject({ reason: 'unparsable-target' })
  })

  test('refuses an inner link that is a URL with a scheme', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'https://evil.example/' }, DOMAINS)).toMatchObject({
      reason: 'unparsable-target',
    })
  })

  test('refuses an inner link with spaces', () => {
    expect(parseRedirectQuery({ kind: '3', originalId: 'gh_0123456789ab', innerLink: 'pages/a b' }, DOMAINS)).toMatchObject({
      reason: 'unparsable-target',
    })
  })
})

describe('parseRedirectQuery: the kind', () => {
  test('refuses an item without a kind', () => {
    expect(parseRedirectQuery({ targetUrl: SAFE }, DOMAINS)).toEqual({ ok: false, reason: 'missing-kind' })
  })

  test('refuses an empty kind as missing', () => {
    expect(parseRedirectQuery({ kind: '', targetUrl: SAFE }, DOMAINS)).toEqual({ ok: false, reason: 'missing-kind' })
  })

  test.each(['2', '5', '9', '10', '-1', '0.5', 'abc', '0x0', '１'])('refuses the unknown kind %p', (kind) => {
    expect(parseRedirectQuery({ kind, targetUrl: SAFE }, DOMAINS)).toEqual({ ok: false, reason: 'unknown-kind' })
  })

  test('reads a kind with spaces around it', () => {
    expect(parseRedirectQuery({ kind: ' 1 ', targetUrl: SAFE }, DOMAINS)).toMatchObject({ ok: true, kind: 1 })
  })

  test('refuses everything when the allow-list is empty', () => {
    expect(parseRedirectQuery({ kind: '0', targetUrl: SAFE }, [])).toEqual({ ok: false, reason: 'unsafe-target' })
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
