import { fetchApplications, fetchCustomizedMembership } from '@/api/applications'
import { fetchClientDownloads } from '@/api/devices'
import { fetchCoinEvent, fetchFestivalGift, fetchMailActivity, fetchMiniGame, fetchSportsQuiz, fetchWeeklyReward } from '@/api/events'
import { fetchGiftStatus } from '@/api/gift'
import { fetchHelpQuestions } from '@/api/help'
import { fetchInviteSummary } from '@/api/invite'
import { fetchLotteryInfo, fetchMyPrizes } from '@/api/lottery'
import { fetchAutoRenew, fetchPauses, fetchPauseStatus } from '@/api/membership'
import { fetchMessages } from '@/api/messages'
import { fetchRefunds } from '@/api/order'
import { fetchMemberRecords } from '@/api/records'
import { firstReadsOf, hasFirstReads, startFirstReads, type FirstScreen } from '@/api/screen-reads'
import { fetchExchangeOrders, fetchShopCatalog } from '@/api/shop'
import { fetchCoinRecords, fetchSignInStatus, fetchWelfareSummary, fetchWelfareTasks } from '@/api/welfare'
import { LIST_PAGE_SIZE } from '@/config'
import { DEFAULT_HELP_GROUP } from '@/lib/help'
import { LAUNCH_PATH, ME_PATH, PATH, type RoutePath } from '@/routes'
import { taroFake } from '../support/taro-fake'
import { answerWith } from './wire'

