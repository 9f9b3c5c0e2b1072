/** @jest-environment node */
// The mock API server over real HTTP as a development tool: the wire format, the accounts and the
// phone rule, faults, control endpoints, CORS and start-up (the static H5 host: static.test.ts;
// the answers: contract.test.ts; the state: state.test.ts).
import { spawn } from 'child_process'
import path from 'path'
import CryptoJS from 'crypto-js'
import * as v from 'valibot'
import { protocolList } from '@/api/agreements'
import { loginResult } from '@/api/login'
import { userInfo } from '@/api/user'
import environments from '@/config/environments.json'
import { SUPPORTED_LANGUAGES } from '@/lib/i18n'
import { isPhone } from '@/lib/validate'
import type { LoggedRequest } from '../../mock/state'
import { CONTROL_ENDPOINTS } from '../../mock/control'
import { decryptPayload, setupMockServer, type CallOptions, type Envelope } from '../support/mock-server'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

const mock = setupMockServer()
const { control } = mock

/** A call as the app makes it: app headers, body encrypted into `{data}`; a POST unless it says otherwise. */
function call(apiPath: string, options: CallOptions = {}) {
  return mock.send(apiPath, { method: 'POST', ...options })
}

function callJson(apiPath: string, options: CallOptions = {}): Promise<Envelope> {
  return mock.json(apiPath, { method: 'POST', ...options })
}

function injectFault(fault: { path: string; kind: string; times?: number; delayMs?: number }) {
  return control('POST', '/fault', fault)
}

describe('the wire', () => {
  test('an encrypted request body is read and the answer data decrypts to JSON', async () => {
    const answer = await callJson('/sys/protocolTutorial/list', {
      body: { platformType: 1, lang: 'en_US', version: '3.30.0' },
    })

    expect(answer.code).toBe(200)
    const agreements = v.parse(protocolList, decryptPayload(answer.data as string))
    expect(agreements.find((item) => item.type === 'privacy')?.title).toBe('User Privacy Policy')
  })

  test('a body encrypted with crypto-js, as the client does, is accepted', async () => {
    const iv = CryptoJS.lib.WordArray.random(16)
    const ciphertext = CryptoJS.AES.encrypt(
      JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
      CryptoJS.enc.Hex.parse(environments.mock.aesKeyHex),
      { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 },
    ).ciphertext
    const payload = CryptoJS.enc.Base64.stringify(iv.clone().concat(ciphertext))

    const response = await fetch(mock.url('/api/user/loginByEmail'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: payload }),
    })

    expect(((await response.json()) as Envelope).code).toBe(200)
  })

  test('a body that is not an encrypted payload is answered with code 400', async () => {
    const response = await fetch(mock.url('/api/user/loginByEmail'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en_US' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
    })

    expect(await response.json()).toEqual({ code: 400, msg: 'Malformed request' })
  })

  test('an unknown API path is answered with code 404 and HTTP 200', async () => {
    const response = await call('/no/such/endpoint')

    expect(response.status).toBe(200)
    expect(((await response.json()) as Envelope).code).toBe(404)
  })
})

describe('agreements (mock/data/agreements)', () => {
  async function listIn(lang: string) {
    const answer = await callJson('/sys/protocolTutorial/list', { body: { platformType: 1, lang, version: '' } })
    return v.parse(protocolList, decryptPayload(answer.data as string))
  }

  test('every language has every document, with the HTML structure of the others', async () => {
    const lists = await Promise.all(SUPPORTED_LANGUAGES.map(listIn))
    const tagsOf = (html: string) => html.match(/<\/?[a-z0-9]+>/g)

    for (const list of lists) {
      expect(list.map((item) => item.type)).toEqual(lists[0].map((item) => item.type))
      list.forEach((item, index) => expect([item.title.trim() !== '', tagsOf(item.content)]).toEqual([true, tagsOf(lists[0][index].content)]))
    }
  })

  test('the texts are written in the language named in the body, the traditional ones converted', async () => {
    const titleIn = async (lang: string) => (await listIn(lang)).find((item) => item.type === 'memberService')?.title

    expect(await Promise.all(['zh_CN', 'zh_TW', 'en_US', 'vi_VN'].map(titleIn))).toEqual(['会员服务协议', '會員服務協議', 'Member Service Agreement', 'Thỏa thuận dịch vụ hội viên'])
  })

  test('the brand and the membership figures of src/config are put into the texts, escaped as HTML', async () => {
    const huawei = (await listIn('vi_VN')).find((item) => item.type === 'huawei')
    const member = (await listIn('en_US')).find((item) => item.type === 'memberService')

    expect(huawei?.title).toBe('Giữ SpeedUp chạy nền trên điện thoại Huawei')
    expect(huawei?.content).toContain('<li>Mở Cài đặt &gt; Ứng dụng &amp; dịch vụ &gt; Khởi chạy ứng dụng.</li>')
    expect(member?.content).toContain('up to 3 devices online at the same time')
  })
})

