import { waitFor } from '@testing-library/react'
import { environment } from '@/config'
import { configureSecureStorage, secureStorage } from '@/platform'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { chooseLanguage } from '@/stores/language'
import { SessionStore } from '@/stores/session'

function stores() {
  const session = new SessionStore('/api')
  session.setHostVersion('3.30.0', 'device-1')
  const loader = jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>().mockResolvedValue([])
  return { session, agreements: new AgreementStore(loader), loader }
}

beforeAll(() => configureSecureStorage(environment.aesKeyHex))

beforeEach(() => window.localStorage.clear())

test('the chosen language shows at once', () => {
  const { session, agreements } = stores()
  chooseLanguage({ session, agreements }, 'vi_VN')
  expect(session.language).toBe('vi_VN')
})

test('the chosen language is kept for the next visit', async () => {
  const { session, agreements } = stores()
  chooseLanguage({ session, agreements }, 'zh_HK')
  // sealing takes random bytes from the platform, which answer a moment later
  await waitFor(() => expect(secureStorage.get('lang')).toBe('zh_HK'))
})

test('the agreements load again in the chosen language for the host version', () => {
  const { session, agreements, loader } = stores()
  chooseLanguage({ session, agreements }, 'en_US')
  expect(loader.mock.calls[0]?.[0]).toMatchObject({ lang: 'en_US', version: '3.30.0' })
})
