// Every catalog of every area, bundled as the mini-program bundles its subpackages' (the `.weapp.ts`
// twins; the shell's and the home tab's, whose other languages the mini-program loads from a
// subpackage, from their files), so tests can render any page synchronously in any language.
import { SUPPORTED_LANGUAGES, type Language } from '@/lib/i18n'
import type { AreaName, AreaTexts, TextCatalog } from '@/locales'
import { texts as homeEnUs } from '@/locales/home/en_US'
import { texts as homeViVn } from '@/locales/home/vi_VN'
import { texts as homeZhCn } from '@/locales/home/zh_CN'
import { texts as homeZhHk } from '@/locales/home/zh_HK'
import { texts as homeZhTw } from '@/locales/home/zh_TW'
import { texts as shellEnUs } from '@/locales/shell/en_US'
import { texts as shellViVn } from '@/locales/shell/vi_VN'
import { texts as shellZhCn } from '@/locales/shell/zh_CN'
import { texts as shellZhHk } from '@/locales/shell/zh_HK'
import { texts as shellZhTw } from '@/locales/shell/zh_TW'
import { bundledAreaTexts } from '@/locales/types'
import { blacklistTexts } from '@/locales/blacklist/index.weapp'
import { giftTexts } from '@/locales/gift/index.weapp'
import { deviceTexts } from '@/locales/device/index.weapp'
import { eventsTexts } from '@/locales/events/index.weapp'
import { helpTexts } from '@/locales/help/index.weapp'
import { identityTexts } from '@/locales/identity/index.weapp'
import { loginTexts } from '@/locales/login/index.weapp'
import { lotteryTexts } from '@/locales/lottery/index.weapp'
import { inviteTexts } from '@/locales/invite/index.weapp'
import { membershipTexts } from '@/locales/membership/index.weapp'
import { memberManageTexts } from '@/locales/memberManage/index.weapp'
import { messagesTexts } from '@/locales/messages/index.weapp'
import { orderTexts } from '@/locales/order/index.weapp'
import { partnerTexts } from '@/locales/partner/index.weapp'
import { redirectTexts } from '@/locales/redirect/index.weapp'
import { shopTexts } from '@/locales/shop/index.weapp'
import { supportTexts } from '@/locales/support/index.weapp'
import { tasksTexts } from '@/locales/tasks/index.weapp'
import { tutorialsTexts } from '@/locales/tutorials/index.weapp'
import { welfareTexts } from '@/locales/welfare/index.weapp'
import { appTexts, type TextStore } from '@/stores/texts'

const shellTexts = bundledAreaTexts('shell', { zh_CN: shellZhCn, en_US: shellEnUs, zh_TW: shellZhTw, zh_HK: shellZhHk, vi_VN: shellViVn })
const homeTexts = bundledAreaTexts('home', { zh_CN: homeZhCn, en_US: homeEnUs, zh_TW: homeZhTw, zh_HK: homeZhHk, vi_VN: homeViVn })

export const bundledAreas: readonly AreaTexts[] = [
  shellTexts,
  welfareTexts,
  membershipTexts,
  tutorialsTexts,
  messagesTexts,
  helpTexts,
  supportTexts,
  redirectTexts,
  partnerTexts,
  blacklistTexts,
  giftTexts,
  lotteryTexts,
  shopTexts,
  tasksTexts,
  deviceTexts,
  eventsTexts,
  inviteTexts,
  orderTexts,
  memberManageTexts,
  identityTexts,
  homeTexts,
  loginTexts,
]

/** One area's catalog in one language, from the bundled twins. */
export function catalogOf(area: AreaName, language: Language): TextCatalog {
  const texts = bundledAreas.find((candidate) => candidate.area === area)
  if (!texts) throw new Error(`no area ${area}`)
  return texts.load(language) as TextCatalog
}

/** Every key and text of every area in one language. */
export function allTextsIn(language: Language): TextCatalog {
  return Object.assign({}, ...bundledAreas.map((texts) => catalogOf(texts.area, language))) as TextCatalog
}

/** Loads every area in every language into `store` (the app's by default), as a page gate would. */
export function loadAllTexts(store: TextStore = appTexts): void {
  for (const texts of bundledAreas) {
    for (const language of SUPPORTED_LANGUAGES) store.add(texts.area, language, catalogOf(texts.area, language))
  }
}
