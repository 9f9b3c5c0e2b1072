import { encrypt } from '@/lib/crypto'
import environments from '@/config/environments.json'
import type { SessionStore } from '@/stores/session'
import { UiStore } from '@/stores/ui'
import { taroFake } from '../../support/taro-fake'

// The app's wiring of the request client: what 401 and 13003 do on each kind of host (spec 8).

const mockPlatform = {
  configureFailureReports: jest.fn(),
  crossSiteRequestToken: jest.fn((): string | undefined => undefined),
  currentPath: jest.fn(() => '/welfare'),
  currentUrlForRedirect: jest.fn(() => '/welfare?tab=2'),
  goLogin: jest.fn(async () => undefined),
  replaceLocation: jest.fn(),
  platformType: jest.fn(() => 1),
  randomBytes: jest.fn(async (length: number) => new Uint8Array(length).fill(3)),
  tokenStore: { get: jest.fn(), set: jest.fn(), clear: jest.fn(), dropInvalid: jest.fn() },
  watchFieldPerformance: jest.fn(),
}
const mockLoginPolicy = { LOGIN_NEEDS_NOTICE: false }

jest.mock('@/platform', () => mockPlatform)
jest.mock('@/platform/login-policy', () => mockLoginPolicy)

function answerWith(code: number, msg = ''): void {
  const data = code === 200 ? encrypt('{}', environments.mock.aesKeyHex, new Uint8Array(16)) : undefined
  taroFake.requestHandler = async () => ({ statusCode: 200, data: JSON.stringify({ code, msg, data }) })
}

let ui: UiStore
let session: SessionStore

async function request(): Promise<void> {
  const { http } = await import('@/services/http')
  await http.request({ path: '/user/info' })
}

function toastText(): string | undefined {
  return ui.toast?.text
}

// Loaded after the mocks above are defined: the session store and start-up import @/platform.
beforeAll(async () => {
  const { connectServices } = await import('@/app-start')
  const { SessionStore } = await import('@/stores/session')
  const { TranslationStore } = await import('@/stores/language')
  ui = new UiStore()
  session = new SessionStore('/api')
  connectServices({ session, translation: new TranslationStore(), ui })
})

beforeEach(() => {
  jest.useFakeTimers()
  taroFake.reset()
  jest.clearAllMocks()
  mockLoginPolicy.LOGIN_NEEDS_NOTICE = false
  mockPlatform.currentPath.mockReturnValue('/welfare')
})

afterEach(() => jest.useRealTimers())

describe('401 handling', () => {
  // a refusal's login redirect waits 2 s: the next test must not find it pending
  afterEach(() => jest.runOnlyPendingTimers())

  it('hands over to the login at once outside the mini-program', async () => {
    answerWith(401)
    await request()
    expect(mockPlatform.goLogin).toHaveBeenCalledWith()
  })

  it('does nothing on /zfbVerified', async () => {
    answerWith(401)
    mockPlatform.currentPath.mockReturnValue('/zfbVerified')
    await request()
    jest.advanceTimersByTime(5000)
    expect(mockPlatform.goLogin).not.toHaveBeenCalled()
  })

  it('shows 暂未登录 in the mini-program before opening its login page', async () => {
    mockLoginPolicy.LOGIN_NEEDS_NOTICE = true
    answerWith(401)
    await request()
    expect([toastText(), mockPlatform.goLogin.mock.calls.length]).toEqual(['暂未登录', 0])
  })

  it('opens the mini-program login page 2000 ms later with a redirect back', async () => {
    mockLoginPolicy.LOGIN_NEEDS_NOTICE = true
    answerWith(401)
    await request()
    jest.advanceTimersByTime(2000)
    expect(mockPlatform.goLogin).toHaveBeenCalledWith('/welfare?tab=2')
  })

  it('opens the mini-program login page once for refusals a moment apart', async () => {
    mockLoginPolicy.LOGIN_NEEDS_NOTICE = true
    answerWith(401)
    await request()
    jest.advanceTimersByTime(300)
    await request()
    jest.advanceTimersByTime(2000)
    expect(mockPlatform.goLogin).toHaveBeenCalledTimes(1)
  })

  it('stays where the user is when they signed in before the notice ended', async () => {
    mockLoginPolicy.LOGIN_NEEDS_NOTICE = true
    answerWith(401)
    await request()
    const refused = session.loginToken.token
    session.loginToken.hold('fresh-token')
    jest.advanceTimersByTime(2000)
    session.loginToken.hold(refused)
    expect(mockPlatform.goLogin).not.toHaveBeenCalled()
  })
})

describe('13003 handling', () => {
  it('shows the server message on the device page', async () => {
    mockPlatform.currentPath.mockReturnValue('/deviceManage')
    answerWith(13003, '设备已在别处解绑')
    await request()
    expect(toastText()).toBe('设备已在别处解绑')
  })

  it('shows the default unbind message when the server gives none', async () => {
    mockPlatform.currentPath.mockReturnValue('/lineConfig')
    answerWith(13003)
    await request()
    expect(toastText()).toBe('当前已解绑，请重新刷新')
  })

  it('replaces the location with /box?client=1 after 2000 ms', async () => {
    mockPlatform.currentPath.mockReturnValue('/wifiConfig')
    answerWith(13003)
    await request()
    jest.advanceTimersByTime(1999)
    expect(mockPlatform.replaceLocation).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(mockPlatform.replaceLocation).toHaveBeenCalledWith('/box?client=1')
  })
})

describe('token header', () => {
  async function sentHeaders(): Promise<Record<string, string>> {
    let header: Record<string, string> = {}
    taroFake.requestHandler = async (options) => {
      header = (options.header ?? {}) as Record<string, string>
      return { statusCode: 200, data: JSON.stringify({ code: 10001, msg: '', data: null }) }
    }
    await request()
    return header
  }

  it('sends the kept token loaded at start-up, before the session has it', async () => {
    mockPlatform.tokenStore.get.mockReturnValue('cookie-token')
    session.loginToken.load()
    expect([session.token, (await sentHeaders()).token]).toEqual([undefined, 'cookie-token'])
  })

  it('sends a token the session took after an earlier request on the next one', async () => {
    session.setToken(undefined)
    const before = await sentHeaders()
    session.setToken('host-token')
    expect([before.token, (await sentHeaders()).token]).toEqual([undefined, 'host-token'])
  })
})

test('a request says it needs the start-up wiring when nothing configured the client', async () => {
  answerWith(200)
  let fresh: typeof import('@/services/http') | undefined
  jest.isolateModules(() => {
    fresh = jest.requireActual<typeof import('@/services/http')>('@/services/http')
  })
  await expect(fresh?.http.request({ path: '/user/info' })).rejects.toThrow('configureHttp')
})
