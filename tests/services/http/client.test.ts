import { decrypt, encrypt } from '@/lib/crypto'
import { CROSS_SITE_HEADER, createHttpClient, EARLY_ANSWER_KEPT_MS, type HttpDeps } from '@/services/http/client'
import { HttpError } from '@/services/http/errors'
import { browserAcceptsHeaderValue } from '../../support/hostile-values'
import { taroFake, type FakeRequestOptions } from '../../support/taro-fake'

const KEY = '1971376256ef76d052625f2fc23df3642ca50330f5dc171446b5ef07737a9bd1'
const IV = new Uint8Array(16).fill(7)

interface Recorder {
  loadingStarts: number
  loadingFinishes: number
  unauthorized: string[]
  unbound: string[]
}

function setup(overrides: Partial<HttpDeps> = {}, path = '/welfare') {
  const recorder: Recorder = { loadingStarts: 0, loadingFinishes: 0, unauthorized: [], unbound: [] }
  const client = createHttpClient({
    apiHost: () => 'https://api.test',
    aesKeyHex: KEY,
    timeoutMs: 180000,
    slowAfterMs: 5000,
    randomBytes: async (length) => new Uint8Array(length).fill(7),
    headers: () => ({ lang: 'en_US', platformType: 1, version: '3.30.0', channel: 'huawei', token: 'tok-1' }),
    loading: {
      disabled: () => false,
      start: () => {
        recorder.loadingStarts += 1
      },
      finish: () => {
        recorder.loadingFinishes += 1
      },
      slow: () => () => undefined,
    },
    currentPath: () => path,
    onUnauthorized: (current) => recorder.unauthorized.push(current),
    onUnbound: (message) => recorder.unbound.push(message),
    onMissed: () => undefined,
    ...overrides,
  })
  return { client, recorder }
}

function reply(body: unknown, statusCode = 200): void {
  taroFake.requestHandler = async () => ({ statusCode, data: typeof body === 'string' ? body : JSON.stringify(body) })
}

function encrypted(value: unknown): string {
  return encrypt(JSON.stringify(value), KEY, IV)
}

function lastRequest(): FakeRequestOptions {
  const request = taroFake.requests[taroFake.requests.length - 1]
  if (!request) throw new Error('no request was sent')
  return request
}

beforeEach(() => taroFake.reset())
afterEach(() => jest.restoreAllMocks())

