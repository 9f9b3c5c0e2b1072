import Taro from '@tarojs/taro'
import { checkShareImage } from '@/lib/tasks'
import { chooseImage, uploadImage } from '@/platform/image-upload.weapp'
import type { ChosenImage } from '@/platform/types'
import { PNG, SVG } from '../support/image-files'

const TaroApis = Taro as unknown as Record<string, unknown>
const saved = { chooseMedia: TaroApis.chooseMedia, uploadFile: TaroApis.uploadFile, getFileSystemManager: TaroApis.getFileSystemManager }

afterEach(() => {
  Object.assign(TaroApis, saved)
})

const PNG_HEAD = new Uint8Array(PNG.subarray(0, 12))
const CHOSEN: ChosenImage = { name: 'tmp_1.png', size: 2048, type: 'image/png', head: PNG_HEAD, previewUrl: 'wxfile://tmp_1.png', file: 'wxfile://tmp_1.png' }

interface ReadFileOptions {
  filePath: string
  position?: number
  length?: number
  success(result: { data: ArrayBuffer | string }): void
  fail(error: { errMsg: string }): void
}

/** WeChat's file system holding these temporary files; a read past a file's end fails, as WeChat's does. */
function fileSystem(files: Record<string, Buffer>) {
  const readFile = jest.fn(({ filePath, position = 0, length, success, fail }: ReadFileOptions) => {
    const bytes = files[filePath]
    if (!bytes) return fail({ errMsg: `readFile:fail no such file or directory ${filePath}` })
    const end = length === undefined ? bytes.length : position + length
    if (end > bytes.length) return fail({ errMsg: 'readFile:fail the value of "length" is out of range' })
    success({ data: new Uint8Array(bytes.subarray(position, end)).buffer })
  })
  TaroApis.getFileSystemManager = () => ({ readFile })
  return readFile
}

type ChooseMediaOptions = { success(result: unknown): void; fail(error: { errMsg: string }): void }

/** WeChat's chooser, answering by callbacks: the user picks this file. */
function picks(path: string, size: number): jest.Mock {
  const chooseMedia = jest.fn(({ success }: ChooseMediaOptions) => success({ tempFiles: [{ tempFilePath: path, size, fileType: 'image' }] }))
  TaroApis.chooseMedia = chooseMedia
  return chooseMedia
}

test('chooseImage takes one picture from WeChat’s chooser, its type from the file name and its first twelve bytes from the file', async () => {
  const readFile = fileSystem({ 'wxfile://tmp_1.png': Buffer.concat([PNG, Buffer.alloc(2048 - PNG.length)]) })
  const chooseMedia = picks('wxfile://tmp_1.png', 2048)
  await expect(chooseImage()).resolves.toEqual(CHOSEN)
  expect(chooseMedia).toHaveBeenCalledWith(expect.objectContaining({ count: 1, mediaType: ['image'] }))
  expect(readFile).toHaveBeenCalledWith(expect.objectContaining({ filePath: 'wxfile://tmp_1.png', position: 0, length: 12 }))
})

test('chooseImage gives the SVG bytes of a file named .png, for the rule to refuse', async () => {
  fileSystem({ 'wxfile://tmp_2.png': SVG })
  picks('wxfile://tmp_2.png', SVG.length)
  const chosen = await chooseImage()
  expect([chosen?.head, checkShareImage(chosen)]).toEqual([new Uint8Array(SVG.subarray(0, 12)), 'notImage'])
})

test('chooseImage reads a file shorter than twelve bytes whole', async () => {
  const readFile = fileSystem({ 'wxfile://tmp_3.png': Buffer.from('GIF89') })
  picks('wxfile://tmp_3.png', 5)
  const chosen = await chooseImage()
  expect([chosen?.head, readFile.mock.calls[0][0].length, checkShareImage(chosen)]).toEqual([new Uint8Array(Buffer.from('GIF89')), 5, 'notImage'])
})

test('chooseImage gives no bytes for a file WeChat cannot read, and the rule refuses it', async () => {
  fileSystem({})
  picks('wxfile://gone.png', 2048)
  const chosen = await chooseImage()
  expect([chosen?.head, checkShareImage(chosen)]).toEqual([undefined, 'notImage'])
})

test('chooseImage gives nothing when the chooser is closed', async () => {
  TaroApis.chooseMedia = jest.fn(({ fail }: ChooseMediaOptions) => fail({ errMsg: 'chooseMedia:fail cancel' }))
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
