/** `npm run bench`: timing runs under jsdom. They print their figures and assert no timing. */
const unit = require('./jest.config.js')

module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/bench'],
  testMatch: ['<rootDir>/tests/bench/**/*.bench.tsx'],
  globals: unit.globals,
  moduleNameMapper: unit.moduleNameMapper,
  setupFilesAfterEnv: unit.setupFilesAfterEnv,
  transformIgnorePatterns: unit.transformIgnorePatterns,
  testTimeout: 300000,
  maxWorkers: 1,
}
