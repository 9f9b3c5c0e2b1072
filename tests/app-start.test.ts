import { fetchUserInfo, type UserInfo } from '@/api/user'
import { hasFirstReads, startFirstReads } from '@/api/screen-reads'
import { connectScreenOpening, startApp } from '@/app-start'
import * as platform from '@/platform'
import type { HostGlobalHandlers } from '@/platform'
import { AgreementStore, type ProtocolLoader } from '@/stores/agreements'
import { HttpError } from '@/services/http/errors'
import { TranslationStore } from '@/stores/language'
import { NetworkStore } from '@/stores/network'
import { SessionStore } from '@/stores/session'
import { TextStore } from '@/stores/texts'
import { UiStore } from '@/stores/ui'
import { deferred } from './support/deferred'
import { catalogOf } from './support/texts'

// Start-up talks to the host only through these names of @/platform.
jest.mock('@/platform', () => ({
  // the answer parsers are pure: the real ones, as the platform entry re-exports them
  ...jest.requireActual<typeof import('@/platform/host-values')>('@/platform/host-values'),
  askHost: jest.fn(),
  configureSecureStorage: jest.fn(),
  currentPath: jest.fn(),
  currentQuery: jest.fn(),
  detectClient: jest.fn(),
  deviceLocales: jest.fn(),
  FIRST_PAGE_KNOWN_AT_LOAD: true,
  host: { initPage: jest.fn() },
  installAccessibleControls: jest.fn(),
  installAccessibleControlsOnFirstKey: jest.fn(),
  installHostGlobals: jest.fn(),
  isDesktopApp: jest.fn(),
  isSecondBrandSite: jest.fn(),
  obtainToken: jest.fn(),
  rawQueryString: jest.fn(),
  redirectTo: jest.fn(),
  secureStorage: { get: jest.fn(), set: jest.fn(), remove: jest.fn() },
  setDocumentLanguage: jest.fn(),
  tokenStore: { get: jest.fn(), set: jest.fn(), clear: jest.fn(), dropInvalid: jest.fn() },
  whenPaintSettled: jest.fn((task: () => void) => task()),
  onRouteOpen: jest.fn(),
}))
jest.mock('@/api/screen-reads', () => ({ hasFirstReads: jest.fn(), startFirstReads: jest.fn() }))
jest.mock('@/api/user', () => ({ ...jest.requireActual<typeof import('@/api/user')>('@/api/user'), fetchUserInfo: jest.fn() }))
// The mock environment uses one host for both brands; production-like hosts tell them apart.
jest.mock('@/config', () => {
  const actual = jest.requireActual<typeof import('@/config')>('@/config')
  const hosts = { host: 'https://api.speedup.example', secondBrandHost: 'https://api.quickline.example' }
  return { ...actual, environment: { ...actual.environment, ...hosts }, knownApiHosts: Object.values(hosts) }
})

const fake = jest.mocked(platform)
const fetchUserInfoMock = jest.mocked(fetchUserInfo)

const USER: UserInfo = {
  uid: 'u-7',
  accountType: 1,
  nickname: 'Ann',
  phone: '',
  email: '',
  vipExpireAt: 0,
  superVipExpireAt: 0,
  riskStatus: 0,
}

let stored: Map<string, string>
let hostAnswers: Record<string, unknown>

/** Lets the host answers (sent after a macrotask, like a real bridge) and their handlers run. */
function settle(): Promise<void> {
  return new Promise((done) => setTimeout(done, 5))
}

function setup(path = '/welfare') {
  fake.currentPath.mockReturnValue(path)
  const loader = jest.fn<ReturnType<ProtocolLoader>, Parameters<ProtocolLoader>>().mockResolvedValue([])
  const stores = {
    session: new SessionStore('/api'),
    translation: new TranslationStore(),
    ui: new UiStore(),
    agreements: new AgreementStore(loader),
    network: new NetworkStore(),
  }
  return { stores, session: stores.session, translation: stores.translation, loader }
}

function installedGlobals(): HostGlobalHandlers {
  const handlers = fake.installHostGlobals.mock.calls[0]?.[0]
  if (!handlers) throw new Error('installHostGlobals was not called')
  return handlers
}

beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
  stored = new Map()
  hostAnswers = {}
  fake.secureStorage.get.mockImplementation((key) => stored.get(key))
  fake.secureStorage.set.mockImplementation(async (key, value) => {
    stored.set(key, value)
  })
  fake.currentQuery.mockReturnValue({})
  fake.rawQueryString.mockReturnValue('')
  fake.deviceLocales.mockReturnValue([])
  fake.isSecondBrandSite.mockReturnValue(false)
  fake.isDesktopApp.mockReturnValue(false)
  fake.obtainToken.mockResolvedValue(undefined)
  fake.redirectTo.mockResolvedValue(undefined)
  fake.askHost.mockImplementation(
    (message, parse) =>
      new Promise((done) => {
        setTimeout(() => done(message in hostAnswers ? parse(hostAnswers[message]) : undefined), 0)
      }),
  )
  fetchUserInfoMock.mockResolvedValue(USER)
  jest.mocked(hasFirstReads).mockReturnValue(true)
  jest.mocked(startFirstReads).mockResolvedValue(undefined)
})

afterEach(() => jest.restoreAllMocks())

describe('startApp language', () => {
  it('takes the query language before the stored one', async () => {
    stored.set('lang', 'en_US')
    fake.rawQueryString.mockReturnValue('?lang=vi_VN')
    const { stores, translation } = setup()
    await startApp(stores)
    expect(translation.language).toBe('vi_VN')
  })

  it('stores the query language for the next page load', async () => {
    stored.set('lang', 'en_US')
    fake.rawQueryString.mockReturnValue('?from=mail&lang=zh_TW')
    const { stores } = setup()
    await startApp(stores)
    expect(stored.get('lang')).toBe('zh_TW')
  })

  it('takes the stored language when the query has none', async () => {
    stored.set('lang', 'zh_HK')
    fake.deviceLocales.mockReturnValue(['en-US'])
    const { stores, translation } = setup()
    await startApp(stores)
    expect(translation.language).toBe('zh_HK')
  })

  it('takes the stored language when the query language is unsupported', async () => {
    stored.set('lang', 'en_US')
    fake.rawQueryString.mockReturnValue('?lang=fr_FR')
    const { stores, translation } = setup()
    await startApp(stores)
    expect([translation.language, stored.get('lang')]).toEqual(['en_US', 'en_US'])
  })

  it("follows the device's language on a first visit", async () => {
    fake.deviceLocales.mockReturnValue(['fr-FR', 'vi-VN'])
    const { stores, translation } = setup()
    await startApp(stores)
    expect(translation.language).toBe('vi_VN')
  })

  it("does not store the device's language, so a changed device is followed next time", async () => {
    fake.deviceLocales.mockReturnValue(['en-US'])
    const { stores } = setup()
    await startApp(stores)
    expect(stored.has('lang')).toBe(false)
  })

  it('falls back to zh_CN without a query, stored or device language', async () => {
    fake.deviceLocales.mockReturnValue(['fr-FR'])
    const { stores, translation } = setup()
    await startApp(stores)
    expect(translation.language).toBe('zh_CN')
  })

  it('reads the language from the semicolon query on /zfbVerified', async () => {
    fake.rawQueryString.mockReturnValue('?a=1;lang=vi_VN;b=2')
    fake.currentQuery.mockReturnValue({ a: '1;lang=vi_VN;b=2' })
    const { stores, translation } = setup('/zfbVerified')
    await startApp(stores)
    expect(translation.language).toBe('vi_VN')
  })

  it('does not read the semicolon query on other paths', async () => {
    fake.rawQueryString.mockReturnValue('?a=1;lang=vi_VN')
    fake.currentQuery.mockReturnValue({ a: '1;lang=vi_VN' })
    const { stores, translation } = setup('/welfare')
    await startApp(stores)
    expect(translation.language).toBe('zh_CN')
  })

  it('applies and stores the language the host answers to getLang', async () => {
    fake.rawQueryString.mockReturnValue('?lang=vi_VN')
    hostAnswers.getLang = 'en_US'
    const { stores, translation } = setup()
    await startApp(stores)
    await settle()
    expect([translation.language, stored.get('lang')]).toEqual(['en_US', 'en_US'])
  })

  it('labels the document with the start language', async () => {
    fake.rawQueryString.mockReturnValue('?lang=en_US')
    const { stores } = setup()
    await startApp(stores)
    expect(fake.setDocumentLanguage).toHaveBeenLastCalledWith('en_US')
  })

  it('labels the document again when the language changes', async () => {
    const { stores } = setup()
    await startApp(stores)
    installedGlobals().setLang('vi_VN')
    expect(fake.setDocumentLanguage).toHaveBeenLastCalledWith('vi_VN')
  })

  it('configures the secure storage with the environment key before reading it', async () => {
    const { stores } = setup()
    await startApp(stores)
    expect(fake.configureSecureStorage.mock.invocationCallOrder[0]).toBeLessThan(
      fake.secureStorage.get.mock.invocationCallOrder[0] ?? 0,
    )
  })
})

