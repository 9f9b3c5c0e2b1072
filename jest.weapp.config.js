/** The headless mini-program: the built dist/weapp run against the mock API (see tests/weapp/run.js). */
const unit = require('./jest.config.js')

module.exports = {
  testEnvironment: 'node',
  // the tests read texts and constants of src/, which read the mock build's environment
  globals: unit.globals,
  roots: ['<rootDir>/tests/weapp'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: unit.transform,
  testTimeout: 30000,
  // tests/weapp/run.js gives each worker its own mock API, so files run side by side
  maxWorkers: 2,
}
