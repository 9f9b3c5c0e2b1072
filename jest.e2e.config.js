/** Browser tests: Chromium driven by playwright-core against `npm run preview` (see tests/e2e/run.js). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  testTimeout: 60000,
  maxWorkers: 1,
}
