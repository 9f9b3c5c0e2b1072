import { waitFor } from '@testing-library/react'
import { environment } from '@/config'
import { configureSecureStorage, secureStorage } from '@/platform'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { chooseLanguage, TranslationStore } from '@/stores/language'
import { SessionStore } from '@/stores/session'

function stores() {
  const session = new SessionStore('/api')
  session.setHostVersion('3.30.0', 'device-1')
  const loader = jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>().mockResolvedValue([])
  return { session, translation: new TranslationStore(), agreements: new AgreementStore(loader), loader }
}

beforeAll(() => configureSecureStorage(environment.aesKeyHex))

beforeEach(() => window.localStorage.clear())

test('the chosen language shows at once', () => {
  const chosen = stores()
  chooseLanguage(chosen, 'vi_VN')
  expect(chosen.translation.language).toBe('vi_VN')
})

test('the chosen language is kept for the next visit', async () => {
  chooseLanguage(stores(), 'zh_HK')
  // sealing takes random bytes from the platform, which answer a moment later
  await waitFor(() => expect(secureStorage.get('lang')).toBe('zh_HK'))
})

test('the agreements load again in the chosen language for the host version', () => {
  const chosen = stores()
  chooseLanguage(chosen, 'en_US')
  expect(chosen.loader.mock.calls[0]?.[0]).toMatchObject({ lang: 'en_US', version: '3.30.0' })
})

describe('TranslationStore', () => {
  it('starts in zh_CN', () => {
    expect(new TranslationStore().language).toBe('zh_CN')
  })

  it('translates in zh_CN by default', () => {
    expect(new TranslationStore().t('common.operationFailed')).toBe('操作失败')
  })

  it('translates in the language it was switched to', () => {
    const translation = new TranslationStore()
    translation.setLanguage('en_US')
    expect(translation.t('common.operationFailed')).toBe('Operation failed')
  })

  it('keeps translating in the new language through a detached t', () => {
    const translation = new TranslationStore()
    const { t } = translation
    translation.setLanguage('zh_TW')
    expect(t('common.operationFailed')).toBe('操作失敗')
  })

  it('fills the placeholders of a translated text', () => {
    const translation = new TranslationStore()
    translation.setLanguage('en_US')
    expect(translation.t('login.resendIn', { seconds: 30 })).toBe('Resend in 30s')
  })
})
