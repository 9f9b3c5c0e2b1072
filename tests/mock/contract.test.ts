/** @jest-environment node */
// One API contract (DESIGN.md: the valibot schema is the only description of an answer): every
// endpoint of the mock, called over HTTP as the app calls it, gives each documented answer in the
// form the client's own schema in src/api reads, with no field the schema does not describe, and
// each documented refusal with its code. The codes are the client's own (src/lib) where it names
// them. What the mock's state does with a call is tests/mock/state.test.ts.
import fs from 'fs'
import path from 'path'
import * as v from 'valibot'
import * as agreementsApi from '@/api/agreements'
import * as applicationsApi from '@/api/applications'
import * as cancellationApi from '@/api/cancellation'
import * as devicesApi from '@/api/devices'
import * as eventsApi from '@/api/events'
import * as giftApi from '@/api/gift'
import * as helpApi from '@/api/help'
import * as identityApi from '@/api/identity'
import * as intlStudentApi from '@/api/intl-student'
import * as inviteApi from '@/api/invite'
import * as loginApi from '@/api/login'
import * as lotteryApi from '@/api/lottery'
import * as membershipApi from '@/api/membership'
import * as messagesApi from '@/api/messages'
import * as orderApi from '@/api/order'
import * as recordsApi from '@/api/records'
import * as shopApi from '@/api/shop'
import * as supportApi from '@/api/support'
import * as tasksApi from '@/api/tasks'
import * as userApi from '@/api/user'
import * as welfareApi from '@/api/welfare'
import {
  CODE_ALREADY_SIGNED_IN,
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_DEVICE_IS_CURRENT,
  CODE_DEVICE_NOT_FOUND,
  CODE_EVENT_ALREADY_CLAIMED,
  CODE_EVENT_ENDED,
  CODE_EVENT_NOT_FOUND,
  CODE_EVENT_NOT_STARTED,
  CODE_HELP_QUESTION_NOT_FOUND,
  CODE_ORDER_NOT_FOUND,
  CODE_QUIZ_ALREADY_PREDICTED,
  CODE_QUIZ_CLOSED,
  CODE_REFUND_NOT_ALLOWED,
  CODE_REFUND_REASON_TOO_LONG,
  CODE_REFUND_SERVICE_USED,
  CODE_REWARD_ALREADY_CLAIMED,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
  CODE_UNAUTHORIZED,
  CODE_UNBOUND,
  CODE_WELFARE_RESTRICTED,
  CODE_WIFI_INVALID,
} from '@/lib/answer-codes'
import { CODE_APPLICATION_ENTERPRISE, CODE_LINE_FORM_INVALID, CODE_LINE_PENDING_LIMIT, LINE_PENDING_LIMIT } from '@/lib/applications'
import { addDays } from '@/lib/calendar'
import {
  CODE_ACCOUNT_CANCELLED,
  CODE_CANCEL_AGREEMENT_REQUIRED,
  CODE_CANCEL_ALREADY_PENDING,
  CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT,
  CODE_CANCEL_NO_THIRD_PARTY,
  CODE_CANCEL_RENEWALS_ACTIVE,
  CODE_CANCEL_THIRD_PARTY_CHECK_FAILED,
  CODE_CANCEL_THIRD_PARTY_MISMATCH,
  CODE_CANCEL_WRONG_PASSWORD,
} from '@/lib/cancellation'
import { CODE_EQUIPMENT_ENTERPRISE, CODE_EQUIPMENT_NAME_INVALID, CODE_EQUIPMENT_NOT_FOUND, CODE_MANUAL_NOT_FOUND, MANUAL_KINDS } from '@/lib/devices'
import { chinaWeekOf, CODE_GAME_NO_PLAYS, CODE_MAIL_NOT_FOUND, CODE_RANKING_CLAIM_CLOSED, CODE_RANKING_NO_REWARD, CODE_RANKING_WEEK_OPEN } from '@/lib/event-rewards'
import { CODE_GIFT_ENDED, CODE_GIFT_ENTERPRISE, CODE_GIFT_NOT_ELIGIBLE, CODE_GIFT_PHONE_CLAIMED, CODE_GIFT_SLOT_TAKEN } from '@/lib/gift'
import { HELP_GROUPS } from '@/lib/help-cms'
import { SUPPORTED_LANGUAGES } from '@/lib/i18n'
import {
  CODE_CERTIFY_UNKNOWN,
  CODE_EMAIL_TAKEN,
  CODE_EMAIL_UNCHANGED,
  CODE_EMAIL_WRONG_CODE,
  CODE_IDENTITY_ALREADY_VERIFIED,
  CODE_IDENTITY_CANCELLED,
  CODE_IDENTITY_ENTERPRISE,
  CODE_IDENTITY_FAILED,
  CODE_IDENTITY_INVALID,
  CODE_IDENTITY_NON_MAINLAND,
  CODE_IDENTITY_TAKEN,
} from '@/lib/identity'
import { CODE_STUDENT_ALREADY_APPLIED, CODE_STUDENT_BAD_SCHOOL, CODE_STUDENT_EMAIL_REFUSED, CODE_STUDENT_ENTERPRISE } from '@/lib/intl-student'
import { CODE_INVITE_UNKNOWN_STATE } from '@/lib/invite'
import {
  CODE_LOTTERY_CANNOT_PARTICIPATE,
  CODE_LOTTERY_INSUFFICIENT_COINS,
  CODE_LOTTERY_INTERRUPTED,
  CODE_LOTTERY_NETWORK_ABNORMAL,
  CODE_LOTTERY_PRIZES_EXHAUSTED,
  CODE_LOTTERY_UNAVAILABLE,
  CODE_LOTTERY_WINNING_NOT_FOUND,
} from '@/lib/lottery'
import {
  CODE_CONTRACT_ENDED,
  CODE_CONTRACT_NOT_FOUND,
  CODE_MEMBERSHIP_ENTERPRISE,
  CODE_PAUSE_DAYS,
  CODE_PAUSE_NOT_MEMBER,
  CODE_PAUSE_NOT_RUNNING,
  CODE_PAUSE_RUNNING,
  CODE_PAUSE_YEAR_LIMIT,
  PAUSES_PER_YEAR,
} from '@/lib/membership'
import { PAYMENT_REFUSAL_CODES } from '@/lib/payment'
import { CODE_REFUND_ENTERPRISE } from '@/lib/refund'
import { CODE_GOODS_NOT_FOUND, CODE_REDEEM_EXPIRED, CODE_REDEEM_MISSING, CODE_REDEEM_RISKY, CODE_REDEEM_UNKNOWN, CODE_REDEEM_USED, EXCHANGE_REFUSAL_CODES } from '@/lib/shop'
import { CODE_SHARE_ALREADY_SUBMITTED, CODE_SHARE_IMAGE_MISSING, CODE_SHARE_NOT_IMAGE, CODE_SHARE_TOO_LARGE } from '@/lib/tasks'
import { CODE_WECHAT_CODE_REFUSED, CODE_WECHAT_LINK_EXPIRED, CODE_WECHAT_PHONE_REFUSED } from '@/lib/wechat-login'
import { API_ENDPOINTS } from '../../mock/app'
import { fieldsOutside, objectShapes } from './schema-fields'
import { setupMockServer, type MockAnswer } from '../support/mock-server'
import { EXECUTABLE, PNG, SVG } from '../support/image-files'

// Codes the client does not name (it shows their `msg`): docs/api.md.
const CODE_BAD_REQUEST = 400
const CODE_INVALID_PHONE = 10001
const CODE_WRONG_SMS_CODE = 10002
const CODE_WRONG_CREDENTIALS = 10003
const CODE_UNKNOWN_GROUP = 10301
const CODE_MESSAGE_NOT_FOUND = 10310
const CODE_NO_REWARD = 10312

const DEMO = 'demo-token'
const SPECIAL = 'special-token'
const RISKY = 'risky-token'
const WECHAT = 'wechat-token'
const IPHONE = 'iPhone 14 A2882' // a device of the demo account
const UNBOUND_DEVICE = 'OPPO PGT-AN10' // exited from the demo account before the seed

const mock = setupMockServer()

/** What a case sends; a GET's query is written into `query`, a POST's fields into `body`. */
interface Request {
  query?: string
  body?: Record<string, unknown>
  token?: string
  lang?: string
  /** The share screenshot's multipart upload (the host's file transport): its image part. */
  image?: { bytes: Buffer; type: string } | 'none'
}

interface Case {
  name: string
  request?: Request
  /** Brings the mock to the case's state; what it returns is added to the request. */
  before?: () => Promise<Request | void>
}

interface Refusal extends Case {
  code: number
}

interface Contract {
  /** The client's schema of the answer's data; none: the answer carries no data. */
  schema?: v.GenericSchema
  /** Visitors are answered 401. */
  signedIn: boolean
  /** Spec 7: the data travels unencrypted (the CMS, and the upload the host sends). */
  plain?: boolean
  answers: Case[]
  refusals: Refusal[]
}

let requestCount = 0
/** A request id as the client makes one (docs/api.md, "Request ids"). */
function requestId(): string {
  requestCount += 1
  return requestCount.toString(16).padStart(32, '0')
}

async function control(path: string, body: Record<string, unknown>): Promise<void> {
  const { status, body: answer } = await mock.control('POST', path, body)
  if (status !== 200) throw new Error(`control ${path} refused: ${JSON.stringify(answer)}`)
}

