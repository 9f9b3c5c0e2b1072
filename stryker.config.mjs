// `npm run mutation` (scripts/mutation.js): StrykerJS with its Jest runner, a benchmark of the
// tests' power (not part of CI). MUTATE picks the part: `lib` (src/lib under tests/lib) or `stores`
// (the stores and their async primitive under tests/stores); each is scored on its own tests only,
// so the score of one part does not move when another part's tests change.
const PARTS = {
  lib: { mutate: ['src/lib/**/*.ts'], tests: 'tests/lib' },
  stores: { mutate: ['src/stores/**/*.ts'], tests: 'tests/stores' },
}

const part = PARTS[process.env.MUTATE ?? 'lib']
if (!part) throw new Error(`MUTATE must be one of ${Object.keys(PARTS).join(', ')}`)

export default {
  mutate: part.mutate,
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: { roots: [`<rootDir>/${part.tests}`] },
    enableFindRelatedTests: true,
  },
  // per-test coverage fails for test files that set their own @jest-environment (TOOLCHAIN.md)
  coverageAnalysis: 'off',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `reports/mutation/${process.env.MUTATE ?? 'lib'}.json` },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'bench', 'test-results', 'reports', 'node_modules', '.stryker-tmp'],
  concurrency: 2,
  timeoutMS: 20000,
}
