'use strict'
// The wire format shared with the client (src/lib/crypto.ts): AES-256-CBC, PKCS#7 padding,
// payload = base64(IV ‖ ciphertext) with a fresh 16-byte IV per message.

const crypto = require('crypto')
const fs = require('fs')
const path = require('path')

const ALGORITHM = 'aes-256-cbc'
const IV_BYTES = 16
const BLOCK_BYTES = 16
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

// Codes whose `data` the client decrypts (spec section 8); any other code carries plain data.
const HANDLED_CODES = new Set([
  200, 10079, 10104, 10108, 10109, 10028, 10042, 10115, 11099, 11110, 11092, 10048, 10049, 10063,
  11036, 11039, 11040, 11111,
])

const ENVIRONMENTS_FILE = path.join(__dirname, '..', 'src', 'config', 'environments.json')

/** The dev key of the `mock` environment; read from the config so it lives in one place. */
function loadMockKeyHex() {
  const environments = JSON.parse(fs.readFileSync(ENVIRONMENTS_FILE, 'utf8'))
  const keyHex = environments.mock && environments.mock.aesKeyHex
  if (typeof keyHex !== 'string' || !/^[0-9a-fA-F]{64}$/.test(keyHex)) {
    throw new Error(`${ENVIRONMENTS_FILE}: mock.aesKeyHex must be 64 hex characters`)
  }
  return keyHex
}

/** Encrypts a UTF-8 string into a wire payload. */
function encrypt(plain, keyHex) {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv(ALGORITHM, Buffer.from(keyHex, 'hex'), iv)
  return Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
}

/** Decrypts a wire payload into a UTF-8 string; throws on anything that is not a valid payload. */
function decrypt(payload, keyHex) {
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

module.exports = { HANDLED_CODES, loadMockKeyHex, encrypt, decrypt }
