import {
  describeValue,
  normaliseMarketPlace,
  parseHostApiHost,
  parseHostFlag,
  parseHostLanguage,
  parseHostMarketPlace,
  parseHostPath,
  parseHostToken,
  parseHostUid,
  parseHostVersion,
} from '@/platform/host-values'
import { loadAsBuild } from '../support/build-environment'
import { HOSTILE_VALUES } from '../support/hostile-values'

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('parseHostToken', () => {
  test('takes a token of printable ASCII', () => {
    expect(parseHostToken('eyJhbGciOi.J9-_~+/=')).toBe('eyJhbGciOi.J9-_~+/=')
  })

  test('takes the empty string (logged out)', () => {
    expect(parseHostToken('')).toBe('')
  })

  test('takes a token of 512 characters', () => {
    expect(parseHostToken('t'.repeat(512))).toBe('t'.repeat(512))
  })

  test('refuses a token of 513 characters', () => {
    expect(parseHostToken('t'.repeat(513))).toBeUndefined()
  })

  test('refuses a token with a space', () => {
    expect(parseHostToken('token 1')).toBeUndefined()
  })

  test('refuses a number, which is no token the server issues', () => {
    expect(parseHostToken(10086)).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('refuses %s', (_name, raw) => {
    expect(parseHostToken(raw)).toBeUndefined()
  })

  test.each([undefined, null, true])('refuses %p', (raw) => {
    expect(parseHostToken(raw)).toBeUndefined()
  })
})

describe('parseHostUid', () => {
  test('takes a short name', () => {
    expect(parseHostUid('u_7-A')).toBe('u_7-A')
  })

  test('takes the empty string (no user)', () => {
    expect(parseHostUid('')).toBe('')
  })

  test('takes a whole number as its decimal text', () => {
    expect(parseHostUid(10086)).toBe('10086')
  })

  test.each([-1, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %p', (raw) => {
    expect(parseHostUid(raw)).toBeUndefined()
  })

  test('refuses a uid of 65 characters', () => {
    expect(parseHostUid('7'.repeat(65))).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('refuses %s', (_name, raw) => {
    expect(parseHostUid(raw)).toBeUndefined()
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

  test('trims the version', () => {
    expect(parseHostVersion({ version: ' 3.25.2 ' })).toEqual({ version: '3.25.2', equipment: '' })
  })

  test('takes a device code with dots, colons and dashes', () => {
    expect(parseHostVersion({ version: '3', equipment: 'AA:BB:CC.dev-1_x' })?.equipment).toBe('AA:BB:CC.dev-1_x')
  })

  test('an equipment may be a model name with inner spaces', () => {
    expect(parseHostVersion({ version: '3', equipment: 'HUAWEI ELS-AN00' })?.equipment).toBe('HUAWEI ELS-AN00')
  })

  test('an equipment with a leading space is dropped', () => {
    expect(parseHostVersion({ version: '3', equipment: ' dev' })?.equipment).toBe('')
  })

  test.each(['3.30.0-β', '3.30.0-beta', 'v3.30.0', '3..0', '1.2.3.4.5', ''])('rejects the version %p', (version) => {
    expect(parseHostVersion({ version, equipment: 'dev-1' })).toBeUndefined()
  })

  test.each([{ version: 3 }, 'not json', null])('rejects %p', (raw) => {
    expect(parseHostVersion(raw)).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('rejects %s as the version', (_name, version) => {
    expect(parseHostVersion({ version, equipment: 'dev-1' })).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('keeps the version and drops %s as the equipment', (_name, equipment) => {
    expect(parseHostVersion({ version: '3.30.0', equipment })).toEqual({ version: '3.30.0', equipment: '' })
  })

  test('logs a dropped equipment by its size, not its content', () => {
    parseHostVersion({ version: '3.30.0', equipment: '<img src=x>' })
    expect(console.warn).toHaveBeenCalledWith('[host] getVersion: ignored an invalid equipment (a string of 11 characters)')
  })
})

describe('parseHostLanguage', () => {
  test('takes a supported language', () => {
    expect(parseHostLanguage('zh_HK')).toBe('zh_HK')
  })

  test('rejects another language', () => {
    expect(parseHostLanguage('ja_JP')).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('rejects %s', (_name, raw) => {
    expect(parseHostLanguage(raw)).toBeUndefined()
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

  test('a name of 32 characters is taken', () => {
    expect(parseHostMarketPlace('m'.repeat(32))).toBe('m'.repeat(32))
  })

  test('a name of 33 characters is rejected', () => {
    expect(parseHostMarketPlace('m'.repeat(33))).toBeUndefined()
  })

  test('an empty host answer is no marketplace', () => {
    expect(parseHostMarketPlace('')).toBeUndefined()
  })

  test.each(HOSTILE_VALUES)('rejects %s', (_name, raw) => {
    expect(parseHostMarketPlace(raw)).toBeUndefined()
  })
})

describe('describeValue', () => {
  test('gives a string by its length only', () => {
    expect(describeValue('a\r\nX-Evil: 1')).toBe('a string of 12 characters')
  })

  test.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [[1], 'an array'],
    [{}, 'an object'],
    [7, 'a number'],
  ])('gives %p as %p', (raw, described) => {
    expect(describeValue(raw)).toBe(described)
  })
})
