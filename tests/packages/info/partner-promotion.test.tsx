import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import PartnerPromotionPage from '@/packages/info/partner-promotion'
import { performRedirect } from '@/platform/navigation'
import type { NavResult } from '@/platform/types'
import { assignUrl, openWindow } from '@/platform/web'
import { hostMessages, installFakeIosHost, removeFakeHosts } from '../../support/fake-hosts'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/platform/web', () => ({
  ...jest.requireActual<typeof import('@/platform/web')>('@/platform/web'),
  assignUrl: jest.fn(),
  openWindow: jest.fn(),
}))
jest.mock('@/platform/navigation', () => {
  const actual = jest.requireActual<typeof import('@/platform/navigation')>('@/platform/navigation')
  return { ...actual, performRedirect: jest.fn() }
})

const { performRedirect: realPerformRedirect } = jest.requireActual<typeof import('@/platform/navigation')>('@/platform/navigation')
const mockedPerform = jest.mocked(performRedirect)
const PARTNER_URL = 'https://m.ctrip.com/webapp/hotel/'
const WECHAT_MINI_PROGRAM = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 miniProgram'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedPerform.mockImplementation(realPerformRedirect)
})

afterEach(() => {
  removeFakeHosts()
})

function openButton(): HTMLElement {
  const button = screen.getByText('去携程看看', { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!button) throw new Error('no open button')
  return button
}

describe('partner promotion page', () => {
  test('is titled 携程旅行专享', () => {
    const { container } = renderWithStores(<PartnerPromotionPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('携程旅行专享')
  })

  test('shows the partner, the headline and the three offers', () => {
    const { container } = renderWithStores(<PartnerPromotionPage />)
    expect(screen.getByText('携程旅行 × SpeedUp 加速器')).toBeTruthy()
    expect(screen.getByText('会员出行专享福利')).toBeTruthy()
    const offers = Array.from(container.querySelectorAll('.partner-promotion__offer-text'), (offer) => offer.textContent)
    expect(offers).toEqual(['精选酒店会员价，低至 8.5 折', '机票、火车票在线预订，出行更省心', '7×24 小时中文客服，海外出行也安心'])
  })

  test('says whose offer it is', () => {
    renderWithStores(<PartnerPromotionPage />)
    expect(screen.getByText('优惠以携程页面展示为准，服务由携程提供')).toBeTruthy()
  })

  test('opens the partner site in a new tab in a browser (kind 0), the page staying', async () => {
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(PARTNER_URL))
    expect(assignUrl).not.toHaveBeenCalled()
    expect(mockedPerform.mock.calls[0][1]).toBe(0)
  })

  test('asks the app for a new web view on the partner site', async () => {
    installFakeIosHost()
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await waitFor(() => expect(hostMessages()).toContainEqual({ message: 'goToNewWebView', payload: { name: 'hotel', url: PARTNER_URL } }))
  })

  test('inside the mini program opens the partner as a mini program (kind 3)', async () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: WECHAT_MINI_PROGRAM, configurable: true })
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await waitFor(() => expect(mockedPerform).toHaveBeenCalledWith(expect.objectContaining({ originalId: expect.any(String) }), 3, expect.any(Array)))
    // the H5 build in a mini-program web view has no mini-program API: it opens the client URL
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(PARTNER_URL))
  })

  test('the partner domain is on the allow-list, so the link is never refused', async () => {
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await waitFor(() => expect(mockedPerform).toHaveBeenCalled())
    await expect(mockedPerform.mock.results[0].value).resolves.toBe('done')
  })

  test('says the link was refused when the adapter refuses it', async () => {
    mockedPerform.mockResolvedValue('refused')
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await screen.findByText('该链接不安全，已阻止打开')
  })

  test('says the client is too old when the adapter asks for an upgrade', async () => {
    mockedPerform.mockResolvedValue('upgrade-required')
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await screen.findByText('版本过低，请更新')
  })

  test('a double tap opens the partner once', async () => {
    let finish: (result: NavResult) => void = () => undefined
    mockedPerform.mockReturnValue(new Promise<NavResult>((resolve) => (finish = resolve)))
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    fireEvent.click(openButton())
    await act(async () => finish('done'))
    expect(mockedPerform).toHaveBeenCalledTimes(1)
  })

  test('the button is disabled while the partner opens', async () => {
    mockedPerform.mockReturnValue(new Promise<NavResult>(() => undefined))
    renderWithStores(<PartnerPromotionPage />)
    fireEvent.click(openButton())
    await waitFor(() => expect(openButton().classList.contains('at-button--disabled')).toBe(true))
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<PartnerPromotionPage />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Go to Ctrip')).toBeTruthy()
    expect(screen.getByText('Travel perks for members')).toBeTruthy()
  })
})
