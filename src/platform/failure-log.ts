// What nothing else caught (a page that threw while rendering, an uncaught error, an unhandled
// rejection, a page's code that did not load, an answer of the wrong shape), recorded the same way
// by both builds and reported to the host's monitor (failure-report.ts, failure-report.weapp.ts).
import { createReportLimit, scrubFailureMessage, type FailureKind } from '@/lib/failure-report'
import { reportFailure } from './failure-report'
import { describeValue } from './host-values'
import { currentPath } from './location'
import { tokenStore } from './token'
import type { Failure } from './types'

const KEPT = 10
const failures: Failure[] = []
const mayReport = createReportLimit()

/** What failure reports read from the session; the app hands in its session store at start-up (src/app-start.ts). */
export interface FailureReportSession {
  readonly marketPlace: string
  readonly loginToken: { readonly token: string | undefined }
}

let session: FailureReportSession | undefined

export function configureFailureReports(next: FailureReportSession): void {
  session = next
}

/**
 * Keeps the failure's kind, its scrubbed message and the page's path (not its query, which may
 * carry personal data), logs them, and reports them to the host's monitor within the limits of
 * src/lib/failure-report.ts. A ChunkLoadError (webpack's) is of kind 'chunk' whoever records it.
 * Never throws: it runs inside the error hooks.
 */
export function recordFailure(error: unknown, kind: FailureKind = 'uncaught'): void {
  try {
    // before start-up has wired the session, the kept token is the one to hide
    const secrets = [session?.loginToken.token, tokenStore.get()]
    const failure: Failure = { kind: isChunkLoadError(error) ? 'chunk' : kind, message: scrubFailureMessage(messageOf(error), secrets), path: currentPath() }
    failures.push(failure)
    if (failures.length > KEPT) failures.shift()
    console.warn(`[failure] ${failure.path}: ${failure.message}`)
    if (mayReport(failure.kind, failure.message)) reportFailure(failure, session?.marketPlace ?? '')
  } catch (cause) {
    console.warn('[failure] not recorded', cause)
  }
}

/** The last failures recorded, oldest first. */
export function recentFailures(): readonly Failure[] {
  return [...failures]
}

// webpack names a script chunk's failure ChunkLoadError; mini-css-extract-plugin codes a stylesheet's
function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  return Reflect.get(error, 'name') === 'ChunkLoadError' || Reflect.get(error, 'code') === 'CSS_CHUNK_LOAD_FAILED'
}

// an Error, WeChat's onError text, a wx API's { errMsg } failure; of anything else, only its type
function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  const message: unknown = error !== null && typeof error === 'object' ? (Reflect.get(error, 'message') ?? Reflect.get(error, 'errMsg')) : undefined
  return typeof message === 'string' ? message : describeValue(error)
}
