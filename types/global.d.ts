// Build-time constants injected by config/index.ts (defineConstants).
declare const APP_ENV: string
declare const APP_AES_KEY: string

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
