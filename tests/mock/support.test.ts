/** @jest-environment node */
// The support and version endpoints of the mock over real HTTP (docs/api.md).
import { allowedLinkDomains } from '@/config'
import { setupMockServer } from '../support/mock-server'

const mock = setupMockServer()

/** A GET as the app sends it, without a token (neither endpoint needs one). */
function get(apiPath: string, lang?: string) {
  return mock.json(apiPath, { lang })
}

async function getData(apiPath: string, lang?: string): Promise<Record<string, unknown>> {
  const answer = await mock.call<Record<string, unknown>>(apiPath, { lang })
  if (answer.code !== 200 || !answer.encrypted) throw new Error(`unexpected answer ${JSON.stringify(answer)}`)
  return answer.data as Record<string, unknown>
}

describe('GET /sys/contact', () => {
  test('answers without a login, its data encrypted', async () => {
    const answer = await get('/sys/contact')
    expect(answer.code).toBe(200)
    expect(typeof answer.data).toBe('string')
  })

  test('lists the six channels of spec 2 in order', async () => {
    const data = await getData('/sys/contact')
    expect((data.channels as Array<{ type: string }>).map((channel) => channel.type)).toEqual([
      'officialSite',
      'publicAccount',
      'qq',
      'qqGroup',
      'supportAccount',
      'email',
    ])
  })

  test('gives every channel a value and a link field', async () => {
    const data = await getData('/sys/contact')
    for (const channel of data.channels as Array<Record<string, unknown>>) {
      expect(channel).toEqual({ type: expect.any(String), value: expect.stringMatching(/\S/), link: expect.any(String) })
    }
  })

  test('links the official site to a host on the app allow-list', async () => {
    const data = await getData('/sys/contact')
    const site = (data.channels as Array<{ type: string; link: string }>).find((channel) => channel.type === 'officialSite')
    expect(allowedLinkDomains).toContain(new URL(site?.link ?? '').hostname)
  })

  test('says when support answers', async () => {
    expect((await getData('/sys/contact')).serviceHours).toBe('09:00-24:00 (UTC+8)')
  })
})

describe('GET /sys/latestVersion', () => {
  test.each([
    ['0', '3.31.0'],
    ['1', '3.31.2'],
    ['2', '3.2.0'],
    ['4', '3.1.5'],
  ])('answers platform type %s with version %s', async (platformType, version) => {
    expect((await getData(`/sys/latestVersion?platformType=${platformType}`)).version).toBe(version)
  })

  test('writes the release notes in the request language', async () => {
    const data = await getData('/sys/latestVersion?platformType=0', 'en_US')
    expect(data.releaseNotes).toBe('Smarter line selection for faster, steadier connections; fixes for known issues.')
  })

  test('falls back to zh_CN release notes for an unknown language', async () => {
    const data = await getData('/sys/latestVersion?platformType=0', 'xx_XX')
    expect(data.releaseNotes).toBe('优化线路选择，连接更快更稳定；修复了部分已知问题。')
  })

  test('dates the release in the past, on a day boundary', async () => {
    const { publishedAt } = await getData('/sys/latestVersion?platformType=1')
    expect(typeof publishedAt).toBe('number')
    expect(publishedAt as number).toBeLessThan(Date.now())
    expect((publishedAt as number) % (24 * 60 * 60 * 1000)).toBe(0)
  })

  test('refuses a request without a platform type with code 400', async () => {
    expect(await get('/sys/latestVersion')).toEqual({ code: 400, msg: '请求格式错误' })
  })

  test.each(['3', '7', 'ios', '__proto__', '01'])('refuses the platform type %p with code 400', async (platformType) => {
    expect((await get(`/sys/latestVersion?platformType=${platformType}`, 'en_US')).code).toBe(400)
  })
})
