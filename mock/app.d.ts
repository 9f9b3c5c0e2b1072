// Types of mock/app.js for the TypeScript tests.
import type { Server } from 'http'

export interface MockServerOptions {
  /** Directory of the H5 build; non-/api GETs are served from it (index.html fallback). */
  staticDir?: string
  /** Set the demo account's `token` cookie on HTML answers that arrive without one. */
  demoLogin?: boolean
}

/** A mock API server with its own state, not yet listening. */
export function createMockServer(options?: MockServerOptions): Server