describe('accounts', () => {
  test('user info without a token is code 401 with a message in the request language', async () => {
    expect(await callJson('/user/info', { method: 'GET' })).toEqual({ code: 401, msg: '暂未登录' })
    expect(await callJson('/user/info', { method: 'GET', lang: 'vi_VN' })).toEqual({
      code: 401,
      msg: 'Chưa đăng nhập',
    })
  })

  test('sending a code to an invalid phone number is code 10001', async () => {
    const answer = await callJson('/user/sendSmsCode', { body: { phone: '12345' } })

    expect(answer).toEqual({ code: 10001, msg: '请输入正确的手机号' })
  })

  test.each(['+447700900123', '+85291234567', '+8613600136000'])('login by phone takes the international number %s, as the login form does', async (phone) => {
    await callJson('/user/sendSmsCode', { body: { phone } })
    const codes = (await control('GET', '/sms-codes')).body as Record<string, string>

    const answer = await callJson('/user/loginByPhone', { body: { phone, code: codes[phone] } })

    const { token } = v.parse(loginResult, decryptPayload(answer.data as string))
    const info = await callJson('/user/info', { method: 'GET', token })
    expect(v.parse(userInfo, decryptPayload(info.data as string))).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
  })

  test.each(['12345', '+4412', '+0447700900123', '447700900123', '1380013800', ' ', '+44 7700 900123'])(
    'the phone %p is refused exactly as the login form refuses it',
    async (phone) => {
      expect(isPhone(phone.trim())).toBe(false)
      expect(await callJson('/user/sendSmsCode', { body: { phone } })).toEqual({ code: 10001, msg: '请输入正确的手机号' })
    },
  )

  test('login by phone with the demo code gives a token that reads the demo account', async () => {
    const sent = await callJson('/user/sendSmsCode', { body: { phone: '13800138000' } })
    const answer = await callJson('/user/loginByPhone', {
      body: { phone: '13800138000', code: '123456' },
    })

    expect(sent).toEqual({ code: 200, msg: '成功' })
    const { token, uid } = v.parse(loginResult, decryptPayload(answer.data as string))
    expect([uid, token]).toEqual(['10001', expect.stringMatching(/^tok-[0-9a-f]+$/)])
    const info = await callJson('/user/info', { method: 'GET', token })
    expect(v.parse(userInfo, decryptPayload(info.data as string)).uid).toBe('10001')
  })

  test('login by phone with a wrong code is code 10002 in the request language', async () => {
    const body = { phone: '13800138000', code: '000000' }

    expect(await callJson('/user/loginByPhone', { body })).toEqual({ code: 10002, msg: '验证码错误' })
    expect(await callJson('/user/loginByPhone', { body, lang: 'en_US' })).toEqual({
      code: 10002,
      msg: 'Incorrect verification code',
    })
  })

  test('login by phone with a sent code registers a new number', async () => {
    await callJson('/user/sendSmsCode', { body: { phone: '13600136000' } })
    const codes = (await control('GET', '/sms-codes')).body as Record<string, string>

    const answer = await callJson('/user/loginByPhone', {
      body: { phone: '13600136000', code: codes['13600136000'] },
    })

    const { token } = v.parse(loginResult, decryptPayload(answer.data as string))
    const info = await callJson('/user/info', { method: 'GET', token })
    expect(v.parse(userInfo, decryptPayload(info.data as string))).toMatchObject({ uid: '10004', phone: '136****6000', vipExpireAt: 0 })
  })

  test('login by email with the demo password gives the demo uid', async () => {
    const answer = await callJson('/user/loginByEmail', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    })

    expect(answer.code).toBe(200)
    expect(v.parse(loginResult, decryptPayload(answer.data as string))).toEqual({ token: expect.stringMatching(/^tok-/), uid: '10001' })
  })

  test('login by email with a wrong password is code 10003', async () => {
    const answer = await callJson('/user/loginByEmail', {
      body: { email: 'demo@example.com', password: 'wrong1234' },
      lang: 'zh_HK',
    })

    expect(answer).toEqual({ code: 10003, msg: '電郵或密碼錯誤' })
  })

  test('login by email with an empty email never matches a phone-only account', async () => {
    await callJson('/user/sendSmsCode', { body: { phone: '13600136000' } })
    const codes = (await control('GET', '/sms-codes')).body as Record<string, string>
    await callJson('/user/loginByPhone', { body: { phone: '13600136000', code: codes['13600136000'] } })

    const answer = await callJson('/user/loginByEmail', { body: { email: '', password: '' } })

    expect(answer.code).toBe(10003)
  })

  test('logout ends a login token but keeps the demo token', async () => {
    const login = await callJson('/user/loginByEmail', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    })
    const { token } = v.parse(loginResult, decryptPayload(login.data as string))

    expect((await callJson('/user/logout', { token })).code).toBe(200)
    expect((await callJson('/user/logout', { token: 'demo-token' })).code).toBe(200)

    expect((await callJson('/user/info', { method: 'GET', token })).code).toBe(401)
    expect((await callJson('/user/info', { method: 'GET', token: 'demo-token' })).code).toBe(200)
  })
})

