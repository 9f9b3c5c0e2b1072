import { savePoster } from '@/platform/poster'
import { installFakeAndroidHost, installFakeIosHost, installFakeElectronHost, hostMessages, removeFakeHosts } from '../support/fake-hosts'

// jsdom draws nothing: a canvas here turns into a fixed PNG data URL, as a browser's would.
const PNG = 'data:image/png;base64,iVBORw0KGgo='

function mountCanvas(id = 'invite-poster'): HTMLCanvasElement {
  const canvas = document.createElement('canvas')
  canvas.id = id
  canvas.toDataURL = () => PNG
  document.body.appendChild(canvas)
  return canvas
}

beforeEach(() => {
  document.body.innerHTML = ''
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  removeFakeHosts()
  jest.restoreAllMocks()
})

function saveMessages() {
  return hostMessages().filter((record) => record.message === 'saveImage')
}

describe('savePoster (H5)', () => {
  test('says only the app saves, in a plain browser', async () => {
    mountCanvas()
    await expect(savePoster('invite-poster', 'p.png', '')).resolves.toBe('in-app-only')
  })

  test('sends the poster as a PNG to an app that saves images, and reports it saved', async () => {
    mountCanvas()
    installFakeIosHost({ replies: { saveImage: { saved: true } } })
    await expect(savePoster('invite-poster', 'invite-SU1.png', '3.30.0')).resolves.toBe('saved')
    expect(saveMessages()).toEqual([
      { message: 'saveImage', payload: { image: PNG, name: 'invite-SU1.png', callback: expect.any(String) } },
    ])
  })

  test('reports a failed save when the host could not save', async () => {
    mountCanvas()
    installFakeAndroidHost({ replies: { saveImage: { saved: false } } })
    await expect(savePoster('invite-poster', 'p.png', '3.31.2')).resolves.toBe('save-failed')
  })

  test('asks an app older than 3.30.0 to upgrade, and sends it nothing', async () => {
    mountCanvas()
    installFakeIosHost({ replies: { saveImage: { saved: true } } })
    await expect(savePoster('invite-poster', 'p.png', '3.29.9')).resolves.toBe('upgrade-needed')
    expect(saveMessages()).toHaveLength(0)
  })

  test('asks an app whose version is unknown to upgrade', async () => {
    mountCanvas()
    installFakeIosHost({ replies: { saveImage: { saved: true } } })
    await expect(savePoster('invite-poster', 'p.png', '')).resolves.toBe('upgrade-needed')
  })

  test('asks an app that does not register saveImage to upgrade, whatever version it reports', async () => {
    mountCanvas()
    installFakeAndroidHost({ messages: ['setTitle', 'getToken'] })
    await expect(savePoster('invite-poster', 'p.png', '9.0.0')).resolves.toBe('upgrade-needed')
  })

  test('reports the poster failed when there is no canvas to save', async () => {
    installFakeElectronHost({ replies: { saveImage: { saved: true } } })
    await expect(savePoster('invite-poster', 'p.png', '3.30.0')).resolves.toBe('poster-failed')
  })

  test('reports the poster failed when the canvas cannot be read (a tainted canvas throws)', async () => {
    const canvas = mountCanvas()
    canvas.toDataURL = () => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError')
    }
    installFakeIosHost({ replies: { saveImage: { saved: true } } })
    await expect(savePoster('invite-poster', 'p.png', '3.30.0')).resolves.toBe('poster-failed')
    expect(saveMessages()).toHaveLength(0)
  })

  test('ignores an answer that is not a saved flag and waits for the real one', async () => {
    mountCanvas()
    installFakeIosHost({ replies: { saveImage: 'yes' } })
    const saving = savePoster('invite-poster', 'p.png', '3.30.0')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const callback = (saveMessages()[0].payload as { callback: string }).callback
    ;(window as unknown as Record<string, (answer: unknown) => void>)[callback]({ saved: true })
    await expect(saving).resolves.toBe('saved')
  })
})
