// The mini-program: WeChat's own chooser picks the image and wx.uploadFile sends it as
// multipart/form-data. Imported by the share task's page alone, never by the shell.
import Taro from '@tarojs/taro'
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

export async function chooseImage(): Promise<ChosenImage | undefined> {
  try {
    const { tempFiles } = await Taro.chooseMedia({ count: 1, mediaType: ['image'], sourceType: ['album', 'camera'] })
    const chosen = tempFiles[0]
    if (!chosen) return undefined
    const path = chosen.tempFilePath
    return { name: path.slice(path.lastIndexOf('/') + 1), size: chosen.size, type: typeOf(path), previewUrl: path, file: path }
  } catch {
    // The user closed the chooser.
    return undefined
  }
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