describe("startApp first screen's texts", () => {
  const tokenNeverComes = () => fake.obtainToken.mockReturnValue(new Promise(() => undefined))

  it("asks for the first screen's area texts while the host's token is still awaited", async () => {
    tokenNeverComes()
    const { stores, translation } = setup('/welfare')
    void startApp(stores)
    await settle()
    expect(translation.texts.has('welfare', 'zh_CN')).toBe(true)
  })

  it('asks for them in the start language', async () => {
    tokenNeverComes()
    stored.set('lang', 'vi_VN')
    const { stores, translation } = setup('/coinExchange')
    void startApp(stores)
    await settle()
    expect(translation.texts.has('shop', 'vi_VN')).toBe(true)
  })
})

describe("startApp first screen's reads", () => {
  const firstReads = jest.mocked(startFirstReads)

  it('sends none while the session is not ready', async () => {
    fake.obtainToken.mockReturnValue(new Promise(() => undefined))
    const { stores } = setup('/welfare')
    void startApp(stores)
    await settle()
    expect(firstReads).not.toHaveBeenCalled()
  })

  it('sends those of the first screen for a signed-in user once the token is known, before the session is ready', async () => {
    fake.obtainToken.mockResolvedValue('tok-9')
    const { stores, session } = setup('/coinExchange')
    const readyWhenSent: boolean[] = []
    firstReads.mockImplementation(() => {
      readyWhenSent.push(session.ready)
      return Promise.resolve()
    })
    await startApp(stores)
    expect(readyWhenSent).toEqual([false])
    expect(firstReads).toHaveBeenCalledWith({ path: '/coinExchange', signedIn: true, query: {}, onDesktop: false, language: 'zh_CN' })
  })

  it('sends them in the start language', async () => {
    stored.set('lang', 'vi_VN')
    const { stores } = setup('/welfare')
    await startApp(stores)
    expect(firstReads).toHaveBeenCalledWith(expect.objectContaining({ path: '/welfare', language: 'vi_VN' }))
  })

  it('sends them once, not again when the session is ready', async () => {
    const { stores } = setup('/welfare')
    await startApp(stores)
    await settle()
    expect(firstReads).toHaveBeenCalledTimes(1)
  })

  it("sends a visitor's when there is no token", async () => {
    const { stores } = setup('/welfare')
    await startApp(stores)
    expect(firstReads).toHaveBeenCalledWith(expect.objectContaining({ path: '/welfare', signedIn: false }))
  })

  it("passes the screen's query", async () => {
    fake.currentQuery.mockReturnValue({ t: 'recharge' })
    const { stores } = setup('/help')
    await startApp(stores)
    expect(firstReads).toHaveBeenCalledWith(expect.objectContaining({ path: '/help', query: { t: 'recharge' } }))
  })

  it('says when the screen is in a desktop app', async () => {
    fake.isDesktopApp.mockReturnValue(true)
    const { stores } = setup('/inviteV4')
    await startApp(stores)
    expect(firstReads).toHaveBeenCalledWith(expect.objectContaining({ path: '/inviteV4', onDesktop: true }))
  })

  it('sends them on a no-wait path as soon as the shell texts are there, before the token', async () => {
    fake.obtainToken.mockReturnValue(new Promise(() => undefined))
    const { stores } = setup('/signInV4')
    void startApp(stores)
    await settle()
    expect(firstReads).toHaveBeenCalledWith(expect.objectContaining({ path: '/signInV4' }))
  })

  it('sends none for a path that is no screen', async () => {
    const { stores } = setup('/nowhere')
    await startApp(stores)
    expect(firstReads).not.toHaveBeenCalled()
  })
})

