type AppEnvironmentName = 'local' | 'mock' | 'dev' | 'test' | 'pre' | 'prod'

/** One environment of src/config/environments.json, as the app reads it. */
interface AppEnvironment {
  name: AppEnvironmentName
  /** API host; the second brand's host is used on the second brand's domain (spec 7). */
  host: string
  secondBrandHost: string
  aesKeyHex: string
  /** Spec 2: the refund and cancel-auto-renewal help question (64 in test, 48 in production). */
  helpRefundQuestionId: number
}

/**
 * The build's own environment, and only it: config/index.ts injects it (defineConstants) from
 * config/environment.ts; Jest gives the mock environment (jest.config.js globals).
 */
declare const APP_ENVIRONMENT: AppEnvironment

declare module '*.scss'
declare module '*.png' {
  const src: string
  export default src
}

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5'
  }
}
