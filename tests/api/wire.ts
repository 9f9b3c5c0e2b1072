// Answers for the real request client, encrypted the way the server does (DESIGN.md, the wire).
import { connectServices } from '@/app-start'
import environments from '@/config/environments.json'
import { decrypt, encrypt } from '@/lib/crypto'
import { stores } from '@/stores'
import { taroFake, type FakeRequestOptions } from '../support/taro-fake'

// As src/app.tsx does: the request client reads the app's session and loading indicator.
connectServices(stores)

export const MOCK_KEY = environments.mock.aesKeyHex
const IV = new Uint8Array(16).fill(3)

/** The next request gets this envelope; `data` is encrypted unless `plainData` is set. */
export function answerWith(envelope: { code: number; msg?: string; data?: unknown }, plainData = false): void {
  const data = envelope.data === undefined || plainData ? envelope.data : encrypt(JSON.stringify(envelope.data), MOCK_KEY, IV)
  const body = JSON.stringify({ code: envelope.code, msg: envelope.msg ?? '', data })
  taroFake.requestHandler = async () => ({ statusCode: 200, data: body })
}

export function failTransport(errMsg = 'request:fail'): void {
  taroFake.requestHandler = async () => {
    throw { errMsg }
  }
}

export function lastRequest(): FakeRequestOptions {
  const request = taroFake.requests[taroFake.requests.length - 1]
  if (!request) throw new Error('no request was sent')
  return request
}

/** The JSON body the client sent, decrypted from its `{data}` wrapper. */
export function sentBody(request: FakeRequestOptions = lastRequest()): unknown {
  const wrapper = request.data as { data?: unknown }
  if (typeof wrapper?.data !== 'string') throw new Error('the body was not an encrypted {data} wrapper')
  return JSON.parse(decrypt(wrapper.data, MOCK_KEY))
}
