// What Taro's H5 build defines (webpack5-runner's H5WebpackPlugin): Taro's runtime and components read these.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
process.env.FRAMEWORK = 'react'
process.env.SUPPORT_TARO_POLYFILL = 'disabled'
process.env.SUPPORT_DINGTALK_NAVIGATE = 'disabled'
