import AES from 'crypto-js/aes'
import CryptoJS from 'crypto-js/core'
import Base64 from 'crypto-js/enc-base64'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'
import NoPadding from 'crypto-js/pad-nopadding'

type WordArray = CryptoJS.lib.WordArray

export type DecryptErrorReason = 'not-base64' | 'too-short' | 'not-whole-blocks' | 'bad-padding' | 'not-utf8'

/** A response payload that cannot be decrypted: `reason` says which check failed. */
export class DecryptError extends Error {
  readonly reason: DecryptErrorReason

  constructor(reason: DecryptErrorReason, message: string) {
    super(message)
    this.name = 'DecryptError'
    this.reason = reason
    // keeps `instanceof` working when the class is compiled down to ES5
    Object.setPrototypeOf(this, DecryptError.prototype)
  }
}

const BLOCK_BYTES = 16
const IV_BYTES = 16
const KEY_HEX = /^[0-9a-fA-F]{64}$/
// standard alphabet with padding, nothing else: crypto-js's own parser accepts anything
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

function parseKey(keyHex: string): WordArray {
  // the wire: AES-256, the key is 32 bytes given as 64 hex characters
  if (!KEY_HEX.test(keyHex)) {
    throw new Error('AES key must be 64 hexadecimal characters (32 bytes)')
  }
  return Hex.parse(keyHex)
}

function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = []
  for (let i = 0; i < bytes.length; i += 1) {
    words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i] << (24 - (i % 4) * 8))
  }
  return CryptoJS.lib.WordArray.create(words, bytes.length)
}

function toBytes(wordArray: WordArray): Uint8Array {
  const bytes = new Uint8Array(wordArray.sigBytes)
  for (let i = 0; i < bytes.length; i += 1) {
    bytes[i] = (wordArray.words[i >>> 2] >>> (24 - (i % 4) * 8)) & 0xff
  }
  return bytes
}

/** The wire: base64(IV ‖ AES-256-CBC-PKCS#7 ciphertext); the caller supplies 16 fresh random bytes. */
export function encrypt(plain: string, keyHex: string, iv: Uint8Array): string {
  const key = parseKey(keyHex)
  if (iv.length !== IV_BYTES) {
    throw new Error(`IV must be exactly ${IV_BYTES} bytes, got ${iv.length}`)
  }
  const ivWords = toWordArray(iv)
  const { ciphertext } = AES.encrypt(Utf8.parse(plain), key, {
    iv: ivWords,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  })
  return Base64.stringify(ivWords.clone().concat(ciphertext))
}

/** Reverses `encrypt`; throws DecryptError on any payload that is not a well-formed message. */
export function decrypt(payload: string, keyHex: string): string {
  const key = parseKey(keyHex)
  if (!BASE64.test(payload)) {
    throw new DecryptError('not-base64', 'Encrypted payload is not base64')
  }
  const bytes = toBytes(Base64.parse(payload))
  if (bytes.length < IV_BYTES + BLOCK_BYTES) {
    throw new DecryptError('too-short', `Encrypted payload has ${bytes.length} bytes, fewer than IV and one block`)
  }
  if ((bytes.length - IV_BYTES) % BLOCK_BYTES !== 0) {
    throw new DecryptError('not-whole-blocks', 'Ciphertext is not a whole number of 16-byte blocks')
  }
  const ciphertext = toWordArray(bytes.subarray(IV_BYTES))
  // crypto-js strips PKCS#7 padding without checking it, so padding is checked here
  const padded = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, {
    iv: toWordArray(bytes.subarray(0, IV_BYTES)),
    mode: CryptoJS.mode.CBC,
    padding: NoPadding,
  })
  const plainBytes = toBytes(padded)
  const padLength = plainBytes[plainBytes.length - 1]
  const padIsValid =
    padLength >= 1 &&
    padLength <= BLOCK_BYTES &&
    plainBytes.subarray(plainBytes.length - padLength).every((byte) => byte === padLength)
  if (!padIsValid) {
    throw new DecryptError('bad-padding', 'Decrypted data has invalid PKCS#7 padding (wrong key or corrupted data)')
  }
  padded.sigBytes -= padLength
  try {
    return Utf8.stringify(padded)
  } catch {
    throw new DecryptError('not-utf8', 'Decrypted data is not valid UTF-8')
  }
}
