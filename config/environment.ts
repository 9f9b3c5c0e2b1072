import environments from '../src/config/environments.json'

/** One entry of src/config/environments.json. */
interface EnvironmentEntry extends Omit<AppEnvironment, 'name'> {
  /**
   * The mini-program's API host where it differs from H5's: WeChat takes absolute URLs only (the
   * mock's `/api` means something on an H5 origin alone). `{mockPort}` is the local mock's port.
   */
  miniProgramHost?: string
}

// Every environment has an entry; the file stays out of the app's bundle (src/config reads only
// the APP_ENVIRONMENT this resolves).
const table: Record<AppEnvironmentName, EnvironmentEntry> = environments

/** What the build is for: the platform (TARO_ENV) and the port of the local mock API. */
export interface BuildTarget {
  platform: 'weapp' | 'h5'
  /** `{mockPort}` in a development host; 10087, the port `npm run mock` listens on, unless given. */
  mockPort?: number
}

export const DEFAULT_MOCK_PORT = 10087
const MOCK_PORT_PLACEHOLDER = '{mockPort}'
const ABSOLUTE_HOST = /^https?:\/\//

/** Builds that carry the published development key and may talk to plain-http hosts. */
const DEVELOPMENT_ENVIRONMENTS: readonly AppEnvironmentName[] = ['local', 'mock']

const KEY_HEX = /^[0-9a-fA-F]{64}$/
const MIN_DISTINCT_KEY_CHARACTERS = 8

/** A build that must not go on; its message is the one line the build prints. */
export class BuildEnvironmentError extends Error {}

function isEnvironmentName(name: string): name is AppEnvironmentName {
  return Object.prototype.hasOwnProperty.call(table, name)
}

/** The keys anyone can read in this repository: the local and mock development keys. */
function publishedKeys(): string[] {
  return Object.values(table)
    .map((entry) => entry.aesKeyHex.toLowerCase())
    .filter((key) => key !== '')
}

/** A key a person typed rather than generated: few distinct characters, or a short block repeated. */
function isTrivialKey(keyHex: string): boolean {
  const key = keyHex.toLowerCase()
  if (new Set(key).size < MIN_DISTINCT_KEY_CHARACTERS) return true
  for (let period = 1; period <= key.length / 2; period += 1) {
    if (key.length % period === 0 && key.slice(0, period).repeat(key.length / period) === key) return true
  }
  return false
}

/**
 * The environment a build ships (APP_ENV, default mock) with its AES key. Only local and mock
 * carry a development key; every other environment needs its own from APP_AES_KEY, and https hosts.
 */
export function resolveBuildEnvironment(
  requested: string | undefined,
  keyFromEnv: string | undefined,
  target: BuildTarget = { platform: 'h5' },
): AppEnvironment {
  const name = requested || 'mock'
  if (!isEnvironmentName(name)) {
    throw new BuildEnvironmentError(`APP_ENV must be one of ${Object.keys(table).join(', ')}; got "${requested}".`)
  }
  const entry = table[name]
  const development = DEVELOPMENT_ENVIRONMENTS.includes(name)
  const aesKeyHex = keyFromEnv || (development ? entry.aesKeyHex : '')
  const refuse = (reason: string): BuildEnvironmentError =>
    new BuildEnvironmentError(`APP_ENV=${name} ${reason}: set APP_AES_KEY to ${name}'s own AES-256 key, 64 hexadecimal characters.`)
  if (!aesKeyHex) throw refuse('has no AES key')
  if (!KEY_HEX.test(aesKeyHex)) throw refuse('refuses APP_AES_KEY, which is not 64 hexadecimal characters')
  const mockPort = target.mockPort ?? DEFAULT_MOCK_PORT
  if (!Number.isInteger(mockPort) || mockPort < 1 || mockPort > 65535) {
    throw new BuildEnvironmentError(`MOCK_PORT must be a port number from 1 to 65535; got "${target.mockPort}".`)
  }
  const hostFor = (h5Host: string): string => {
    const chosen = target.platform === 'weapp' && entry.miniProgramHost !== undefined ? entry.miniProgramHost : h5Host
    return development ? chosen.replace(MOCK_PORT_PLACEHOLDER, String(mockPort)) : chosen
  }
  const host = hostFor(entry.host)
  const secondBrandHost = hostFor(entry.secondBrandHost)
  if (!development) {
    if (publishedKeys().includes(aesKeyHex.toLowerCase())) throw refuse('refuses the published development key of local and mock')
    if (isTrivialKey(aesKeyHex)) throw refuse('refuses a trivial key (a repeated pattern or too few distinct characters)')
    const plainHost = [host, secondBrandHost].find((candidate) => !candidate.startsWith('https://'))
    if (plainHost !== undefined) {
      throw new BuildEnvironmentError(`APP_ENV=${name}: every API host must be https in src/config/environments.json; got "${plainHost}".`)
    }
  }
  if (target.platform === 'weapp') {
    const relativeHost = [host, secondBrandHost].find((candidate) => !ABSOLUTE_HOST.test(candidate))
    if (relativeHost !== undefined) {
      throw new BuildEnvironmentError(
        `APP_ENV=${name}: WeChat refuses a relative API host ("${relativeHost}"); give ${name} an absolute miniProgramHost in src/config/environments.json.`,
      )
    }
  }
  return { name, host, secondBrandHost, aesKeyHex, helpRefundQuestionId: entry.helpRefundQuestionId }
}
