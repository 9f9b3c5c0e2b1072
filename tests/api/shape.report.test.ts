// An answer that fails its schema is reported (issue 26): which endpoint and which field, never a value.
import { fetchUserInfo } from '@/api/user'
import { HttpError } from '@/services/http/errors'
import { hostMessages, installFakeAndroidHost, removeFakeHosts } from '../support/fake-hosts'
import { taroFake } from '../support/taro-fake'
import { answerWith } from './wire'

function reported(): Array<Record<string, unknown>> {
  return hostMessages()
    .filter((record) => record.message === 'H5Monitor')
    .map((record) => (record.payload as { properties: Record<string, unknown> }).properties)
}

let warn: jest.SpyInstance

beforeEach(() => {
  taroFake.reset()
  removeFakeHosts()
  installFakeAndroidHost()
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => warn.mockRestore())

afterAll(() => removeFakeHosts())

test('an answer of the wrong shape is reported as answerShape with its endpoint and the field that failed', async () => {
  answerWith({ code: 200, data: { accountType: 2 } })
  await fetchUserInfo({ from: 'welfare' }).catch(() => undefined)
  expect(reported()).toEqual([expect.objectContaining({ kind: 'answerShape', message: 'GET /user/info: uid' })])
})

test("a report of a wrong answer carries none of the answer's values", async () => {
  answerWith({ code: 200, data: { uid: 'u-7', accountType: 'ann@example.com' } })
  await fetchUserInfo().catch(() => undefined)
  expect(JSON.stringify(hostMessages())).not.toContain('ann@')
})

test('an answer of the wrong shape still fails its call as a bad response', async () => {
  answerWith({ code: 200, data: { accountType: 3 } })
  await expect(fetchUserInfo()).rejects.toMatchObject({ kind: 'bad-response' })
})

test('an answer that fits its schema is not reported', async () => {
  answerWith({ code: 200, data: { uid: 'u-7', accountType: 2 } })
  await fetchUserInfo()
  expect(reported()).toEqual([])
})

test('a refusal is no answer of the wrong shape', async () => {
  answerWith({ code: 10042, msg: '金币不足' })
  await fetchUserInfo().catch((error: unknown) => error instanceof HttpError || undefined)
  expect(reported()).toEqual([])
})