describe('a screen the app opens', () => {
  const firstReads = jest.mocked(startFirstReads)

  /** The stores once start-up is done, listening for the screens the app opens; texts of their own. */
  function started() {
    const { session } = setup('/welfare')
    const translation = new TranslationStore(new TextStore())
    connectScreenOpening({ session, translation })
    session.setToken('tok-3')
    session.markReady()
    const [[opened]] = fake.onRouteOpen.mock.calls
    return { session, translation, opened }
  }

  it('sends its first reads with its query, in the language shown, before its page has loaded', () => {
    const { opened } = started()
    opened('/help', { t: 'recharge', page: 2 })
    expect(firstReads).toHaveBeenCalledWith({ path: '/help', signedIn: true, query: { t: 'recharge', page: '2' }, onDesktop: false, language: 'zh_CN' })
  })

  it('asks for its area texts before its page has loaded', async () => {
    const { opened, translation } = started()
    opened('/coinExchange', {})
    await settle()
    expect(translation.texts.has('shop', 'zh_CN')).toBe(true)
  })

  it('sends no reads for a screen without any', () => {
    jest.mocked(hasFirstReads).mockReturnValue(false)
    const { opened } = started()
    opened('/clause', {})
    expect(firstReads).not.toHaveBeenCalled()
  })

  it('asks for nothing before start-up is done: start-up asks for the first screen itself', () => {
    const { stores, session } = setup('/welfare')
    connectScreenOpening(stores)
    const [[opened]] = fake.onRouteOpen.mock.calls
    opened('/help', {})
    expect([firstReads.mock.calls.length, session.ready]).toEqual([0, false])
  })
})

describe('startApp API host', () => {
  it('uses the API host the storage gives back', async () => {
    stored.set('apiHost', 'https://api.quickline.example')
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.apiHost).toBe('https://api.quickline.example')
  })

  it('uses the second-brand host on the second brand site', async () => {
    fake.isSecondBrandSite.mockReturnValue(true)
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.apiHost).toBe('https://api.quickline.example')
  })

  it('takes an API host from the host getEnv answer', async () => {
    hostAnswers.getEnv = 'https://api.quickline.example'
    const { stores, session } = setup()
    await startApp(stores)
    await settle()
    expect(session.apiHost).toBe('https://api.quickline.example')
  })

  it('ignores a getEnv answer naming another environment', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    hostAnswers.getEnv = 'https://dev-api.speedup.example'
    const { stores, session } = setup()
    await startApp(stores)
    await settle()
    expect([session.apiHost, stored.has('apiHost')]).toEqual(['https://api.speedup.example', false])
  })

  it('switches and stores the API host through the installed switchEnv', async () => {
    const { stores, session } = setup()
    await startApp(stores)
    installedGlobals().switchEnv('https://api.quickline.example')
    expect([session.apiHost, stored.get('apiHost')]).toEqual([
      'https://api.quickline.example',
      'https://api.quickline.example',
    ])
  })
})

/** Start-up on /clause with English kept, its shell chunk arriving when the test says. */
function startInEnglishOnNoWaitPath() {
  stored.set('lang', 'en_US')
  const shellChunk = deferred<Record<string, string>>()
  const texts = new TextStore()
  void texts.load({ area: 'shell', load: () => shellChunk.promise }, 'en_US')
  const { stores } = setup('/clause')
  const translation = new TranslationStore(texts)
  void startApp({ ...stores, translation })
  return { session: stores.session, translation, shellChunk }
}

describe('startApp readiness', () => {
  it('keeps a no-wait path not ready until the shell texts of the start language have loaded', async () => {
    const { session, translation } = startInEnglishOnNoWaitPath()
    await settle()
    expect([session.ready, translation.language]).toEqual([false, 'zh_CN'])
  })

  it('marks a no-wait path ready in the start language once its shell texts arrive', async () => {
    const { session, translation, shellChunk } = startInEnglishOnNoWaitPath()
    shellChunk.resolve(catalogOf('shell', 'en_US'))
    await settle()
    expect([session.ready, translation.t('common.retry')]).toEqual([true, 'Retry'])
  })

  it('marks a no-wait path ready before the token arrives', async () => {
    fake.obtainToken.mockReturnValue(new Promise(() => undefined))
    const { stores, session } = setup('/clause')
    void startApp(stores)
    await settle()
    expect(session.ready).toBe(true)
  })

  it('keeps another path not ready while the token is awaited', async () => {
    fake.obtainToken.mockReturnValue(new Promise(() => undefined))
    const { stores, session } = setup('/welfare')
    void startApp(stores)
    await settle()
    expect(session.ready).toBe(false)
  })

  it('marks another path ready once the token arrives', async () => {
    const token = deferred<string | undefined>()
    fake.obtainToken.mockReturnValue(token.promise)
    const { stores, session } = setup('/welfare')
    const started = startApp(stores)
    token.resolve('tok-1')
    await started
    expect(session.ready).toBe(true)
  })

  it('keeps the token from the host', async () => {
    fake.obtainToken.mockResolvedValue('tok-1')
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.token).toBe('tok-1')
  })

  it('tells the host the page and its navigation callback once ready', async () => {
    const { stores } = setup('/welfare')
    await startApp(stores)
    expect(fake.host.initPage).toHaveBeenCalledWith({ path: '/welfare', navigate: 'navigate' })
  })
})

