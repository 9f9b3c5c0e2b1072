import environments from '../src/config/environments.json'

// Every environment has an entry; the file stays out of the app's bundle (src/config reads only
// the APP_ENVIRONMENT this resolves).
const table: Record<AppEnvironmentName, Omit<AppEnvironment, 'name'>> = environments

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
export function resolveBuildEnvironment(requested: string | undefined, keyFromEnv: string | undefined): AppEnvironment {
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
  if (!development) {
    if (publishedKeys().includes(aesKeyHex.toLowerCase())) throw refuse('refuses the published development key of local and mock')
    if (isTrivialKey(aesKeyHex)) throw refuse('refuses a trivial key (a repeated pattern or too few distinct characters)')
    const plainHost = [entry.host, entry.secondBrandHost].find((host) => !host.startsWith('https://'))
    if (plainHost !== undefined) {
      throw new BuildEnvironmentError(`APP_ENV=${name}: every API host must be https in src/config/environments.json; got "${plainHost}".`)
    }
  }
  return { name, host: entry.host, secondBrandHost: entry.secondBrandHost, aesKeyHex, helpRefundQuestionId: entry.helpRefundQuestionId }
}
