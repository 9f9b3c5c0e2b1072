/** @jest-environment node */
// The mock API server over real HTTP: the wire format, accounts, faults, control endpoints and
// CORS (the static H5 host: static.test.ts).
import { spawn } from 'child_process'
import path from 'path'
import CryptoJS from 'crypto-js'
import environments from '@/config/environments.json'
import { isPhone } from '@/lib/validate'
import {
  decryptPayload,
  setupMockServer,
  type CallOptions,
  type Envelope,
} from '../support/mock-server'

interface Agreement {
  type: string
  title: string
  content: string
  updatedAt: number
}

interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  rawBody: string
  decryptedBody: unknown
}

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
    const agreements = decryptPayload(answer.data as string) as Agreement[]
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

describe('agreements', () => {
  test('the list holds every agreement type of the spec with HTML content', async () => {
    const answer = await callJson('/sys/protocolTutorial/list', {
      body: { platformType: 1, lang: 'zh_CN', version: '' },
    })

    const agreements = decryptPayload(answer.data as string) as Agreement[]
    expect(agreements.map((item) => item.type)).toEqual([
      'honor',
      'huawei',
      'oneplus',
      'oppo',
      'samsung',
      'xiaomi',
      'vivo',
      'general',
      'monthlyVip',
      'memberService',
      'privacy',
      'userService',
      'cancelAccount',
    ])
    for (const item of agreements) {
      expect(item.content).toMatch(/<h3>.+<\/h3>/)
      expect(item.content).toMatch(/<(ul|ol)><li>/)
      expect(typeof item.updatedAt).toBe('number')
    }
  })

  test('the list is written in the language named in the body', async () => {
    const titleIn = async (lang: string) => {
      const answer = await callJson('/sys/protocolTutorial/list', {
        body: { platformType: 1, lang, version: '' },
        lang: 'en_US',
      })
      const agreements = decryptPayload(answer.data as string) as Agreement[]
      return agreements.find((item) => item.type === 'memberService')?.title
    }

    expect(await titleIn('zh_CN')).toBe('会员服务协议')
    expect(await titleIn('zh_TW')).toBe('會員服務協議')
    expect(await titleIn('vi_VN')).toBe('Thỏa thuận dịch vụ hội viên')
  })

  async function listIn(lang: string): Promise<Agreement[]> {
    const answer = await callJson('/sys/protocolTutorial/list', { body: { platformType: 1, lang, version: '' } })
    return decryptPayload(answer.data as string) as Agreement[]
  }

  test('a vi_VN request gets the Huawei tutorial in Vietnamese', async () => {
    const huawei = (await listIn('vi_VN')).find((item) => item.type === 'huawei')

    expect(huawei?.title).toBe('Giữ SpeedUp chạy nền trên điện thoại Huawei')
    expect(huawei?.content).toContain('<h3>Bước 1: Cho phép tự khởi động</h3>')
    expect(huawei?.content).toContain('<li>Mở Cài đặt &gt; Ứng dụng &amp; dịch vụ &gt; Khởi chạy ứng dụng.</li>')
    expect(huawei?.content).not.toContain('Step 1')
  })

  test('a vi_VN request gets the member service agreement in Vietnamese', async () => {
    const member = (await listIn('vi_VN')).find((item) => item.type === 'memberService')

    expect(member?.title).toBe('Thỏa thuận dịch vụ hội viên')
    expect(member?.content).toContain('<h3>1. Quyền lợi</h3>')
    expect(member?.content).toContain('tối đa 5 thiết bị trực tuyến cùng lúc')
    expect(member?.content).not.toContain('Benefits')
  })

  test('every type has a Vietnamese title and content that differ from the English ones', async () => {
    const english = await listIn('en_US')
    const vietnamese = await listIn('vi_VN')

    expect(vietnamese.map((item) => item.type)).toEqual(english.map((item) => item.type))
    vietnamese.forEach((item, index) => {
      expect(item.title.trim()).not.toBe('')
      expect(item.content).toMatch(/<h3>.+<\/h3>/)
      expect(item.title).not.toBe(english[index].title)
      expect(item.content).not.toBe(english[index].content)
    })
  })

  test('the Vietnamese texts keep the HTML structure of the English ones', async () => {
    const tagsOf = (html: string) => html.match(/<\/?[a-z0-9]+>/g)
    const english = await listIn('en_US')
    const vietnamese = await listIn('vi_VN')

    vietnamese.forEach((item, index) => expect(tagsOf(item.content)).toEqual(tagsOf(english[index].content)))
  })
})

describe('accounts', () => {
  test('user info of the demo token is the demo account with a masked phone', async () => {
    const answer = await callJson('/user/info', { method: 'GET', token: 'demo-token' })

    expect(answer.code).toBe(200)
    expect(decryptPayload(answer.data as string)).toEqual({
      uid: 10001,
      accountType: 1,
      nickname: 'Demo',
      phone: '138****8000',
      email: 'demo@example.com',
      isVip: true,
      vipExpireAt: expect.any(Number),
      superVipExpireAt: 0,
      coins: 1280,
      riskStatus: 0,
    })
  })

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

    const { token } = decryptPayload(answer.data as string) as { token: string }
    const info = await callJson('/user/info', { method: 'GET', token })
    expect(decryptPayload(info.data as string)).toMatchObject({ phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
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
    const { token, uid } = decryptPayload(answer.data as string) as { token: string; uid: number }
    expect(uid).toBe(10001)
    expect(token).toMatch(/^tok-[0-9a-f]+$/)
    const info = await callJson('/user/info', { method: 'GET', token })
    expect((decryptPayload(info.data as string) as { uid: number }).uid).toBe(10001)
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

    const { token } = decryptPayload(answer.data as string) as { token: string }
    const info = await callJson('/user/info', { method: 'GET', token })
    expect(decryptPayload(info.data as string)).toMatchObject({
      phone: '136****6000',
      isVip: false,
      coins: 0,
    })
  })

  test('login by email with the demo password gives the demo uid', async () => {
    const answer = await callJson('/user/loginByEmail', {
      body: { email: 'demo@example.com', password: 'demo1234' },
    })

    expect(answer.code).toBe(200)
    expect(decryptPayload(answer.data as string)).toEqual({
      token: expect.stringMatching(/^tok-/),
      uid: 10001,
    })
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
    const { token } = decryptPayload(login.data as string) as { token: string }

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
    const { token } = decryptPayload(login.data as string) as { token: string }
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
