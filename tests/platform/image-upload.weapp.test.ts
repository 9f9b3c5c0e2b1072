import Taro from '@tarojs/taro'
import { chooseImage, uploadImage } from '@/platform/image-upload.weapp'
import type { ChosenImage } from '@/platform/types'

const TaroApis = Taro as unknown as Record<string, unknown>
const saved = { chooseMedia: TaroApis.chooseMedia, uploadFile: TaroApis.uploadFile }

afterEach(() => {
  Object.assign(TaroApis, saved)
})

const CHOSEN: ChosenImage = { name: 'tmp_1.png', size: 2048, type: 'image/png', previewUrl: 'wxfile://tmp_1.png', file: 'wxfile://tmp_1.png' }

test('chooseImage takes one picture from WeChat’s chooser, its type from the file name', async () => {
  const chooseMedia = jest.fn(async () => ({ tempFiles: [{ tempFilePath: 'wxfile://tmp_1.png', size: 2048, fileType: 'image' }] }))
  TaroApis.chooseMedia = chooseMedia
  await expect(chooseImage()).resolves.toEqual(CHOSEN)
  expect(chooseMedia).toHaveBeenCalledWith(expect.objectContaining({ count: 1, mediaType: ['image'] }))
})

test('chooseImage gives nothing when the chooser is closed', async () => {
  TaroApis.chooseMedia = jest.fn(async () => Promise.reject({ errMsg: 'chooseMedia:fail cancel' }))
  await expect(chooseImage()).resolves.toBeUndefined()
})

test('uploadImage sends the file with wx.uploadFile and gives the answer text', async () => {
  const uploadFile = jest.fn((options: { success: (result: { statusCode: number; data: string }) => void }) => options.success({ statusCode: 200, data: '{"code":200}' }))
  TaroApis.uploadFile = uploadFile
  const request = { url: 'https://api.example/welfare/tasks/share', headers: { token: 't' }, fileField: 'image', image: CHOSEN, fields: { requestId: 'r' }, timeoutMs: 1000 }
  await expect(uploadImage(request)).resolves.toEqual({ ok: true, statusCode: 200, data: '{"code":200}' })
  expect(uploadFile).toHaveBeenCalledWith(
    expect.objectContaining({ url: request.url, filePath: 'wxfile://tmp_1.png', name: 'image', header: { token: 't' }, formData: { requestId: 'r' } }),
  )
})

test('uploadImage tells a timeout from another failure', async () => {
  const request = { url: 'u', headers: {}, fileField: 'image', image: CHOSEN, fields: {}, timeoutMs: 1000 }
  TaroApis.uploadFile = jest.fn((options: { fail: (error: { errMsg: string }) => void }) => options.fail({ errMsg: 'uploadFile:fail timeout' }))
  await expect(uploadImage(request)).resolves.toEqual({ ok: false, failure: 'timeout' })
  TaroApis.uploadFile = jest.fn((options: { fail: (error: { errMsg: string }) => void }) => options.fail({ errMsg: 'uploadFile:fail' }))
  await expect(uploadImage(request)).resolves.toEqual({ ok: false, failure: 'network' })
})
