/** @jest-environment node */
import {
  createReportLimit,
  MAX_FAILURE_MESSAGE_LENGTH,
  MAX_REPORTS_PER_SESSION,
  REPEAT_REPORT_INTERVAL_MS,
  scrubFailureMessage,
} from '@/lib/failure-report'

describe('scrubFailureMessage', () => {
  it('leaves an ordinary message as it is', () => {
    expect(scrubFailureMessage("Cannot read properties of undefined (reading 'map')")).toBe("Cannot read properties of undefined (reading 'map')")
  })

  it('hides the current token wherever it appears', () => {
    expect(scrubFailureMessage('refused token demo-token for /welfare', ['demo-token'])).toBe('refused token [token] for /welfare')
  })

  it('hides a long hexadecimal run', () => {
    expect(scrubFailureMessage('bad session 9f2c4e7a1b3d5f60 here')).toBe('bad session [token] here')
  })

  it('hides a long base64 run', () => {
    expect(scrubFailureMessage('Bearer dGhpcyBpcyBhIHNlY3JldCB0b2tlbjE= refused')).toBe('Bearer [token] refused')
  })

  it('hides each part of a JWT', () => {
    expect(scrubFailureMessage('jwt eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOiJ1LTcifQ.c2lnbmF0dXJlMTIzNDU2Nzg5')).toBe('jwt [token].[token].[token]')
  })

  it('hides a UUID', () => {
    expect(scrubFailureMessage('device 550e8400-e29b-41d4-a716-446655440000 gone')).toBe('device [token] gone')
  })

  it('keeps a path of words, which is no token', () => {
    expect(scrubFailureMessage('Loading chunk packages/invite/inviteV4/index failed')).toBe('Loading chunk packages/invite/inviteV4/index failed')
  })

  it('keeps an error constant with a digit in it', () => {
    expect(scrubFailureMessage('net::ERR_HTTP2_PROTOCOL_ERROR')).toBe('net::ERR_HTTP2_PROTOCOL_ERROR')
  })

  it('hides an e-mail address', () => {
    expect(scrubFailureMessage('no account for ann.lee+vip@mail.example.com')).toBe('no account for [email]')
  })

  it('hides a mobile number written without spaces', () => {
    expect(scrubFailureMessage('bind 13800138000 failed')).toBe('bind [phone] failed')
  })

  it('hides a phone number written with a country code, spaces and dashes', () => {
    expect(scrubFailureMessage('call +86 138-0013 8000 failed')).toBe('call [phone] failed')
  })

  it('hides a run of five digits or more', () => {
    expect(scrubFailureMessage('order 12345 not found')).toBe('order [number] not found')
  })

  it('keeps shorter numbers and versions', () => {
    expect(scrubFailureMessage('Loading chunk 42 failed, version 3.25.2')).toBe('Loading chunk 42 failed, version 3.25.2')
  })

  it('drops the query of a URL', () => {
    expect(scrubFailureMessage('(error: https://h5.example/bindEmail?email=a%40b.c&step=2)')).toBe('(error: https://h5.example/bindEmail?[query])')
  })

  it('drops a fragment that carries values', () => {
    expect(scrubFailureMessage('at https://h5.example/login#access_token=abc')).toBe('at https://h5.example/login?[query]')
  })

  it('puts a message of several lines on one', () => {
    expect(scrubFailureMessage('Loading chunk 7 failed.\n(missing: /js/7.js)')).toBe('Loading chunk 7 failed. (missing: /js/7.js)')
  })

  it(`cuts a message at ${MAX_FAILURE_MESSAGE_LENGTH} characters`, () => {
    expect(scrubFailureMessage('word '.repeat(100))).toHaveLength(MAX_FAILURE_MESSAGE_LENGTH)
  })

  it('marks a cut message with an ellipsis', () => {
    expect(scrubFailureMessage('word '.repeat(100)).endsWith('…')).toBe(true)
  })

  it('leaves no piece of a token cut where a very long message is cut', () => {
    const message = `${'x '.repeat(499)}${'a1'.repeat(300)}`
    expect(scrubFailureMessage(message)).not.toMatch(/a1/)
  })

  it('does not blank ordinary words with a secret too short to be a token', () => {
    expect(scrubFailureMessage('list is undefined', ['is'])).toBe('list is undefined')
  })
})

describe('createReportLimit', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    jest.setSystemTime(new Date('2026-11-02T08:00:00Z'))
  })

  afterEach(() => jest.useRealTimers())

  it('lets a first failure be reported', () => {
    expect(createReportLimit()('uncaught', 'list is undefined')).toBe(true)
  })

  it('holds back the same kind and message within the interval', () => {
    const mayReport = createReportLimit()
    mayReport('uncaught', 'list is undefined')
    jest.advanceTimersByTime(REPEAT_REPORT_INTERVAL_MS - 1)
    expect(mayReport('uncaught', 'list is undefined')).toBe(false)
  })

  it('lets the same kind and message be reported again once the interval has passed', () => {
    const mayReport = createReportLimit()
    mayReport('uncaught', 'list is undefined')
    jest.advanceTimersByTime(REPEAT_REPORT_INTERVAL_MS)
    expect(mayReport('uncaught', 'list is undefined')).toBe(true)
  })

  it('counts the same message of another kind as another failure', () => {
    const mayReport = createReportLimit()
    mayReport('uncaught', 'list is undefined')
    expect(mayReport('render', 'list is undefined')).toBe(true)
  })

  it(`reports at most ${MAX_REPORTS_PER_SESSION} failures in a session, however far apart`, () => {
    const mayReport = createReportLimit()
    const answers = Array.from({ length: MAX_REPORTS_PER_SESSION + 2 }, (_, index) => {
      jest.advanceTimersByTime(REPEAT_REPORT_INTERVAL_MS)
      return mayReport('uncaught', `failure ${index}`)
    })
    expect(answers.filter(Boolean)).toHaveLength(MAX_REPORTS_PER_SESSION)
  })
})
