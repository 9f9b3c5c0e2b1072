// Types of scripts/support/chromium.js for the TypeScript browser tests.
export const CHROMIUM_PATH: string
export const CHROMIUM_FLAGS: readonly string[]
