// H5: every lazy part of the app (a page's chunk, an area's texts, their stylesheets) loads through
// webpack's one chunk loader. A chunk that fails (a dropped connection, a network switching under the
// VPN) is asked for again before the page gives up; webpack forgets a failed chunk, so asking again
// sends a new request.

/** webpack's `__webpack_require__.e`: loads a chunk's script and stylesheet by the chunk's id. */
export type ChunkLoader = (chunkId: string | number) => Promise<unknown>

/** The waits before the second and the third try; each try has spec 9's 120 s timeout. */
export const CHUNK_RETRY_WAITS_MS: readonly number[] = [1000, 3000]

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** `load`, tried again after each wait; after the last failure `onGiveUp` hears of it and the failure goes on. */
export function retryingChunkLoader(load: ChunkLoader, onGiveUp: (error: unknown) => void, wait = pause): ChunkLoader {
  return async (chunkId) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load(chunkId)
      } catch (error) {
        if (attempt >= CHUNK_RETRY_WAITS_MS.length) {
          onGiveUp(error)
          throw error
        }
        await wait(CHUNK_RETRY_WAITS_MS[attempt])
      }
    }
  }
}

interface WebpackRequire {
  e?: ChunkLoader
}

// the webpack runtime's require, in a module webpack built; absent under Jest
declare const __webpack_require__: WebpackRequire | undefined

/** Puts the retry around webpack's chunk loader, before the router loads the first page. */
export function installChunkRetry(onGiveUp: (error: unknown) => void): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.e !== 'function') return
  __webpack_require__.e = retryingChunkLoader(__webpack_require__.e, onGiveUp)
}

/** The words of the page-load failure, in the user's language. */
export interface PageLoadFailureTexts {
  message: string
  retry: string
}

const FAILURE_ID = 'page-load-failure'

/**
 * The error state over whatever the router left on screen (the page before, or nothing on a first
 * load), drawn with the DOM itself: no more code can be loaded, and the entry must stay small.
 */
export function showPageLoadFailure({ message, retry }: PageLoadFailureTexts, tryAgain: () => void): void {
  if (document.getElementById(FAILURE_ID)) return
  const overlay = document.createElement('div')
  overlay.id = FAILURE_ID
  overlay.className = FAILURE_ID
  overlay.setAttribute('role', 'alert')
  const text = document.createElement('p')
  text.className = `${FAILURE_ID}__text`
  text.textContent = message
  const button = document.createElement('button')
  button.type = 'button'
  button.className = `${FAILURE_ID}__retry`
  button.textContent = retry
  button.addEventListener('click', tryAgain)
  overlay.append(text, button)
  document.body.appendChild(overlay)
}