describe('request client', () => {
  it('sends the spec headers with the token and h5=1', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ path: '/user/info' })
    expect(lastRequest().header).toEqual({
      'Content-Type': 'application/json',
      lang: 'en_US',
      platformType: '1',
      version: '3.30.0',
      channel: 'huawei',
      h5: '1',
      token: 'tok-1',
    })
  })

  it('sends the cross-site-request token back in its header when the server set one', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup({ headers: () => ({ lang: 'zh_CN', platformType: 1, version: '', channel: '', crossSiteToken: 'xsrf-1' }) })
    await client.request({ path: '/user/info' })
    expect(lastRequest().header?.[CROSS_SITE_HEADER]).toBe('xsrf-1')
  })

  it('sends no cross-site-request header when the server set no cookie', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ path: '/user/info' })
    expect(Object.keys(lastRequest().header ?? {})).not.toContain(CROSS_SITE_HEADER)
  })

  it('leaves the token header out when there is no token', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup({ headers: () => ({ lang: 'zh_CN', platformType: 0, version: '', channel: '' }) })
    await client.request({ path: '/user/info' })
    expect(lastRequest().header).not.toHaveProperty('token')
  })

  const REFUSED_VALUES = [
    ['non-Latin-1 text', '华为'],
    ['a Greek letter', '3.30.0-β'],
    ['a line break', 'a\r\nX-Evil: 1'],
    ['a NUL', 'a\u0000b'],
    ['a value of 100 KB', 'x'.repeat(100 * 1024)],
  ]
  const FIELDS = ['lang', 'version', 'channel', 'token'] as const

  it.each(FIELDS.flatMap((field) => REFUSED_VALUES.map(([name, value]) => [field, name, value] as const)))(
    'leaves out the %s header when it holds %s, and still sends the request',
    async (field, _name, value) => {
      jest.spyOn(console, 'warn').mockImplementation(() => undefined)
      reply({ code: 200, data: encrypted({}) })
      const values = { lang: 'en_US', platformType: 1, version: '3.30.0', channel: 'huawei', token: 'tok-1', [field]: value }
      await setup({ headers: () => values }).client.request({ path: '/user/info' })
      expect(lastRequest().header).not.toHaveProperty(field)
    },
  )

  it('keeps every other header when one is left out', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup({ headers: () => ({ lang: 'en_US', platformType: 1, version: '3.30.0', channel: '华为', token: 'tok-1' }) })
    await client.request({ path: '/user/info' })
    expect(Object.keys(lastRequest().header ?? {})).toEqual(['Content-Type', 'lang', 'platformType', 'version', 'h5', 'token'])
  })

  it('leaves out a caller header the browser would refuse', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ path: '/user/info', headers: { note: 'a\nb' } })
    expect(lastRequest().header).not.toHaveProperty('note')
  })

  it('logs a header it leaves out by name, without its value', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup({ headers: () => ({ lang: 'en_US', platformType: 1, version: '3.30.0-β', channel: 'huawei' }) })
    await client.request({ path: '/user/info' })
    expect(warn).toHaveBeenCalledWith('[http] header version not sent: its value is not a valid header value')
  })

  it('hands the transport only header values the browser accepts', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup({ headers: () => ({ lang: 'en_US', platformType: 1, version: '3.30.0-β', channel: '华为', token: 'a\r\nX-Evil: 1' }) })
    await client.request({ path: '/user/info' })
    expect(Object.values(lastRequest().header ?? {}).every(browserAcceptsHeaderValue)).toBe(true)
  })

  it('joins the API host, the path and the query', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ path: '/user/info', query: { a: 1, b: 'x y' } })
    expect(lastRequest().url).toBe('https://api.test/user/info?a=1&b=x%20y')
  })

  it('wraps a JSON body encrypted as {data}', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ method: 'POST', path: '/user/loginByPhone', body: { phone: '13800138000' } })
    const sent = lastRequest().data as { data: string }
    expect(Object.keys(sent)).toEqual(['data'])
    expect(JSON.parse(decrypt(sent.data, KEY))).toEqual({ phone: '13800138000' })
  })

  it('sends a form body form-encoded and unencrypted', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ method: 'POST', path: '/upload', form: { name: 'a b' } })
    expect(lastRequest().data).toBe('name=a%20b')
    expect(lastRequest().header?.['Content-Type']).toBe('application/x-www-form-urlencoded')
  })

  it('decrypts the data of a handled code', async () => {
    reply({ code: 10079, msg: '', data: encrypted({ coins: 12 }) })
    const answer = await setup().client.request({ path: '/x' })
    expect(answer).toEqual({ code: 10079, msg: '', data: { coins: 12 } })
  })

  it('returns the data of an unhandled code as it is', async () => {
    reply({ code: 50001, msg: 'nope', data: 'plain' })
    const answer = await setup().client.request({ path: '/x' })
    expect(answer.data).toBe('plain')
  })

  it('returns the CMS list undecrypted even with code 200', async () => {
    reply({ code: 200, data: [{ id: 1 }] })
    const answer = await setup().client.request({ path: '/wordpress/list' })
    expect(answer.data).toEqual([{ id: 1 }])
  })

  it('treats a handled code without data as null data', async () => {
    reply({ code: 200, msg: 'ok' })
    const answer = await setup().client.request({ path: '/x' })
    expect(answer.data).toBeNull()
  })

  it('rejects data that does not decrypt as a bad response', async () => {
    reply({ code: 200, data: 'not-a-valid-payload!!' })
    await expect(setup().client.request({ path: '/x' })).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a reply that is not JSON as a bad response', async () => {
    reply('<html>gateway</html>')
    await expect(setup().client.request({ path: '/x' })).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a reply without a code as a bad response', async () => {
    reply({ data: 'x' })
    await expect(setup().client.request({ path: '/x' })).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects an HTTP status outside 200 to 299 as a server error', async () => {
    reply('oops', 500)
    await expect(setup().client.request({ path: '/x' })).rejects.toMatchObject({ kind: 'server', status: 500 })
  })

  it('rejects a transport failure with Network Error', async () => {
    taroFake.requestHandler = async () => {
      throw new TypeError('Failed to fetch')
    }
    await expect(setup().client.request({ path: '/x' })).rejects.toThrow('Network Error')
  })

  it('rejects an aborted request with Request aborted', async () => {
    taroFake.requestHandler = async () => {
      throw { errMsg: 'request:fail abort' }
    }
    await expect(setup().client.request({ path: '/x' })).rejects.toThrow('Request aborted')
  })

  it('rejects a request that takes longer than the timeout with the timeout message', async () => {
    jest.useFakeTimers()
    try {
      taroFake.requestHandler = () => new Promise(() => undefined)
      const pending = setup().client.request({ path: '/x' })
      const expectation = expect(pending).rejects.toThrow('timeout of 180000ms exceeded')
      await jest.advanceTimersByTimeAsync(180000)
      await expectation
    } finally {
      jest.useRealTimers()
    }
  })

  it('gives the transport a timeout no shorter than its own', async () => {
    reply({ code: 200, data: encrypted({}) })
    await setup().client.request({ path: '/x' })
    expect(lastRequest().timeout).toBeGreaterThanOrEqual(180000)
  })

  it('turns the loading indicator on and off around a request', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client, recorder } = setup()
    await client.request({ path: '/x' })
    expect([recorder.loadingStarts, recorder.loadingFinishes]).toEqual([1, 1])
  })

  it('turns the loading indicator off when the transport fails', async () => {
    taroFake.requestHandler = async () => {
      throw new TypeError('Failed to fetch')
    }
    const { client, recorder } = setup()
    await client.request({ path: '/x' }).catch(() => undefined)
    expect([recorder.loadingStarts, recorder.loadingFinishes]).toEqual([1, 1])
  })

  it('leaves the loading indicator alone for a silent request', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client, recorder } = setup()
    await client.request({ path: '/x', silent: true })
    expect(recorder.loadingStarts).toBe(0)
  })

  it('leaves the loading indicator alone while loading is disabled', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client, recorder } = setup({ loading: { disabled: () => true, start: () => undefined, finish: () => undefined, slow: () => () => undefined } })
    await client.request({ path: '/x' })
    expect(recorder.loadingStarts).toBe(0)
  })

  it('reports a 401 with the current path and still returns the answer', async () => {
    reply({ code: 401, msg: 'login' })
    const { client, recorder } = setup({}, '/signInV4')
    const answer = await client.request({ path: '/x' })
    expect([answer.code, recorder.unauthorized]).toEqual([401, ['/signInV4']])
  })

  it('reports 13003 as an unbind on the device management page', async () => {
    reply({ code: 13003, msg: '当前已解绑，请重新刷新' })
    const { client, recorder } = setup({}, '/deviceManage')
    await client.request({ path: '/x' })
    expect(recorder.unbound).toEqual(['当前已解绑，请重新刷新'])
  })

  it('ignores 13003 on pages other than the device pages', async () => {
    reply({ code: 13003, msg: 'x' })
    const { client, recorder } = setup({}, '/welfare')
    await client.request({ path: '/x' })
    expect(recorder.unbound).toEqual([])
  })

  it('uses a new IV for every encrypted body', async () => {
    reply({ code: 200, data: encrypted({}) })
    let counter = 0
    const { client } = setup({ randomBytes: async (length) => new Uint8Array(length).fill(++counter) })
    await client.request({ method: 'POST', path: '/a', body: { same: true } })
    await client.request({ method: 'POST', path: '/a', body: { same: true } })
    const [first, second] = taroFake.requests.map((request) => (request.data as { data: string }).data)
    expect(first).not.toBe(second)
  })
})

