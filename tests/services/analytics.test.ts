import { PAGE_VIEWS } from '@/lib/analytics'
import { configureAnalytics, trackFieldMeasure, trackPageView } from '@/services/analytics'
import { SessionStore } from '@/stores/session'
import { hostMessages, installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../support/fake-hosts'

const MAC_ELECTRON = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Electron/30.0.0'

function monitored(): Array<{ type: string; event: string; properties: Record<string, unknown> }> {
  return hostMessages()
    .filter((record) => record.message === 'H5Monitor')
    .map((record) => record.payload as { type: string; event: string; properties: Record<string, unknown> })
}

const session = new SessionStore('/api')

beforeAll(() => configureAnalytics(session))

beforeEach(() => {
  removeFakeHosts()
  session.setToken(undefined)
  session.setMarketPlace('huawei')
})

afterAll(() => removeFakeHosts())

describe('analytics', () => {
  it('sends a page view to H5Monitor with the APP_ prefix inside the mobile app', async () => {
    installFakeIosHost()
    trackPageView(PAGE_VIEWS.welfareCheckIn)
    await Promise.resolve()
    expect(monitored()).toEqual([
      { type: 'pageView', event: 'APP_FuLiQianDao_PV', properties: { client_type: 'H5', channel: 'huawei', account_type: '' } },
    ])
  })

  it('sends a desktop app page view to the desktop log with the PC_ prefix', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    trackPageView(PAGE_VIEWS.pointsShopGoods)
    await Promise.resolve()
    expect(monitored().map((payload) => payload.event)).toEqual(['PC_JiFenShangPin_PV'])
  })

  it('keeps ZhuXiao_PV unprefixed on the desktop app', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    trackPageView(PAGE_VIEWS.accountCancellation)
    await Promise.resolve()
    expect(monitored().map((payload) => payload.event)).toEqual(['ZhuXiao_PV'])
  })

  it('never puts the session token into an event', async () => {
    installFakeIosHost()
    session.setToken('secret-token-123')
    trackPageView(PAGE_VIEWS.invite, { link: 'https://h5.example/invite?token=secret-token-123', token: 'secret-token-123', from: 'welfare' })
    await Promise.resolve()
    expect(JSON.stringify(monitored())).not.toContain('secret-token-123')
  })

  it('sends nothing in a plain browser', () => {
    trackPageView(PAGE_VIEWS.invite)
    expect(hostMessages()).toEqual([])
  })
})

test('a page view says it needs the start-up wiring when nothing configured analytics', () => {
  jest.isolateModules(() => {
    const fresh = jest.requireActual<typeof import('@/services/analytics')>('@/services/analytics')
    expect(() => fresh.trackPageView(PAGE_VIEWS.welfareCheckIn)).toThrow('configureAnalytics')
  })
})

describe('performance seen from the field', () => {
  it('sends a measure to H5Monitor as APP_H5Performance inside the mobile app', async () => {
    installFakeIosHost()
    trackFieldMeasure({ name: 'LCP', value: 1834.6, rating: 'good', path: '/welfare' })
    await Promise.resolve()
    expect(monitored()).toEqual([
      {
        type: 'event',
        event: 'APP_H5Performance',
        properties: { metric: 'LCP', value: 1835, rating: 'good', path: '/welfare', client_type: 'H5', channel: 'huawei', account_type: '' },
      },
    ])
  })

  it('sends a desktop app measure to the desktop log as PC_H5Performance', async () => {
    installFakeElectronHost({ userAgent: MAC_ELECTRON })
    trackFieldMeasure({ name: 'CLS', value: 0.01234, rating: 'good', path: '/help' })
    await Promise.resolve()
    expect(monitored().map(({ event, properties }) => [event, properties.value])).toEqual([['PC_H5Performance', 0.012]])
  })
})
