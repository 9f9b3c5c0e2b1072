/** @jest-environment node */
import { MOBILE_ONLY_EVENTS, PAGE_VIEWS, PC_ONLY_EVENTS, eventProperties, fieldMeasureProperties, routeEvent } from '@/lib/analytics'

const DESKTOP_APP = { isDesktopApp: true, isInApp: true }
const MOBILE_APP = { isDesktopApp: false, isInApp: true }
const BROWSER = { isDesktopApp: false, isInApp: false }

describe('routeEvent', () => {
  it('sends an event on the desktop app to desktop logging with the PC_ prefix', () => {
    expect(routeEvent('YaoQing_PV', DESKTOP_APP)).toEqual({ sink: 'desktop', name: 'PC_YaoQing_PV' })
  })

  it.each([...MOBILE_ONLY_EVENTS])('skips the mobile-only event %s on the desktop app', (name) => {
    expect(routeEvent(name, DESKTOP_APP)).toEqual({ sink: 'skip' })
  })

  it.each([...PC_ONLY_EVENTS])('skips the pc-only event %s on mobile', (name) => {
    expect(routeEvent(name, MOBILE_APP)).toEqual({ sink: 'skip' })
  })

  it('skips a pc-only event in a plain browser', () => {
    expect(routeEvent('YaoQing_XiaZai_QRCode', BROWSER)).toEqual({ sink: 'skip' })
  })

  it('sends a pc-only event on the desktop app', () => {
    expect(routeEvent('YaoQing_XiaZai_QRCode', DESKTOP_APP)).toEqual({ sink: 'desktop', name: 'PC_YaoQing_XiaZai_QRCode' })
  })

  it('sends a mobile-only event in the mobile app to H5Monitor', () => {
    expect(routeEvent('YaoQing_HaiBao_Save', MOBILE_APP)).toEqual({ sink: 'monitor', name: 'APP_YaoQing_HaiBao_Save' })
  })

  it('prefixes an event in the mobile app with APP_', () => {
    expect(routeEvent('FuLiQianDao_PV', MOBILE_APP)).toEqual({ sink: 'monitor', name: 'APP_FuLiQianDao_PV' })
  })

  it('sends an event outside the app to H5Monitor unprefixed', () => {
    expect(routeEvent('FuLiQianDao_PV', BROWSER)).toEqual({ sink: 'monitor', name: 'FuLiQianDao_PV' })
  })

  it('keeps ZhuXiao_PV unprefixed on the desktop app', () => {
    expect(routeEvent(PAGE_VIEWS.accountCancellation, DESKTOP_APP)).toEqual({ sink: 'desktop', name: 'ZhuXiao_PV' })
  })

  it('keeps ZhuXiao_PV unprefixed in the mobile app', () => {
    expect(routeEvent(PAGE_VIEWS.accountCancellation, MOBILE_APP)).toEqual({ sink: 'monitor', name: 'ZhuXiao_PV' })
  })

  it('names the account-cancellation page view ZhuXiao_PV', () => {
    expect(PAGE_VIEWS.accountCancellation).toBe('ZhuXiao_PV')
  })
})

describe('eventProperties', () => {
  it('sets client_type H5, the channel and an empty account_type', () => {
    expect(eventProperties('huawei')).toEqual({ client_type: 'H5', channel: 'huawei', account_type: '' })
  })

  it('adds the caller properties', () => {
    expect(eventProperties('google_new', { goodsId: 12, tab: 'prizes' })).toMatchObject({ goodsId: 12, tab: 'prizes' })
  })

  it('keeps a boolean property', () => {
    expect(eventProperties('x', { firstTime: false })).toHaveProperty('firstTime', false)
  })

  it.each(['token', 'userToken', 'TOKEN', 'password', 'newPassword', 'secret', 'clientSecret'])(
    'drops the credential-like key %s',
    (key) => {
      expect(eventProperties('x', { [key]: 'value' })).not.toHaveProperty(key)
    },
  )

  it('drops a value that contains a secret', () => {
    expect(eventProperties('x', { url: 'https://h5.example/?t=tok-123' }, ['tok-123'])).not.toHaveProperty('url')
  })

  it('keeps a value that contains no secret', () => {
    expect(eventProperties('x', { url: 'https://h5.example/' }, ['tok-123'])).toHaveProperty('url', 'https://h5.example/')
  })

  it('ignores an empty secret instead of dropping every string', () => {
    expect(eventProperties('x', { tab: 'prizes' }, [''])).toHaveProperty('tab', 'prizes')
  })
})

describe('fieldMeasureProperties', () => {
  it('gives a time in whole milliseconds', () => {
    expect(fieldMeasureProperties({ name: 'INP', value: 183.52, rating: 'good', path: '/signInV4' })).toEqual({ metric: 'INP', value: 184, rating: 'good', path: '/signInV4' })
  })

  it('keeps a layout shift score to three decimals', () => {
    expect(fieldMeasureProperties({ name: 'CLS', value: 0.00749, rating: 'good', path: '/welfare' }).value).toBe(0.007)
  })

  it('leaves out the rating of a mini-program page ready time, which has none', () => {
    expect(fieldMeasureProperties({ name: 'PageReady', value: 412.3, path: 'pages/index/index' })).toEqual({ metric: 'PageReady', value: 412, path: 'pages/index/index' })
  })
})
