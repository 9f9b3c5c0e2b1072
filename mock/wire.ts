// The wire format shared with the client (src/lib/crypto.ts): AES-256-CBC, PKCS#7 padding,
// payload = base64(IV ‖ ciphertext) with a fresh 16-byte IV per message. Written on node's own
// crypto, not the client's, so the tests that pair the two check one against the other.
import crypto from 'crypto'
import environments from '@/config/environments.json'

const ALGORITHM = 'aes-256-cbc'
const IV_BYTES = 16
const BLOCK_BYTES = 16
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The dev key of the `mock` environment; read from the config so it lives in one place. */
export function loadMockKeyHex(): string {
  const keyHex = environments.mock.aesKeyHex
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) {
    throw new Error('src/config/environments.json: mock.aesKeyHex must be 64 hex characters')
  }
  return keyHex
}

/** Encrypts a UTF-8 string into a wire payload. */
export function encrypt(plain: string, keyHex: string): string {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv(ALGORITHM, Buffer.from(keyHex, 'hex'), iv)
  return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts a wire payload into a UTF-8 string; throws on anything that is not a valid payload. */
export function decrypt(payload: unknown, keyHex: string): string {
  if (typeof payload !== 'string' || !BASE64.test(payload)) {
    throw new Error('payload is not base64')
  }
  const bytes = Buffer.from(payload, 'base64')
  // At least one cipher block after the IV, and whole blocks only.
  if (bytes.length < IV_BYTES + BLOCK_BYTES || (bytes.length - IV_BYTES) % BLOCK_BYTES !== 0) {
    throw new Error('payload has the wrong length')
  }
  const decipher = crypto.createDecipheriv(
    ALGORITHM,
    Buffer.from(keyHex, 'hex'),
    bytes.subarray(0, IV_BYTES),
  )
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]).toString(
    'utf8',
  )
}
