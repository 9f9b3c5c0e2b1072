// H5: a file input chooses the image; fetch sends it as multipart/form-data (the request client
// speaks JSON and forms only). Imported by the share task's page alone, never by the shell.
import { IMAGE_SIGNATURE_BYTES } from '@/lib/image-format'
import type { ChosenImage, ImageUploadRequest, ImageUploadResult } from './types'

// Blob.arrayBuffer is missing in the older webviews the build targets (iOS before 14): FileReader there.
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    // readAsArrayBuffer gives an ArrayBuffer, never a string
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The file's first bytes, for the rule to tell a picture by; undefined when the file cannot be read. */
async function headOf(file: Blob): Promise<Uint8Array | undefined> {
  try {
    return new Uint8Array(await bytesOf(file.slice(0, IMAGE_SIGNATURE_BYTES)))
  } catch {
    return undefined
  }
}

export function chooseImage(): Promise<ChosenImage | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'image/*'
    input.style.display = 'none'
    const done = (image: ChosenImage | undefined) => {
      input.remove()
      resolve(image)
    }
    input.addEventListener('change', () => {
      const file = input.files?.[0]
      if (!file) return done(undefined)
      void headOf(file).then((head) => done({ name: file.name, size: file.size, type: file.type, head, previewUrl: URL.createObjectURL(file), file }))
    })
    input.addEventListener('cancel', () => done(undefined))
    document.body.appendChild(input)
    input.click()
  })
}

export async function uploadImage({ url, headers, fileField, image, fields, timeoutMs }: ImageUploadRequest): Promise<ImageUploadResult> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (typeof image.file === 'string') return { ok: false, failure: 'network' }
  form.append(fileField, image.file, image.name)
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    // No Content-Type: the browser writes it with the multipart boundary.
    const response = await fetch(url, { method: 'POST', headers, body: form, signal: abort.signal, credentials: 'include' })
    return { ok: true, statusCode: response.status, data: await response.text() }
  } catch {
    return { ok: false, failure: abort.signal.aborted ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}

export function releaseImage(image: ChosenImage): void {
  if (image.previewUrl.startsWith('blob:')) URL.revokeObjectURL(image.previewUrl)
}
