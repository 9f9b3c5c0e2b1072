import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchInviteSummary, type InviteSummary } from '@/api/invite'
import type { PosterPen } from '@/lib/poster'
import InvitePage from '@/packages/invite/invite'
import type { PosterSaveResult } from '@/platform'
import { openAlbumSettings, posterPen, savePoster } from '@/platform/poster'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { installFakeElectronHost, removeFakeHosts } from '../../support/fake-hosts'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/invite', () => ({ fetchInviteSummary: jest.fn() }))
// jsdom has no canvas: the page draws on a recording pen, and saving is the adapter's (tested per host in the browser)
jest.mock('@/platform/poster', () => ({
  ...jest.requireActual<typeof import('@/platform/poster')>('@/platform/poster'),
  posterPen: jest.fn(),
  savePoster: jest.fn(),
  openAlbumSettings: jest.fn(),
}))

const SUMMARY: InviteSummary = {
  inviteCode: 'SU10001',
  inviteLink: 'https://www.speedup.example/invite?code=SU10001',
  nickname: 'Demo',
  invitedCount: 2,
  earnedCoins: 220,
}

const mockedFetch = jest.mocked(fetchInviteSummary)
const mockedPen = jest.mocked(posterPen)
const mockedSave = jest.mocked(savePoster)
const mockedSettings = jest.mocked(openAlbumSettings)

function recordingPen() {
  const texts: string[] = []
  const pen = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'top',
    fillRect: jest.fn(),
    fillText: (text: string) => texts.push(text),
    measureText: (text: string) => ({ width: text.length * 10 }),
  }
  return { pen: pen as unknown as PosterPen, texts, fillRect: pen.fillRect }
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedFetch.mockResolvedValue(SUMMARY)
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
})

function saveButton() {
  return document.querySelector('.invite__save.at-button') as HTMLElement
}

// the first render of a file mounts taro-ui and the page's texts: slower than waitFor's second on a busy machine
function posterDrawn() {
  return waitFor(() => expect(document.querySelector('.invite__poster[data-state="drawn"]')).not.toBeNull(), { timeout: 5000 })
}

async function renderDrawn() {
  const drawing = recordingPen()
  mockedPen.mockResolvedValue(drawing.pen)
  renderWithStores(<InvitePage />, { session: signedInSession() })
  await posterDrawn()
  return drawing
}

