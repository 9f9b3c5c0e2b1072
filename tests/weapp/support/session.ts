// One headless mini-program per test: the mock API reset before it, the run closed after it, and
// the run failed when the mini-program printed an error that the test did not expect.
import { createMockClient, type MockClient } from '../../support/mock-server'
import { MiniProgram, mockOrigin, type LaunchOptions } from './mini-program'

export const DEMO_TOKEN = 'demo-token'

export interface MiniProgramSession {
  mock: MockClient
  /** Launches the mini-program; the session closes it after the test. */
  launch(options?: LaunchOptions): Promise<MiniProgram>
}

/** Hooks for a test file: reset the mock before each test, close what it launched after it. */
export function miniProgramSession(): MiniProgramSession {
  const mock = createMockClient(mockOrigin)
  const launched: MiniProgram[] = []
  beforeEach(() => mock.reset())
  afterEach(() => {
    for (const program of launched.splice(0)) program.close()
  })
  return {
    mock,
    async launch(options) {
      const program = await MiniProgram.launch(options)
      launched.push(program)
      return program
    },
  }
}