describe('faults', () => {
  test('a slow fault delays the normal answer', async () => {
    await injectFault({ path: '/user/info', kind: 'slow', delayMs: 300 })

    const started = Date.now()
    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(answer.code).toBe(200)
  })

  test('a 500 fault answers HTTP 500 with an HTML body', async () => {
    await injectFault({ path: '/user/info', kind: '500' })

    const response = await call('/user/info', { method: 'GET', token: 'demo-token' })

    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<html>')
  })

  test('a non-json fault answers HTTP 200 with a text body', async () => {
    await injectFault({ path: '/user/info', kind: 'non-json' })

    const response = await call('/user/info', { method: 'GET', token: 'demo-token' })

    const text = await response.text()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(() => JSON.parse(text)).toThrow()
  })

  test('a bad-cipher fault answers code 200 with data that is no payload', async () => {
    await injectFault({ path: '/user/info', kind: 'bad-cipher' })

    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(answer.code).toBe(200)
    expect(answer.data).toBe('not-a-valid-payload!!')
  })

  test('a wrong-shape fault answers an encrypted string where an object is expected', async () => {
    await injectFault({ path: '/user/info', kind: 'wrong-shape' })

    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(answer.code).toBe(200)
    expect(typeof decryptPayload(answer.data as string)).toBe('string')
  })

  test('a 401 fault answers code 401 even with a valid token', async () => {
    await injectFault({ path: '/user/info', kind: '401' })

    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(answer).toEqual({ code: 401, msg: '暂未登录' })
  })

  test('a 13003 fault answers the unbound message', async () => {
    await injectFault({ path: '/user/info', kind: '13003' })

    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(answer).toEqual({ code: 13003, msg: '当前已解绑，请重新刷新' })
  })

  test('a hang fault never answers, so the client gives up', async () => {
    await injectFault({ path: '/user/info', kind: 'hang' })

    const hung = call('/user/info', { method: 'GET', token: 'demo-token', signal: AbortSignal.timeout(300) })

    await expect(hung).rejects.toThrow()
  })

  test('a fault is used up after the given number of times', async () => {
    await injectFault({ path: '/api/user/info', kind: '401', times: 2 })

    const codes = []
    for (let i = 0; i < 3; i += 1) {
      codes.push((await callJson('/user/info', { method: 'GET', token: 'demo-token' })).code)
    }

    expect(codes).toEqual([401, 401, 200])
  })

  test('a fault of an unknown kind is refused with HTTP 400', async () => {
    const answer = await injectFault({ path: '/user/info', kind: 'explode' })

    expect(answer.status).toBe(400)
  })
})