describe('request client on a flaky network (issue 26)', () => {
  /** A request the transport holds open until aborted; `abort` is the transport task's. */
  function hangingTransport() {
    const abort = jest.fn()
    taroFake.requestHandler = () => Object.assign(new Promise<never>(() => undefined), { abort })
    return abort
  }

  /** The slow requests the client told of, as the ui store would keep them. */
  function slowRecorder() {
    const slow: Array<() => void> = []
    let settled = 0
    const loading = {
      disabled: () => false,
      start: () => undefined,
      finish: () => undefined,
      slow: (cancel: () => void) => {
        slow.push(cancel)
        return () => {
          settled += 1
        }
      },
    }
    return { slow, loading, settled: () => settled }
  }

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('tells of a request still waiting after 5 s, not before', async () => {
    hangingTransport()
    const { slow, loading } = slowRecorder()
    void setup({ loading }).client.request({ path: '/x' }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(4999)
    expect(slow).toHaveLength(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(slow).toHaveLength(1)
  })

  it('does not tell of a request answered within 5 s', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { slow, loading } = slowRecorder()
    await setup({ loading }).client.request({ path: '/x' })
    await jest.advanceTimersByTimeAsync(10000)
    expect(slow).toHaveLength(0)
  })

  it('does not tell of a silent request, which shows no loading either', async () => {
    hangingTransport()
    const { slow, loading } = slowRecorder()
    void setup({ loading }).client.request({ path: '/x', silent: true }).catch(() => undefined)
    await jest.advanceTimersByTimeAsync(10000)
    expect(slow).toHaveLength(0)
  })

  it('settles a slow request that is answered late', async () => {
    let answer: (response: { statusCode: number; data: string }) => void = () => undefined
    taroFake.requestHandler = () => new Promise((resolve) => (answer = resolve))
    const { loading, settled } = slowRecorder()
    const pending = setup({ loading }).client.request({ path: '/x' })
    await jest.advanceTimersByTimeAsync(6000)
    answer({ statusCode: 200, data: JSON.stringify({ code: 200, data: encrypted({ late: true }) }) })
    await expect(pending).resolves.toMatchObject({ data: { late: true } })
    expect(settled()).toBe(1)
  })

  it('ends a cancelled slow request as aborted, aborting its transport', async () => {
    const abort = hangingTransport()
    const { slow, loading, settled } = slowRecorder()
    const pending = setup({ loading }).client.request({ path: '/x' })
    const expectation = expect(pending).rejects.toMatchObject({ kind: 'aborted' })
    await jest.advanceTimersByTimeAsync(5000)
    slow[0]()
    await expectation
    expect(abort).toHaveBeenCalledTimes(1)
    expect(settled()).toBe(1)
  })

  it('keeps the 180 s timeout for a slow request nobody cancels', async () => {
    hangingTransport()
    const { loading } = slowRecorder()
    const pending = setup({ loading }).client.request({ path: '/x' })
    const expectation = expect(pending).rejects.toMatchObject({ kind: 'timeout' })
    await jest.advanceTimersByTimeAsync(180000)
    await expectation
  })

  it('says a request failed for want of the network, so the page reads it again later', async () => {
    taroFake.requestHandler = async () => {
      throw new TypeError('Failed to fetch')
    }
    const onMissed = jest.fn()
    await expect(setup({ onMissed }).client.request({ path: '/x' })).rejects.toThrow('Network Error')
    expect(onMissed).toHaveBeenCalledTimes(1)
  })

  it('does not count a cancelled request or a server fault as missed', async () => {
    const onMissed = jest.fn()
    reply('oops', 500)
    await expect(setup({ onMissed }).client.request({ path: '/x' })).rejects.toMatchObject({ kind: 'server' })
    hangingTransport()
    const { slow, loading } = slowRecorder()
    const pending = setup({ onMissed, loading }).client.request({ path: '/x' })
    const expectation = expect(pending).rejects.toMatchObject({ kind: 'aborted' })
    await jest.advanceTimersByTimeAsync(5000)
    slow[0]()
    await expectation
    expect(onMissed).not.toHaveBeenCalled()
  })
})

describe('HttpError', () => {
  it('names the timeout with its duration', () => {
    expect(HttpError.timeout(180000).message).toBe('timeout of 180000ms exceeded')
  })
})

describe('reads sent early', () => {
  const TASKS = { method: 'GET', path: '/welfare/tasks' } as const

  it('gives the first request for a read sent early its answer without sending it again', async () => {
    reply({ code: 200, data: encrypted({ tasks: 3 }) })
    const { client } = setup()
    client.startEarly(TASKS)
    const answer = await client.request(TASKS)
    expect(answer.data).toEqual({ tasks: 3 })
    expect(taroFake.requests).toHaveLength(1)
  })

  /** Holds the next request open until the test answers it with `data`. */
  function heldAnswer(): (data: unknown) => void {
    let answer: (value: { statusCode: number; data: string }) => void = () => undefined
    taroFake.requestHandler = () => new Promise((resolve) => (answer = resolve))
    return (data) => answer({ statusCode: 200, data: JSON.stringify({ code: 200, data: encrypted(data) }) })
  }

  it('joins a read sent early that is still on its way', async () => {
    const answer = heldAnswer()
    const { client } = setup()
    void client.startEarly(TASKS)
    const asked = client.request(TASKS)
    answer({ tasks: 1 })
    expect((await asked).data).toEqual({ tasks: 1 })
    expect(taroFake.requests).toHaveLength(1)
  })

  it('gives the early answer once: the next request for the read is sent', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup()
    client.startEarly(TASKS)
    await client.request(TASKS)
    await client.request(TASKS)
    expect(taroFake.requests).toHaveLength(2)
  })

  it('sends a read with another query on its own', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup()
    client.startEarly({ path: '/message/list', query: { page: 1, pageSize: 10 } })
    await client.request({ path: '/message/list', query: { page: 2, pageSize: 10 } })
    expect(taroFake.requests).toHaveLength(2)
  })

  it('sends the read again for a user who signed in since it was sent early', async () => {
    reply({ code: 200, data: encrypted({}) })
    let token = 'tok-1'
    const { client } = setup({ headers: () => ({ lang: 'en_US', platformType: 1, version: '', channel: '', token }) })
    client.startEarly(TASKS)
    token = 'tok-2'
    await client.request(TASKS)
    expect(taroFake.requests.map((request) => request.header?.token)).toEqual(['tok-1', 'tok-2'])
  })

  it('sends the read again in the language the user switched to since', async () => {
    reply({ code: 200, data: encrypted({}) })
    let lang = 'en_US'
    const { client } = setup({ headers: () => ({ lang, platformType: 1, version: '', channel: '', token: 'tok-1' }) })
    client.startEarly(TASKS)
    lang = 'vi_VN'
    await client.request(TASKS)
    expect(taroFake.requests.map((request) => request.header?.lang)).toEqual(['en_US', 'vi_VN'])
  })

  it('forgets a read sent early that failed: the page sends its own', async () => {
    taroFake.requestHandler = async () => {
      throw { errMsg: 'request:fail' }
    }
    const { client } = setup()
    client.startEarly(TASKS)
    await new Promise((done) => setTimeout(done, 0))
    reply({ code: 200, data: encrypted({ tasks: 2 }) })
    expect((await client.request(TASKS)).data).toEqual({ tasks: 2 })
    expect(taroFake.requests).toHaveLength(2)
  })

  it('sends the read again when the early answer is older than it is kept', async () => {
    reply({ code: 200, data: encrypted({}) })
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000)
    const { client } = setup()
    client.startEarly(TASKS)
    await new Promise((done) => setTimeout(done, 0))
    now.mockReturnValue(1_000_000 + EARLY_ANSWER_KEPT_MS + 1)
    await client.request(TASKS)
    expect(taroFake.requests).toHaveLength(2)
  })

  it('settles a read sent early that failed, without failing', async () => {
    taroFake.requestHandler = async () => {
      throw { errMsg: 'request:fail' }
    }
    const { client } = setup()
    await expect(client.startEarly(TASKS)).resolves.toBeUndefined()
  })

  it.each([
    ['the read sent early', 1],
    ['a second ask for a read already on its way', 2],
  ])('settles %s once it is answered, not before', async (_ask, asks) => {
    const answer = heldAnswer()
    const { client } = setup()
    const asked = Array.from({ length: asks }, () => client.startEarly(TASKS))
    let settled = false
    void asked[asks - 1].then(() => (settled = true))
    await new Promise((done) => setTimeout(done, 0))
    expect(settled).toBe(false)
    answer({})
    await new Promise((done) => setTimeout(done, 0))
    expect([settled, taroFake.requests.length]).toEqual([true, 1])
  })

  it('sends no action early', () => {
    const { client } = setup()
    client.startEarly({ method: 'POST', path: '/welfare/signIn', body: {} })
    expect(taroFake.requests).toHaveLength(0)
  })

  it('sends a read asked early twice once', async () => {
    reply({ code: 200, data: encrypted({}) })
    const { client } = setup()
    client.startEarly(TASKS)
    client.startEarly(TASKS)
    await client.request(TASKS)
    expect(taroFake.requests).toHaveLength(1)
  })
})
