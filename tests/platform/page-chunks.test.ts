import { CHUNK_RETRY_WAITS_MS, retryingChunkLoader, showPageLoadFailure } from '@/platform/page-chunks'

// A page's code that fails to load is asked for again (issue 26 item 2); the browser test aborts a
// real chunk (tests/e2e/shell.e2e.ts).

const chunkLoadError = () => Object.assign(new Error('Loading chunk 2317 failed.'), { name: 'ChunkLoadError' })

/** A loader that fails `failures` times, then loads. */
function flakyLoader(failures: number) {
  let calls = 0
  return jest.fn(async (chunkId: string | number) => {
    calls += 1
    if (calls <= failures) throw chunkLoadError()
    return chunkId
  })
}

describe('page chunk retry', () => {
  it('loads a chunk that failed once on the second try, after the first wait', async () => {
    const load = flakyLoader(1)
    const waits: number[] = []
    const onGiveUp = jest.fn()
    const loader = retryingChunkLoader(load, onGiveUp, async (ms) => void waits.push(ms))
    await expect(loader(2317)).resolves.toBe(2317)
    expect([load.mock.calls, waits, onGiveUp.mock.calls]).toEqual([[[2317], [2317]], [CHUNK_RETRY_WAITS_MS[0]], []])
  })

  it('gives up after the third failure, says so once and fails the load', async () => {
    const load = flakyLoader(Infinity)
    const onGiveUp = jest.fn()
    const loader = retryingChunkLoader(load, onGiveUp, async () => undefined)
    await expect(loader('texts-shop-zh_CN')).rejects.toMatchObject({ name: 'ChunkLoadError' })
    expect([load.mock.calls.length, onGiveUp.mock.calls.length]).toEqual([CHUNK_RETRY_WAITS_MS.length + 1, 1])
  })

  it('asks again only after each wait has passed', async () => {
    jest.useFakeTimers()
    try {
      const load = flakyLoader(2)
      const loading = retryingChunkLoader(load, jest.fn())(5)
      await jest.advanceTimersByTimeAsync(CHUNK_RETRY_WAITS_MS[0] - 1)
      expect(load).toHaveBeenCalledTimes(1)
      await jest.advanceTimersByTimeAsync(1 + CHUNK_RETRY_WAITS_MS[1] - 1)
      expect(load).toHaveBeenCalledTimes(2)
      await jest.advanceTimersByTimeAsync(1)
      await expect(loading).resolves.toBe(5)
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('the page-load failure', () => {
  const TEXTS = { message: '加载失败，请稍后重试', retry: '重试' }

  afterEach(() => document.getElementById('page-load-failure')?.remove())

  it('says so over the screen in the given words, with a retry button', () => {
    showPageLoadFailure(TEXTS, jest.fn())
    const overlay = document.querySelector('[role="alert"]')
    expect([overlay?.querySelector('p')?.textContent, overlay?.querySelector('button')?.textContent]).toEqual([TEXTS.message, TEXTS.retry])
  })

  it('tries again on retry', () => {
    const tryAgain = jest.fn()
    showPageLoadFailure(TEXTS, tryAgain)
    document.querySelector<HTMLButtonElement>('.page-load-failure__retry')?.click()
    expect(tryAgain).toHaveBeenCalledTimes(1)
  })

  it('shows once when several chunks give up', () => {
    showPageLoadFailure(TEXTS, jest.fn())
    showPageLoadFailure(TEXTS, jest.fn())
    expect(document.querySelectorAll('.page-load-failure')).toHaveLength(1)
  })
})