describe('control endpoints', () => {
  test('reset ends login tokens and clears faults and the request log', async () => {
    const login = await callJson('/user/loginByEmail', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    })
    const { token } = v.parse(loginResult, decryptPayload(login.data as string))
    await injectFault({ path: '/user/info', kind: '500' })

    await control('POST', '/reset')

    expect((await control('GET', '/requests')).body).toEqual([])
    const answer = await callJson('/user/info', { method: 'GET', token })
    expect(answer.code).toBe(401)
  })

  test('the request log records headers, raw and decrypted bodies of app calls', async () => {
    await callJson('/user/info?from=test', { method: 'GET', token: 'demo-token', lang: 'en_US' })
    await callJson('/user/sendSmsCode', { body: { phone: '13800138000' } })

    const log = (await control('GET', '/requests')).body as LoggedRequest[]

    expect(log).toHaveLength(2)
    expect(log[0]).toMatchObject({
      method: 'GET',
      path: '/user/info',
      query: { from: 'test' },
      headers: { token: 'demo-token', lang: 'en_US', platformtype: '1', h5: '1' },
      rawBody: '',
      decryptedBody: null,
    })
    expect(log[1].rawBody).toMatch(/^\{"data":"/)
    expect(log[1].decryptedBody).toEqual({ phone: '13800138000' })
  })

  test('the request log keeps only the last 50 calls', async () => {
    for (let i = 0; i < 55; i += 1) {
      await call(`/user/info?n=${i}`, { method: 'GET' })
    }

    const log = (await control('GET', '/requests')).body as LoggedRequest[]

    expect(log).toHaveLength(50)
    expect(log[0].query.n).toBe('5')
    expect(log[49].query.n).toBe('54')
  })
})

describe('a help article set by a test (POST /api/__mock/help)', () => {
  const HOSTILE = '<p><a href="//evil.example/a5">tap</a></p>'

  test('serves the content set for the article in every language', async () => {
    expect((await control('POST', '/help', { id: 11, content: HOSTILE })).status).toBe(200)
    const answers = await Promise.all(['zh_CN', 'en_US'].map((lang) => mock.ok<{ content: string }>('/wordpress/info?id=11', { lang })))
    expect(answers.map((answer) => answer.content)).toEqual([HOSTILE, HOSTILE])
  })

  test('serves the article as written again after a reset', async () => {
    await control('POST', '/help', { id: 11, content: HOSTILE })
    await control('POST', '/reset')
    expect((await mock.ok<{ content: string }>('/wordpress/info?id=11')).content).toContain('请按以下步骤逐一排查')
  })

  test.each([['an id of no article', { id: 999999, content: HOSTILE }], ['content that is no string', { id: 11, content: 42 }]])(
    'refuses %s with HTTP 400',
    async (_name, body) => {
      expect((await control('POST', '/help', body)).status).toBe(400)
    },
  )
})

describe('the clock (POST /api/__mock/clock)', () => {
  const demoVipEnd = async () => v.parse(userInfo, await mock.ok('/user/info', { token: 'demo-token' })).vipExpireAt

  test('runs the mock from the instant given and seeds the accounts from it', async () => {
    const at = Date.parse('2027-03-07T23:50:00+08:00')
    expect((await control('POST', '/clock', { at })).status).toBe(200)
    const fromSeed = (await demoVipEnd()) - at

    expect([fromSeed >= 45 * DAY_MS, fromSeed < 45 * DAY_MS + MINUTE_MS]).toEqual([true, true])
  })

  test('a reset puts the mock back on real time', async () => {
    await control('POST', '/clock', { at: Date.parse('2030-01-01T00:10:00+08:00') })
    await mock.reset()

    expect(Math.abs((await demoVipEnd()) - 45 * DAY_MS - Date.now())).toBeLessThan(MINUTE_MS)
  })

  test.each([['no time', 'soon'], ['zero', 0], ['missing', undefined]])('refuses an instant that is %s with HTTP 400', async (_name, at) => {
    expect((await control('POST', '/clock', { at })).status).toBe(400)
  })
})

describe('the control endpoints refuse what they cannot do', () => {
  test.each(CONTROL_ENDPOINTS.filter((endpoint) => endpoint.startsWith('POST')))('%s refuses a body that is no JSON object with HTTP 400', async (endpoint) => {
    const response = await fetch(mock.url(`/api/__mock${endpoint.slice('POST '.length)}`), { method: 'POST', body: '[1]' })

    expect(response.status).toBe(400)
  })

  test('an unknown control is HTTP 404', async () => {
    expect((await control('POST', '/nothing', {})).status).toBe(404)
  })

  test('a control that names an account refuses a token of none', async () => {
    expect((await control('POST', '/enterprise', { token: 'nobody', enterpriseSubAccount: true })).status).toBe(400)
  })
})

describe('CORS', () => {
  test('a preflight is answered with the allowed origin, headers and credentials', async () => {
    const response = await fetch(mock.url('/api/user/info'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:10086',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'token,lang',
      },
    })

    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:10086')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, lang, platformType, version, channel, h5, token',
    )
  })

  test('an API answer echoes the calling origin', async () => {
    const response = await fetch(mock.url('/api/user/info'), {
      headers: { Origin: 'http://127.0.0.1:10086' },
    })

    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:10086')
  })
})

describe('start-up', () => {
  // `npm run mock` and `npm start` run mock/server.ts with tsx in plain Node: no Jest module map,
  // no build constants. A mock module that reached for either would fail here.
  test('the server starts under tsx and answers with the client rules it imports', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mock/server.ts', '--port', '0'], {
      cwd: path.resolve(__dirname, '../..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = ''
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8')
          if (output.includes('\n')) resolve(output.slice(0, output.indexOf('\n')))
        })
        child.on('exit', (code) => reject(new Error(`mock/server.ts exited with ${code}`)))
      })
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(line)?.[1]
      const response = await fetch(`http://127.0.0.1:${port}/api/user/sendSmsCode`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'en_US' },
        body: 'phone=%2B447700900123',
      })

      expect(await response.json()).toEqual({ code: 200, msg: 'Success' })
    } finally {
      child.kill()
    }
  }, 30000)
})
