import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchContactDetails } from '@/api/support'
import TechSupportPage from '@/packages/info/tech-support'
import { HttpError } from '@/services/http/errors'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { CONTACT_DETAILS, channelAction, installClipboard, removeClipboard, writeText } from './contact-fixtures'

jest.mock('@/api/support', () => ({ fetchContactDetails: jest.fn(), fetchLatestVersion: jest.fn() }))

const mockedFetch = jest.mocked(fetchContactDetails)

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockResolvedValue(CONTACT_DETAILS)
  installClipboard()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeClipboard()
  jest.restoreAllMocks()
})

async function renderLoaded() {
  const result = renderWithStores(<TechSupportPage />)
  await screen.findByText('speedup_help')
  return result
}

function navigations(): unknown[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => call.args)
}

describe('technical support page', () => {
  test('is titled 技术支持', async () => {
    const { container } = await renderLoaded()
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('技术支持')
  })

  test('puts the support account and email first, then the other channels in the server order', async () => {
    const { container } = await renderLoaded()
    const types = Array.from(container.querySelectorAll('[data-channel]'), (row) => row.getAttribute('data-channel'))
    expect(types).toEqual(['supportAccount', 'email', 'officialSite', 'publicAccount', 'qq', 'qqGroup'])
  })

  test('shows when support answers', async () => {
    await renderLoaded()
    expect(screen.getByText('服务时间：09:00-24:00 (UTC+8)')).toBeTruthy()
  })

  test('leaves the service hours out when the server gives none', async () => {
    mockedFetch.mockResolvedValue({ ...CONTACT_DETAILS, serviceHours: '' })
    await renderLoaded()
    expect(screen.queryByText(/服务时间/)).toBeNull()
  })

  test('lists what to prepare before contacting support', async () => {
    const { container } = await renderLoaded()
    const steps = Array.from(container.querySelectorAll('.tech-support__step-text'), (step) => step.textContent)
    expect(steps).toEqual(['您的登录账号（手机号或邮箱）', '设备型号、系统版本和 App 版本', '问题出现的时间、所用线路和截图'])
  })

  test('copying the support account says 已复制', async () => {
    const { container } = await renderLoaded()
    fireEvent.click(channelAction(container, 'supportAccount'))
    await screen.findByText('已复制')
    expect(writeText).toHaveBeenCalledWith('speedup_help')
  })

  test('the help centre opens /help', async () => {
    await renderLoaded()
    fireEvent.click(screen.getByText('帮助中心'))
    await waitFor(() => expect(navigations()).toEqual([{ url: '/help' }]))
  })

  test('the keep-alive tutorials open /tutorial', async () => {
    await renderLoaded()
    fireEvent.click(screen.getByText('后台保活教程'))
    await waitFor(() => expect(navigations()).toEqual([{ url: '/tutorial' }]))
  })

  test('the self-help links work while the channels are still loading', async () => {
    mockedFetch.mockReturnValue(new Promise(() => undefined))
    const { container } = renderWithStores(<TechSupportPage />)
    expect(container.querySelector('[data-status="loading"]')).not.toBeNull()
    fireEvent.click(screen.getByText('帮助中心'))
    await waitFor(() => expect(navigations()).toEqual([{ url: '/help' }]))
  })

  test('a failed load shows the error with a retry that loads again', async () => {
    mockedFetch.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<TechSupportPage />)
    await screen.findByText('加载失败，请稍后重试')
    fireEvent.click(screen.getByText('重试'))
    await screen.findByText('speedup_help')
  })

  test('follows the session language', async () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<TechSupportPage />, { session, translation: translationIn('vi_VN') })
    await screen.findByText('Tài khoản hỗ trợ kỹ thuật')
    expect(screen.getByText('Hỗ trợ kỹ thuật', { selector: '.page-shell__title' })).toBeTruthy()
  })
})