const enterprise = (token = DEMO) => () => control('/enterprise', { token, enterpriseSubAccount: true })

async function send(endpoint: string, { query = '', body = {}, token, lang, image }: Request): Promise<MockAnswer> {
  const [method, path] = endpoint.split(' ')
  if (image) return upload(token, image)
  if (method === 'GET') return mock.call(`${path}${query}`, { token, lang })
  return mock.call(path, { method: 'POST', body, token, lang })
}

/** The screenshot upload as the host sends it: multipart, answered unencrypted. */
async function upload(token: string | undefined, image: Exclude<Request['image'], undefined>): Promise<MockAnswer> {
  const form = new FormData()
  form.append('requestId', requestId())
  if (image !== 'none') form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), 'shot.png')
  const response = await fetch(mock.url('/api/welfare/tasks/share'), { method: 'POST', body: form, headers: token ? { token } : {} })
  const envelope = v.parse(tasksApi.uploadAnswer, await response.json())
  return { code: envelope.code, msg: envelope.msg, data: envelope.data, encrypted: false }
}

async function run(endpoint: string, { request = {}, before }: Case): Promise<MockAnswer> {
  const extra = (await before?.()) ?? {}
  return send(endpoint, { ...request, ...extra, body: { ...request.body, ...extra.body } })
}

async function sentCode(to: string): Promise<string> {
  const { body } = await mock.control('GET', '/sms-codes')
  return (body as Record<string, string>)[to]
}

/** A link ticket of a WeChat user linked to no account. */
async function linkTicket(): Promise<string> {
  const { data } = await mock.call<{ linkTicket: string }>('/user/loginByWechat', { method: 'POST', body: { code: `wx-code-${requestId()}:oWx-contract` } })
  return data?.linkTicket ?? ''
}

/** The demo account cancelled: its waiting period is over (spec 4). */
async function demoCancelled(): Promise<void> {
  await control('/cancellation', { token: DEMO, endRenewals: true })
  await mock.ok('/account/cancellation', { method: 'POST', token: DEMO, body: { agreementAccepted: true, password: 'demo1234' } })
  await control('/cancellation', { token: DEMO, submittedDaysAgo: 16 })
}

/** The demo account's records, newest first: [0] refundable, [3] past its 7 days. */
async function demoOrderNo(index: number): Promise<string> {
  return (await mock.ok<{ list: { orderNo: string }[] }>('/member/records', { token: DEMO })).list[index].orderNo
}

/** The code of a slot the demo opens now. */
async function openedGiftCode(slot: number): Promise<string> {
  const status = await mock.ok<{ slots: { giftCode: string }[] }>('/gift/activate', { method: 'POST', token: DEMO, body: { slot, message: '' } })
  return status.slots[slot - 1].giftCode
}

async function runningPauseNo(): Promise<string> {
  const change = await mock.ok<{ pause: { pauseNo: string } }>('/member/pause', { method: 'POST', token: DEMO, body: { days: 7 } })
  return change.pause.pauseNo
}

const thisWeek = () => chinaWeekOf(Date.now())
const weeksAgo = (weeks: number) => addDays(thisWeek(), -7 * weeks)
const weeklyClaim = (weekStart: string) => ({ body: { eventId: 'weeklyCoins', weekStart }, token: DEMO })

const asRisky: Refusal = { name: 'a blacklisted account (spec 6)', code: CODE_WELFARE_RESTRICTED, request: { token: RISKY } }

