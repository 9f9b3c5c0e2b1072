import type { ShareTask } from '@/api/tasks'
import { CODE_SHARE_ALREADY_SUBMITTED } from '@/lib/tasks'
import type { ChosenImage } from '@/platform/types'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { ShareTaskStore, type ShareTaskApi } from '@/stores/share-task'
import { deferred } from '../support/deferred'
import { PNG } from '../support/image-files'

const NOT_SUBMITTED: ShareTask = { state: 'notSubmitted', rewardCoins: 100, submittedAt: 0, rejectReason: '' }
const REVIEWING: ShareTask = { state: 'reviewing', rewardCoins: 100, submittedAt: 1750000000000, rejectReason: '' }

function image(name = 'shot.png'): ChosenImage {
  return { name, size: 2048, type: 'image/png', head: new Uint8Array(PNG.subarray(0, 12)), previewUrl: `blob:${name}`, file: name }
}

function setup(overrides: Partial<ShareTaskApi> = {}) {
  let made = 0
  const api: jest.Mocked<ShareTaskApi> = {
    fetchShareTask: jest.fn(async () => NOT_SUBMITTED),
    submit: jest.fn(async () => REVIEWING),
    ...overrides,
  } as jest.Mocked<ShareTaskApi>
  const shell = {
    refreshTaskList: jest.fn(),
    newRequestId: jest.fn(async () => {
      made += 1
      return made.toString(16).padStart(32, '0')
    }),
  }
  return { store: new ShareTaskStore(api, shell), api, shell }
}

describe('ShareTaskStore', () => {
  test('reads where the task stands', async () => {
    const { store } = setup()
    await store.load()
    expect([store.status, store.state, store.canSubmit]).toEqual(['ready', 'notSubmitted', true])
  })

  test('shows the task under review once submitted, and has the welfare list read it again', async () => {
    const { store, shell } = setup()
    await store.load()
    await store.submit(image())
    expect([store.state, store.canSubmit, shell.refreshTaskList.mock.calls.length]).toEqual(['reviewing', false, 1])
  })

  test('sends one submission for a double tap', async () => {
    const answer = deferred<ShareTask>()
    const { store, api } = setup({ submit: jest.fn(() => answer.promise) })
    const chosen = image()
    const first = store.submit(chosen)
    expect(await store.submit(chosen)).toBeUndefined()
    answer.resolve(REVIEWING)
    await first
    expect(api.submit).toHaveBeenCalledTimes(1)
  })

  test('makes a new request id for another image', async () => {
    const submit = jest.fn().mockRejectedValueOnce(HttpError.timeout(1000)).mockResolvedValue(REVIEWING)
    const { store } = setup({ submit })
    await expect(store.submit(image('a.png'))).rejects.toBeInstanceOf(HttpError)
    await store.submit(image('b.png'))
    expect(submit.mock.calls[1][1]).not.toBe(submit.mock.calls[0][1])
  })

  test('reads the task again when it was already submitted elsewhere', async () => {
    const { store, api } = setup({
      submit: jest.fn().mockRejectedValue(new Refusal(CODE_SHARE_ALREADY_SUBMITTED, 'already')),
      fetchShareTask: jest.fn().mockResolvedValueOnce(NOT_SUBMITTED).mockResolvedValue(REVIEWING),
    })
    await store.load()
    await expect(store.submit(image())).rejects.toBeInstanceOf(Refusal)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([api.fetchShareTask.mock.calls.length, store.state]).toEqual([2, 'reviewing'])
  })

  test('drops an answer that arrives after the user logged out', async () => {
    const answer = deferred<ShareTask>()
    const { store } = setup({ submit: jest.fn(() => answer.promise) })
    await store.load()
    const submitting = store.submit(image())
    store.clear()
    answer.resolve(REVIEWING)
    await submitting
    expect([store.task, store.status, store.submitting]).toEqual([null, 'idle', false])
  })
})