beforeEach(() => {
  taroFake.reset()
  answerWith({ code: 200, data: {} })
  // the answers' shapes do not matter here: the failures they make are recorded, not shown
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => jest.restoreAllMocks())

const member = (path: RoutePath): FirstScreen => ({ path, signedIn: true, query: {}, onDesktop: false, language: 'zh_CN' })
const visitor = (path: RoutePath): FirstScreen => ({ ...member(path), signedIn: false })
const sentPaths = () => taroFake.requests.map((request) => `${request.method} ${request.url}`)

// What each screen's page asks for first, through its own api calls (the answers' shapes do not matter here).
const pageReads: Array<[RoutePath, () => Array<Promise<unknown>>]> = [
  [LAUNCH_PATH, () => [fetchWelfareSummary()]],
  [ME_PATH, () => [fetchWelfareSummary()]],
  [PATH.welfare, () => [fetchWelfareTasks(), fetchWelfareSummary()]],
  [PATH.signInV4, () => [fetchSignInStatus(), fetchWelfareSummary()]],
  [PATH.welfareDetail, () => [fetchWelfareSummary(), fetchCoinRecords(1, LIST_PAGE_SIZE)]],
  [PATH.coinExchange, () => [fetchShopCatalog(), fetchWelfareSummary()]],
  [PATH.redeemRecordV4, () => [fetchExchangeOrders(1, LIST_PAGE_SIZE)]],
  [PATH.lottery, () => [fetchLotteryInfo(), fetchWelfareSummary(), fetchMyPrizes(1, LIST_PAGE_SIZE)]],
  [PATH.notice, () => [fetchMessages(1)]],
  [PATH.inviteV4, () => [fetchInviteSummary()]],
  [PATH.help, () => [fetchHelpQuestions({ group: DEFAULT_HELP_GROUP })]],
  [PATH.redeemCode, () => [fetchWelfareSummary()]],
  [PATH.pointEvent, () => [fetchFestivalGift()]],
  [PATH.pointEventV2, () => [fetchCoinEvent()]],
  [PATH.weeklyReward, () => [fetchWeeklyReward()]],
  [PATH.mailActivity, () => [fetchMailActivity()]],
  [PATH.miniGame, () => [fetchMiniGame()]],
  [PATH.sportsQuiz, () => [fetchSportsQuiz()]],
  [PATH.giftFriends, () => [fetchGiftStatus()]],
  [PATH.activationRecord, () => [fetchMemberRecords(1, LIST_PAGE_SIZE), fetchRefunds()]],
  [PATH.appApplyRecord, () => [fetchApplications({ kind: 'app', tab: 'all', page: 1, pageSize: LIST_PAGE_SIZE })]],
  [PATH.applyRecord, () => [fetchApplications({ kind: 'line', tab: 'all', page: 1, pageSize: LIST_PAGE_SIZE })]],
  [
    PATH.customizedMembership,
    () => [fetchCustomizedMembership(), fetchApplications({ kind: 'line', tab: 'all', page: 1, pageSize: LIST_PAGE_SIZE })],
  ],
  [PATH.wxPayManage, () => [fetchAutoRenew()]],
  [PATH.pauseManager, () => [fetchPauseStatus()]],
  [PATH.pauseRecord, () => [fetchPauses(1, LIST_PAGE_SIZE)]],
  [PATH.wifiDownLoad, () => [fetchClientDownloads()]],
]

describe('the first reads of a screen', () => {
  it.each(pageReads)("are what the page of %s asks for, so it takes their answers and sends nothing again", async (path, askAsThePage) => {
    void startFirstReads(member(path))
    const sentEarly = sentPaths()
    const asked = askAsThePage()
    await Promise.allSettled(asked)
    expect(sentPaths()).toEqual(sentEarly)
    expect(sentEarly).toHaveLength(asked.length)
  })

  it('settle once every one of them has been answered, a failed one included', async () => {
    const answers: Array<(failed: boolean) => void> = []
    taroFake.requestHandler = () =>
      new Promise((resolve, reject) => answers.push((failed) => (failed ? reject({ errMsg: 'request:fail' }) : resolve({ statusCode: 200, data: JSON.stringify({ code: 200, data: null }) }))))
    let settled = false
    void startFirstReads(member(PATH.welfare)).then(() => (settled = true))
    expect(answers).toHaveLength(2)
    answers[0](false)
    await new Promise((done) => setTimeout(done, 0))
    expect(settled).toBe(false)
    answers[1](true)
    await new Promise((done) => setTimeout(done, 0))
    expect(settled).toBe(true)
  })

  it('are there for the screens listed, and not for an agreement screen', () => {
    expect([hasFirstReads(PATH.welfare), hasFirstReads(PATH.notice), hasFirstReads(PATH.clause)]).toEqual([true, true, false])
  })

  it('go out in the start language, before it is shown', () => {
    void startFirstReads({ ...member(PATH.welfare), language: 'vi_VN' })
    expect(taroFake.requests.map((request) => request.header?.lang)).toEqual(['vi_VN', 'vi_VN'])
  })

  it('are not taken by a page that asks in another language: it sends its own', async () => {
    void startFirstReads({ ...member(PATH.notice), language: 'vi_VN' })
    await fetchMessages(1).catch(() => undefined)
    expect(taroFake.requests.map((request) => request.header?.lang)).toEqual(['vi_VN', 'zh_CN'])
  })

  it("leave a visitor's coins out on /welfare", () => {
    expect(firstReadsOf(visitor(PATH.welfare)).map((read) => read.path)).toEqual(['/welfare/tasks'])
  })

  it('are none for a visitor on /notice', () => {
    expect(firstReadsOf(visitor(PATH.notice))).toEqual([])
  })

  it('are none on /inviteV4 in a desktop app', () => {
    expect(firstReadsOf({ ...member(PATH.inviteV4), onDesktop: true })).toEqual([])
  })

  it('ask for the help group the link opens', () => {
    expect(firstReadsOf({ ...member(PATH.help), query: { t: 'recharge' } })[0].query).toEqual({ group: 'recharge', keyword: undefined })
  })

  it('ask for the first help group when the link names none', () => {
    expect(firstReadsOf(member(PATH.help))[0].query).toEqual({ group: DEFAULT_HELP_GROUP, keyword: undefined })
  })

  it('are the events\' for a visitor too, and none of the member\'s records', () => {
    expect(firstReadsOf(visitor(PATH.weeklyReward)).map((read) => read.path)).toEqual(['/events/weeklyReward'])
    expect(firstReadsOf(visitor(PATH.activationRecord))).toEqual([])
  })

  it('are none for a screen not listed', () => {
    expect(firstReadsOf(member(PATH.about))).toEqual([])
  })
})
