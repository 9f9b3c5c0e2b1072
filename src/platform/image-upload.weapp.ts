// The mini-program: WeChat's own chooser picks the image and wx.uploadFile sends it as
// multipart/form-data. Imported by the share task's page alone, never by the shell.
import Taro from '@tarojs/taro'
import { IMAGE_SIGNATURE_BYTES } from '@/lib/image-format'
import type { ChosenImage, ImageUploadRequest, ImageUploadResult } from './types'

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
}

function typeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return IMAGE_TYPES[extension] ?? ''
}

/** The file's first bytes, for the rule to tell a picture by; undefined when the file cannot be read. */
function headOf(filePath: string, size: number): Promise<Uint8Array | undefined> {
  // WeChat fails a read that goes past the end of the file: a shorter file is read whole
  const length = Math.min(IMAGE_SIGNATURE_BYTES, size)
  if (!(length > 0)) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    try {
      Taro.getFileSystemManager().readFile({
        filePath,
        position: 0,
        length,
        success: ({ data }) => resolve(Object.prototype.toString.call(data) === '[object ArrayBuffer]' ? new Uint8Array(data as ArrayBuffer) : undefined),
        fail: () => resolve(undefined),
      })
    } catch {
      resolve(undefined)
    }
  })
}

/** WeChat's chooser: the one file picked, or undefined when the user closed it. */
function pickOne(): Promise<{ tempFilePath: string; size: number } | undefined> {
  // Taro 4.2.1 does not promisify chooseMedia (it hands the call to wx as is): callbacks, not WeChat's own promise
  return new Promise((resolve) => {
    Taro.chooseMedia({
      count: 1,
      mediaType: ['image'],
      sourceType: ['album', 'camera'],
      success: ({ tempFiles }) => resolve(tempFiles[0]),
      fail: () => resolve(undefined),
    })
  })
}

export async function chooseImage(): Promise<ChosenImage | undefined> {
  const chosen = await pickOne()
  if (!chosen) return undefined
  const path = chosen.tempFilePath
  const head = await headOf(path, chosen.size)
  return { name: path.slice(path.lastIndexOf('/') + 1), size: chosen.size, type: typeOf(path), head, previewUrl: path, file: path }
}

export function uploadImage({ url, headers, fileField, image, fields, timeoutMs }: ImageUploadRequest): Promise<ImageUploadResult> {
  return new Promise((resolve) => {
    Taro.uploadFile({
      url,
      filePath: String(image.file),
      name: fileField,
      header: headers,
      formData: fields,
      timeout: timeoutMs,
      success: ({ statusCode, data }) => resolve({ ok: true, statusCode, data: String(data) }),
      fail: ({ errMsg }) => resolve({ ok: false, failure: /timeout/i.test(errMsg) ? 'timeout' : 'network' }),
    })
  })
}

export function releaseImage(_image: ChosenImage): void {}
