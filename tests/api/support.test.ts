import { fetchContactDetails, fetchLatestVersion } from '@/api/support'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { answerWith, failTransport, lastRequest } from './wire'

const CHANNELS = [
  { type: 'officialSite', value: 'www.speedup.example', link: 'https://www.speedup.example' },
  { type: 'publicAccount', value: '加速会员服务号', link: '' },
  { type: 'qq', value: 800012345 },
  { type: 'email', value: 'support@speedup.example', link: null },
]

beforeEach(() => taroFake.reset())

describe('fetchContactDetails', () => {
  test('asks GET /sys/contact', async () => {
    answerWith({ code: 200, data: { channels: [], serviceHours: '' } })
    await fetchContactDetails()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/sys/contact'])
  })

  test('maps the channels, reading a numeric value as text and a missing link as none', async () => {
    answerWith({ code: 200, data: { channels: CHANNELS, serviceHours: '09:00-24:00 (UTC+8)' } })
    await expect(fetchContactDetails()).resolves.toEqual({
      channels: [
        { type: 'officialSite', value: 'www.speedup.example', link: 'https://www.speedup.example' },
        { type: 'publicAccount', value: '加速会员服务号', link: '' },
        { type: 'qq', value: '800012345', link: '' },
        { type: 'email', value: 'support@speedup.example', link: '' },
      ],
      serviceHours: '09:00-24:00 (UTC+8)',
    })
  })

  test('leaves out a channel type the client does not know', async () => {
    answerWith({ code: 200, data: { channels: [{ type: 'telegram', value: '@speedup' }, CHANNELS[0]] } })
    const details = await fetchContactDetails()
    expect(details.channels.map((channel) => channel.type)).toEqual(['officialSite'])
  })

  test('leaves out a channel with an empty value', async () => {
    answerWith({ code: 200, data: { channels: [{ type: 'qqGroup', value: '  ' }, CHANNELS[2]] } })
    const details = await fetchContactDetails()
    expect(details.channels.map((channel) => channel.type)).toEqual(['qq'])
  })

  test('gives empty service hours when the server sends none', async () => {
    answerWith({ code: 200, data: { channels: [] } })
    await expect(fetchContactDetails()).resolves.toEqual({ channels: [], serviceHours: '' })
  })

  test('rejects an answer without a channel list as bad-response', async () => {
    answerWith({ code: 200, data: { serviceHours: '9-18' } })
    await expect(fetchContactDetails()).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-response' })
  })

  test('rejects a channel without a type as bad-response', async () => {
    answerWith({ code: 200, data: { channels: [{ value: '800012345' }] } })
    await expect(fetchContactDetails()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a non-200 code with an Refusal', async () => {
    answerWith({ code: 50001, msg: '服务繁忙', data: null }, true)
    await expect(fetchContactDetails()).rejects.toBeInstanceOf(Refusal)
  })

  test('rejects a transport failure as a network error', async () => {
    failTransport()
    await expect(fetchContactDetails()).rejects.toMatchObject({ kind: 'network' })
  })

  test('rejects a channel of a known type without a value as bad-response', async () => {
    answerWith({ code: 200, data: { channels: [{ type: 'qq' }] } })
    await expect(fetchContactDetails()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('leaves out a channel of an unknown type even without a value', async () => {
    answerWith({ code: 200, data: { channels: [{ type: 'telegram' }, CHANNELS[0]] } })
    const details = await fetchContactDetails()
    expect(details.channels.map((channel) => channel.type)).toEqual(['officialSite'])
  })

  test('trims the value and the link of a channel', async () => {
    answerWith({ code: 200, data: { channels: [{ type: 'email', value: ' support@speedup.example ', link: ' mailto:support@speedup.example ' }] } })
    const [channel] = (await fetchContactDetails()).channels
    expect([channel.value, channel.link]).toEqual(['support@speedup.example', 'mailto:support@speedup.example'])
  })
})

describe('fetchLatestVersion', () => {
  test('asks GET /sys/latestVersion with the platform type', async () => {
    answerWith({ code: 200, data: { version: '3.31.0' } })
    await fetchLatestVersion(0)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/sys/latestVersion?platformType=0'])
  })

  test('returns the version, release notes and date', async () => {
    answerWith({ code: 200, data: { version: '3.31.2', releaseNotes: 'Faster lines', publishedAt: 1767052800000 } })
    await expect(fetchLatestVersion(1)).resolves.toEqual({ version: '3.31.2', releaseNotes: 'Faster lines', publishedAt: 1767052800000 })
  })

  test('fills missing release notes and date', async () => {
    answerWith({ code: 200, data: { version: '3.2' } })
    await expect(fetchLatestVersion(2)).resolves.toEqual({ version: '3.2', releaseNotes: '', publishedAt: 0 })
  })

  test.each(['', 'latest', '3.31.0-beta', 'v3.31.0', '3..1'])('rejects the version %p as bad-response', async (version) => {
    answerWith({ code: 200, data: { version } })
    await expect(fetchLatestVersion(0)).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-response' })
  })

  test('rejects an answer without a version as bad-response', async () => {
    answerWith({ code: 200, data: { releaseNotes: 'x' } })
    await expect(fetchLatestVersion(0)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a refused request with the server message', async () => {
    answerWith({ code: 400, msg: '请求格式错误' }, true)
    await expect(fetchLatestVersion(7)).rejects.toMatchObject({ name: 'Refusal', code: 400, message: '请求格式错误' })
  })

  test('reads a version with spaces around it without them', async () => {
    answerWith({ code: 200, data: { version: ' 3.31.2 ' } })
    await expect(fetchLatestVersion(1)).resolves.toMatchObject({ version: '3.31.2' })
  })
})