describe('startApp host answers', () => {
  it('stores the version and device code of the host', async () => {
    hostAnswers.getVersion = { version: '3.30.0', equipment: 'dev-9' }
    const { stores, session } = setup()
    await startApp(stores)
    await settle()
    expect([session.appVersion, session.deviceCode]).toEqual(['3.30.0', 'dev-9'])
  })

  it('loads the agreements first without a version', async () => {
    stored.set('lang', 'en_US')
    const { stores, loader } = setup()
    await startApp(stores)
    stores.ui.noteScreenShown()
    await settle()
    expect(loader).toHaveBeenNthCalledWith(1, { lang: 'en_US', version: '' })
  })

  /** Start-up on /welfare with its page shown and its first reads held unanswered until `answered` is resolved. */
  async function shownWithReadsHeld() {
    const answered = deferred()
    jest.mocked(startFirstReads).mockReturnValue(answered.promise)
    const { stores, loader } = setup('/welfare')
    await startApp(stores)
    stores.ui.noteScreenShown()
    await settle()
    return { answered, loader }
  }

  it("loads the agreements only once the first screen's reads have been answered", async () => {
    const { answered, loader } = await shownWithReadsHeld()
    expect(loader).not.toHaveBeenCalled()
    answered.resolve()
    await settle()
    expect(loader).toHaveBeenCalledWith({ lang: 'zh_CN', version: '' })
  })

  it('loads the agreements only once a page has been shown', async () => {
    const { stores, loader } = setup('/welfare')
    await startApp(stores)
    await settle()
    expect(loader).not.toHaveBeenCalled()
    stores.ui.noteScreenShown()
    await settle()
    expect(loader).toHaveBeenCalledWith({ lang: 'zh_CN', version: '' })
  })

  it("loads the agreements and marks taro-ui's controls when the page is idle after the first screen's reads, not before", async () => {
    const idleTasks: Array<() => void> = []
    fake.whenPaintSettled.mockImplementationOnce((task) => void idleTasks.push(task))
    const { stores, loader } = setup('/welfare')
    await startApp(stores)
    stores.ui.noteScreenShown()
    await settle()
    expect([loader.mock.calls.length, fake.installAccessibleControls.mock.calls.length]).toEqual([0, 0])
    idleTasks.forEach((task) => task())
    expect(loader).toHaveBeenCalledWith({ lang: 'zh_CN', version: '' })
    expect(fake.installAccessibleControls).toHaveBeenCalledTimes(1)
  })

  it('loads the agreements on a screen without first reads once its page has been shown, the token still awaited', async () => {
    jest.mocked(hasFirstReads).mockReturnValue(false)
    fake.obtainToken.mockReturnValue(new Promise(() => undefined))
    const { stores, loader } = setup('/clause')
    void startApp(stores)
    await settle()
    stores.ui.noteScreenShown()
    await settle()
    expect(loader).toHaveBeenCalledWith({ lang: 'zh_CN', version: '' })
  })

  it("loads the agreements once, with the host version, when it comes before the first screen's reads are answered", async () => {
    hostAnswers.getVersion = { version: '3.30.0', equipment: 'dev-9' }
    const { answered, loader } = await shownWithReadsHeld()
    answered.resolve()
    await settle()
    expect(loader.mock.calls).toEqual([[{ lang: 'zh_CN', version: '3.30.0' }]])
  })

  it('loads the agreements again with the host version', async () => {
    hostAnswers.getVersion = { version: '3.30.0', equipment: 'dev-9' }
    const { stores, loader } = setup()
    await startApp(stores)
    await settle()
    expect(loader).toHaveBeenLastCalledWith({ lang: 'zh_CN', version: '3.30.0' })
  })

  it('loads the agreements only once when the host sends no version', async () => {
    const { stores, loader } = setup()
    await startApp(stores)
    stores.ui.noteScreenShown()
    await settle()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('stores the marketplace of the host, google rewritten as google_new', async () => {
    hostAnswers.requestMarketPlace = 'google'
    const { stores, session } = setup()
    await startApp(stores)
    await settle()
    expect([session.marketPlace, stored.get('marketPlace')]).toEqual(['google_new', 'google_new'])
  })

  it('takes the stored marketplace before the host answers', async () => {
    stored.set('marketPlace', 'huawei')
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.marketPlace).toBe('huawei')
  })

  it('records the review answer of the host', async () => {
    hostAnswers.getIsReview = 1
    const { stores, session } = setup()
    await startApp(stores)
    await settle()
    expect(session.review).toMatchObject({ isReview: true, isReviewRes: true })
  })
})

describe('startApp host globals', () => {
  it('changes the language through the installed setLang', async () => {
    const { stores, translation } = setup()
    await startApp(stores)
    installedGlobals().setLang('vi_VN')
    expect(translation.language).toBe('vi_VN')
  })

  it('stores the language set through the installed setLang', async () => {
    const { stores } = setup()
    await startApp(stores)
    installedGlobals().setLang('vi_VN')
    expect(stored.get('lang')).toBe('vi_VN')
  })

  it('loads the agreements in the language set through setLang', async () => {
    const { stores, loader } = setup()
    await startApp(stores)
    await settle()
    installedGlobals().setLang('en_US')
    expect(loader).toHaveBeenLastCalledWith({ lang: 'en_US', version: '' })
  })

  it('navigates to a known path through the installed navigate', async () => {
    const { stores } = setup()
    await startApp(stores)
    installedGlobals().navigate?.('/clause')
    expect(fake.redirectTo).toHaveBeenCalledWith('/clause')
  })

  it('navigates to /404 for an unknown path through the installed navigate', async () => {
    const { stores } = setup()
    await startApp(stores)
    installedGlobals().navigate?.('/nowhere')
    expect(fake.redirectTo).toHaveBeenCalledWith('/404')
  })
})

describe('startApp user info', () => {
  it('loads the user info when there is a token', async () => {
    fake.obtainToken.mockResolvedValue('tok-1')
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.userInfo).toEqual(USER)
  })

  it('does not load the user info without a token', async () => {
    const { stores } = setup()
    await startApp(stores)
    expect(fetchUserInfoMock).not.toHaveBeenCalled()
  })

  it('still starts when the user info cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.obtainToken.mockResolvedValue('tok-1')
    fetchUserInfoMock.mockRejectedValue(new Error('network'))
    const { stores, session } = setup()
    await startApp(stores)
    expect([session.ready, session.userInfo]).toEqual([true, null])
  })

  it("shows the membership's ends of an earlier visit, with their time, when start-up has no network", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.obtainToken.mockResolvedValue('tok-1')
    const member = { ...USER, vipExpireAt: 1_800_000_000_000, superVipExpireAt: 0 }
    fetchUserInfoMock.mockResolvedValue(member)
    jest.spyOn(Date, 'now').mockReturnValue(1_790_000_000_000)
    await startApp(setup().stores)

    fetchUserInfoMock.mockRejectedValue(HttpError.offline())
    jest.spyOn(Date, 'now').mockReturnValue(1_790_000_600_000)
    const { stores, session } = setup()
    await startApp(stores)
    expect([session.userInfo, session.lastKnownMembership]).toEqual([
      null,
      { data: { vipExpireAt: 1_800_000_000_000, superVipExpireAt: 0 }, savedAt: 1_790_000_000_000 },
    ])
  })

  it("shows no earlier membership when the server answered with a failure, only when there was no answer", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.obtainToken.mockResolvedValue('tok-1')
    await startApp(setup().stores)
    fetchUserInfoMock.mockRejectedValue(new HttpError('server', 'Request failed with status code 500', 500))
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.lastKnownMembership).toBeNull()
  })

  it("shows no earlier membership of another account", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.obtainToken.mockResolvedValue('tok-1')
    await startApp(setup().stores)
    fake.obtainToken.mockResolvedValue('tok-2')
    fetchUserInfoMock.mockRejectedValue(HttpError.offline())
    const { stores, session } = setup()
    await startApp(stores)
    expect(session.lastKnownMembership).toBeNull()
  })

  it('reads the user info again when the network comes back after start-up missed it', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    fake.obtainToken.mockResolvedValue('tok-1')
    fetchUserInfoMock.mockRejectedValueOnce(HttpError.network())
    const { stores, session } = setup()
    await startApp(stores)
    stores.network.requestMissed()
    stores.network.setOnline(false)
    stores.network.setOnline(true)
    await settle()
    expect(session.userInfo).toEqual(USER)
  })
})
