/** @jest-environment node */
import { createCipheriv, randomBytes } from 'crypto'
import { DecryptError, decrypt, encrypt } from '@/lib/crypto'

const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
const OTHER_KEY = 'ff0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f'
const IV = Uint8Array.from([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])

function freshIv(): Uint8Array {
  return new Uint8Array(randomBytes(16))
}

/** Encrypts raw bytes with Node's own AES (no padding), to build payloads crypto-js would never produce. */
function rawPayload(block: Buffer, key: string = KEY): string {
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), IV)
  cipher.setAutoPadding(false)
  return Buffer.concat([Buffer.from(IV), cipher.update(block), cipher.final()]).toString('base64')
}

function decryptError(payload: string, key: string = KEY): DecryptError {
  try {
    decrypt(payload, key)
  } catch (error) {
    if (error instanceof DecryptError) return error
    throw error
  }
  throw new Error('decrypt did not throw')
}

describe('encrypt and decrypt', () => {
  it('gives back the original text after a round trip', () => {
    const plain = JSON.stringify({ uid: 42, token: 'abc', list: [1, 2, 3] })
    expect(decrypt(encrypt(plain, KEY, freshIv()), KEY)).toBe(plain)
  })

  it('produces the same payload as Node AES-256-CBC with PKCS#7 for a known key and IV', () => {
    const plain = '{"platformType":1,"lang":"zh_CN"}'
    const cipher = createCipheriv('aes-256-cbc', Buffer.from(KEY, 'hex'), IV)
    const expected = Buffer.concat([Buffer.from(IV), cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
    expect(encrypt(plain, KEY, IV)).toBe(expected)
  })

  it('decrypts a payload produced by Node AES-256-CBC', () => {
    const plain = 'from the server'
    const cipher = createCipheriv('aes-256-cbc', Buffer.from(KEY, 'hex'), IV)
    const payload = Buffer.concat([Buffer.from(IV), cipher.update(plain, 'utf8'), cipher.final()]).toString('base64')
    expect(decrypt(payload, KEY)).toBe(plain)
  })

  it('starts the payload with the IV it was given', () => {
    const payload = Buffer.from(encrypt('x', KEY, IV), 'base64')
    expect(new Uint8Array(payload.subarray(0, 16))).toEqual(IV)
  })

  it('gives different payloads for the same text under different IVs', () => {
    expect(encrypt('same text', KEY, freshIv())).not.toBe(encrypt('same text', KEY, freshIv()))
  })

  it('round-trips Chinese text and emoji', () => {
    const plain = '签到成功，获得2金币 🎉'
    expect(decrypt(encrypt(plain, KEY, freshIv()), KEY)).toBe(plain)
  })

  it('round-trips the empty string as one full padding block', () => {
    const payload = encrypt('', KEY, IV)
    expect(Buffer.from(payload, 'base64')).toHaveLength(32)
    expect(decrypt(payload, KEY)).toBe('')
  })

  it('accepts an upper-case hex key as the same key', () => {
    expect(decrypt(encrypt('hello', KEY.toUpperCase(), IV), KEY)).toBe('hello')
  })

  it('rejects a key that is not 64 hex characters', () => {
    expect(() => encrypt('hello', KEY.slice(2), IV)).toThrow(/64 hexadecimal characters/)
  })

  it('rejects a key with a non-hex character', () => {
    expect(() => decrypt(encrypt('hello', KEY, IV), `${KEY.slice(0, 63)}g`)).toThrow(/64 hexadecimal characters/)
  })

  it('rejects an IV that is not 16 bytes', () => {
    expect(() => encrypt('hello', KEY, new Uint8Array(12))).toThrow(/16 bytes/)
  })
})

describe('decrypt failures', () => {
  it('reports not-base64 for a payload with characters outside base64', () => {
    expect(decryptError('not base64!').reason).toBe('not-base64')
  })

  it('reports not-base64 for base64 with a wrong length', () => {
    expect(decryptError('QUJDQQ').reason).toBe('not-base64')
  })

  it('reports too-short for a payload holding only an IV', () => {
    expect(decryptError(Buffer.from(IV).toString('base64')).reason).toBe('too-short')
  })

  it('reports too-short for an empty payload', () => {
    expect(decryptError('').reason).toBe('too-short')
  })

  it('reports not-whole-blocks for a ciphertext of 17 bytes', () => {
    expect(decryptError(Buffer.alloc(16 + 17).toString('base64')).reason).toBe('not-whole-blocks')
  })

  it('reports bad-padding for a block whose last byte is zero', () => {
    expect(decryptError(rawPayload(Buffer.alloc(16, 0))).reason).toBe('bad-padding')
  })

  it('reports bad-padding for a block whose padding bytes disagree', () => {
    const block = Buffer.from('0123456789abc\x03\x02\x03', 'latin1')
    expect(decryptError(rawPayload(block)).reason).toBe('bad-padding')
  })

  it('reports bad-padding for a pad length larger than a block', () => {
    expect(decryptError(rawPayload(Buffer.alloc(16, 17))).reason).toBe('bad-padding')
  })

  it('reports bad-padding when decrypting with the wrong key', () => {
    // a wrong key leaves valid-looking padding about once in 256 tries; this fixed case does not
    expect(decryptError(encrypt('hello world', KEY, IV), OTHER_KEY).reason).toBe('bad-padding')
  })

  it('reports not-utf8 for well-padded bytes that are not UTF-8', () => {
    const block = Buffer.concat([Buffer.from([0xff, 0xfe, 0xc3]), Buffer.alloc(13, 13)])
    expect(decryptError(rawPayload(block)).reason).toBe('not-utf8')
  })

  it('throws errors that are instances of both DecryptError and Error', () => {
    const error = decryptError('%%%')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('DecryptError')
  })
})

describe('the builds without crypto-js passphrase modules', () => {
  // config/index.ts builds these four as an empty module: the wire's key is given, never derived.
  const PASSPHRASE_ONLY = ['crypto-js/evpkdf', 'crypto-js/md5', 'crypto-js/sha1', 'crypto-js/hmac']

  it('produce the same payload as Node AES-256-CBC and read it back', () => {
    jest.isolateModules(() => {
      for (const name of PASSPHRASE_ONLY) jest.doMock(require.resolve(name), () => ({}))
      const withoutPassphrase = jest.requireActual<typeof import('@/lib/crypto')>('@/lib/crypto')
      const expected = createCipheriv('aes-256-cbc', Buffer.from(KEY, 'hex'), IV)
      const node = Buffer.concat([Buffer.from(IV), expected.update('签到 sign-in', 'utf8'), expected.final()]).toString('base64')

      expect(withoutPassphrase.encrypt('签到 sign-in', KEY, IV)).toBe(node)
      expect(withoutPassphrase.decrypt(node, KEY)).toBe('签到 sign-in')
    })
  })
})
