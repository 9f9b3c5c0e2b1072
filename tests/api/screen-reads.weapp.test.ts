// The mini-program's twin: only its tabs send their first reads early, those their texts need not wait for.
import { hasFirstReads, startFirstReads } from '@/api/screen-reads.weapp'
import { fetchWelfareSummary } from '@/api/welfare'
import { LAUNCH_PATH, ME_PATH, PATH, type RoutePath } from '@/routes'
import { taroFake } from '../support/taro-fake'
import { answerWith } from './wire'

beforeEach(() => {
  taroFake.reset()
  answerWith({ code: 200, data: {} })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

const member = (path: RoutePath) => ({ path, signedIn: true, query: {}, onDesktop: false, language: 'zh_CN' as const })

describe("the mini-program's first reads", () => {
  it('are the tabs\' only: a page of a subpackage has its texts at hand and sends its own as it loads', () => {
    expect([hasFirstReads(LAUNCH_PATH), hasFirstReads(ME_PATH), hasFirstReads(PATH.welfare), hasFirstReads(PATH.coinExchange)]).toEqual([true, true, false, false])
  })

  it.each<RoutePath>([LAUNCH_PATH, ME_PATH])('are the coins %s asks for, so the tab takes their answer and sends nothing again', async (path) => {
    void startFirstReads(member(path))
    await fetchWelfareSummary().catch(() => undefined)
    expect(taroFake.requests.map((request) => request.url)).toEqual([expect.stringMatching(/\/welfare\/summary$/)])
  })

  it('go out in the start language, before its texts have come', () => {
    void startFirstReads({ ...member(LAUNCH_PATH), language: 'en_US' })
    expect(taroFake.requests.map((request) => request.header?.lang)).toEqual(['en_US'])
  })

  it("leave a visitor's coins out", () => {
    void startFirstReads({ ...member(LAUNCH_PATH), signedIn: false })
    expect(taroFake.requests).toEqual([])
  })
})