const CONTRACTS: Record<string, Contract> = {
  // Account
  'GET /user/info': {
    schema: userApi.userInfo,
    signedIn: true,
    answers: [
      { name: 'the demo account', request: { token: DEMO } },
      { name: 'the chat-app account, without phone or email', request: { token: WECHAT } },
    ],
    refusals: [],
  },
  'POST /sys/protocolTutorial/list': {
    schema: agreementsApi.protocolList,
    signedIn: false,
    answers: SUPPORTED_LANGUAGES.map((lang) => ({ name: `the texts in ${lang}`, request: { body: { platformType: 1, lang, version: '' } } })),
    refusals: [],
  },
  'POST /user/sendSmsCode': {
    signedIn: false,
    answers: [
      { name: 'a mainland number', request: { body: { phone: '13600136000' } } },
      { name: 'an international number', request: { body: { phone: '+447700900123' } } },
    ],
    refusals: [{ name: 'a number the login form refuses', code: CODE_INVALID_PHONE, request: { body: { phone: '12345' } } }],
  },
  'POST /user/loginByPhone': {
    schema: loginApi.loginResult,
    signedIn: false,
    answers: [
      { name: 'the demo phone with its fixed code', request: { body: { phone: '13800138000', code: '123456' } } },
      {
        name: 'a new number with the code sent to it',
        before: async () => {
          await mock.ok('/user/sendSmsCode', { method: 'POST', body: { phone: '13600136000' } })
          return { body: { phone: '13600136000', code: await sentCode('13600136000') } }
        },
      },
    ],
    refusals: [
      { name: 'an invalid number', code: CODE_INVALID_PHONE, request: { body: { phone: '12345', code: '123456' } } },
      { name: 'a wrong code', code: CODE_WRONG_SMS_CODE, request: { body: { phone: '13800138000', code: '000000' } } },
      { name: 'a cancelled account', code: CODE_ACCOUNT_CANCELLED, request: { body: { phone: '13800138000', code: '123456' } }, before: demoCancelled },
    ],
  },
  'POST /user/loginByEmail': {
    schema: loginApi.loginResult,
    signedIn: false,
    answers: [{ name: 'the demo email and password', request: { body: { email: 'demo@example.com', password: 'demo1234' } } }],
    refusals: [
      { name: 'a wrong password', code: CODE_WRONG_CREDENTIALS, request: { body: { email: 'demo@example.com', password: 'wrong' } } },
      { name: 'a cancelled account', code: CODE_ACCOUNT_CANCELLED, request: { body: { email: 'demo@example.com', password: 'demo1234' } }, before: demoCancelled },
    ],
  },
  'POST /user/loginByWechat': {
    schema: loginApi.wechatLogin,
    signedIn: false,
    answers: [
      { name: 'the WeChat user of the demo account', request: { body: { code: 'wx-code-1:oWx-10001-demo' } } },
      { name: 'a WeChat user linked to no account', request: { body: { code: 'wx-code-1:oWx-new' } } },
    ],
    refusals: [{ name: 'an empty code', code: CODE_WECHAT_CODE_REFUSED, request: { body: { code: '' } } }],
  },
  'POST /user/linkWechatByPhoneNumber': {
    schema: loginApi.wechatLinked,
    signedIn: false,
    answers: [{ name: 'an open ticket and a phone-number code', before: async () => ({ body: { linkTicket: await linkTicket(), phoneCode: 'phone-code-1' } }) }],
    refusals: [
      { name: 'an unknown ticket', code: CODE_WECHAT_LINK_EXPIRED, request: { body: { linkTicket: 'wl-unknown', phoneCode: 'phone-code-1' } } },
      { name: 'a phone-number code WeChat refuses', code: CODE_WECHAT_PHONE_REFUSED, before: async () => ({ body: { linkTicket: await linkTicket(), phoneCode: '' } }) },
    ],
  },
  'POST /user/linkWechatBySmsCode': {
    schema: loginApi.wechatLinked,
    signedIn: false,
    answers: [{ name: 'an open ticket and the SMS code of the phone', before: async () => ({ body: { linkTicket: await linkTicket(), phone: '13800138000', code: '123456' } }) }],
    refusals: [
      { name: 'an unknown ticket', code: CODE_WECHAT_LINK_EXPIRED, request: { body: { linkTicket: 'wl-unknown', phone: '13800138000', code: '123456' } } },
      { name: 'an invalid phone', code: CODE_INVALID_PHONE, before: async () => ({ body: { linkTicket: await linkTicket(), phone: '12', code: '123456' } }) },
      { name: 'a wrong SMS code', code: CODE_WRONG_SMS_CODE, before: async () => ({ body: { linkTicket: await linkTicket(), phone: '13800138000', code: '000000' } }) },
    ],
  },
  'POST /user/logout': {
    signedIn: false,
    answers: [
      { name: 'a signed-in user', request: { token: SPECIAL } },
      { name: 'a visitor, so the client can always clear its cookie' },
    ],
    refusals: [],
  },
  'GET /sys/contact': { schema: supportApi.contactDetails, signedIn: false, answers: [{ name: 'a visitor' }], refusals: [] },
  'GET /sys/latestVersion': {
    schema: supportApi.latestVersion,
    signedIn: false,
    answers: [0, 1, 2, 4].map((platformType) => ({ name: `platform type ${platformType}`, request: { query: `?platformType=${platformType}` } })),
    refusals: [{ name: 'a platform type of no app', code: CODE_BAD_REQUEST, request: { query: '?platformType=3' } }],
  },

  // Welfare
  'GET /welfare/summary': {
    schema: welfareApi.welfareSummary,
    signedIn: true,
    answers: [
      { name: 'the demo account', request: { token: DEMO } },
      { name: 'an account without coins', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'GET /welfare/tasks': {
    schema: welfareApi.welfareTasks,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account', request: { token: DEMO } }],
    refusals: [],
  },
  'GET /welfare/signIn/status': { schema: welfareApi.signInStatus, signedIn: true, answers: [{ name: 'the demo account', request: { token: DEMO } }], refusals: [] },
  'POST /welfare/signIn': {
    schema: welfareApi.signInResult,
    signedIn: true,
    answers: [{ name: 'the demo account, not signed in today', request: { token: DEMO } }],
    refusals: [
      { name: 'a second sign-in today', code: CODE_ALREADY_SIGNED_IN, request: { token: DEMO }, before: () => mock.ok('/welfare/signIn', { method: 'POST', token: DEMO, body: {} }) },
      asRisky,
    ],
  },
  'GET /welfare/coinRecords': {
    schema: welfareApi.coinRecordPage,
    signedIn: true,
    answers: [
      { name: 'the first page', request: { token: DEMO, query: '?page=1&pageSize=50' } },
      { name: 'the invite types only', request: { token: DEMO, query: '?types=2,3,10' } },
    ],
    refusals: [
      { name: 'a page size out of range', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?pageSize=51' } },
      { name: 'types that are no numbers', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?types=a' } },
    ],
  },

  // Help centre and messages
  'GET /wordpress/list': {
    schema: helpApi.helpQuestions,
    signedIn: false,
    plain: true,
    answers: [
      ...HELP_GROUPS.map((group) => ({ name: `the ${group} group`, request: { query: `?group=${group}` } })),
      { name: 'a keyword across the groups', request: { query: `?keyword=${encodeURIComponent('会员')}` } },
      { name: 'a keyword in English', request: { query: '?keyword=vip', lang: 'en_US' } },
    ],
    refusals: [
      { name: 'an unknown group', code: CODE_UNKNOWN_GROUP, request: { query: '?group=games' } },
      { name: 'neither a group nor a keyword', code: CODE_BAD_REQUEST },
    ],
  },
  'GET /wordpress/info': {
    schema: helpApi.helpAnswer,
    signedIn: false,
    plain: true,
    answers: [
      { name: 'the article with a pasted script (id 11)', request: { query: '?id=11' } },
      { name: 'the refund question (id 64) in English', request: { query: '?id=64', lang: 'en_US' } },
    ],
    refusals: [{ name: 'an unknown id', code: CODE_HELP_QUESTION_NOT_FOUND, request: { query: '?id=99' } }],
  },
  'GET /message/list': {
    schema: messagesApi.messagePage(1),
    signedIn: true,
    answers: [{ name: 'the demo inbox', request: { token: DEMO } }],
    refusals: [{ name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?page=0' } }],
  },
  'POST /message/read': {
    schema: messagesApi.readResult,
    signedIn: true,
    answers: [{ name: 'an unread message', request: { token: DEMO, body: { id: 'm6' } } }],
    refusals: [{ name: 'an unknown message', code: CODE_MESSAGE_NOT_FOUND, request: { token: DEMO, body: { id: 'm99' } } }],
  },
  'POST /message/claim': {
    schema: messagesApi.claimResult('m6'),
    signedIn: true,
    answers: [
      { name: 'the festival gift', request: { token: DEMO, body: { id: 'm6' } } },
      { name: 'the sports-quiz prize', request: { token: DEMO, body: { id: 'm4' } } },
    ],
    refusals: [
      { name: 'an unknown message', code: CODE_MESSAGE_NOT_FOUND, request: { token: DEMO, body: { id: 'm99' } } },
      { name: 'a reward claimed before', code: CODE_REWARD_ALREADY_CLAIMED, request: { token: DEMO, body: { id: 'm2' } } },
      { name: 'a message without a reward', code: CODE_NO_REWARD, request: { token: DEMO, body: { id: 'm3' } } },
    ],
  },

  // Membership records, refunds, gifts
  'GET /member/records': {
    schema: recordsApi.memberRecordPage,
    signedIn: true,
    answers: [
      { name: 'the demo account', request: { token: DEMO, query: '?page=1&pageSize=50' } },
      { name: 'an account that bought nothing', request: { token: SPECIAL } },
    ],
    refusals: [{ name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?page=0' } }],
  },
  'GET /member/refunds': {
    schema: orderApi.refundList,
    signedIn: true,
    answers: [
      { name: 'the demo account with a refused request', request: { token: DEMO } },
      { name: 'an account without orders', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'POST /member/refund': {
    schema: orderApi.refundAnswer,
    signedIn: true,
    answers: [{ name: 'the latest order, within its 7 days', request: { token: DEMO }, before: async () => ({ body: { orderNo: await demoOrderNo(0), reason: '买错了' } }) }],
    refusals: [
      { name: 'a reason of 51 characters', code: CODE_REFUND_REASON_TOO_LONG, request: { token: DEMO }, before: async () => ({ body: { orderNo: await demoOrderNo(0), reason: 'x'.repeat(51) } }) },
      { name: 'an unknown order', code: CODE_ORDER_NOT_FOUND, request: { token: DEMO, body: { orderNo: 'M0', reason: '' } } },
      { name: 'an order past its 7 days', code: CODE_REFUND_NOT_ALLOWED, request: { token: DEMO }, before: async () => ({ body: { orderNo: await demoOrderNo(3), reason: '' } }) },
      {
        name: 'a second refund (one refund service per user)',
        code: CODE_REFUND_SERVICE_USED,
        request: { token: DEMO },
        before: async () => {
          await mock.ok('/member/refund', { method: 'POST', token: DEMO, body: { orderNo: await demoOrderNo(0), reason: '' } })
          return { body: { orderNo: await demoOrderNo(1), reason: '' } }
        },
      },
      {
        name: 'an enterprise sub-account',
        code: CODE_REFUND_ENTERPRISE,
        request: { token: DEMO },
        before: async () => {
          await enterprise()()
          return { body: { orderNo: await demoOrderNo(0), reason: '' } }
        },
      },
    ],
  },
  'GET /gift/status': {
    schema: giftApi.giftStatus,
    signedIn: true,
    answers: [
      { name: 'the demo account, one slot gifted', request: { token: DEMO } },
      { name: 'an account without VIP or purchase', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'POST /gift/activate': {
    schema: giftApi.giftStatus,
    signedIn: true,
    answers: [{ name: 'a slot to apply for', request: { token: DEMO, body: { slot: 2, message: '一起加速' } } }],
    refusals: [
      { name: 'no such slot', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { slot: 9, message: '' } } },
      { name: 'a member without VIP', code: CODE_GIFT_NOT_ELIGIBLE, request: { token: SPECIAL, body: { slot: 1, message: '' } } },
      { name: 'a slot opened already', code: CODE_GIFT_SLOT_TAKEN, request: { token: DEMO, body: { slot: 1, message: '' } } },
      { name: 'after the gifting time', code: CODE_GIFT_ENDED, request: { token: DEMO, body: { slot: 2, message: '' } }, before: () => control('/gift', { token: DEMO, giftingEndsAt: 1 }) },
      { name: 'an enterprise sub-account', code: CODE_GIFT_ENTERPRISE, request: { token: DEMO, body: { slot: 2, message: '' } }, before: enterprise() },
    ],
  },
  // The friend's side: no client reads its answer yet (checked below, without a schema).
  'POST /gift/claim': {
    signedIn: true,
    answers: [],
    refusals: [
      { name: 'an unknown gift code', code: CODE_BAD_REQUEST, request: { token: SPECIAL, body: { giftCode: 'nope' } } },
      {
        name: 'a phone that received a gift before',
        code: CODE_GIFT_PHONE_CLAIMED,
        request: { token: SPECIAL },
        before: async () => {
          await mock.ok('/gift/claim', { method: 'POST', token: SPECIAL, body: { giftCode: await openedGiftCode(2) } })
          return { body: { giftCode: await openedGiftCode(3) } }
        },
      },
      {
        name: 'after the gifting time',
        code: CODE_GIFT_ENDED,
        request: { token: SPECIAL },
        before: async () => {
          const giftCode = await openedGiftCode(2)
          await control('/gift', { token: DEMO, giftingEndsAt: 1 })
          return { body: { giftCode } }
        },
      },
    ],
  },

  // Shop
  'GET /shop/goods': {
    schema: shopApi.shopCatalog,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account in Vietnamese', request: { token: DEMO, lang: 'vi_VN' } }],
    refusals: [],
  },
  'POST /shop/exchange': {
    schema: shopApi.exchangeResult,
    signedIn: true,
    answers: [
      { name: 'VIP time, issued at once', request: { token: DEMO, body: { goodsId: 'vip-1h', platformType: 1 } } },
      { name: 'goods with a price difference, waiting for payment', request: { token: DEMO, body: { goodsId: 'video-month', platformType: 1 } } },
    ],
    refusals: [
      { name: 'goods not on sale', code: CODE_GOODS_NOT_FOUND, request: { token: DEMO, body: { goodsId: 'nope', platformType: 1 } } },
      { name: 'goods out of stock', code: EXCHANGE_REFUSAL_CODES.outOfStock, request: { token: DEMO, body: { goodsId: 'music-month', platformType: 1 } } },
      { name: 'too few coins', code: EXCHANGE_REFUSAL_CODES.insufficientCoins, request: { token: SPECIAL, body: { goodsId: 'vip-1h', platformType: 1 } } },
      { name: 'too few sign-in days', code: EXCHANGE_REFUSAL_CODES.signInDays, request: { token: DEMO, body: { goodsId: 'svip-30d', platformType: 1 } } },
      { name: 'the limit per user reached', code: EXCHANGE_REFUSAL_CODES.limitReached, request: { token: DEMO, body: { goodsId: 'coupon-10', platformType: 1 } } },
      {
        name: 'an account restricted for abnormal invitations',
        code: EXCHANGE_REFUSAL_CODES.inviteRestricted,
        request: { token: DEMO, body: { goodsId: 'vip-1h', platformType: 1 } },
        before: () => control('/shop', { token: DEMO, inviteRestricted: true }),
      },
      { name: 'an enterprise sub-account', code: EXCHANGE_REFUSAL_CODES.enterpriseSubAccount, request: { token: DEMO, body: { goodsId: 'vip-1h', platformType: 1 } }, before: enterprise() },
      { name: 'a price difference on iOS', code: EXCHANGE_REFUSAL_CODES.iosPriceDifference, request: { token: DEMO, body: { goodsId: 'video-month', platformType: 0 } } },
    ],
  },
  'GET /shop/orders': {
    schema: shopApi.exchangeOrderPage,
    signedIn: true,
    answers: [{ name: 'the demo orders, one of each state', request: { token: DEMO } }],
    refusals: [{ name: 'a page size out of range', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?pageSize=51' } }],
  },
  'POST /shop/payment': {
    schema: shopApi.wechatPayment,
    signedIn: true,
    answers: [{ name: 'the order waiting for its difference', request: { token: DEMO, body: { orderId: 'so6', payerCode: 'wx-code-1', platformType: 1 } } }],
    refusals: [
      { name: 'an order of another account', code: PAYMENT_REFUSAL_CODES.notYours, request: { token: DEMO, body: { orderId: 'so99', payerCode: 'wx-code-1', platformType: 1 } } },
      { name: 'iOS', code: PAYMENT_REFUSAL_CODES.iosUnsupported, request: { token: DEMO, body: { orderId: 'so6', payerCode: 'wx-code-1', platformType: 0 } } },
      { name: 'an order paid already', code: PAYMENT_REFUSAL_CODES.alreadyPaid, request: { token: DEMO, body: { orderId: 'so5', payerCode: 'wx-code-1', platformType: 1 } } },
      { name: 'an order closed for violation', code: PAYMENT_REFUSAL_CODES.closed, request: { token: DEMO, body: { orderId: 'so4', payerCode: 'wx-code-1', platformType: 1 } } },
      { name: 'no wx.login code of the payer', code: PAYMENT_REFUSAL_CODES.payerUnknown, request: { token: DEMO, body: { orderId: 'so6', payerCode: '', platformType: 1 } } },
    ],
  },
  'GET /shop/payment/status': {
    schema: shopApi.paymentStatus,
    signedIn: true,
    answers: [{ name: 'the order waiting for its difference', request: { token: DEMO, query: '?orderId=so6' } }],
    refusals: [{ name: 'an order of another account', code: PAYMENT_REFUSAL_CODES.notYours, request: { token: DEMO, query: '?orderId=so99' } }],
  },
  'POST /shop/redeem': {
    schema: shopApi.redeemResult,
    signedIn: true,
    answers: [
      { name: 'a coin code', request: { token: DEMO, body: { code: 'COIN-88X' } } },
      { name: 'a code of coins and VIP days', request: { token: DEMO, body: { code: 'GIFT 2026' } } },
    ],
    refusals: [
      { name: 'a blacklisted account (spec 6)', code: CODE_REDEEM_RISKY, request: { token: RISKY, body: { code: 'COIN-88X' } } },
      { name: 'no code', code: CODE_REDEEM_MISSING, request: { token: DEMO, body: { code: '' } } },
      { name: 'an expired code', code: CODE_REDEEM_EXPIRED, request: { token: DEMO, body: { code: 'OLD-2020' } } },
      { name: 'a code in another case, which is another code', code: CODE_REDEEM_UNKNOWN, request: { token: DEMO, body: { code: 'Vip7-ABC' } } },
      { name: 'a code used before', code: CODE_REDEEM_USED, request: { token: DEMO, body: { code: 'COIN-88X' } }, before: () => mock.ok('/shop/redeem', { method: 'POST', token: DEMO, body: { code: 'COIN-88X' } }) },
    ],
  },

  // Welfare tasks
  'GET /welfare/tasks/follow': {
    schema: tasksApi.followTask,
    signedIn: true,
    answers: [
      { name: 'the demo account, reward taken', request: { token: DEMO } },
      { name: 'an account that has not followed', request: { token: WECHAT } },
    ],
    refusals: [asRisky],
  },
  'POST /welfare/tasks/follow/claim': {
    schema: tasksApi.taskReward,
    signedIn: true,
    answers: [
      { name: 'the coins', request: { token: SPECIAL, body: { reward: 'coins' } } },
      { name: 'the VIP hour', request: { token: SPECIAL, body: { reward: 'vip' } } },
    ],
    refusals: [
      { name: 'a reward that is neither', code: CODE_BAD_REQUEST, request: { token: SPECIAL, body: { reward: 'cash' } } },
      { name: 'a reward taken before', code: CODE_TASK_ALREADY_CLAIMED, request: { token: DEMO, body: { reward: 'coins' } } },
      { name: 'an account that has not followed', code: CODE_TASK_NOT_DONE, request: { token: WECHAT, body: { reward: 'coins' } } },
      asRisky,
    ],
  },
  'GET /welfare/tasks/bind': { schema: tasksApi.bindTask, signedIn: true, answers: [{ name: 'the demo account', request: { token: DEMO } }], refusals: [asRisky] },
  'POST /welfare/tasks/bind/code': {
    signedIn: true,
    answers: [{ name: 'an email of no account', request: { token: WECHAT, body: { kind: 'email', value: 'new@example.com' } } }],
    refusals: [
      { name: 'a phone the form refuses', code: CODE_BAD_REQUEST, request: { token: WECHAT, body: { kind: 'phone', value: '123' } } },
      { name: 'an email of another account', code: CODE_BIND_TAKEN, request: { token: WECHAT, body: { kind: 'email', value: 'demo@example.com' } } },
      {
        name: 'after the event',
        code: CODE_TASK_ENDED,
        request: { token: WECHAT, body: { kind: 'email', value: 'new@example.com' } },
        before: () => control('/tasks', { token: WECHAT, bindEnded: true }),
      },
      asRisky,
    ],
  },
  'POST /welfare/tasks/bind': {
    schema: tasksApi.bindTask,
    signedIn: true,
    answers: [
      {
        name: 'an email with the code sent to it',
        request: { token: WECHAT },
        before: async () => {
          await mock.ok('/welfare/tasks/bind/code', { method: 'POST', token: WECHAT, body: { kind: 'email', value: 'new@example.com' } })
          return { body: { kind: 'email', value: 'new@example.com', code: await sentCode('new@example.com') } }
        },
      },
    ],
    refusals: [{ name: 'a wrong code', code: CODE_BIND_WRONG_CODE, request: { token: WECHAT, body: { kind: 'email', value: 'new@example.com', code: '000000' } } }, asRisky],
  },
  'POST /welfare/tasks/bind/claim': {
    schema: tasksApi.taskReward,
    signedIn: true,
    answers: [{ name: 'an account with phone and email bound', request: { token: SPECIAL } }],
    refusals: [
      { name: 'a reward taken before', code: CODE_TASK_ALREADY_CLAIMED, request: { token: DEMO } },
      { name: 'an account without an email', code: CODE_TASK_NOT_DONE, request: { token: WECHAT } },
      { name: 'after the event', code: CODE_TASK_ENDED, request: { token: SPECIAL }, before: () => control('/tasks', { token: SPECIAL, bindEnded: true }) },
      asRisky,
    ],
  },
  'GET /welfare/tasks/share': {
    schema: tasksApi.shareTask,
    signedIn: true,
    answers: [
      { name: 'the demo account, yet to submit', request: { token: DEMO } },
      { name: 'the special account, rejected with a reason', request: { token: SPECIAL } },
    ],
    refusals: [asRisky],
  },
  'POST /welfare/tasks/share': {
    schema: tasksApi.shareTask,
    signedIn: true,
    plain: true,
    answers: [
      { name: 'a picture', request: { token: DEMO, image: { bytes: PNG, type: 'image/png' } } },
      { name: 'a picture sent with no content type', request: { token: DEMO, image: { bytes: PNG, type: '' } } },
    ],
    refusals: [
      { name: 'no image', code: CODE_SHARE_IMAGE_MISSING, request: { token: DEMO, image: 'none' } },
      { name: 'a file that is no picture', code: CODE_SHARE_NOT_IMAGE, request: { token: DEMO, image: { bytes: Buffer.from('text'), type: 'text/plain' } } },
      { name: 'an SVG declared as a PNG', code: CODE_SHARE_NOT_IMAGE, request: { token: DEMO, image: { bytes: SVG, type: 'image/png' } } },
      { name: 'a program renamed .png', code: CODE_SHARE_NOT_IMAGE, request: { token: DEMO, image: { bytes: EXECUTABLE, type: 'image/png' } } },
      {
        name: 'a picture of 5M',
        code: CODE_SHARE_TOO_LARGE,
        request: { token: DEMO, image: { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]), type: 'image/png' } },
      },
      {
        name: 'a second screenshot under review',
        code: CODE_SHARE_ALREADY_SUBMITTED,
        request: { token: DEMO, image: { bytes: PNG, type: 'image/png' } },
        before: async () => {
          await upload(DEMO, { bytes: PNG, type: 'image/png' })
        },
      },
      { ...asRisky, request: { token: RISKY, image: { bytes: PNG, type: 'image/png' } } },
    ],
  },

  // Events
  'GET /events/sportsQuiz': {
    schema: eventsApi.sportsQuiz,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account with its predictions', request: { token: DEMO, lang: 'en_US' } }],
    refusals: [],
  },
  'POST /events/sportsQuiz/predict': {
    schema: eventsApi.prediction,
    signedIn: true,
    answers: [{ name: 'an open match', request: { token: DEMO, body: { matchId: 'q5', pick: 'home' } } }],
    refusals: [
      { name: 'a pick that is none', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { matchId: 'q5', pick: 'HOME' } } },
      { name: 'an unknown match', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { matchId: 'q99', pick: 'home' } } },
      { name: 'a match predicted before', code: CODE_QUIZ_ALREADY_PREDICTED, request: { token: DEMO, body: { matchId: 'q6', pick: 'away' } } },
      { name: 'a match that has kicked off', code: CODE_QUIZ_CLOSED, request: { token: SPECIAL, body: { matchId: 'q3', pick: 'home' } } },
      asRisky,
    ],
  },
  'GET /events/pointEvent': {
    schema: eventsApi.festivalGift,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account', request: { token: DEMO } }],
    refusals: [],
  },
  'POST /events/pointEvent/claim': {
    schema: eventsApi.eventClaim,
    signedIn: true,
    answers: [{ name: 'the running gift', request: { token: DEMO, body: { eventId: 'memberGift' } } }],
    refusals: [
      { name: 'another event', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { eventId: 'other' } } },
      {
        name: 'a gift claimed before',
        code: CODE_EVENT_ALREADY_CLAIMED,
        request: { token: DEMO, body: { eventId: 'memberGift' } },
        before: () => mock.ok('/events/pointEvent/claim', { method: 'POST', token: DEMO, body: { eventId: 'memberGift' } }),
      },
      {
        name: 'an event that is over',
        code: CODE_EVENT_ENDED,
        request: { token: DEMO, body: { eventId: 'memberGift' } },
        before: () => control('/events/phase', { token: DEMO, event: 'pointEvent', phase: 'ended' }),
      },
      {
        name: 'an event yet to start',
        code: CODE_EVENT_NOT_STARTED,
        request: { token: DEMO, body: { eventId: 'memberGift' } },
        before: () => control('/events/phase', { token: DEMO, event: 'pointEvent', phase: 'upcoming' }),
      },
      asRisky,
    ],
  },
  'GET /events/pointEventV2': {
    schema: eventsApi.coinEvent,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account, two days claimed', request: { token: DEMO } }],
    refusals: [],
  },
  'POST /events/pointEventV2/claim': {
    schema: eventsApi.eventClaim,
    signedIn: true,
    answers: [{ name: 'today’s coins', request: { token: DEMO, body: { eventId: 'coinWeek' } } }],
    refusals: [
      { name: 'another event', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { eventId: 'other' } } },
      {
        name: 'today claimed before',
        code: CODE_EVENT_ALREADY_CLAIMED,
        request: { token: DEMO, body: { eventId: 'coinWeek' } },
        before: () => mock.ok('/events/pointEventV2/claim', { method: 'POST', token: DEMO, body: { eventId: 'coinWeek' } }),
      },
      {
        name: 'an event that is over',
        code: CODE_EVENT_ENDED,
        request: { token: DEMO, body: { eventId: 'coinWeek' } },
        before: () => control('/events/phase', { token: DEMO, event: 'pointEventV2', phase: 'ended' }),
      },
      {
        name: 'an event yet to start',
        code: CODE_EVENT_NOT_STARTED,
        request: { token: DEMO, body: { eventId: 'coinWeek' } },
        before: () => control('/events/phase', { token: DEMO, event: 'pointEventV2', phase: 'upcoming' }),
      },
      asRisky,
    ],
  },
  'GET /events/weeklyReward': {
    schema: eventsApi.weeklyReward,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account, among last week’s leaders', request: { token: DEMO } }],
    refusals: [],
  },
  'POST /events/weeklyReward/claim': {
    schema: eventsApi.eventClaim,
    signedIn: true,
    answers: [{ name: 'last week, rank 2', request: weeklyClaim(weeksAgo(1)) }],
    refusals: [
      { name: 'a week that is no date', code: CODE_BAD_REQUEST, request: weeklyClaim('last week') },
      { name: 'another event', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { eventId: 'other', weekStart: weeksAgo(1) } } },
      { name: 'this week, still ranked', code: CODE_RANKING_WEEK_OPEN, before: async () => weeklyClaim(thisWeek()) },
      { name: 'a week claimed before', code: CODE_EVENT_ALREADY_CLAIMED, before: async () => (await mock.ok('/events/weeklyReward/claim', { method: 'POST', ...weeklyClaim(weeksAgo(1)) }), weeklyClaim(weeksAgo(1))) },
      { name: 'a week whose rank earned nothing', code: CODE_RANKING_NO_REWARD, before: async () => weeklyClaim(weeksAgo(2)) },
      { name: 'a week whose claim week is over', code: CODE_RANKING_CLAIM_CLOSED, before: async () => weeklyClaim(weeksAgo(3)) },
      {
        name: 'an event that is over',
        code: CODE_EVENT_ENDED,
        before: async () => (await control('/events/phase', { token: DEMO, event: 'weeklyReward', phase: 'ended' }), weeklyClaim(weeksAgo(1))),
      },
      { ...asRisky, before: async () => ({ ...weeklyClaim(weeksAgo(1)), token: RISKY }) },
    ],
  },
  'GET /events/mailActivity': {
    schema: eventsApi.mailActivity,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account’s letters', request: { token: DEMO, lang: 'zh_HK' } }],
    refusals: [],
  },
  'POST /events/mailActivity/claim': {
    schema: eventsApi.eventClaim,
    signedIn: true,
    answers: [{ name: 'a letter with coins', request: { token: DEMO, body: { eventId: 'rewardLetters', letterId: 'redPacket' } } }],
    refusals: [
      { name: 'another event', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { eventId: 'other', letterId: 'redPacket' } } },
      { name: 'a letter yet to arrive', code: CODE_MAIL_NOT_FOUND, request: { token: DEMO, body: { eventId: 'rewardLetters', letterId: 'thanks' } } },
      { name: 'a letter without coins', code: CODE_MAIL_NOT_FOUND, request: { token: DEMO, body: { eventId: 'rewardLetters', letterId: 'lines' } } },
      { name: 'a letter claimed before', code: CODE_EVENT_ALREADY_CLAIMED, request: { token: DEMO, body: { eventId: 'rewardLetters', letterId: 'welcome' } } },
      {
        name: 'an activity that is over',
        code: CODE_EVENT_ENDED,
        request: { token: DEMO, body: { eventId: 'rewardLetters', letterId: 'redPacket' } },
        before: () => control('/events/phase', { token: DEMO, event: 'mailActivity', phase: 'ended' }),
      },
      asRisky,
    ],
  },
  'GET /events/miniGame': {
    schema: eventsApi.miniGame,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account’s plays', request: { token: DEMO } }],
    refusals: [],
  },
  'POST /events/miniGame/play': {
    schema: eventsApi.gameResult,
    signedIn: true,
    answers: [{ name: 'a card of the table', request: { token: DEMO, body: { eventId: 'flipCards', card: 2 } } }],
    refusals: [
      { name: 'a card not on the table', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { eventId: 'flipCards', card: 6 } } },
      { name: 'another event', code: CODE_EVENT_NOT_FOUND, request: { token: DEMO, body: { eventId: 'other', card: 0 } } },
      {
        name: 'no plays left today',
        code: CODE_GAME_NO_PLAYS,
        request: { token: DEMO, body: { eventId: 'flipCards', card: 0 } },
        before: async () => {
          // the demo played once today before the seed
          for (const card of [0, 1]) await mock.ok('/events/miniGame/play', { method: 'POST', token: DEMO, body: { eventId: 'flipCards', card } })
        },
      },
      {
        name: 'a game that is over',
        code: CODE_EVENT_ENDED,
        request: { token: DEMO, body: { eventId: 'flipCards', card: 0 } },
        before: () => control('/events/phase', { token: DEMO, event: 'miniGame', phase: 'ended' }),
      },
      asRisky,
    ],
  },
  'GET /events/moreWelfare': {
    schema: eventsApi.welfareEntries,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account in English', request: { token: DEMO, lang: 'en_US' } }],
    refusals: [],
  },

  // Invitations and the lottery
  'GET /invite/summary': { schema: inviteApi.inviteSummary, signedIn: true, answers: [{ name: 'the demo account', request: { token: DEMO } }], refusals: [asRisky] },
  'GET /invite/records': {
    schema: inviteApi.inviteRecordPage,
    signedIn: true,
    answers: [
      { name: 'completed invitations', request: { token: DEMO, query: '?state=completed' } },
      { name: 'an account that invited nobody', request: { token: SPECIAL, query: '?state=toPay' } },
    ],
    refusals: [
      { name: 'an unknown state', code: CODE_INVITE_UNKNOWN_STATE, request: { token: DEMO, query: '?state=lost' } },
      { name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?state=completed&page=0' } },
      { ...asRisky, request: { token: RISKY, query: '?state=completed' } },
    ],
  },
  'GET /lottery/info': {
    schema: lotteryApi.lotteryInfo,
    signedIn: false,
    answers: [{ name: 'a visitor' }, { name: 'the demo account', request: { token: DEMO } }],
    refusals: [],
  },
  'POST /lottery/draw': {
    schema: lotteryApi.drawResult,
    signedIn: true,
    answers: [
      { name: 'a coin prize', request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, nextPrizeId: 'p5' }) },
      { name: 'a VIP prize', request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, nextPrizeId: 'p3' }) },
      { name: 'no prize', request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, nextPrizeId: 'p4' }) },
    ],
    refusals: [
      { name: 'a blacklisted account (spec 6)', code: CODE_LOTTERY_CANNOT_PARTICIPATE, request: { token: RISKY } },
      { name: 'too few coins', code: CODE_LOTTERY_INSUFFICIENT_COINS, request: { token: SPECIAL } },
      { name: 'a lottery not available', code: CODE_LOTTERY_UNAVAILABLE, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, status: 'unavailable' }) },
      { name: 'a paused lottery', code: CODE_LOTTERY_CANNOT_PARTICIPATE, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, status: 'paused' }) },
      { name: 'no prizes left', code: CODE_LOTTERY_PRIZES_EXHAUSTED, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, stock: 0 }) },
      { name: 'an abnormal network', code: CODE_LOTTERY_NETWORK_ABNORMAL, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, failNext: 'networkAbnormal' }) },
      { name: 'an interrupted draw', code: CODE_LOTTERY_INTERRUPTED, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, failNext: 'interrupted' }) },
      { name: 'a winning id not found', code: CODE_LOTTERY_WINNING_NOT_FOUND, request: { token: DEMO }, before: () => control('/lottery', { token: DEMO, failNext: 'winningNotFound' }) },
    ],
  },
  'GET /lottery/prizes': {
    schema: lotteryApi.myPrizePage,
    signedIn: true,
    answers: [{ name: 'the demo account’s draws', request: { token: DEMO } }],
    refusals: [{ name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?page=0' } }],
  },

  // Devices and equipment
  'GET /device/list': {
    schema: devicesApi.loginDevices,
    signedIn: true,
    answers: [{ name: 'the demo account’s devices', request: { token: DEMO, query: `?deviceCode=${IPHONE}` } }],
    refusals: [{ name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, query: `?deviceCode=${UNBOUND_DEVICE}` } }],
  },
  'POST /device/logout': {
    schema: devicesApi.deviceLogout,
    signedIn: true,
    answers: [{ name: 'another device', request: { token: DEMO, body: { targetDeviceCode: 'MacBookPro18,3', deviceCode: IPHONE } } }],
    refusals: [
      { name: 'no device named', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { targetDeviceCode: '', deviceCode: IPHONE } } },
      { name: 'the device asking', code: CODE_DEVICE_IS_CURRENT, request: { token: DEMO, body: { targetDeviceCode: IPHONE, deviceCode: IPHONE } } },
      { name: 'a device not logged in', code: CODE_DEVICE_NOT_FOUND, request: { token: DEMO, body: { targetDeviceCode: 'Nokia 3310', deviceCode: IPHONE } } },
      { name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, body: { targetDeviceCode: 'MacBookPro18,3', deviceCode: UNBOUND_DEVICE } } },
    ],
  },
  'GET /box/info': {
    schema: devicesApi.boxInfo,
    signedIn: true,
    answers: [
      { name: 'a device of the account', request: { token: DEMO, query: `?deviceCode=${IPHONE}` } },
      { name: 'a device exited before, never 13003', request: { token: DEMO, query: `?deviceCode=${UNBOUND_DEVICE}` } },
    ],
    refusals: [],
  },
  'GET /box/lines': {
    schema: devicesApi.boxLines,
    signedIn: true,
    answers: [{ name: 'the lines and the current one', request: { token: DEMO, query: `?deviceCode=${IPHONE}` } }],
    refusals: [{ name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, query: `?deviceCode=${UNBOUND_DEVICE}` } }],
  },
  'POST /box/line': {
    schema: devicesApi.boxLines,
    signedIn: true,
    answers: [{ name: 'a line of the box', request: { token: DEMO, body: { lineId: 'hk-iplc', deviceCode: IPHONE } } }],
    refusals: [
      { name: 'a line the box does not have', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { lineId: 'moon', deviceCode: IPHONE } } },
      { name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, body: { lineId: 'hk-iplc', deviceCode: UNBOUND_DEVICE } } },
    ],
  },
  'GET /box/wifi': {
    schema: devicesApi.wifiSettings,
    signedIn: true,
    answers: [{ name: 'the settings without the password', request: { token: DEMO, query: `?deviceCode=${IPHONE}` } }],
    refusals: [{ name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, query: `?deviceCode=${UNBOUND_DEVICE}` } }],
  },
  'POST /box/wifi': {
    schema: devicesApi.wifiSettings,
    signedIn: true,
    answers: [{ name: 'a new name, the password kept', request: { token: DEMO, body: { ssid: 'Home', band: '2.4G', hidden: true, password: '', deviceCode: IPHONE } } }],
    refusals: [
      { name: 'a band the box does not have', code: CODE_WIFI_INVALID, request: { token: DEMO, body: { ssid: 'Home', band: '6G', hidden: false, password: '', deviceCode: IPHONE } } },
      { name: 'a device exited before (spec 8)', code: CODE_UNBOUND, request: { token: DEMO, body: { ssid: 'Home', band: '5G', hidden: false, password: '', deviceCode: UNBOUND_DEVICE } } },
    ],
  },
  'GET /equipment/list': {
    schema: devicesApi.equipmentList,
    signedIn: true,
    answers: [
      { name: 'the demo account’s box, router and pending box', request: { token: DEMO } },
      { name: 'an enterprise sub-account', request: { token: DEMO }, before: enterprise() },
    ],
    refusals: [],
  },
  'POST /equipment/rename': {
    schema: devicesApi.equipment,
    signedIn: true,
    answers: [{ name: 'a name of its form', request: { token: DEMO, body: { equipmentId: 'eq-box-01', name: '客厅' } } }],
    refusals: [
      { name: 'a name out of its form', code: CODE_EQUIPMENT_NAME_INVALID, request: { token: DEMO, body: { equipmentId: 'eq-box-01', name: ' 客厅' } } },
      { name: 'equipment not bound', code: CODE_EQUIPMENT_NOT_FOUND, request: { token: DEMO, body: { equipmentId: 'eq-gone', name: '客厅' } } },
      { name: 'an enterprise sub-account', code: CODE_EQUIPMENT_ENTERPRISE, request: { token: DEMO, body: { equipmentId: 'eq-box-01', name: '客厅' } }, before: enterprise() },
    ],
  },
  'POST /equipment/unbind': {
    schema: devicesApi.equipmentUnbind,
    signedIn: true,
    answers: [{ name: 'bound equipment', request: { token: DEMO, body: { equipmentId: 'eq-router-01' } } }],
    refusals: [
      { name: 'equipment not bound', code: CODE_EQUIPMENT_NOT_FOUND, request: { token: DEMO, body: { equipmentId: 'eq-gone' } } },
      { name: 'an enterprise sub-account', code: CODE_EQUIPMENT_ENTERPRISE, request: { token: DEMO, body: { equipmentId: 'eq-router-01' } }, before: enterprise() },
    ],
  },
  'GET /device/manual': {
    schema: devicesApi.deviceManual,
    signedIn: false,
    answers: MANUAL_KINDS.map((kind) => ({ name: `the ${kind} manual`, request: { query: `?kind=${kind}`, lang: 'zh_HK' } })),
    refusals: [{ name: 'a device type without one', code: CODE_MANUAL_NOT_FOUND, request: { query: '?kind=tv' } }],
  },
  'GET /device/downloads': { schema: devicesApi.clientDownloads, signedIn: false, answers: [{ name: 'a visitor' }], refusals: [] },

  // Membership: auto-renewal and pauses
  'GET /member/autoRenew': {
    schema: membershipApi.autoRenewStatus,
    signedIn: true,
    answers: [
      { name: 'an active and an ended contract', request: { token: DEMO } },
      { name: 'an account without contracts', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'POST /member/autoRenew/end': {
    // the client reads the answer as `{ contract }` (src/api/membership.ts, endAutoRenew)
    schema: v.object({ contract: membershipApi.autoRenewContract }),
    signedIn: true,
    answers: [{ name: 'an active contract', request: { token: DEMO, body: { contractNo: 'W100010001' } } }],
    refusals: [
      { name: 'an unknown contract', code: CODE_CONTRACT_NOT_FOUND, request: { token: DEMO, body: { contractNo: 'W0' } } },
      { name: 'an ended contract', code: CODE_CONTRACT_ENDED, request: { token: DEMO, body: { contractNo: 'Z100010001' } } },
      { name: 'an enterprise sub-account', code: CODE_MEMBERSHIP_ENTERPRISE, request: { token: DEMO, body: { contractNo: 'W100010001' } }, before: enterprise() },
    ],
  },
  'GET /member/pause': { schema: membershipApi.pauseStatus, signedIn: true, answers: [{ name: 'the demo account', request: { token: DEMO } }], refusals: [] },
  'POST /member/pause': {
    schema: membershipApi.pauseAnswer,
    signedIn: true,
    answers: [{ name: 'a member with VIP time', request: { token: DEMO, body: { days: 7 } } }],
    refusals: [
      { name: 'a number of days not offered', code: CODE_PAUSE_DAYS, request: { token: DEMO, body: { days: 6 } } },
      {
        name: 'a second pause while one runs',
        code: CODE_PAUSE_RUNNING,
        request: { token: DEMO, body: { days: 7 } },
        before: async () => {
          await runningPauseNo()
        },
      },
      { name: 'an account without VIP time', code: CODE_PAUSE_NOT_MEMBER, request: { token: SPECIAL, body: { days: 7 } } },
      {
        name: 'the year’s pauses used',
        code: CODE_PAUSE_YEAR_LIMIT,
        request: { token: DEMO, body: { days: 7 } },
        before: async () => {
          for (let pause = 0; pause < PAUSES_PER_YEAR; pause += 1) {
            await mock.ok('/member/pause/resume', { method: 'POST', token: DEMO, body: { pauseNo: await runningPauseNo() } })
          }
        },
      },
      { name: 'an enterprise sub-account', code: CODE_MEMBERSHIP_ENTERPRISE, request: { token: DEMO, body: { days: 7 } }, before: enterprise() },
    ],
  },
  'POST /member/pause/resume': {
    schema: membershipApi.pauseAnswer,
    signedIn: true,
    answers: [{ name: 'the running pause', request: { token: DEMO }, before: async () => ({ body: { pauseNo: await runningPauseNo() } }) }],
    refusals: [
      { name: 'no running pause', code: CODE_PAUSE_NOT_RUNNING, request: { token: DEMO, body: { pauseNo: 'P100010001' } } },
      { name: 'an enterprise sub-account', code: CODE_MEMBERSHIP_ENTERPRISE, request: { token: DEMO, body: { pauseNo: 'P100010001' } }, before: enterprise() },
    ],
  },
  'GET /member/pauses': {
    schema: membershipApi.pausePage,
    signedIn: true,
    answers: [{ name: 'last year’s two pauses', request: { token: DEMO } }],
    refusals: [{ name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?page=0' } }],
  },

  // Applications
  'GET /application/records': {
    schema: applicationsApi.applicationPage,
    signedIn: true,
    answers: [
      { name: 'line applications', request: { token: DEMO, query: '?kind=line' } },
      { name: 'rejected app applications, with their reasons', request: { token: DEMO, query: '?kind=app&state=rejected', lang: 'vi_VN' } },
    ],
    refusals: [
      { name: 'an unknown kind', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?kind=game' } },
      { name: 'page 0', code: CODE_BAD_REQUEST, request: { token: DEMO, query: '?kind=line&page=0' } },
    ],
  },
  'GET /customized/membership': {
    schema: applicationsApi.customizedMembership,
    signedIn: true,
    answers: [
      { name: 'the demo account’s lines', request: { token: DEMO } },
      { name: 'an account without lines', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'POST /customized/apply': {
    schema: applicationsApi.applyAnswer,
    signedIn: true,
    answers: [{ name: 'a complete form', request: { token: DEMO, body: { target: 'Bilibili', region: 'UK', note: '' } } }],
    refusals: [
      { name: 'a form without a target', code: CODE_LINE_FORM_INVALID, request: { token: DEMO, body: { target: '', region: 'UK', note: '' } } },
      {
        name: `${LINE_PENDING_LIMIT} applications under review`,
        code: CODE_LINE_PENDING_LIMIT,
        request: { token: DEMO, body: { target: 'Bilibili', region: 'UK', note: '' } },
        before: async () => {
          // the demo has one under review at the seed
          for (let more = 1; more < LINE_PENDING_LIMIT; more += 1) {
            await mock.ok('/customized/apply', { method: 'POST', token: DEMO, body: { target: `App ${more}`, region: 'UK', note: '' } })
          }
        },
      },
      { name: 'an enterprise sub-account', code: CODE_APPLICATION_ENTERPRISE, request: { token: DEMO, body: { target: 'Bilibili', region: 'UK', note: '' } }, before: enterprise() },
    ],
  },

  // Identity and the bound email
  'GET /identity/status': {
    schema: identityApi.identityStatus,
    signedIn: true,
    answers: [
      { name: 'an account not verified', request: { token: DEMO } },
      { name: 'a verified account, masked', request: { token: SPECIAL } },
    ],
    refusals: [],
  },
  'POST /identity/verify': {
    schema: identityApi.identityStatus,
    signedIn: true,
    answers: [{ name: 'a valid name and number', request: { token: DEMO, body: { name: '张三', idNumber: '11010519491231002X' } } }],
    refusals: [
      { name: 'an enterprise sub-account', code: CODE_IDENTITY_ENTERPRISE, request: { token: DEMO, body: { name: '张三', idNumber: '11010519491231002X' } }, before: enterprise() },
      { name: 'a verified account', code: CODE_IDENTITY_ALREADY_VERIFIED, request: { token: SPECIAL, body: { name: '张三', idNumber: '11010519491231002X' } } },
      { name: 'a Hong Kong resident permit', code: CODE_IDENTITY_NON_MAINLAND, request: { token: DEMO, body: { name: '张三', idNumber: '810000198001011236' } } },
      { name: 'a mistyped check digit', code: CODE_IDENTITY_INVALID, request: { token: DEMO, body: { name: '张三', idNumber: '11010519491231003X' } } },
      { name: 'the number of another account', code: CODE_IDENTITY_TAKEN, request: { token: DEMO, body: { name: '李晓明', idNumber: '440300199001011238' } } },
      {
        name: 'a register that fails it',
        code: CODE_IDENTITY_FAILED,
        request: { token: DEMO, body: { name: '张三', idNumber: '11010519491231002X' } },
        before: () => control('/identity', { token: DEMO, nextVerification: 'failed' }),
      },
      {
        name: 'a verification cancelled',
        code: CODE_IDENTITY_CANCELLED,
        request: { token: DEMO, body: { name: '张三', idNumber: '11010519491231002X' } },
        before: () => control('/identity', { token: DEMO, nextVerification: 'cancelled' }),
      },
    ],
  },
  'GET /identity/certifyResult': {
    schema: identityApi.certifyResult,
    signedIn: true,
    answers: ['zfb-demo-failed', 'zfb-demo-cancelled', 'zfb-demo-pending'].map((certifyId) => ({ name: certifyId, request: { token: DEMO, query: `?certifyId=${certifyId}` } })),
    refusals: [{ name: 'a verification of another account', code: CODE_CERTIFY_UNKNOWN, request: { token: DEMO, query: '?certifyId=zfb-special-passed' } }],
  },
  'GET /account/email': {
    schema: identityApi.boundEmail,
    signedIn: true,
    answers: [
      { name: 'a bound email, masked', request: { token: DEMO } },
      { name: 'no email', request: { token: WECHAT } },
    ],
    refusals: [],
  },
  'POST /account/email/code': {
    signedIn: true,
    answers: [{ name: 'a new email', request: { token: DEMO, body: { kind: 'email', value: 'fresh@example.com' } } }],
    refusals: [
      { name: 'no email', code: CODE_BAD_REQUEST, request: { token: DEMO, body: { kind: 'email', value: 'fresh' } } },
      { name: 'the email bound already', code: CODE_EMAIL_UNCHANGED, request: { token: DEMO, body: { kind: 'email', value: 'demo@example.com' } } },
      { name: 'the email of another account', code: CODE_EMAIL_TAKEN, request: { token: DEMO, body: { kind: 'email', value: 'special@example.com' } } },
    ],
  },
  'POST /account/email': {
    schema: identityApi.boundEmail,
    signedIn: true,
    answers: [
      {
        name: 'the code sent to the new email',
        request: { token: DEMO },
        before: async () => {
          await mock.ok('/account/email/code', { method: 'POST', token: DEMO, body: { kind: 'email', value: 'fresh@example.com' } })
          return { body: { kind: 'email', value: 'fresh@example.com', code: await sentCode('fresh@example.com') } }
        },
      },
    ],
    refusals: [{ name: 'a wrong code', code: CODE_EMAIL_WRONG_CODE, request: { token: DEMO, body: { kind: 'email', value: 'fresh@example.com', code: '000000' } } }],
  },

  // Account cancellation
  'GET /account/cancellation': {
    schema: cancellationApi.cancellation,
    signedIn: true,
    answers: [
      { name: 'a password account', request: { token: DEMO } },
      { name: 'a third-party account', request: { token: WECHAT } },
    ],
    refusals: [],
  },
  'GET /account/cancellation/renewals': { schema: cancellationApi.activeRenewals, signedIn: true, answers: [{ name: 'the demo account', request: { token: DEMO } }], refusals: [] },
  'POST /account/cancellation': {
    schema: cancellationApi.submitted,
    signedIn: true,
    answers: [
      {
        name: 'the password, subscriptions ended',
        request: { token: DEMO, body: { agreementAccepted: true, password: 'demo1234' } },
        before: () => control('/cancellation', { token: DEMO, endRenewals: true }),
      },
      { name: 'a re-login with the bound third-party account', request: { token: WECHAT, body: { agreementAccepted: true, thirdPartyCode: 'tp:wechat:oWx-20001-bound' } } },
    ],
    refusals: [
      { name: 'an enterprise sub-account', code: CODE_CANCEL_ENTERPRISE_SUB_ACCOUNT, request: { token: WECHAT, body: { agreementAccepted: true } }, before: enterprise(WECHAT) },
      {
        name: 'a cancellation pending',
        code: CODE_CANCEL_ALREADY_PENDING,
        request: { token: WECHAT, body: { agreementAccepted: true, thirdPartyCode: 'tp:wechat:oWx-20001-bound' } },
        before: () => mock.ok('/account/cancellation', { method: 'POST', token: WECHAT, body: { agreementAccepted: true, thirdPartyCode: 'tp:wechat:oWx-20001-bound' } }),
      },
      { name: 'the agreement not accepted', code: CODE_CANCEL_AGREEMENT_REQUIRED, request: { token: WECHAT, body: { agreementAccepted: false } } },
      { name: 'a subscription still active', code: CODE_CANCEL_RENEWALS_ACTIVE, request: { token: DEMO, body: { agreementAccepted: true, password: 'demo1234' } } },
      {
        name: 'a wrong password',
        code: CODE_CANCEL_WRONG_PASSWORD,
        request: { token: DEMO, body: { agreementAccepted: true, password: 'wrong' } },
        before: () => control('/cancellation', { token: DEMO, endRenewals: true }),
      },
      { name: 'another third-party account', code: CODE_CANCEL_THIRD_PARTY_MISMATCH, request: { token: WECHAT, body: { agreementAccepted: true, thirdPartyCode: 'tp:wechat:oWx-other' } } },
      { name: 'a code the third party does not know', code: CODE_CANCEL_THIRD_PARTY_CHECK_FAILED, request: { token: WECHAT, body: { agreementAccepted: true, thirdPartyCode: 'nonsense' } } },
      { name: 'no re-login', code: CODE_CANCEL_NO_THIRD_PARTY, request: { token: WECHAT, body: { agreementAccepted: true } } },
    ],
  },

  // International students
  'GET /intlStudent/offer': {
    schema: intlStudentApi.studentOffer,
    signedIn: true,
    answers: [
      { name: 'an account that never applied', request: { token: DEMO } },
      { name: 'a rejected application', request: { token: SPECIAL } },
    ],
    refusals: [asRisky],
  },
  'POST /intlStudent/apply': {
    schema: intlStudentApi.studentOffer,
    signedIn: true,
    answers: [{ name: 'a school abroad', request: { token: DEMO, body: { school: 'University of Oxford', schoolEmail: 'ann@ox.ac.uk' } } }],
    refusals: [
      { name: 'an enterprise sub-account', code: CODE_STUDENT_ENTERPRISE, request: { token: DEMO, body: { school: 'University of Oxford', schoolEmail: 'ann@ox.ac.uk' } }, before: enterprise() },
      {
        name: 'an application under review',
        code: CODE_STUDENT_ALREADY_APPLIED,
        request: { token: DEMO, body: { school: 'University of Oxford', schoolEmail: 'ann@ox.ac.uk' } },
        before: () => mock.ok('/intlStudent/apply', { method: 'POST', token: DEMO, body: { school: 'University of Oxford', schoolEmail: 'ann@ox.ac.uk' } }),
      },
      { name: 'no school', code: CODE_STUDENT_BAD_SCHOOL, request: { token: DEMO, body: { school: '', schoolEmail: 'ann@ox.ac.uk' } } },
      { name: 'a school email in mainland China', code: CODE_STUDENT_EMAIL_REFUSED, request: { token: DEMO, body: { school: '北京大学', schoolEmail: 'ann@pku.edu.cn' } } },
      asRisky,
    ],
  },
}

test('covers every endpoint of the mock', () => {
  expect(Object.keys(CONTRACTS).sort()).toEqual([...API_ENDPOINTS].sort())
})

describe.each(Object.entries(CONTRACTS))('%s', (endpoint, { schema, signedIn, plain = false, answers, refusals }) => {
  if (answers.length > 0) {
    test.each(answers)('answers $name as the client reads it', async (answerCase) => {
      const answer = await run(endpoint, answerCase)

      expect([answer.code, answer.encrypted]).toEqual([200, !plain && answer.data !== undefined])
      if (!schema) return expect(answer.data).toBeUndefined()
      const read = v.safeParse(schema, answer.data)
      if (!read.success) throw new Error(`the client refuses the answer at ${v.getDotPath(read.issues[0]) ?? 'its root'}: ${read.issues[0].message}`)
      expect(fieldsOutside(schema, answer.data)).toEqual([])
    })
  }

  if (refusals.length > 0) {
    test.each(refusals)('refuses $name with $code and a message', async (refusal) => {
      const answer = await run(endpoint, refusal)

      expect(answer).toEqual({ code: refusal.code, msg: expect.stringMatching(/\S/), data: undefined, encrypted: false })
    })
  }

  if (signedIn) {
    test('asks a visitor to log in', async () => {
      expect((await send(endpoint, {})).code).toBe(CODE_UNAUTHORIZED)
    })
  }
})

test('POST /gift/claim gives the friend 15 days of VIP: its end', async () => {
  const giftCode = await openedGiftCode(2)

  const answer = await mock.call('/gift/claim', { method: 'POST', token: SPECIAL, body: { giftCode } })

  expect(answer).toMatchObject({ code: 200, data: { vipExpireAt: expect.any(Number) } })
  expect(Object.keys(answer.data as object)).toEqual(['vipExpireAt'])
})

test('every help article is HTML the client reads, in both CMS languages', async () => {
  for (const lang of ['zh_CN', 'en_US']) {
    for (const group of HELP_GROUPS) {
      for (const { id } of await mock.ok<{ id: number }[]>(`/wordpress/list?group=${group}`, { lang })) {
        const article = await mock.ok(`/wordpress/info?id=${id}`, { lang })
        expect([v.is(helpApi.helpAnswer, article), fieldsOutside(helpApi.helpAnswer, article)]).toEqual([true, []])
      }
    }
  }
})

// docs/api.md's field tables describe the same answers: each names exactly the fields of an object
// of the endpoint's schema (`a.b`, `a[].b`: a field of the object in `a`). Request tables are left out.
describe('docs/api.md', () => {
  interface FieldTable {
    endpoint: string
    line: number
    names: string[]
  }

  function fieldTables(markdown: string): FieldTable[] {
    const lines = markdown.split('\n')
    const tables: FieldTable[] = []
    let endpoints: string[] = []
    let before = ''
    lines.forEach((text, index) => {
      if (text.startsWith('## ')) endpoints = []
      if (text.startsWith('### ')) endpoints = [...text.matchAll(/\b(GET|POST) (\/[\w/]+)/g)].map((match) => `${match[1]} ${match[2]}`).filter((endpoint) => endpoint in CONTRACTS)
      if (text.startsWith('| field |') && !before.startsWith('Request')) {
        const rows = lines.slice(index + 2).filter((_, at) => lines.slice(index + 2, index + 3 + at).every((row) => row.startsWith('|')))
        // `a[].b`: the field b of the objects of the array a
        const names = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1].replace(/\[\]/g, '')))
        for (const endpoint of endpoints) tables.push({ endpoint, line: index + 1, names })
      }
      if (text.trim() !== '' && !text.startsWith('|')) before = text
    })
    return tables
  }

  /** What the table names and the schema lacks, and what the schema has and the table does not name. */
  function mismatch(schema: v.GenericSchema, names: readonly string[]): { notInSchema: string[]; notInTable: string[] } {
    const top = [...new Set(names.map((name) => name.split('.')[0]))].sort()
    const difference = (keys: readonly string[], documented: readonly string[]) => ({
      notInSchema: documented.filter((name) => !keys.includes(name)),
      notInTable: keys.filter((key) => !documented.includes(key)),
    })
    const closest = objectShapes(schema)
      .map((shape) => ({ shape, ...difference(shape.keys, top) }))
      .sort((a, b) => a.notInSchema.length + a.notInTable.length - (b.notInSchema.length + b.notInTable.length))[0]
    const nested = top.flatMap((field) => {
      const inner = names.filter((name) => name.startsWith(`${field}.`)).map((name) => name.slice(field.length + 1))
      const [object] = inner.length > 0 && closest.shape.entries[field] ? objectShapes(closest.shape.entries[field]) : []
      if (!object) return []
      const { notInSchema, notInTable } = difference(object.keys, inner)
      return [{ notInSchema: notInSchema.map((name) => `${field}.${name}`), notInTable: notInTable.map((key) => `${field}.${key}`) }]
    })
    return {
      notInSchema: [...closest.notInSchema, ...nested.flatMap((each) => each.notInSchema)],
      notInTable: [...closest.notInTable, ...nested.flatMap((each) => each.notInTable)],
    }
  }

  const tables = fieldTables(fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8'))

  test('has field tables to check', () => {
    expect(tables.length).toBeGreaterThan(30)
  })

  test.each(tables)('the table of $endpoint (line $line) names the fields of the client’s schema', ({ endpoint, names }) => {
    const { schema } = CONTRACTS[endpoint]
    if (!schema) throw new Error(`${endpoint} answers no data, but docs/api.md has a field table for it`)
    expect(mismatch(schema, names)).toEqual({ notInSchema: [], notInTable: [] })
  })
})