describe('invite page', () => {
  test('shows the rewards with the figures of spec 9', async () => {
    await renderDrawn()
    expect(screen.getByText(/你和好友各得 100 金币或 1 天 VIP/)).toBeTruthy()
    expect(screen.getByText(/其购买时长的 10%（部分活动为 10% \+ 5%）/)).toBeTruthy()
    expect(screen.getByText('奖励在 1 小时内到账')).toBeTruthy()
  })

  test('shows the invited friends, the coins they brought and the link', async () => {
    await renderDrawn()
    expect(screen.getByTestId('invited-count').textContent).toBe('2')
    expect(screen.getByText('220')).toBeTruthy()
    expect(screen.getByTestId('invite-link').textContent).toBe(SUMMARY.inviteLink)
  })

  test('draws the poster with the name, the rewards and the invite code', async () => {
    const { texts, fillRect } = await renderDrawn()
    expect(texts).toEqual(expect.arrayContaining(['Demo 邀请你一起使用 SpeedUp 加速器', '邀请码：SU10001']))
    // the QR modules: far more squares than the two backgrounds and the QR's own
    expect(fillRect.mock.calls.length).toBeGreaterThan(100)
  })

  test('says the poster failed and draws it again on retry', async () => {
    mockedPen.mockResolvedValueOnce(undefined)
    renderWithStores(<InvitePage />, { session: signedInSession() })
    await screen.findByText('海报生成失败')
    expect(saveButton().className).toContain('at-button--disabled')
    mockedPen.mockResolvedValue(recordingPen().pen)
    fireEvent.click(screen.getByText('重试'))
    await posterDrawn()
  })

  test('says the QR code failed when the link is too long for one', async () => {
    mockedFetch.mockResolvedValue({ ...SUMMARY, inviteLink: `https://www.speedup.example/invite?code=${'x'.repeat(3000)}` })
    renderWithStores(<InvitePage />, { session: signedInSession() })
    await screen.findByText('二维码生成失败')
    expect(mockedPen).not.toHaveBeenCalled()
  })

  test.each<[PosterSaveResult, string]>([
    ['saved', '海报已保存到相册'],
    ['in-app-only', '海报仅支持在 App 内保存，请在 SpeedUp 加速器 App 中打开本页'],
    ['upgrade-needed', '当前客户端不支持该请求，请升级'],
    ['save-failed', '图片保存失败，请更新到最新版本后重试'],
    ['poster-failed', '海报生成失败'],
  ])('tells the user when saving ends %s', async (result, text) => {
    mockedSave.mockResolvedValue(result)
    await renderDrawn()
    fireEvent.click(saveButton())
    await waitFor(() => expect(appStores.ui.toast?.text).toBe(text))
  })

  test('saves with the host version and a file name of the code', async () => {
    mockedSave.mockResolvedValue('saved')
    const session = signedInSession()
    session.setHostVersion('3.30.1', 'device-1')
    mockedPen.mockResolvedValue(recordingPen().pen)
    renderWithStores(<InvitePage />, { session })
    await posterDrawn()
    fireEvent.click(saveButton())
    await waitFor(() => expect(mockedSave).toHaveBeenCalledWith('invite-poster', 'invite-SU10001.png', '3.30.1'))
  })

  test('saves once on a double tap', async () => {
    let finish: (result: PosterSaveResult) => void = () => undefined
    mockedSave.mockImplementation(() => new Promise((resolve) => (finish = resolve)))
    await renderDrawn()
    fireEvent.click(saveButton())
    fireEvent.click(saveButton())
    await act(async () => finish('saved'))
    expect(mockedSave).toHaveBeenCalledTimes(1)
  })

  test('leads a refused album permission to the settings, then saves once it is allowed', async () => {
    mockedSave.mockResolvedValueOnce('album-denied').mockResolvedValueOnce('saved')
    mockedSettings.mockResolvedValue(true)
    await renderDrawn()
    fireEvent.click(saveButton())
    await screen.findByText('需要相册权限')
    fireEvent.click(document.querySelector('.invite__album-settings') as HTMLElement)
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('海报已保存到相册'))
    expect(mockedSettings).toHaveBeenCalledTimes(1)
    expect(mockedSave).toHaveBeenCalledTimes(2)
  })

  test('does not save again when the album is still not allowed', async () => {
    mockedSave.mockResolvedValue('album-denied')
    mockedSettings.mockResolvedValue(false)
    await renderDrawn()
    fireEvent.click(saveButton())
    await screen.findByText('需要相册权限')
    fireEvent.click(document.querySelector('.invite__album-settings') as HTMLElement)
    await waitFor(() => expect(mockedSettings).toHaveBeenCalledTimes(1))
    expect(mockedSave).toHaveBeenCalledTimes(1)
  })

  test('shows an error with a retry when the invite details fail', async () => {
    mockedFetch.mockRejectedValueOnce(new HttpError('network', 'Network Error'))
    mockedPen.mockResolvedValue(recordingPen().pen)
    renderWithStores(<InvitePage />, { session: signedInSession() })
    fireEvent.click(await screen.findByText('重试'))
    await posterDrawn()
    expect(screen.queryByText('邀请信息加载失败')).toBeNull()
  })

  test('asks a visitor to log in and asks the server nothing', async () => {
    renderWithStores(<InvitePage />, { session: startedSession() })
    await screen.findByText('登录后邀请好友，你和好友都有奖励')
    expect(mockedFetch).not.toHaveBeenCalled()
  })

  test('shows the app download QR code on the desktop app, and no poster', async () => {
    installFakeElectronHost({ token: 'demo-token' })
    mockedPen.mockResolvedValue(recordingPen().pen)
    renderWithStores(<InvitePage />, { session: signedInSession() })
    await screen.findByText('邀请好友任务只能在手机上完成')
    await waitFor(() => expect(mockedPen).toHaveBeenCalledWith('invite-download-qr'))
    expect(document.querySelector('#invite-poster')).toBeNull()
    expect(mockedFetch).not.toHaveBeenCalled()
  })
})
