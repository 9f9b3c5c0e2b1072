// Help-centre CMS (spec 7: /wordpress/list and /wordpress/info answer unencrypted). Documented in
// docs/api.md, "Help and message endpoints"; the groups and the keyword rule are the client's
// own (src/lib/help-cms.ts).
import type { HelpAnswer, HelpQuestion } from '@/api/help'
import { CODE_HELP_QUESTION_NOT_FOUND, CODE_OK } from '@/lib/answer-codes'
import { HELP_GROUPS, isHelpGroup, normaliseKeyword, parseQuestionId, type HelpGroup } from '@/lib/help-cms'
import type { Language } from '@/lib/i18n'
import type { RouteContext, Routes } from '../route'

const CODE_BAD_REQUEST = 400
const CODE_UNKNOWN_GROUP = 10301

// The CMS is written in Chinese and English; zh_TW and zh_HK are served the zh_CN text and vi_VN
// the en_US text (docs/api.md).

type CmsLanguage = 'zh_CN' | 'en_US'
const CMS_LANGUAGE: Record<Language, CmsLanguage> = { zh_CN: 'zh_CN', zh_TW: 'zh_CN', zh_HK: 'zh_CN', en_US: 'en_US', vi_VN: 'en_US' }

interface Article extends Record<CmsLanguage, { title: string; content: string }> {
  id: number
  group: HelpGroup
  updatedAt: number
}

/** When the CMS last saved an article: a fixed day, so answers do not change between runs. */
function savedOn(date: string): number {
  return Date.parse(`${date}T10:00:00+08:00`)
}

// Article 11 carries what a careless CMS paste brings along: a script and an image whose onerror
// runs code. The client must render neither (DESIGN.md: sanitizeHtml); the e2e test checks it.
const PASTED_SCRIPT =
  "<script>window.__helpScriptRan = true; document.title = 'script ran'</script>"
const PASTED_IMAGE =
  "<img src=x onerror=\"window.__helpOnerrorRan = true; document.title = 'onerror ran'\">"

