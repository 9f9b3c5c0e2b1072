// H5: the area texts each screen shows, so start-up asks for them beside the page's own chunk, not
// once that chunk has run (issue 24: no waterfall). The page still names its texts (definePage),
// which is what it waits for; this is only a head start, checked against every page by
// tests/locales/route-texts.test.ts.
import { LOGIN_PATH, ME_PATH, PATH, type RoutePath } from '@/routes'
import type { AreaTexts, PageAreaName } from './types'
import { blacklistTexts } from './blacklist'
import { cancellationTexts } from './cancellation'
import { deviceTexts } from './device'
import { eventsTexts } from './events'
import { giftTexts } from './gift'
import { helpTexts } from './help'
import { homeTexts } from './home'
import { identityTexts } from './identity'
import { inviteTexts } from './invite'
import { loginTexts } from './login'
import { lotteryTexts } from './lottery'
import { memberManageTexts } from './memberManage'
import { membershipTexts } from './membership'
import { messagesTexts } from './messages'
import { orderTexts } from './order'
import { partnerTexts } from './partner'
import { redirectTexts } from './redirect'
import { shopTexts } from './shop'
import { supportTexts } from './support'
import { tasksTexts } from './tasks'
import { tutorialsTexts } from './tutorials'
import { welfareTexts } from './welfare'

const SCREEN_TEXTS: ReadonlyArray<readonly [AreaTexts<PageAreaName>, readonly RoutePath[]]> = [
  [homeTexts, [ME_PATH]],
  [loginTexts, [LOGIN_PATH]],
  [helpTexts, [PATH.help, PATH.helpDetails]],
  [messagesTexts, [PATH.notice]],
  [supportTexts, [PATH.tsupport, PATH.contact, PATH.about]],
  [tutorialsTexts, [PATH.tutorial]],
  [membershipTexts, [PATH.purchaseTutorial, PATH.memberi, PATH.rule, PATH.record, PATH.foreignRule]],
  [partnerTexts, [PATH.xiechengAd]],
  [redirectTexts, [PATH.h5Redirect]],
  [blacklistTexts, [PATH.blacklistBlocking]],
  [welfareTexts, [PATH.welfare, PATH.signInV4, PATH.welfareDetail]],
  [giftTexts, [PATH.giftFriends, PATH.eventNoticeV4, PATH.vip404, PATH.intlStudent]],
  [lotteryTexts, [PATH.lottery]],
  [shopTexts, [PATH.coinExchange, PATH.redeemRecordV4, PATH.redeemCode]],
  [tasksTexts, [PATH.taskDetailWxV3, PATH.taskDetailEmailV3, PATH.taskDetailShareV3]],
  [deviceTexts, [PATH.deviceManage, PATH.lineConfig, PATH.wifiConfig, PATH.box, PATH.equipmentManage, PATH.deviceManual, PATH.wifiDownLoad]],
  [eventsTexts, [PATH.sportsQuiz, PATH.pointEvent, PATH.pointEventV2, PATH.moreWelfare, PATH.weeklyReward, PATH.mailActivity, PATH.miniGame]],
  [inviteTexts, [PATH.inviteV4, PATH.invitationDetailsV4]],
  [orderTexts, [PATH.activationRecord, PATH.appApplyRecord, PATH.applyRecord, PATH.customizedMembership]],
  [memberManageTexts, [PATH.wxPayManage, PATH.pauseManager, PATH.pauseRecord]],
  [identityTexts, [PATH.realNameVerify, PATH.zfbVerified, PATH.bindEmail]],
  [cancellationTexts, [PATH.cancelReminder, PATH.cancelAuth]],
]

const TEXTS_BY_PATH = new Map<RoutePath, AreaTexts<PageAreaName>>(SCREEN_TEXTS.flatMap(([texts, paths]) => paths.map((path) => [path, texts] as const)))

/** The area texts the screen at `path` shows; undefined for a screen with the shell's texts only. */
export function screenTextsOf(path: RoutePath): AreaTexts<PageAreaName> | undefined {
  return TEXTS_BY_PATH.get(path)
}
