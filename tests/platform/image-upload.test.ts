import { chooseImage, releaseImage, uploadImage } from '@/platform/image-upload'
import type { ChosenImage, ImageUploadRequest } from '@/platform/types'

const PICTURE = new File([new Uint8Array([137, 80, 78, 71])], 'shared.png', { type: 'image/png' })

function request(image: ChosenImage): ImageUploadRequest {
  return { url: '/api/welfare/tasks/share', headers: { token: 'demo-token' }, fileField: 'image', image, fields: { requestId: 'a'.repeat(32) }, timeoutMs: 1000 }
}

function chosen(): ChosenImage {
  return { name: PICTURE.name, size: PICTURE.size, type: PICTURE.type, previewUrl: 'blob:shared', file: PICTURE }
}

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:shared')
  URL.revokeObjectURL = jest.fn()
})

afterEach(() => {
  jest.restoreAllMocks()
})

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  return input
}

describe('chooseImage (H5)', () => {
  test('opens a file input for pictures and gives the chosen file with its size and type', async () => {
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const choosing = chooseImage()
    const input = fileInput()
    expect([input.accept, click.mock.calls.length]).toEqual(['image/*', 1])
    Object.defineProperty(input, 'files', { value: [PICTURE] })
    input.dispatchEvent(new Event('change'))
    await expect(choosing).resolves.toEqual({ name: 'shared.png', size: 4, type: 'image/png', previewUrl: 'blob:shared', file: PICTURE })
    expect(document.querySelector('input[type="file"]')).toBeNull()
  })

  test('gives nothing when the chooser is closed', async () => {
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const choosing = chooseImage()
    fileInput().dispatchEvent(new Event('cancel'))
    await expect(choosing).resolves.toBeUndefined()
  })
})

describe('uploadImage (H5)', () => {
  test('posts the image and the fields as multipart with the headers, and gives the answer text', async () => {
    const fetchImage = jest.fn(async () => ({ status: 200, text: async () => '{"code":200}' }))
    global.fetch = fetchImage as unknown as typeof fetch
    await expect(uploadImage(request(chosen()))).resolves.toEqual({ ok: true, statusCode: 200, data: '{"code":200}' })
    const [url, init] = fetchImage.mock.calls[0] as unknown as [string, RequestInit]
    const form = init.body as FormData
    expect([url, init.method, init.headers, form.get('requestId'), (form.get('image') as File).name]).toEqual([
      '/api/welfare/tasks/share',
      'POST',
      { token: 'demo-token' },
      'a'.repeat(32),
      'shared.png',
    ])
  })

  test('says a failed transport is a network failure', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch
    await expect(uploadImage(request(chosen()))).resolves.toEqual({ ok: false, failure: 'network' })
  })

  test('says an answer that does not come in time is a timeout', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    ) as unknown as typeof fetch
    await expect(uploadImage({ ...request(chosen()), timeoutMs: 10 })).resolves.toEqual({ ok: false, failure: 'timeout' })
  })
})

test('releaseImage frees the preview of a chosen file', () => {
  releaseImage(chosen())
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:shared')
})
