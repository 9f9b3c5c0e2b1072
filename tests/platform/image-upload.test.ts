import { checkShareImage } from '@/lib/tasks'
import { chooseImage, releaseImage, uploadImage } from '@/platform/image-upload'
import type { ChosenImage, ImageUploadRequest } from '@/platform/types'
import { EXECUTABLE, JPEG, PNG, SVG } from '../support/image-files'

const PICTURE = new File([new Uint8Array(PNG)], 'shared.png', { type: 'image/png' })

function request(image: ChosenImage): ImageUploadRequest {
  return { url: '/api/welfare/tasks/share', headers: { token: 'demo-token' }, fileField: 'image', image, fields: { requestId: 'a'.repeat(32) }, timeoutMs: 1000 }
}

function chosen(): ChosenImage {
  return { name: PICTURE.name, size: PICTURE.size, type: PICTURE.type, head: new Uint8Array(PNG.subarray(0, 12)), previewUrl: 'blob:shared', file: PICTURE }
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

/** Chooses this file in the file input chooseImage opens. */
async function choose(file: File): Promise<ChosenImage | undefined> {
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
  const choosing = chooseImage()
  const input = fileInput()
  Object.defineProperty(input, 'files', { value: [file] })
  input.dispatchEvent(new Event('change'))
  return choosing
}

describe('chooseImage (H5)', () => {
  test('opens a file input for pictures and gives the chosen file with its size, type and first twelve bytes', async () => {
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const choosing = chooseImage()
    const input = fileInput()
    expect([input.accept, click.mock.calls.length]).toEqual(['image/*', 1])
    Object.defineProperty(input, 'files', { value: [PICTURE] })
    input.dispatchEvent(new Event('change'))
    await expect(choosing).resolves.toEqual({
      name: 'shared.png',
      size: PNG.length,
      type: 'image/png',
      head: new Uint8Array(PNG.subarray(0, 12)),
      previewUrl: 'blob:shared',
      file: PICTURE,
    })
    expect(document.querySelector('input[type="file"]')).toBeNull()
  })

  test('gives nothing when the chooser is closed', async () => {
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    const choosing = chooseImage()
    fileInput().dispatchEvent(new Event('cancel'))
    await expect(choosing).resolves.toBeUndefined()
  })
})

// What the share page decides about each file chosen here: the rule reads the bytes chooseImage read.
describe('a chosen file checked by its content (H5)', () => {
  test('refuses an SVG declared as a PNG', async () => {
    const chosen = await choose(new File([new Uint8Array(SVG)], 'shared.png', { type: 'image/png' }))
    expect(checkShareImage(chosen)).toBe('notImage')
  })

  test('refuses a Windows program renamed .png', async () => {
    const chosen = await choose(new File([new Uint8Array(EXECUTABLE)], 'shared.png', { type: 'image/png' }))
    expect(checkShareImage(chosen)).toBe('notImage')
  })

  test('takes a PNG whose type the browser does not say: the content decides', async () => {
    const chosen = await choose(new File([new Uint8Array(PNG)], 'shared', { type: '' }))
    expect([chosen?.type, checkShareImage(chosen)]).toEqual(['', undefined])
  })

  test('takes a real PNG', async () => {
    expect(checkShareImage(await choose(PICTURE))).toBeUndefined()
  })

  test('takes a real JPEG', async () => {
    expect(checkShareImage(await choose(new File([new Uint8Array(JPEG)], 'shared.jpg', { type: 'image/jpeg' })))).toBeUndefined()
  })

  test('still refuses a PNG of 5M or more', async () => {
    const large = new File([new Uint8Array(PNG), new Uint8Array(5 * 1024 * 1024)], 'large.png', { type: 'image/png' })
    expect(checkShareImage(await choose(large))).toBe('tooLarge')
  })

  test('reads the bytes with Blob.arrayBuffer where the browser has it', async () => {
    const withArrayBuffer = new File([new Uint8Array(SVG)], 'shared.png', { type: 'image/png' })
    const slice = withArrayBuffer.slice.bind(withArrayBuffer)
    const sliced: Array<[number | undefined, number | undefined]> = []
    withArrayBuffer.slice = (start?: number, end?: number) => {
      sliced.push([start, end])
      const part = slice(start, end)
      return Object.assign(part, { arrayBuffer: async () => new Uint8Array(PNG.subarray(0, 12)).buffer })
    }
    expect([checkShareImage(await choose(withArrayBuffer)), sliced]).toEqual([undefined, [[0, 12]]])
  })

  test('refuses a file that cannot be read', async () => {
    const unreadable = new File([new Uint8Array(PNG)], 'shared.png', { type: 'image/png' })
    unreadable.slice = () => Object.assign(new Blob([]), { arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')) })
    const chosen = await choose(unreadable)
    expect([chosen?.head, checkShareImage(chosen)]).toEqual([undefined, 'notImage'])
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