const ARTICLES: readonly Article[] = [
  // speed up
  {
    id: 11,
    group: 'speedUp',
    updatedAt: savedOn('2024-11-18'),
    zh_CN: {
      title: '加速后无法打开国内 App 或网页怎么办？',
      content: [
        '<p>请按以下步骤逐一排查：</p>',
        '<ol>',
        '<li>确认加速按钮已显示<strong>“加速中”</strong>，并且当前线路不是“维护中”。</li>',
        '<li>在线路列表中切换到<strong>智能线路</strong>或距离您最近的节点后重试。</li>',
        '<li>关闭其他 VPN、代理或广告拦截类应用，它们可能会抢占网络。</li>',
        '<li>完全退出目标 App 后重新打开；网页请清除缓存后刷新。</li>',
        '</ol>',
        PASTED_SCRIPT,
        PASTED_IMAGE,
        '<p>如仍无法访问，请在“技术支持”中提交问题，并附上<em>所用线路、目标 App 名称和出现问题的时间</em>，我们会在 24 小时内回复。</p>',
      ].join(''),
    },
    en_US: {
      title: 'I cannot open Chinese apps or websites while accelerated. What should I do?',
      content: [
        '<p>Please check the following, one step at a time:</p>',
        '<ol>',
        '<li>Make sure the accelerate button shows <strong>“Accelerating”</strong> and the line is not under maintenance.</li>',
        '<li>Switch to the <strong>Smart line</strong> or the node closest to you and try again.</li>',
        '<li>Close other VPN, proxy or ad-blocking apps: they may take over the network.</li>',
        '<li>Quit the app completely and open it again; for websites, clear the cache and reload.</li>',
        '</ol>',
        PASTED_SCRIPT,
        PASTED_IMAGE,
        '<p>If it still does not work, send us a ticket from Technical support with <em>the line you used, the app name and when it happened</em>. We reply within 24 hours.</p>',
      ].join(''),
    },
  },
  {
    id: 12,
    group: 'speedUp',
    updatedAt: savedOn('2024-10-09'),
    zh_CN: {
      title: '如何选择合适的加速线路？',
      content: [
        '<p>推荐使用<strong>智能线路</strong>，系统会根据您所在位置和目标服务自动选择延迟最低的节点。</p>',
        '<h3>手动选择建议</h3>',
        '<ul>',
        '<li>看视频、听音乐：选择“影音专线”，带宽更高。</li>',
        '<li>玩游戏：选择与游戏服务器同区域的“游戏专线”，例如华东服务器选择上海节点。</li>',
        '<li>办公、网银：选择“稳定线路”，连接更稳定。</li>',
        '</ul>',
        '<p>线路名称后的数字是当前延迟（毫秒），数值越小越快。</p>',
      ].join(''),
    },
    en_US: {
      title: 'How do I choose the right line?',
      content: [
        '<p>We recommend the <strong>Smart line</strong>: it picks the node with the lowest latency for your location and the service you use.</p>',
        '<h3>Choosing by hand</h3>',
        '<ul>',
        '<li>Video and music: the “Media line” has more bandwidth.</li>',
        '<li>Games: the “Game line” in the same region as the game server, e.g. Shanghai for East China servers.</li>',
        '<li>Work and online banking: the “Stable line” keeps the connection steady.</li>',
        '</ul>',
        '<p>The number after a line name is its current latency in milliseconds: lower is faster.</p>',
      ].join(''),
    },
  },
  {
    id: 13,
    group: 'speedUp',
    updatedAt: savedOn('2024-09-27'),
    zh_CN: {
      title: '为什么加速后网速反而变慢了？',
      content: [
        '<p>加速会把流量转发到国内节点，以下情况可能导致速度下降：</p>',
        '<ul>',
        '<li>当前线路使用人数较多（线路旁显示“繁忙”）。</li>',
        '<li>本地网络本身不稳定，例如公共 Wi-Fi 或信号较弱的移动网络。</li>',
        '<li>访问的是海外网站：海外网站无需加速，开启后反而绕路。</li>',
        '</ul>',
        '<p>建议切换到空闲线路，或在设置中开启<strong>智能分流</strong>，只为国内服务加速。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Why is my connection slower after accelerating?',
      content: [
        '<p>Acceleration routes your traffic through a node in China. Speed can drop when:</p>',
        '<ul>',
        '<li>the line is crowded (it shows “Busy”);</li>',
        '<li>your own network is unstable, e.g. public Wi-Fi or a weak mobile signal;</li>',
        '<li>you are visiting overseas sites: they need no acceleration and take a detour through China.</li>',
        '</ul>',
        '<p>Switch to a quieter line, or turn on <strong>Smart routing</strong> in the settings so that only Chinese services are accelerated.</p>',
      ].join(''),
    },
  },
  {
    id: 14,
    group: 'speedUp',
    updatedAt: savedOn('2024-12-02'),
    zh_CN: {
      title: '加速过程中频繁断开怎么办？',
      content: [
        '<p>大多数断开是手机系统在后台清理了加速应用导致的。</p>',
        '<ol>',
        '<li>在系统设置中允许本应用<strong>后台运行</strong>和<strong>自启动</strong>。</li>',
        '<li>将本应用加入电池优化的白名单（“不优化”）。</li>',
        '<li>在最近任务中锁定本应用，避免被一键清理。</li>',
        '</ol>',
        '<p>不同品牌手机的设置位置不同，请查看“我的 - 后台保活教程”中对应品牌的图文说明。</p>',
      ].join(''),
    },
    en_US: {
      title: 'The acceleration keeps disconnecting. What can I do?',
      content: [
        '<p>Most disconnections happen because the phone stops the app in the background.</p>',
        '<ol>',
        '<li>Allow the app to <strong>run in the background</strong> and to <strong>start automatically</strong>.</li>',
        '<li>Exclude the app from battery optimisation (“Don’t optimise”).</li>',
        '<li>Lock the app in the recent-apps view so that “clear all” leaves it running.</li>',
        '</ol>',
        '<p>Each phone maker hides these settings in a different place: see “Me - Keep-alive tutorials” for your brand.</p>',
      ].join(''),
    },
  },
  {
    id: 15,
    group: 'speedUp',
    updatedAt: savedOn('2024-08-15'),
    zh_CN: {
      title: '玩国服游戏延迟很高怎么办？',
      content: [
        '<p>请先在游戏内确认所选大区，然后在线路列表中选择<strong>同一地区的游戏专线</strong>。</p>',
        '<p>如延迟仍高于 150 ms：</p>',
        '<ul>',
        '<li>尽量使用 5 GHz Wi-Fi 或有线网络；</li>',
        '<li>关闭正在进行的下载和视频；</li>',
        '<li>在设置中开启<strong>游戏模式</strong>，优先保障游戏数据包。</li>',
        '</ul>',
      ].join(''),
    },
    en_US: {
      title: 'Latency is high in games on Chinese servers. What can I do?',
      content: [
        '<p>Check which region your game server is in, then pick the <strong>Game line of the same region</strong>.</p>',
        '<p>If latency stays above 150 ms:</p>',
        '<ul>',
        '<li>use 5 GHz Wi-Fi or a cable where you can;</li>',
        '<li>pause downloads and videos;</li>',
        '<li>turn on <strong>Game mode</strong> in the settings to give game traffic priority.</li>',
        '</ul>',
      ].join(''),
    },
  },
  {
    id: 16,
    group: 'speedUp',
    updatedAt: savedOn('2024-07-01'),
    zh_CN: {
      title: '支持加速哪些应用和服务？',
      content: [
        '<p>支持国内主流的视频、音乐、直播、游戏、购物、银行和办公应用，例如：</p>',
        '<table><thead><tr><th>类别</th><th>示例</th></tr></thead><tbody>',
        '<tr><td>视频</td><td>腾讯视频、爱奇艺、优酷、哔哩哔哩</td></tr>',
        '<tr><td>音乐</td><td>QQ 音乐、网易云音乐、酷狗音乐</td></tr>',
        '<tr><td>游戏</td><td>王者荣耀、和平精英、原神国服</td></tr>',
        '<tr><td>其他</td><td>淘宝、微信读书、各大银行 App</td></tr>',
        '</tbody></table>',
        '<p>因版权原因，个别内容可能仍受地区限制，以应用方的规定为准。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Which apps and services can be accelerated?',
      content: [
        '<p>Most popular Chinese video, music, live-streaming, gaming, shopping, banking and office apps, for example:</p>',
        '<table><thead><tr><th>Kind</th><th>Examples</th></tr></thead><tbody>',
        '<tr><td>Video</td><td>Tencent Video, iQIYI, Youku, bilibili</td></tr>',
        '<tr><td>Music</td><td>QQ Music, NetEase Cloud Music, Kugou</td></tr>',
        '<tr><td>Games</td><td>Honor of Kings, Peacekeeper Elite, Genshin Impact (China)</td></tr>',
        '<tr><td>Other</td><td>Taobao, WeChat Read, Chinese banking apps</td></tr>',
        '</tbody></table>',
        '<p>Some content may stay region-locked for copyright reasons; the app’s own rules apply.</p>',
      ].join(''),
    },
  },
  // recharge
  {
    id: 61,
    group: 'recharge',
    updatedAt: savedOn('2024-11-01'),
    zh_CN: {
      title: '支持哪些支付方式？',
      content: [
        '<p>目前支持以下支付方式：</p>',
        '<ul>',
        '<li>支付宝</li>',
        '<li>微信支付（App 内支付及微信小程序）</li>',
        '<li>银行卡 / 信用卡（Visa、Mastercard、银联）</li>',
        '<li>Apple 应用内购买（iOS）</li>',
        '</ul>',
        '<p>企业客户可联系客服办理线下对公转账。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Which payment methods are supported?',
      content: [
        '<p>You can pay with:</p>',
        '<ul>',
        '<li>Alipay</li>',
        '<li>WeChat Pay (in the app and in the WeChat mini program)</li>',
        '<li>Bank and credit cards (Visa, Mastercard, UnionPay)</li>',
        '<li>Apple in-app purchase (iOS)</li>',
        '</ul>',
        '<p>Business customers can ask support for an offline bank transfer.</p>',
      ].join(''),
    },
  },
  {
    id: 62,
    group: 'recharge',
    updatedAt: savedOn('2024-10-21'),
    zh_CN: {
      title: '支付成功了，但会员没有到账怎么办？',
      content: [
        '<p>支付完成后会员通常在 1 分钟内到账，请先<strong>下拉刷新</strong>“我的”页面或重新登录。</p>',
        '<p>如 10 分钟后仍未到账，请在“技术支持”中提交：</p>',
        '<ul><li>支付订单号（可在支付宝或微信账单中找到）</li><li>支付时间和金额</li><li>您的登录账号</li></ul>',
        '<p>核实后我们会为您补发会员时长，重复扣款将原路退回。</p>',
      ].join(''),
    },
    en_US: {
      title: 'I paid, but my membership has not arrived',
      content: [
        '<p>Membership usually arrives within a minute. First <strong>pull to refresh</strong> the “Me” page or log in again.</p>',
        '<p>If it has not arrived after 10 minutes, send a ticket from Technical support with:</p>',
        '<ul><li>the payment order number (in your Alipay or WeChat bill)</li><li>the time and amount of the payment</li><li>the account you log in with</li></ul>',
        '<p>Once checked, we add the membership time; a double charge is refunded to the original payment method.</p>',
      ].join(''),
    },
  },
  {
    id: 63,
    group: 'recharge',
    updatedAt: savedOn('2024-09-12'),
    zh_CN: {
      title: '如何开通连续包月（自动续费）？',
      content: [
        '<p>在充值页选择带有<strong>“连续包月”</strong>标签的套餐并完成签约支付即可开通。</p>',
        '<p>开通后每月到期前 1 天自动扣费续期，首月享优惠价。扣费前我们会通过消息中心提醒您。</p>',
        '<p>开通前请阅读《连续包月协议》。</p>',
      ].join(''),
    },
    en_US: {
      title: 'How do I subscribe monthly (auto-renewal)?',
      content: [
        '<p>On the recharge page, choose a plan marked <strong>“Monthly subscription”</strong> and complete the payment agreement.</p>',
        '<p>The plan renews automatically one day before it ends each month; the first month is discounted. The message centre reminds you before each charge.</p>',
        '<p>Please read the Monthly subscription agreement before subscribing.</p>',
      ].join(''),
    },
  },
  {
    // Spec 2: the refund and cancel-auto-renewal question (64 in test, 48 in production).
    id: 64,
    group: 'recharge',
    updatedAt: savedOn('2024-12-10'),
    zh_CN: {
      title: '如何申请退款或取消自动续费？',
      content: [
        '<h3>申请退款</h3>',
        '<p>购买会员后 <strong>7 天内</strong>可申请无理由退款，每位用户仅享有一次退款服务。</p>',
        '<ol>',
        '<li>打开“我的 - <a href="https://h5.speedup.example/activationRecord">充值记录</a>”，找到需要退款的订单。</li>',
        '<li>点击“申请退款”，填写退款原因（选填，不超过 50 字）后提交。</li>',
        '<li>退款将在 1–3 个工作日内原路退回，会员时长同时扣除。</li>',
        '</ol>',
        '<p>超过 7 天、已赠送好友或已使用赠送名额的订单不支持退款。</p>',
        '<h3>取消自动续费</h3>',
        '<ul>',
        '<li><strong>支付宝：</strong>我的 - 设置 - 支付设置 - 免密支付/自动扣款，找到本应用后选择“关闭服务”。</li>',
        '<li><strong>微信：</strong>我 - 服务 - 钱包 - 支付设置 - 自动续费，找到本应用后选择“关闭扣费服务”。</li>',
        '<li><strong>Apple：</strong>设置 - Apple ID - 订阅，选择本应用后点击“取消订阅”。</li>',
        '</ul>',
        '<p>取消后已购买的会员时长仍可正常使用至到期。请在下次扣费日前至少 24 小时取消。</p>',
      ].join(''),
    },
    en_US: {
      title: 'How do I get a refund or cancel auto-renewal?',
      content: [
        '<h3>Refunds</h3>',
        '<p>You can ask for a refund without giving a reason <strong>within 7 days</strong> of buying a membership. Each user can use the refund service once.</p>',
        '<ol>',
        '<li>Open “Me - <a href="https://h5.speedup.example/activationRecord">Purchase records</a>” and find the order.</li>',
        '<li>Tap “Request refund”, optionally give a reason (at most 50 characters) and submit.</li>',
        '<li>The money goes back to the original payment method within 1–3 working days, and the membership time is removed.</li>',
        '</ol>',
        '<p>Orders older than 7 days, gifted to a friend or whose gift slots were used cannot be refunded.</p>',
        '<h3>Cancelling auto-renewal</h3>',
        '<ul>',
        '<li><strong>Alipay:</strong> Me - Settings - Payment settings - Auto-debit, choose this app and “Cancel service”.</li>',
        '<li><strong>WeChat:</strong> Me - Services - Wallet - Payment settings - Auto-renewal, choose this app and “Stop charges”.</li>',
        '<li><strong>Apple:</strong> Settings - Apple ID - Subscriptions, choose this app and “Cancel subscription”.</li>',
        '</ul>',
        '<p>The membership you already paid for stays until it ends. Cancel at least 24 hours before the next charge.</p>',
      ].join(''),
    },
  },
  {
    id: 65,
    group: 'recharge',
    updatedAt: savedOn('2024-06-30'),
    zh_CN: {
      title: '可以开具发票吗？',
      content: [
        '<p>可以。请在支付完成后 90 天内，通过“技术支持”提交开票申请，并提供：</p>',
        '<ul><li>订单号</li><li>发票抬头和税号</li><li>接收发票的邮箱</li></ul>',
        '<p>电子发票将在 5 个工作日内发送至您的邮箱。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Can I get an invoice?',
      content: [
        '<p>Yes. Within 90 days of payment, ask for one through Technical support with:</p>',
        '<ul><li>the order number</li><li>the invoice title and tax number</li><li>the email address to send it to</li></ul>',
        '<p>The electronic invoice is emailed within 5 working days.</p>',
      ].join(''),
    },
  },
  {
    id: 66,
    group: 'recharge',
    updatedAt: savedOn('2024-05-20'),
    zh_CN: {
      title: '为什么苹果设备上不能补差价兑换？',
      content: [
        '<p>根据 App Store 的规定，iOS 设备上的虚拟商品只能通过 Apple 应用内购买支付，因此<strong>福利商城的补差价兑换在 iOS 设备上不可用</strong>。</p>',
        '<p>您可以在安卓手机或电脑客户端登录同一账号完成补差价，兑换结果会同步到所有设备。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Why can I not pay a price difference on Apple devices?',
      content: [
        '<p>App Store rules allow only Apple in-app purchase for digital goods on iOS, so <strong>paying a price difference in the coin shop is not available on iOS</strong>.</p>',
        '<p>Log in with the same account on an Android phone or the desktop app to pay it; the exchange shows on every device.</p>',
      ].join(''),
    },
  },
  // other
  {
    id: 21,
    group: 'other',
    updatedAt: savedOn('2024-10-03'),
    zh_CN: {
      title: '如何修改绑定的手机号或邮箱？',
      content: [
        '<p>打开“我的 - 账号与安全”，点击“手机号”或“邮箱”，按提示验证原手机号或邮箱后即可更换。</p>',
        '<p>原手机号已停用时，请通过“技术支持”提交身份核验申请。</p>',
      ].join(''),
    },
    en_US: {
      title: 'How do I change my phone number or email?',
      content: [
        '<p>Open “Me - Account and security”, tap “Phone” or “Email”, verify the current one and enter the new one.</p>',
        '<p>If you no longer have the old number, ask Technical support for an identity check.</p>',
      ].join(''),
    },
  },
  {
    id: 22,
    group: 'other',
    updatedAt: savedOn('2024-08-08'),
    zh_CN: {
      title: '忘记密码怎么办？',
      content: [
        '<p>在登录页点击“忘记密码”，通过绑定的邮箱接收验证码后设置新密码。</p>',
        '<p>新密码需为 <strong>6–16 位</strong>，且同时包含字母和数字。也可以直接使用手机验证码登录。</p>',
      ].join(''),
    },
    en_US: {
      title: 'I forgot my password',
      content: [
        '<p>Tap “Forgot password” on the login page, enter the code sent to your email and set a new password.</p>',
        '<p>Passwords have <strong>6 to 16 characters</strong> with both letters and digits. You can also log in with an SMS code instead.</p>',
      ].join(''),
    },
  },
  {
    id: 23,
    group: 'other',
    updatedAt: savedOn('2024-11-25'),
    zh_CN: {
      title: '如何注销账号？',
      content: [
        '<p>打开“我的 - 账号与安全 - 注销账号”，阅读并同意《注销账号协议》，完成身份验证后提交。</p>',
        '<p>提交后进入 <strong>15 天</strong>冷静期，期间重新登录即可取消注销；期满后账号及会员时长、金币将被永久清除。</p>',
        '<p>注销前请先在各支付平台取消所有连续包月服务。</p>',
      ].join(''),
    },
    en_US: {
      title: 'How do I delete my account?',
      content: [
        '<p>Open “Me - Account and security - Delete account”, accept the account cancellation agreement, verify your identity and submit.</p>',
        '<p>A <strong>15-day</strong> waiting period follows: logging in again during it stops the deletion. After it, the account, its membership time and coins are gone for good.</p>',
        '<p>Cancel every monthly subscription on the payment platforms first.</p>',
      ].join(''),
    },
  },
  {
    id: 24,
    group: 'other',
    updatedAt: savedOn('2024-12-01'),
    zh_CN: {
      title: '金币有什么用？会过期吗？',
      content: [
        '<p>金币可在福利中心兑换会员时长、实物商品，或参与抽奖。</p>',
        '<p>金币自获得当月起计算，<strong>3 个月后的月底过期</strong>；使用时优先扣除最早过期的金币。即将过期的数量可在福利中心查看。</p>',
      ].join(''),
    },
    en_US: {
      title: 'What are coins for, and do they expire?',
      content: [
        '<p>Exchange coins for membership time or goods in the welfare centre, or use them in the lottery.</p>',
        '<p>Coins expire <strong>at the end of the third month</strong> after the month you earned them; the coins that expire first are spent first. The welfare centre shows how many expire soon.</p>',
      ].join(''),
    },
  },
  {
    id: 25,
    group: 'other',
    updatedAt: savedOn('2024-09-05'),
    zh_CN: {
      title: '如何联系客服？',
      content: [
        '<p>您可以通过以下方式联系我们：</p>',
        '<ul>',
        '<li>App 内“技术支持 - 在线客服”（每天 9:00–24:00）</li>',
        '<li>官方公众号留言</li>',
        '<li>客服邮箱 <a href="mailto:support@speedup.example">support@speedup.example</a></li>',
        '<li>官方网站 <a href="https://www.speedup.example">www.speedup.example</a></li>',
        '</ul>',
      ].join(''),
    },
    en_US: {
      title: 'How do I contact customer service?',
      content: [
        '<p>You can reach us:</p>',
        '<ul>',
        '<li>in the app: “Technical support - Live chat” (daily 9:00–24:00, China time)</li>',
        '<li>through our official account</li>',
        '<li>by email to <a href="mailto:support@speedup.example">support@speedup.example</a></li>',
        '<li>on our website <a href="https://www.speedup.example">www.speedup.example</a></li>',
        '</ul>',
      ].join(''),
    },
  },
  {
    id: 26,
    group: 'other',
    updatedAt: savedOn('2024-10-30'),
    zh_CN: {
      title: '账号被限制参与活动怎么办？',
      content: [
        '<p>系统检测到账号存在异常（如批量注册、异常邀请）时，会限制其参与福利任务和兑换码兑换。</p>',
        '<p>如您认为判断有误，请发送邮件至 <strong>appeal@speedup.example</strong> 申诉，并附上账号和情况说明，我们将在 3 个工作日内处理。</p>',
      ].join(''),
    },
    en_US: {
      title: 'My account is restricted from events',
      content: [
        '<p>Accounts with unusual activity (bulk sign-ups, abnormal invitations) cannot join welfare tasks or redeem codes.</p>',
        '<p>If you think this is a mistake, email <strong>appeal@speedup.example</strong> with your account and what happened. We reply within 3 working days.</p>',
      ].join(''),
    },
  },
  {
    id: 27,
    group: 'other',
    updatedAt: savedOn('2025-03-02'),
    zh_CN: {
      title: '在海外可以使用吗？',
      content: [
        '<p>本服务面向中国大陆用户和海外华人，部分国家和地区因当地政策暂不提供服务。</p>',
        '<p>请先阅读<a href="https://h5.speedup.example/foreignRule">海外用户须知</a>，了解可用范围和退款方式。</p>',
        '<p>在海外使用前，请先<a href="https://h5.speedup.example/h5Redirect?kind=0&amp;targetUrl=https%3A%2F%2Fwww.speedup.example%2Fdownload">下载最新客户端</a>。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Can I use it outside China?',
      content: [
        '<p>The service is for users in mainland China and overseas Chinese users; some countries and regions are not served because of local rules.</p>',
        '<p>Read the <a href="https://h5.speedup.example/foreignRule">notice for overseas users</a> to see where it works and how refunds work.</p>',
        '<p>Before using it abroad, <a href="https://h5.speedup.example/h5Redirect?kind=0&amp;targetUrl=https%3A%2F%2Fwww.speedup.example%2Fdownload">download the latest client</a>.</p>',
      ].join(''),
    },
  },
  // membership
  {
    id: 41,
    group: 'membership',
    updatedAt: savedOn('2024-11-11'),
    zh_CN: {
      title: 'VIP 和超级 VIP 有什么区别？',
      content: [
        '<table><thead><tr><th>权益</th><th>VIP</th><th>超级 VIP</th></tr></thead><tbody>',
        '<tr><td>同时在线设备</td><td>3 台</td><td>5 台</td></tr>',
        '<tr><td>线路</td><td>全部标准线路</td><td>标准线路 + 专属高速线路</td></tr>',
        '<tr><td>客服</td><td>在线客服</td><td>专属客服优先响应</td></tr>',
        '</tbody></table>',
        '<p>超级 VIP 到期后，剩余的 VIP 时长继续生效。</p>',
      ].join(''),
    },
    en_US: {
      title: 'What is the difference between VIP and super VIP?',
      content: [
        '<table><thead><tr><th>Benefit</th><th>VIP</th><th>Super VIP</th></tr></thead><tbody>',
        '<tr><td>Devices online at once</td><td>3</td><td>5</td></tr>',
        '<tr><td>Lines</td><td>All standard lines</td><td>Standard lines + dedicated high-speed lines</td></tr>',
        '<tr><td>Support</td><td>Live chat</td><td>Priority support</td></tr>',
        '</tbody></table>',
        '<p>When super VIP ends, any VIP time left continues.</p>',
      ].join(''),
    },
  },
  {
    id: 42,
    group: 'membership',
    updatedAt: savedOn('2024-07-19'),
    zh_CN: {
      title: '一个账号可以同时登录几台设备？',
      content: [
        '<p>VIP 可同时在 3 台设备上使用，超级 VIP 可同时在 5 台设备上使用。</p>',
        '<p>超出数量时，请在“我的 - 登录设备”中退出不常用的设备。</p>',
      ].join(''),
    },
    en_US: {
      title: 'On how many devices can I use one account?',
      content: [
        '<p>VIP works on 3 devices at once, super VIP on 5.</p>',
        '<p>When you reach the limit, log a device out in “Me - Logged-in devices”.</p>',
      ].join(''),
    },
  },
  {
    id: 43,
    group: 'membership',
    updatedAt: savedOn('2024-10-15'),
    zh_CN: {
      title: '如何把会员赠送给好友？',
      content: [
        '<p>VIP 剩余时长超过 30 天且有过购买记录的用户，每月可激活 <strong>3 个赠送名额</strong>，每个名额可赠送好友 15 天 VIP。</p>',
        '<ul>',
        '<li>每个手机号只能领取一次 15 天赠送；</li>',
        '<li>自动续费用户需连续续费成功 2 次，且无退款或解约记录；</li>',
        '<li>激活赠送名额后，最近一笔订单将不再支持 7 天无理由退款。</li>',
        '</ul>',
      ].join(''),
    },
    en_US: {
      title: 'How do I gift membership to a friend?',
      content: [
        '<p>With more than 30 days of VIP left and a previous purchase, you can activate <strong>3 gift slots a month</strong>; each gives a friend 15 days of VIP.</p>',
        '<ul>',
        '<li>A phone number can receive the 15-day gift only once;</li>',
        '<li>auto-renewal users need 2 successful renewals in a row without refund or cancellation;</li>',
        '<li>activating a slot removes the 7-day refund from your latest order.</li>',
        '</ul>',
      ].join(''),
    },
  },
  {
    id: 44,
    group: 'membership',
    updatedAt: savedOn('2024-06-06'),
    zh_CN: {
      title: '会员到期后会怎样？',
      content: [
        '<p>会员到期后无法继续使用加速线路，账号、金币和历史记录都会保留。</p>',
        '<p>到期前 3 天我们会在消息中心提醒您，续费后立即恢复使用。</p>',
      ].join(''),
    },
    en_US: {
      title: 'What happens when my membership ends?',
      content: [
        '<p>The acceleration lines stop working; your account, coins and history stay.</p>',
        '<p>The message centre reminds you 3 days before the end, and recharging restores access at once.</p>',
      ].join(''),
    },
  },
  {
    id: 45,
    group: 'membership',
    updatedAt: savedOn('2024-09-30'),
    zh_CN: {
      title: '邀请好友能获得什么奖励？',
      content: [
        '<p>好友通过您的海报或链接注册，并在新设备上<strong>首次加速</strong>后，您和好友各得 100 金币或 1 天 VIP，奖励 1 小时内到账。</p>',
        '<p>好友之后每次购买会员，您还可获得其购买时长 10% 的奖励。邀请任务仅支持在手机上完成。</p>',
      ].join(''),
    },
    en_US: {
      title: 'What do I get for inviting friends?',
      content: [
        '<p>When a friend signs up through your poster or link and <strong>accelerates for the first time</strong> on a new device, you each get 100 coins or 1 day of VIP within an hour.</p>',
        '<p>Each time the friend buys membership, you also get 10% of the time bought. Invitations can only be completed on a phone.</p>',
      ].join(''),
    },
  },
  {
    id: 46,
    group: 'membership',
    updatedAt: savedOn('2024-05-08'),
    zh_CN: {
      title: '在哪里查看会员有效期？',
      content: [
        '<p>打开“我的”页面，头像下方即显示 VIP 和超级 VIP 的到期时间。</p>',
        '<p>每一笔会员时长的来源（购买、赠送、任务奖励）可在“会员记录”中查看。</p>',
      ].join(''),
    },
    en_US: {
      title: 'Where can I see when my membership ends?',
      content: [
        '<p>The “Me” page shows the end dates of VIP and super VIP under your avatar.</p>',
        '<p>Where each period came from (purchase, gift, task reward) is listed in “Member records”.</p>',
      ].join(''),
    },
  },
]

/** The article's text in the CMS language serving `lang`. */
function localized(article: Article, lang: Language): { title: string; content: string } {
  return article[CMS_LANGUAGE[lang]]
}

function plainText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<[^>]*>/g, '')
}

function questionOf(article: Article, lang: Language): HelpQuestion {
  return { id: article.id, title: localized(article, lang).title, group: article.group }
}

function queryText(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

function listQuestions({ query, lang, t }: RouteContext) {
  const group = queryText(query.group)
  const keyword = normaliseKeyword(query.keyword ?? '').toLowerCase()
  if (group && !isHelpGroup(group)) return { code: CODE_UNKNOWN_GROUP, msg: t('unknownGroup') }
  if (!group && !keyword) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const found = ARTICLES.filter((article) => {
    if (group && article.group !== group) return false
    if (!keyword) return true
    const { title, content } = localized(article, lang)
    return `${title} ${plainText(content)}`.toLowerCase().includes(keyword)
  })
  // Search results follow the tab order, then the CMS order.
  const ordered = group ? found : HELP_GROUPS.flatMap((name) => found.filter((article) => article.group === name))
  return { code: CODE_OK, data: ordered.map((article) => questionOf(article, lang)) }
}

function questionInfo({ query, lang, t }: RouteContext) {
  const id = parseQuestionId(query.id)
  const article = ARTICLES.find((item) => item.id === id)
  if (!article) return { code: CODE_HELP_QUESTION_NOT_FOUND, msg: t('questionNotFound') }
  const { title, content } = localized(article, lang)
  const answer: HelpAnswer = { id: article.id, title, group: article.group, content, updatedAt: article.updatedAt }
  return { code: CODE_OK, data: answer }
}

const routes: Routes = {
  // Spec 7: the CMS answers travel unencrypted; no login needed.
  'GET /wordpress/list': { plain: true, handle: listQuestions },
  'GET /wordpress/info': { plain: true, handle: questionInfo },
}

export default routes
