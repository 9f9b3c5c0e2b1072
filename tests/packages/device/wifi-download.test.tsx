import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchClientDownloads, type ClientDownloads } from '@/api/devices'
import type { PosterPen } from '@/lib/poster'
import WifiDownloadPage from '@/packages/device/wifi-download'
import { copyText, performRedirect } from '@/platform'
import { posterPen } from '@/platform/poster'
import { HttpError } from '@/services/http/errors'
import { installFakeElectronHost, installFakeIosHost, removeFakeHosts } from '../../support/fake-hosts'
import { datesShown, getBySentence, keptWhole } from '../../support/dates'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/api/devices', () => ({ fetchClientDownloads: jest.fn() }))
// opening a link is the navigation adapter's (tested per host in the browser); here only what is asked
jest.mock('@/platform', () => ({
  ...jest.requireActual<typeof import('@/platform')>('@/platform'),
  performRedirect: jest.fn(),
  copyText: jest.fn(),
}))
// jsdom has no canvas: the QR code is drawn on a recording pen
jest.mock('@/platform/poster', () => ({
  ...jest.requireActual<typeof import('@/platform/poster')>('@/platform/poster'),
  posterPen: jest.fn(),
}))

const mockedFetch = jest.mocked(fetchClientDownloads)
const mockedRedirect = jest.mocked(performRedirect)
const mockedCopy = jest.mocked(copyText)
const mockedPen = jest.mocked(posterPen)

const DOWNLOADS: ClientDownloads = {
  downloads: [
    { platform: 'ios', version: '3.31.0', size: 0, url: 'https://apps.apple.com/app/id1500000000', updatedAt: Date.UTC(2026, 9, 12, 2) },
    { platform: 'android', version: '3.31.0', size: 71745536, url: 'https://www.speedup.example/download/a.apk', updatedAt: Date.UTC(2026, 9, 12, 2) },
    { platform: 'pc', version: '2.8.4', size: 98566144, url: 'https://www.speedup.example/download/setup.exe', updatedAt: Date.UTC(2026, 9, 3, 2) },
    { platform: 'mac', version: '2.8.4', size: 117440512, url: 'https://www.speedup.example/download/a.dmg', updatedAt: Date.UTC(2026, 9, 3, 2) },
  ],
  phonePage: 'https://www.speedup.example/download',
}

function recordingPen() {
  const pen = { fillStyle: '', fillRect: jest.fn() }
  return { pen: pen as unknown as PosterPen, fillRect: pen.fillRect }
}

function rowPlatforms(container: HTMLElement): Array<string | null> {
  return Array.from(container.querySelectorAll('[data-platform]'), (row) => row.getAttribute('data-platform'))
}

function downloadButton(container: HTMLElement, platform: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-platform="${platform}"] .download__button`)
  if (!found) throw new Error(`no download button for ${platform}`)
  return found
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockReset().mockResolvedValue(DOWNLOADS)
  mockedRedirect.mockResolvedValue('done')
  mockedCopy.mockResolvedValue(true)
  mockedPen.mockResolvedValue(recordingPen().pen)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
})

describe('client download page', () => {
  test('keeps each platform’s update date on one line', async () => {
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('Android')
    for (const row of Array.from(container.querySelectorAll('[data-platform]'))) {
      expect(datesShown(row)).toHaveLength(1)
      expect(keptWhole(row)).toEqual(datesShown(row))
    }
  })

  test('lists every platform with its version, size and date to a visitor', async () => {
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    expect(await screen.findByText('Android')).toBeTruthy()
    expect(rowPlatforms(container)).toEqual(['ios', 'android', 'pc', 'mac'])
    expect(getBySentence('更新于 2026-10-12', container.querySelector('[data-platform="android"]') as HTMLElement)).toBeTruthy()
    expect(container.querySelector('[data-platform="android"]')?.textContent).toContain('68.4 MB')
    expect(container.querySelector('[data-platform="ios"]')?.textContent).toContain('App Store')
    expect(screen.queryByText('本机适用')).toBeNull()
  })

  test('puts this platform first, tagged, in the iOS app', async () => {
    installFakeIosHost({ token: 'demo-token' })
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('本机适用')
    expect(rowPlatforms(container)[0]).toBe('ios')
    expect(container.querySelector('[data-platform="ios"]')?.textContent).toContain('本机适用')
  })

  test('opens the link as an outside link', async () => {
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('Android')
    fireEvent.click(downloadButton(container, 'android'))
    await waitFor(() =>
      expect(mockedRedirect).toHaveBeenCalledWith({ targetUrl: 'https://www.speedup.example/download/a.apk' }, 1, expect.any(Array)),
    )
    expect(mockedCopy).not.toHaveBeenCalled()
  })

  test('copies the link where it cannot be opened, and says so', async () => {
    mockedRedirect.mockResolvedValue('unsupported')
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('Android')
    fireEvent.click(downloadButton(container, 'pc'))
    expect(await screen.findByText('下载链接已复制，请在浏览器中打开')).toBeTruthy()
    expect(mockedCopy).toHaveBeenCalledWith('https://www.speedup.example/download/setup.exe')
  })

  test('says the link cannot be opened when copying fails too', async () => {
    mockedRedirect.mockResolvedValue('refused')
    mockedCopy.mockResolvedValue(false)
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('Android')
    fireEvent.click(downloadButton(container, 'mac'))
    expect(await screen.findByText('无法打开下载链接')).toBeTruthy()
  })

  test('draws the phone page’s QR code in the desktop app, Windows first', async () => {
    installFakeElectronHost({ token: 'demo-token' })
    const drawing = recordingPen()
    mockedPen.mockResolvedValue(drawing.pen)
    const { container } = renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    expect(await screen.findByText('用手机扫码下载')).toBeTruthy()
    await waitFor(() => expect(mockedPen).toHaveBeenCalledWith('wifi-download-qr'))
    await waitFor(() => expect(drawing.fillRect).toHaveBeenCalled())
    expect(rowPlatforms(container)[0]).toBe('pc')
  })

  test('says the QR code failed when it cannot be drawn, with a retry', async () => {
    installFakeElectronHost({ token: 'demo-token' })
    mockedPen.mockResolvedValueOnce(undefined)
    renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    expect(await screen.findByText('二维码生成失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => expect(screen.queryByText('二维码生成失败')).toBeNull())
  })

  test('shows no QR code on a phone', async () => {
    installFakeIosHost({ token: 'demo-token' })
    renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    await screen.findByText('Android')
    expect(screen.queryByTestId('download-qr')).toBeNull()
  })

  test('shows the failure with a retry that works', async () => {
    mockedFetch.mockReset().mockRejectedValueOnce(new HttpError('network', 'Network Error')).mockResolvedValue(DOWNLOADS)
    renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    expect(await screen.findByText('下载信息加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('Android')).toBeTruthy()
  })

  test('says when there is nothing to download', async () => {
    mockedFetch.mockResolvedValue({ ...DOWNLOADS, downloads: [] })
    renderWithStores(<WifiDownloadPage />, { session: startedSession() })
    expect(await screen.findByText('暂无可下载的客户端')).toBeTruthy()
  })
})
