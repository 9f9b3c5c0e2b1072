import environments from '../src/config/environments.json'

export type EnvironmentName = keyof typeof environments

export interface BuildEnvironment {
  name: EnvironmentName
  aesKeyHex: string
}

// The AES key comes from APP_AES_KEY at build time; only local and mock carry a dev key.
export function resolveBuildEnvironment(requested: string | undefined, keyFromEnv: string | undefined): BuildEnvironment {
  const name = (requested || 'mock') as EnvironmentName
  if (!(name in environments)) {
    throw new Error(`APP_ENV must be one of ${Object.keys(environments).join(', ')}; got "${requested}"`)
  }
  const aesKeyHex = keyFromEnv || environments[name].aesKeyHex
  if (!/^[0-9a-fA-F]{64}$/.test(aesKeyHex)) {
    throw new Error(`APP_ENV=${name} needs APP_AES_KEY (64 hex characters)`)
  }
  return { name, aesKeyHex }
}
