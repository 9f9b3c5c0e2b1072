// The mini-program has no native menus: every page of app.json must be reachable by taps from
// launch, through the tab bar and the screens. The table is keyed by app.json's pages, so a new
// page fails here until the way a user reaches it is written down (and works).
import { appPages } from './support/mini-program'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

type Step =
  | { tab: string }
  | { tap: string; within?: string }
  | { button: string }

interface Walk {
  steps: readonly Step[]
  /** A visitor walks without a token; the demo account otherwise. */
  token?: string | null
  /** The page WeChat opens first (a shared link); the launch page unless given. */
  launch?: string
  /** The account's state the way needs, set through the mock's control endpoints. */
  setup?: (control: MockControl) => Promise<unknown>
}

type MockControl = ReturnType<typeof miniProgramSession>['mock']['control']

const me = (...steps: Step[]): Walk => ({ steps: [{ tab: '我的' }, ...steps] })
const home = (...steps: Step[]): Walk => ({ steps })
const tap = (text: string, within?: string): Step => ({ tap: text, within })
const button = (label: string): Step => ({ button: label })

const WALKS: Readonly<Record<string, Walk>> = {
  'pages/index/index': home(),
  'pages/me/index': me(),
  'pages/webview/index': me(tap('联系我们'), tap('访问', '官方网站')),
  // a shared link to a page this build no longer has: WeChat's page-not-found hook
  'pages/not-found/index': { launch: 'pages/retired/index', steps: [] },
  'pages/login/index': { token: null, steps: [{ tab: '我的' }, button('去登录')] },
  'packages/info/agreement-list/index': me(tap('协议与政策')),
  'packages/info/clause/index': me(tap('协议与政策'), tap('用户服务协议')),
  'packages/info/agreement/index': me(tap('协议与政策'), tap('会员服务协议')),
  'packages/info/help/index': me(tap('帮助中心')),
  'packages/info/help-details/index': me(tap('帮助中心'), tap('如何申请退款或取消自动续费？')),
  'packages/info/notice/index': home(tap('消息中心')),
  'packages/info/tech-support/index': me(tap('技术支持')),
  'packages/info/contact/index': me(tap('联系我们')),
  'packages/info/about/index': me(tap('关于我们')),
  'packages/info/tutorial/index': me(tap('技术支持'), tap('后台保活教程')),
  'packages/info/purchase-tutorial/index': me(tap('购买教程')),
  'packages/info/member-benefits/index': home(tap('会员权益')),
  'packages/info/partner-promotion/index': home(tap('携程专享')),
  'packages/info/rule/index': home(tap('福利中心'), tap('金币规则')),
  'packages/info/record/index': me(tap('购买教程'), button('会员记录')),
  'packages/info/foreign-rule/index': me(tap('帮助中心'), tap('其他'), tap('在海外可以使用吗？'), tap('海外用户须知')),
  'packages/info/h5-redirect/index': me(tap('帮助中心'), tap('其他'), tap('在海外可以使用吗？'), tap('下载最新客户端')),
  'packages/info/blacklist-blocking/index': { token: 'risky-token', steps: [tap('福利中心'), tap('查看说明')] },
  'packages/welfare/welfare-centre/index': home(tap('福利中心')),
  'packages/welfare/sign-in/index': home(tap('每日签到')),
  'packages/welfare/coin-records/index': home(tap('福利中心'), tap('金币明细')),
  'packages/gift/gift-friends/index': home(tap('赠送会员')),
  'packages/gift/event-notice/index': home(tap('更多福利'), tap('限时福利（已结束）')),
  // a member without VIP who tries to gift it
  'packages/gift/vip404/index': {
    setup: (control) => control('POST', '/gift', { token: DEMO_TOKEN, vipDaysLeft: 0 }),
    steps: [tap('赠送会员'), tap('如何开通 VIP')],
  },
  'packages/gift/intl-student/index': home(tap('留学生专享')),
  'packages/lottery/lottery/index': home(tap('金币抽奖')),
  'packages/shop/coin-exchange/index': home(tap('金币商城')),
  'packages/shop/redeem-records/index': home(tap('金币商城'), tap('兑换记录')),
  'packages/shop/redeem-code/index': home(tap('兑换码')),
  // the demo account has done these two: another member has not
  'packages/tasks/follow/index': { token: 'special-token', steps: [tap('福利中心'), tap('去领取', '关注公众号')] },
  'packages/tasks/bind/index': { token: 'special-token', steps: [tap('福利中心'), tap('去领取', '绑定邮箱或手机')] },
  'packages/tasks/share/index': home(tap('福利中心'), tap('去完成', '分享截图')),
  'packages/device/device-manage/index': me(tap('登录设备')),
  'packages/device/line-config/index': me(tap('加速盒子'), tap('线路配置')),
  'packages/device/wifi-config/index': me(tap('加速盒子'), tap('WiFi 配置')),
  'packages/device/box/index': me(tap('加速盒子')),
  'packages/device/equipment-manage/index': me(tap('设备管理')),
  'packages/device/device-manual/index': me(tap('设备管理'), tap('使用说明')),
  'packages/device/wifi-download/index': me(tap('设备管理'), tap('下载客户端')),
  'packages/events/sports-quiz/index': home(tap('更多福利'), tap('世界杯竞猜')),
  'packages/events/festival-gift/index': home(tap('更多福利'), tap('节日福利')),
  'packages/events/coin-event/index': home(tap('更多福利'), tap('金币活动')),
  'packages/events/more-welfare/index': home(tap('更多福利')),
  'packages/events/weekly-reward/index': home(tap('更多福利'), tap('周榜奖励')),
  'packages/events/mail-activity/index': home(tap('更多福利'), tap('福利来信')),
  'packages/events/mini-game/index': home(tap('更多福利'), tap('小游戏')),
  'packages/invite/invite/index': home(tap('邀请好友')),
  'packages/invite/invitation-details/index': home(tap('邀请好友'), tap('邀请明细')),
  'packages/order/activation-record/index': me(tap('充值与退款记录')),
  'packages/order/app-apply-record/index': me(tap('应用申请记录')),
  'packages/order/apply-record/index': me(tap('定制线路会员'), tap('查看全部申请记录')),
  'packages/order/customized-membership/index': me(tap('定制线路会员')),
  'packages/membership/wx-pay-manage/index': me(tap('自动续费管理')),
  'packages/membership/pause-manager/index': me(tap('暂停会员')),
  'packages/membership/pause-record/index': me(tap('暂停会员'), tap('暂停记录')),
  'packages/account/real-name/index': me(tap('实名认证')),
  'packages/account/zfb-verified/index': me(tap('支付宝认证')),
  'packages/account/bind-email/index': me(tap('绑定邮箱')),
  'packages/account/cancel-reminder/index': me(tap('注销账号')),
  'packages/account/cancel-auth/index': me(tap('注销账号'), tap('我已阅读并同意'), button('下一步')),
}

const session = miniProgramSession()

describe('every page of app.json is reached by taps from launch', () => {
  it.each(appPages())('%s', async (page) => {
    const walk = WALKS[page]
    if (!walk) throw new Error(`${page} is in app.json but no walk reaches it: add the taps a user takes to WALKS`)
    await walk.setup?.(session.mock.control)
    const program = await session.launch({ token: walk.token === null ? undefined : (walk.token ?? DEMO_TOKEN), url: walk.launch })
    for (const step of walk.steps) {
      if ('tab' in step) await program.tapTab(step.tab)
      else if ('button' in step) await program.tapButton(step.button)
      else await program.tap(step.tap, step.within)
    }
    await program.waitFor(() => program.history.some((visit) => visit.url.replace(/^\//, '').split('?')[0] === page), `${page} to open`)
    expect(program.errors).toEqual([])
  })
})
