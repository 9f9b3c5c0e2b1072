import {
  normaliseMarketPlace,
  parseHostApiHost,
  parseHostFlag,
  parseHostLanguage,
  parseHostMarketPlace,
  parseHostPath,
  parseHostString,
  parseHostVersion,
} from '@/platform/host-values'
import { loadAsBuild } from '../support/build-environment'

describe('parseHostString', () => {
  test('takes a string', () => {
    expect(parseHostString('token-1')).toBe('token-1')
  })

  test('takes the empty string (no token)', () => {
    expect(parseHostString('')).toBe('')
  })

  test('takes a number as its text', () => {
    expect(parseHostString(10086)).toBe('10086')
  })

  test.each([undefined, null, {}, Number.NaN])('rejects %p', (raw) => {
    expect(parseHostString(raw)).toBeUndefined()
  })
})

describe('parseHostFlag', () => {
  test.each([true, 1, 'true', '1'])('reads %p as true', (raw) => {
    expect(parseHostFlag(raw)).toBe(true)
  })

  test.each([false, 0, 'false', '0'])('reads %p as false', (raw) => {
    expect(parseHostFlag(raw)).toBe(false)
  })

  test.each(['yes', 2, null, undefined])('rejects %p', (raw) => {
    expect(parseHostFlag(raw)).toBeUndefined()
  })
})

describe('parseHostVersion', () => {
  test('takes an object', () => {
    expect(parseHostVersion({ version: '3.25.2', equipment: 'dev-1' })).toEqual({ version: '3.25.2', equipment: 'dev-1' })
  })

  test('takes JSON text', () => {
    expect(parseHostVersion('{"version":"3.0.7","equipment":"mac-1"}')).toEqual({ version: '3.0.7', equipment: 'mac-1' })
  })

  test('a missing equipment is empty', () => {
    expect(parseHostVersion({ version: '3.25.2' })).toEqual({ version: '3.25.2', equipment: '' })
  })

  test.each([{ version: '' }, { version: 3 }, { version: '1.0.0', equipment: 7 }, 'not json', null])('rejects %p', (raw) => {
    expect(parseHostVersion(raw)).toBeUndefined()
  })
})

describe('parseHostLanguage', () => {
  test('takes a supported language', () => {
    expect(parseHostLanguage('zh_HK')).toBe('zh_HK')
  })

  test('rejects another language', () => {
    expect(parseHostLanguage('ja_JP')).toBeUndefined()
  })
})

describe('parseHostApiHost in the mock build', () => {
  test('takes the build own host', () => {
    expect(parseHostApiHost('/api')).toBe('/api')
  })

  test('rejects a host of another environment', () => {
    expect(parseHostApiHost('https://pre-api.speedup.example')).toBeUndefined()
  })

  test('rejects any other host', () => {
    expect(parseHostApiHost('https://evil.example/api')).toBeUndefined()
  })
})

describe('parseHostApiHost in a production build', () => {
  const inProduction = loadAsBuild('prod', () =>
    jest.requireActual<typeof import('@/platform/host-values')>('@/platform/host-values'),
  ).parseHostApiHost

  test.each(['https://api.speedup.example', 'https://api.quickline.example'])('takes %p', (host) => {
    expect(inProduction(host)).toBe(host)
  })

  test.each([
    'http://127.0.0.1:10086/api',
    '/api',
    'https://dev-api.speedup.example',
    'https://test-api.quickline.example',
    'https://pre-api.speedup.example',
    'http://api.speedup.example',
    'https://api.speedup.example/',
  ])('rejects %p', (host) => {
    expect(inProduction(host)).toBeUndefined()
  })
})

describe('parseHostPath', () => {
  test('takes an in-app path', () => {
    expect(parseHostPath('/welfare?tab=1')).toBe('/welfare?tab=1')
  })

  test.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'welfare'])('rejects %p', (raw) => {
    expect(parseHostPath(raw)).toBeUndefined()
  })
})

describe('marketplace', () => {
  test('google becomes google_new', () => {
    expect(normaliseMarketPlace('google')).toBe('google_new')
  })

  test('other marketplaces stay', () => {
    expect(normaliseMarketPlace('xiaomi')).toBe('xiaomi')
  })

  test('the host answer google is read as google_new', () => {
    expect(parseHostMarketPlace(' google ')).toBe('google_new')
  })

  test('an empty host answer is no marketplace', () => {
    expect(parseHostMarketPlace('')).toBeUndefined()
  })
})
