/** @jest-environment node */
import { resolveBuildEnvironment } from '../../config/environment'

const KEY = 'ab'.repeat(32)

describe('build environment', () => {
  it('builds for the mock environment when APP_ENV is not set', () => {
    expect(resolveBuildEnvironment(undefined, undefined).name).toBe('mock')
  })

  it('uses the development key of the mock environment', () => {
    expect(resolveBuildEnvironment('mock', undefined).aesKeyHex).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a production build without APP_AES_KEY', () => {
    expect(() => resolveBuildEnvironment('prod', undefined)).toThrow('APP_AES_KEY')
  })

  it('takes the production key from APP_AES_KEY', () => {
    expect(resolveBuildEnvironment('prod', KEY)).toEqual({ name: 'prod', aesKeyHex: KEY })
  })

  it('refuses a key that is not 64 hex characters', () => {
    expect(() => resolveBuildEnvironment('test', 'xyz')).toThrow('64 hex')
  })

  it('refuses an unknown environment name', () => {
    expect(() => resolveBuildEnvironment('staging', KEY)).toThrow('APP_ENV must be one of')
  })
})
