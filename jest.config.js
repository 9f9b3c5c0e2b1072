/** Unit and component tests; the browser tests live in tests/e2e and run under Playwright. */
const environments = require('./src/config/environments.json')

// the H5 mock build's environment (config/environment.ts resolves the same for `APP_ENV=mock`)
const mockEnvironment = { ...environments.mock }
delete mockEnvironment.miniProgramHost

/** What a build injects through defineConstants (config/index.ts): tests run as the mock build. */
const buildConstants = {
  APP_ENVIRONMENT: { name: 'mock', ...mockEnvironment },
  // Taro's H5 build defines this for @tarojs/components (web components without the old adapter)
  DEPRECATED_ADAPTER_COMPONENT: false,
}

module.exports = {
  testEnvironment: 'jsdom',
  // CI machines are small and shared: a start-up test that takes 5 s under load is slow, not broken.
  testTimeout: 30000,
  // one worker per core: Jest's default keeps one core for its parent process, which mostly waits,
  // and so used half of CI's two cores (unit tests 151 s there; 79 s on two workers here)
  maxWorkers: '100%',
  globals: buildConstants,
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/tests/weapp/'],
  // The first pattern that matches wins: styles first, so `@/styles/x.scss` is a style too.
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/support/style-stub.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@tarojs/taro$': '<rootDir>/tests/support/taro-fake.ts',
    '^@tarojs/components$': '<rootDir>/tests/support/taro-components.tsx',
  },
  setupFiles: ['<rootDir>/tests/support/taro-h5-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/setup-texts.ts'],
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: ['^(?!.*/node_modules/(taro-ui|@tarojs|swiper|lodash-es|@stencil|query-string|decode-uri-component|split-on-first|filter-obj|nanoid)/).*/node_modules/'],
}
