/** @jest-environment node */
import { BuildEnvironmentError, resolveBuildEnvironment } from '../../config/environment'
import environments from '../../src/config/environments.json'
import { TEST_BUILD_KEY } from '../support/build-environment'

const MOCK_KEY = environments.mock.aesKeyHex

describe('build environment', () => {
  it('builds for the mock environment when APP_ENV is not set', () => {
    expect(resolveBuildEnvironment(undefined, undefined).name).toBe('mock')
  })

  it('gives the mock build the development key of the mock environment', () => {
    expect(resolveBuildEnvironment('mock', undefined).aesKeyHex).toBe(MOCK_KEY)
  })

  it('gives the local build the development key', () => {
    expect(resolveBuildEnvironment('local', undefined).aesKeyHex).toBe(environments.local.aesKeyHex)
  })

  it('takes the production key from APP_AES_KEY', () => {
    expect(resolveBuildEnvironment('prod', TEST_BUILD_KEY).aesKeyHex).toBe(TEST_BUILD_KEY)
  })

  it('gives a production build its own hosts and nothing of another environment', () => {
    expect(resolveBuildEnvironment('prod', TEST_BUILD_KEY)).toEqual({
      name: 'prod',
      host: 'https://api.speedup.example',
      secondBrandHost: 'https://api.quickline.example',
      aesKeyHex: TEST_BUILD_KEY,
      helpRefundQuestionId: 48,
    })
  })

  it('refuses an unknown environment name', () => {
    expect(() => resolveBuildEnvironment('staging', TEST_BUILD_KEY)).toThrow('APP_ENV must be one of')
  })

  it('refuses a build that is not local or mock without APP_AES_KEY', () => {
    expect(() => resolveBuildEnvironment('prod', undefined)).toThrow(
      new BuildEnvironmentError("APP_ENV=prod has no AES key: set APP_AES_KEY to prod's own AES-256 key, 64 hexadecimal characters."),
    )
  })

  it('refuses an empty APP_AES_KEY for the test environment', () => {
    expect(() => resolveBuildEnvironment('test', '')).toThrow('APP_ENV=test has no AES key')
  })

  it('refuses a key that is not 64 hex characters', () => {
    expect(() => resolveBuildEnvironment('test', 'xyz')).toThrow('not 64 hexadecimal characters')
  })

  it.each(['dev', 'test', 'pre', 'prod'])('refuses the published mock key for %s', (name) => {
    expect(() => resolveBuildEnvironment(name, MOCK_KEY)).toThrow('refuses the published development key')
  })

  it('refuses the published mock key in capitals', () => {
    expect(() => resolveBuildEnvironment('prod', MOCK_KEY.toUpperCase())).toThrow('refuses the published development key')
  })

  it.each([
    ['64 zeros', '0'.repeat(64)],
    ['64 times the letter f', 'f'.repeat(64)],
    ['two characters repeated', 'ab'.repeat(32)],
    ['the hex digits four times over', '0123456789abcdef'.repeat(4)],
    ['a 32-character block twice', `${TEST_BUILD_KEY.slice(0, 32)}${TEST_BUILD_KEY.slice(0, 32)}`],
    ['only seven distinct characters', '0123456'.repeat(9).slice(0, 63) + '1'],
  ])('refuses a trivial key: %s', (_name, key) => {
    expect(() => resolveBuildEnvironment('prod', key)).toThrow('refuses a trivial key')
  })

  it('lets a mock build take another key from APP_AES_KEY', () => {
    expect(resolveBuildEnvironment('mock', TEST_BUILD_KEY).aesKeyHex).toBe(TEST_BUILD_KEY)
  })

  it('reports each refusal as a build environment error', () => {
    expect(() => resolveBuildEnvironment('pre', '0'.repeat(64))).toThrow(BuildEnvironmentError)
  })

  it('refuses a build that is not local or mock with a plain-http API host', () => {
    jest.isolateModules(() => {
      jest.doMock('../../src/config/environments.json', () => ({
        ...environments,
        pre: { ...environments.pre, secondBrandHost: 'http://pre-api.quickline.example' },
      }))
      const isolated = jest.requireActual<typeof import('../../config/environment')>('../../config/environment')
      expect(() => isolated.resolveBuildEnvironment('pre', TEST_BUILD_KEY)).toThrow(
        'APP_ENV=pre: every API host must be https in src/config/environments.json; got "http://pre-api.quickline.example".',
      )
    })
  })

  describe('for the mini-program', () => {
    const weapp = { platform: 'weapp' } as const

    it('keeps the H5 mock build on its own origin', () => {
      expect(resolveBuildEnvironment('mock', undefined).host).toBe('/api')
    })

    it('gives the mock and local mini-program builds the local mock API, absolute', () => {
      expect(resolveBuildEnvironment('mock', undefined, weapp).host).toBe('http://127.0.0.1:10087/api')
      expect(resolveBuildEnvironment('local', undefined, weapp).secondBrandHost).toBe('http://127.0.0.1:10087/api')
    })

    it('points a development mini-program build at the mock port it is given', () => {
      expect(resolveBuildEnvironment('mock', undefined, { platform: 'weapp', mockPort: 19087 }).host).toBe('http://127.0.0.1:19087/api')
    })

    it('refuses a mock port that is not a port', () => {
      expect(() => resolveBuildEnvironment('mock', undefined, { platform: 'weapp', mockPort: 70000 })).toThrow(
        'MOCK_PORT must be a port number from 1 to 65535; got "70000".',
      )
    })

    it('gives a production mini-program build the production https hosts', () => {
      expect(resolveBuildEnvironment('prod', TEST_BUILD_KEY, weapp).host).toBe('https://api.speedup.example')
    })

    it('stops a mini-program build whose API host is relative, which WeChat refuses', () => {
      jest.isolateModules(() => {
        const { miniProgramHost: _relativeInWeapp, ...mockWithoutOwnHost } = environments.mock
        jest.doMock('../../src/config/environments.json', () => ({ ...environments, mock: mockWithoutOwnHost }))
        const isolated = jest.requireActual<typeof import('../../config/environment')>('../../config/environment')
        expect(() => isolated.resolveBuildEnvironment('mock', undefined, weapp)).toThrow(
          'APP_ENV=mock: WeChat refuses a relative API host ("/api"); give mock an absolute miniProgramHost in src/config/environments.json.',
        )
      })
    })

    it('stops a mini-program build outside local and mock whose API host is plain http', () => {
      jest.isolateModules(() => {
        jest.doMock('../../src/config/environments.json', () => ({
          ...environments,
          test: { ...environments.test, miniProgramHost: 'http://test-api.speedup.example' },
        }))
        const isolated = jest.requireActual<typeof import('../../config/environment')>('../../config/environment')
        expect(() => isolated.resolveBuildEnvironment('test', TEST_BUILD_KEY, weapp)).toThrow(
          'APP_ENV=test: every API host must be https in src/config/environments.json; got "http://test-api.speedup.example".',
        )
      })
    })
  })
})
