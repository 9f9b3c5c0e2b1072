// The reads a screen shows first, sent as it opens (at start-up once the token is known, or as
// the app navigates to it), beside the page's chunk and texts instead of after them (issue 24: no
// waterfall). The screen's own api call sends the same request (src/api/reads.ts, area-reads.ts) and
// gets the answer on its way (the request client's `startEarly`). Only the requests live here, so
// the entry carries no area's answer schemas.
import { LIST_PAGE_SIZE } from '@/config'
import { helpGroupOf } from '@/lib/help'
import { HOME_PATH, PATH, type RoutePath } from '@/routes'
import type { RequestOptions } from '@/services/http'
import {
  applicationsRead,
  AUTO_RENEW_READ,
  CLIENT_DOWNLOADS_READ,
  COIN_EVENT_READ,
  CUSTOMIZED_MEMBERSHIP_READ,
  exchangeOrdersRead,
  FESTIVAL_GIFT_READ,
  GIFT_STATUS_READ,
  helpQuestionsRead,
  INVITE_SUMMARY_READ,
  LOTTERY_INFO_READ,
  lotteryPrizesRead,
  MAIL_ACTIVITY_READ,
  memberRecordsRead,
  messagesRead,
  MINI_GAME_READ,
  PAUSE_STATUS_READ,
  pausesRead,
  REFUNDS_READ,
  SHOP_GOODS_READ,
  SPORTS_QUIZ_READ,
  WEEKLY_REWARD_READ,
} from './area-reads'
import { coinRecordsRead, coinsOf, firstReadsIn, sendFirstReads, SIGN_IN_STATUS_READ, TAB_READS, WELFARE_TASKS_READ, type FirstScreen, type ScreenReads } from './reads'

export type { FirstScreen }

const SCREEN_READS = new Map<RoutePath, ScreenReads>([
  ...TAB_READS,
  [HOME_PATH, (screen) => [WELFARE_TASKS_READ, coinsOf(screen)]],
  [PATH.signInV4, (screen) => [screen.signedIn && SIGN_IN_STATUS_READ, coinsOf(screen)]],
  [PATH.welfareDetail, (screen) => [coinsOf(screen), screen.signedIn && coinRecordsRead(1, LIST_PAGE_SIZE)]],
  [PATH.coinExchange, (screen) => [SHOP_GOODS_READ, coinsOf(screen)]],
  [PATH.redeemRecordV4, ({ signedIn }) => [signedIn && exchangeOrdersRead(1, LIST_PAGE_SIZE)]],
  [PATH.lottery, (screen) => [LOTTERY_INFO_READ, coinsOf(screen), screen.signedIn && lotteryPrizesRead(1, LIST_PAGE_SIZE)]],
  [PATH.notice, ({ signedIn }) => [signedIn && messagesRead(1, LIST_PAGE_SIZE)]],
  [PATH.inviteV4, ({ signedIn, onDesktop }) => [signedIn && !onDesktop && INVITE_SUMMARY_READ]],
  [PATH.help, ({ query }) => [helpQuestionsRead(helpGroupOf(query.t), undefined)]],
  [PATH.redeemCode, (screen) => [coinsOf(screen)]],
  // the events are shown to visitors too
  [PATH.pointEvent, () => [FESTIVAL_GIFT_READ]],
  [PATH.pointEventV2, () => [COIN_EVENT_READ]],
  [PATH.weeklyReward, () => [WEEKLY_REWARD_READ]],
  [PATH.mailActivity, () => [MAIL_ACTIVITY_READ]],
  [PATH.miniGame, () => [MINI_GAME_READ]],
  [PATH.sportsQuiz, () => [SPORTS_QUIZ_READ]],
  [PATH.giftFriends, ({ signedIn }) => [signedIn && GIFT_STATUS_READ]],
  [PATH.activationRecord, ({ signedIn }) => [signedIn && memberRecordsRead(1, LIST_PAGE_SIZE), signedIn && REFUNDS_READ]],
  [PATH.appApplyRecord, ({ signedIn }) => [signedIn && applicationsRead('app', 'all', 1, LIST_PAGE_SIZE)]],
  [PATH.applyRecord, ({ signedIn }) => [signedIn && applicationsRead('line', 'all', 1, LIST_PAGE_SIZE)]],
  [
    PATH.customizedMembership,
    ({ signedIn }) => [signedIn && CUSTOMIZED_MEMBERSHIP_READ, signedIn && applicationsRead('line', 'all', 1, LIST_PAGE_SIZE)],
  ],
  [PATH.wxPayManage, ({ signedIn }) => [signedIn && AUTO_RENEW_READ]],
  [PATH.pauseManager, ({ signedIn }) => [signedIn && PAUSE_STATUS_READ]],
  [PATH.pauseRecord, ({ signedIn }) => [signedIn && pausesRead(1, LIST_PAGE_SIZE)]],
  [PATH.wifiDownLoad, () => [CLIENT_DOWNLOADS_READ]],
])

/** Whether the screen has reads to send first (some of them only when signed in). */
export function hasFirstReads(path: RoutePath): boolean {
  return SCREEN_READS.has(path)
}

/** The requests the screen sends first; none for a screen not listed. */
export function firstReadsOf(screen: FirstScreen): RequestOptions[] {
  return firstReadsIn(SCREEN_READS, screen)
}

/** Sends the screen's first reads now, in its language; settles once all have been answered or have failed. */
export function startFirstReads(screen: FirstScreen): Promise<void> {
  return sendFirstReads(firstReadsOf(screen), screen.language)
}
