/** @jest-environment node */
// The share-screenshot task of the mock over real HTTP (docs/api.md, "Share task endpoints"): a
// real multipart upload, the size and type checked again, once per request id, the review.
import type { ShareTask } from '@/api/tasks'
import { CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import { CODE_SHARE_ALREADY_SUBMITTED, CODE_SHARE_IMAGE_MISSING, CODE_SHARE_NOT_IMAGE, CODE_SHARE_TOO_LARGE } from '@/lib/tasks'
import { setupMockServer } from '../support/mock-server'

const MIB = 1024 * 1024
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

const mock = setupMockServer()
const { ok, control } = mock

let requestCount = 0
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, 'c')
}

interface Upload {
  token?: string
  id?: string
  file?: { bytes: Buffer; type: string; name?: string }
  lang?: string
}

async function upload({ token = 'demo-token', id = requestId(), file = { bytes: PNG, type: 'image/png' }, lang = 'zh_CN' }: Upload = {}) {
  const form = new FormData()
  form.append('requestId', id)
  if (file.bytes.length > 0 || file.type) form.append('image', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name ?? 'shot.png')
  const response = await fetch(mock.url('/api/welfare/tasks/share'), { method: 'POST', body: form, headers: { token, lang } })
  return (await response.json()) as { code: number; msg: string; data?: ShareTask }
}

async function uploadWithoutImage() {
  const form = new FormData()
  form.append('requestId', requestId())
  const response = await fetch(mock.url('/api/welfare/tasks/share'), { method: 'POST', body: form, headers: { token: 'demo-token' } })
  return (await response.json()) as { code: number }
}

function shareTask(token = 'demo-token') {
  return ok<ShareTask>('/welfare/tasks/share', { token })
}

async function coins(token = 'demo-token') {
  return (await ok<{ coins: number }>('/user/info', { token })).coins
}

describe('share screenshot task in the mock', () => {
  test('has the demo yet to submit and the special account rejected with a reason', async () => {
    expect(await shareTask()).toMatchObject({ state: 'notSubmitted', rewardCoins: 100, submittedAt: 0 })
    expect(await shareTask('special-token')).toMatchObject({ state: 'rejected', rejectReason: '截图中看不到分享内容' })
  })

  test('takes a picture sent as multipart and puts it under review, unencrypted', async () => {
    const answer = await upload()
    expect(answer.code).toBe(200)
    expect(answer.data).toMatchObject({ state: 'reviewing' })
    expect((await shareTask()).state).toBe('reviewing')
  })

  test('logs the upload by name, type and size, not its bytes', async () => {
    await upload()
    const log = (await control('GET', '/requests')).body as { path: string; decryptedBody: unknown }[]
    expect(log.find((entry) => entry.path === '/welfare/tasks/share' && entry.decryptedBody)?.decryptedBody).toMatchObject({
      image: { filename: 'shot.png', contentType: 'image/png', size: PNG.length },
    })
  })

  test('checks the size again: 5M or more is refused with its own code', async () => {
    const answer = await upload({ file: { bytes: Buffer.alloc(5 * MIB), type: 'image/png' }, lang: 'en_US' })
    expect(answer).toMatchObject({ code: CODE_SHARE_TOO_LARGE, msg: 'The picture must be smaller than 5M' })
    expect((await shareTask()).state).toBe('notSubmitted')
  })

  test('takes a picture just under 5M', async () => {
    expect((await upload({ file: { bytes: Buffer.alloc(5 * MIB - 1), type: 'image/jpeg' } })).code).toBe(200)
  })

  test('refuses a file that is no picture', async () => {
    expect((await upload({ file: { bytes: Buffer.from('hello'), type: 'text/plain' } })).code).toBe(CODE_SHARE_NOT_IMAGE)
  })

  test('refuses a submission without an image', async () => {
    expect((await uploadWithoutImage()).code).toBe(CODE_SHARE_IMAGE_MISSING)
  })

  test('gives the first answer again to a repeat of the request id', async () => {
    const id = requestId()
    const [first, again] = [await upload({ id }), await upload({ id })]
    expect([first.code, again]).toEqual([200, first])
  })

  test('refuses a second screenshot while the first is under review', async () => {
    await upload()
    expect((await upload()).code).toBe(CODE_SHARE_ALREADY_SUBMITTED)
  })

  test('refuses a blacklisted account (spec 6)', async () => {
    expect((await upload({ token: 'risky-token' })).code).toBe(CODE_WELFARE_RESTRICTED)
  })

  test('approval credits 100 coins once and shows the task done in the welfare list', async () => {
    const before = await coins()
    await upload()
    expect((await control('POST', '/tasks', { token: 'demo-token', shareReview: 'approved' })).status).toBe(200)
    expect((await control('POST', '/tasks', { token: 'demo-token', shareReview: 'approved' })).status).toBe(400)
    expect([await coins(), (await shareTask()).state]).toEqual([before + 100, 'approved'])
    const tasks = await ok<{ id: string; status: string }[]>('/welfare/tasks', { token: 'demo-token' })
    expect(tasks.find((task) => task.id === 'shareScreenshot')?.status).toBe('done')
  })

  test('a rejection keeps the reason and lets the user submit again', async () => {
    await upload()
    await control('POST', '/tasks', { token: 'demo-token', shareReview: 'rejected', rejectReason: '图片模糊' })
    expect(await shareTask()).toMatchObject({ state: 'rejected', rejectReason: '图片模糊' })
    expect((await upload()).data).toMatchObject({ state: 'reviewing', rejectReason: '' })
  })

  test('refuses a review decision the control does not know', async () => {
    expect((await control('POST', '/tasks', { token: 'demo-token', shareReview: 'maybe' })).status).toBe(400)
  })
})
