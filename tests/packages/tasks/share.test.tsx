import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { ShareTask } from '@/api/tasks'
import { CODE_SHARE_ALREADY_SUBMITTED } from '@/lib/tasks'
import ShareTaskPage from '@/packages/tasks/share'
import { chooseImage, releaseImage, uploadImage } from '@/platform/image-upload'
import type { ChosenImage, ImageUploadRequest, ImageUploadResult } from '@/platform/types'
import { stores as appStores } from '@/stores'
import { deferred } from '../../support/deferred'
import { EXECUTABLE, PNG, SVG } from '../../support/image-files'
import { getBySentence, keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { answerPaths } from '../../support/tasks'
import { signedInSession, welfareStores } from '../../support/welfare'

jest.mock('@/platform/image-upload', () => ({
  chooseImage: jest.fn(),
  uploadImage: jest.fn(),
  releaseImage: jest.fn(),
}))

const choose = jest.mocked(chooseImage)
const upload = jest.mocked(uploadImage)

const MIB = 1024 * 1024
const NOT_SUBMITTED: ShareTask = { state: 'notSubmitted', rewardCoins: 100, submittedAt: 0, rejectReason: '' }
const REVIEWING: ShareTask = { state: 'reviewing', rewardCoins: 100, submittedAt: Date.parse('2025-06-20T10:00:00+08:00'), rejectReason: '' }
const PICTURE: ChosenImage = { name: 'shared.png', size: 3 * 1024, type: 'image/png', head: new Uint8Array(PNG.subarray(0, 12)), previewUrl: 'blob:shared', file: 'shared' }

function answered(data: unknown, code = 200): ImageUploadResult {
  return { ok: true, statusCode: 200, data: JSON.stringify({ code, msg: '', data }) }
}

function renderPage(session = signedInSession()) {
  return renderWithStores(<ShareTaskPage />, { session, ...welfareStores() })
}

async function toast(): Promise<string | undefined> {
  await waitFor(() => expect(appStores.ui.toast).toBeTruthy())
  return appStores.ui.toast?.text
}

function tap(selector: string): void {
  fireEvent.click(document.querySelector(selector) as HTMLElement)
}

beforeEach(() => {
  resetAppStores()
  choose.mockReset()
  upload.mockReset()
  jest.mocked(releaseImage).mockReset()
  answerPaths({ '/welfare/tasks/share': { code: 200, data: NOT_SUBMITTED }, '/welfare/tasks': { code: 200, data: [] } })
})

describe('share task page', () => {
  test('offers 100 coins, reviewed within 2 working days, with the three steps', async () => {
    renderPage()
    expect(await screen.findByText('100 金币')).toBeTruthy()
    expect(screen.getByText('提交后 2 个工作日内完成审核')).toBeTruthy()
    expect(document.querySelectorAll('.task__step')).toHaveLength(3)
  })

  test('asks for the share screenshot first and sends nothing', async () => {
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__submit')
    expect(await toast()).toBe('请先上传分享截图')
    expect(upload).not.toHaveBeenCalled()
  })

  test('refuses an SVG declared as a PNG with the picture text, and uploads nothing', async () => {
    choose.mockResolvedValue({ ...PICTURE, size: SVG.length, head: new Uint8Array(SVG.subarray(0, 12)) })
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    expect(await toast()).toBe('请上传图片')
    expect(screen.queryByTestId('share-chosen')).toBeNull()
    expect(releaseImage).toHaveBeenCalledTimes(1)
    tap('.share-task__submit')
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('请先上传分享截图'))
    expect(upload).not.toHaveBeenCalled()
  })

  test('refuses a program renamed .png, and keeps the picture chosen before it', async () => {
    choose.mockResolvedValueOnce(PICTURE).mockResolvedValueOnce({ ...PICTURE, name: 'setup.png', size: EXECUTABLE.length, head: new Uint8Array(EXECUTABLE.subarray(0, 12)) })
    upload.mockResolvedValue(answered(REVIEWING))
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    await screen.findByTestId('share-chosen')
    tap('.share-task__choose')
    expect(await toast()).toBe('请上传图片')
    expect(screen.getByTestId('share-chosen').textContent).toBe('已选择：shared.png（3 KB）')
    tap('.share-task__submit')
    await screen.findByTestId('share-reviewing')
    expect(upload.mock.calls.map(([request]) => request.image.name)).toEqual(['shared.png'])
  })

  test('refuses a file whose bytes could not be read, and uploads nothing', async () => {
    choose.mockResolvedValue({ ...PICTURE, head: undefined })
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    expect(await toast()).toBe('请上传图片')
    tap('.share-task__submit')
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('请先上传分享截图'))
    expect(upload).not.toHaveBeenCalled()
  })

  test('takes a picture whose type the host does not say, by its content', async () => {
    choose.mockResolvedValue({ ...PICTURE, type: '' })
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    expect((await screen.findByTestId('share-chosen')).textContent).toBe('已选择：shared.png（3 KB）')
  })

  test('refuses a picture of 5M or more', async () => {
    choose.mockResolvedValue({ ...PICTURE, size: 5 * MIB })
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    expect(await toast()).toBe('图片需小于 5M，请重新选择')
  })

  test('sends the chosen picture as the image field with a request id, and shows the review', async () => {
    choose.mockResolvedValue(PICTURE)
    upload.mockResolvedValue(answered(REVIEWING))
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    expect((await screen.findByTestId('share-chosen')).textContent).toBe('已选择：shared.png（3 KB）')
    tap('.share-task__submit')
    expect(await screen.findByTestId('share-reviewing')).toBeTruthy()
    const request = upload.mock.calls[0][0] as ImageUploadRequest
    expect([request.url, request.fileField, request.image, request.headers.token]).toEqual(['/api/welfare/tasks/share', 'image', PICTURE, 'demo-token'])
    expect(request.fields.requestId).toMatch(/^[0-9a-f]{32}$/)
    expect(getBySentence('预计 2025-06-24 23:59 前完成审核')).toBeTruthy()
  })

  test('sends one upload for a double tap', async () => {
    const answer = deferred<ImageUploadResult>()
    choose.mockResolvedValue(PICTURE)
    upload.mockReturnValue(answer.promise)
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    await screen.findByTestId('share-chosen')
    tap('.share-task__submit')
    tap('.share-task__submit')
    answer.resolve(answered(REVIEWING))
    await screen.findByTestId('share-reviewing')
    expect(upload).toHaveBeenCalledTimes(1)
  })

  test('says a lost answer in the user’s words, keeps the picture and retries with the same request id', async () => {
    choose.mockResolvedValue(PICTURE)
    upload.mockResolvedValueOnce({ ok: false, failure: 'network' }).mockResolvedValue(answered(REVIEWING))
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    await screen.findByTestId('share-chosen')
    tap('.share-task__submit')
    expect(await toast()).toBe('网络错误，请检查网络后重试')
    await waitFor(() => expect(document.querySelector('.share-task__submit.at-button--disabled')).toBeNull())
    expect(screen.getByTestId('share-chosen')).toBeTruthy()
    tap('.share-task__submit')
    await screen.findByTestId('share-reviewing')
    expect(upload.mock.calls[1][0].fields.requestId).toBe(upload.mock.calls[0][0].fields.requestId)
  })

  test('says the screenshot was already submitted', async () => {
    choose.mockResolvedValue(PICTURE)
    upload.mockResolvedValue(answered(undefined, CODE_SHARE_ALREADY_SUBMITTED))
    renderPage()
    await screen.findByTestId('share-form')
    tap('.share-task__choose')
    await screen.findByTestId('share-chosen')
    tap('.share-task__submit')
    expect(await toast()).toBe('截图已提交，无需重复提交')
  })

  test('shows a rejection with its reason and offers to submit again', async () => {
    answerPaths({ '/welfare/tasks/share': { code: 200, data: { ...NOT_SUBMITTED, state: 'rejected', rejectReason: '图片模糊' } } })
    renderPage()
    expect((await screen.findByTestId('share-rejected')).textContent).toBe('截图未通过审核：图片模糊。请重新上传')
    expect(screen.getByText('重新提交')).toBeTruthy()
  })

  test('keeps the review deadline and the submission time on one line', async () => {
    answerPaths({ '/welfare/tasks/share': { code: 200, data: REVIEWING } })
    renderPage()
    await screen.findByTestId('share-reviewing')
    expect(keptWhole(getBySentence('预计 2025-06-24 23:59 前完成审核'))).toEqual(['2025-06-24 23:59'])
    expect(keptWhole(getBySentence('提交时间 2025-06-20 10:00'))).toEqual(['2025-06-20 10:00'])
  })

  test('shows the reward issued once approved', async () => {
    answerPaths({ '/welfare/tasks/share': { code: 200, data: { ...NOT_SUBMITTED, state: 'approved' } } })
    renderPage()
    expect((await screen.findByTestId('share-approved')).textContent).toBe('审核通过，100 金币已发放')
    expect(screen.queryByTestId('share-form')).toBeNull()
  })

  test('shows the error with a retry when the task fails to load', async () => {
    answerPaths({ '/welfare/tasks/share': () => Promise.reject({ errMsg: 'request:fail' }) })
    renderPage()
    expect(await screen.findByText('任务信息加载失败')).toBeTruthy()
  })

  test('asks a visitor to log in', async () => {
    const session = startedSession()
    session.setToken(undefined)
    renderPage(session)
    expect(await screen.findByText('登录后完成任务领取奖励')).toBeTruthy()
  })

  test('tells a blacklisted account why it cannot join and where to appeal', async () => {
    renderPage(signedInSession({ riskStatus: 1 }))
    expect(await screen.findByTestId('restricted-notice')).toBeTruthy()
    expect(screen.queryByTestId('share-form')).toBeNull()
  })
})
