/** Browser tests: Chromium driven by playwright-core against `npm run preview` (see tests/e2e/run.js). */
const unit = require('./jest.config.js')

module.exports = {
  testEnvironment: 'node',
  // the tests import constants of src/config, which reads the mock build's environment
  globals: unit.globals,
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testTimeout: 60000,
  // tests/e2e/run.js gives each worker its own mock API, so files run side by side; their
  // browsers mostly wait (on the host, the network, timers), which two cores overlap
  maxWorkers: 2,
  // host-timing.e2e.ts runs its 50 start-ups side by side: they wait on the host, not the CPU
  maxConcurrency: 10,
}
