import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchActiveRenewals, fetchCancellation, submitCancellation, type Cancellation } from '@/api/cancellation'
import { fetchUserInfo, type UserInfo } from '@/api/user'
import CancelAuthPage from '@/packages/account/cancel-auth'
import CancelReminderPage from '@/packages/account/cancel-reminder'
import { host } from '@/platform'
import { reloginThirdParty } from '@/platform/third-party-login'
import { trackPageView } from '@/services/analytics'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { useCancellationStore } from '@/stores/cancellation'
import { SessionStore } from '@/stores/session'
import { getBySentence, keptWhole } from '../../support/dates'
import { deferred } from '../../support/deferred'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/api/cancellation', () => ({
  ...jest.requireActual<typeof import('@/api/cancellation')>('@/api/cancellation'),
  fetchCancellation: jest.fn(), fetchActiveRenewals: jest.fn(), submitCancellation: jest.fn() }))
jest.mock('@/api/user', () => ({ fetchUserInfo: jest.fn() }))
jest.mock('@/services/analytics', () => ({ configureAnalytics: jest.fn(), trackPageView: jest.fn() }))
jest.mock('@/platform/third-party-login', () => ({ reloginThirdParty: jest.fn() }))

const mockedUser = jest.mocked(fetchUserInfo)
const mockedCancellation = jest.mocked(fetchCancellation)
const mockedRenewals = jest.mocked(fetchActiveRenewals)
const mockedSubmit = jest.mocked(submitCancellation)
const mockedRelogin = jest.mocked(reloginThirdParty)
const mockedTrack = jest.mocked(trackPageView)

const USER: UserInfo = { uid: '10001', accountType: 1, nickname: 'Demo', phone: '', email: '', vipExpireAt: 0, superVipExpireAt: 0, riskStatus: 0 }
// 2026-11-23 14:00 China time
const SUBMITTED = Date.UTC(2026, 10, 23, 6)

function cancelData(overrides: Partial<Cancellation> = {}): Cancellation {
  return { state: 'none', submittedAt: 0, takesEffectAt: 0, withdrawnAt: 0, authMethod: 'password', thirdParty: null, enterpriseSubAccount: false, ...overrides }
}

const PENDING = cancelData({ state: 'pending', submittedAt: SUBMITTED, takesEffectAt: Date.UTC(2026, 11, 7, 16) })
const THIRD_PARTY = cancelData({ authMethod: 'thirdParty', thirdParty: { provider: 'wechat', name: 'Wei***er' } })

function signedIn(): SessionStore {
  const session = startedSession('https://api.test.example')
  session.setToken('demo-token')
  return session
}

function atButton(text: string): HTMLElement {
  const button = screen.getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!button) throw new Error(`${text} is not an AtButton`)
  return button
}

/** An action of the confirmation the submit opens. */
/** The page with no auto-renewal left, the password typed and the submit tapped: the confirmation open. */
async function openConfirmation(): Promise<void> {
  renderWithStores(<AgreedAuthPage />, { session: signedIn() })
  await waitFor(() => screen.getByText('没有生效中的连续包月'))
  typePassword('demo1234')
  fireEvent.click(atButton('提交注销申请'))
}

function confirmationAction(text: string): HTMLElement {
  const button = screen.getByText(text).closest<HTMLElement>('.cancel-auth__confirm .dialog__action')
  if (!button) throw new Error(`${text} is not an action of the confirmation`)
  return button
}

function isDisabled(button: HTMLElement): boolean {
  return button.classList.contains('at-button--disabled')
}

function typePassword(value: string): void {
  fireEvent.input(screen.getByPlaceholderText('请输入账号密码'), { target: { value } })
}

function confirmationOpen(): boolean {
  return document.querySelector('.cancel-auth__confirm')?.classList.contains('at-modal--active') ?? false
}

/** The submit, then the confirm in the dialog it opens. */
function submitAndConfirm(): void {
  fireEvent.click(atButton('提交注销申请'))
  fireEvent.click(confirmationAction('确定注销'))
}

/** /cancelAuth after the agreement was accepted on /cancelReminder. */
function AgreedAuthPage() {
  useCancellationStore().acceptAgreement(true)
  return <CancelAuthPage />
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  mockedUser.mockResolvedValue(USER)
  mockedCancellation.mockResolvedValue(cancelData())
  mockedRenewals.mockResolvedValue([])
  mockedSubmit.mockResolvedValue(PENDING)
})

afterEach(() => {
  resetAppStores()
  jest.restoreAllMocks()
})

describe('/cancelReminder', () => {
  test('asks a visitor to log in and reads nothing', async () => {
    renderWithStores(<CancelReminderPage />)
    expect(await screen.findByText('登录后才能申请注销账号')).toBeTruthy()
    expect(mockedCancellation).not.toHaveBeenCalled()
  })

  test('tracks the page view ZhuXiao_PV once', () => {
    renderWithStores(<CancelReminderPage />)
    expect(mockedTrack.mock.calls).toEqual([['ZhuXiao_PV']])
  })

  test('keeps Next closed until the agreement is accepted, then opens /cancelAuth', async () => {
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('注销前请确认以下事项'))
    expect(isDisabled(atButton('下一步'))).toBe(true)
    fireEvent.click(screen.getByText('我已阅读并同意'))
    expect(isDisabled(atButton('下一步'))).toBe(false)
    fireEvent.click(atButton('下一步'))
    await waitFor(() => expect(taroFake.calls.some((call) => call.api === 'navigateTo' && JSON.stringify(call.args).includes('cancelAuth'))).toBe(true))
  })

  test('links the cancellation agreement', async () => {
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    fireEvent.click(await screen.findByText('注销账号协议'))
    await waitFor(() => expect(JSON.stringify(taroFake.calls)).toContain('cancelAccountAgreement'))
  })

  test('shows the waiting period with its last China day and the days left', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(SUBMITTED + 60 * 60 * 1000)
    mockedCancellation.mockResolvedValue(PENDING)
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('注销申请已提交'))
    expect(getBySentence('等待期至 2026-12-07（北京时间）结束，届时账号将被注销')).toBeTruthy()
    expect(screen.getByText('等待期还剩 15 天')).toBeTruthy()
    expect(screen.getByText('等待期内重新登录即可撤销注销申请，账号恢复正常使用。')).toBeTruthy()
  })

  test("keeps the waiting period's last day on one line", async () => {
    mockedCancellation.mockResolvedValue(PENDING)
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('注销申请已提交'))
    expect(keptWhole(getBySentence('等待期至 2026-12-07（北京时间）结束，届时账号将被注销'))).toEqual(['2026-12-07'])
  })

  test('says a login ended the cancellation, and when', async () => {
    mockedCancellation.mockResolvedValue(cancelData({ state: 'withdrawn', withdrawnAt: SUBMITTED }))
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('注销申请已撤销'))
    expect(getBySentence('您于 2026-11-23 14:00（北京时间）重新登录，注销申请已自动撤销，账号可正常使用。')).toBeTruthy()
  })

  test('keeps the time a login ended the cancellation on one line', async () => {
    mockedCancellation.mockResolvedValue(cancelData({ state: 'withdrawn', withdrawnAt: SUBMITTED }))
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('注销申请已撤销'))
    expect(keptWhole(getBySentence('您于 2026-11-23 14:00（北京时间）重新登录，注销申请已自动撤销，账号可正常使用。'))).toEqual(['2026-11-23 14:00'])
  })

  test('says "no user info" when the user info cannot be read, and the retry reads again', async () => {
    mockedUser.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('未获取到用户信息'))
    fireEvent.click(screen.getByText('重试'))
    await waitFor(() => screen.getByText('注销前请确认以下事项'))
  })

  test('refuses an enterprise sub-account', async () => {
    mockedCancellation.mockResolvedValue(cancelData({ enterpriseSubAccount: true }))
    renderWithStores(<CancelReminderPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('企业子账号无法进行此操作'))
    expect(screen.queryByText('下一步')).toBeNull()
  })
})

describe('/cancelAuth', () => {
  test('sends a user who has not accepted the agreement back to the reminder', async () => {
    renderWithStores(<CancelAuthPage />, { session: signedIn() })
    expect(await screen.findByText('请先阅读注销须知并同意注销账号协议')).toBeTruthy()
    expect(mockedSubmit).not.toHaveBeenCalled()
  })

  test('lists a subscription still active, says where to cancel it, and keeps the submit closed', async () => {
    mockedRenewals.mockResolvedValue([{ contractNo: 'W1', platform: 'chatApp', level: 'vip', monthlyPriceFen: 2500, nextRenewalAt: SUBMITTED }])
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('VIP · 每月 ¥25.00'))
    expect(screen.getByText('在微信「我 › 服务 › 钱包 › 支付设置 › 自动续费」中关闭')).toBeTruthy()
    typePassword('demo1234')
    expect(isDisabled(atButton('提交注销申请'))).toBe(true)
  })

  test("keeps a subscription's next renewal date on one line", async () => {
    mockedRenewals.mockResolvedValue([{ contractNo: 'W1', platform: 'chatApp', level: 'vip', monthlyPriceFen: 2500, nextRenewalAt: SUBMITTED }])
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('VIP · 每月 ¥25.00'))
    expect(keptWhole(getBySentence('下次续费：2026-11-23'))).toEqual(['2026-11-23'])
  })

  test("opens /wxPayManage from the chat app's subscription", async () => {
    mockedRenewals.mockResolvedValue([{ contractNo: 'W1', platform: 'chatApp', level: 'vip', monthlyPriceFen: 2500, nextRenewalAt: SUBMITTED }])
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    fireEvent.click(await screen.findByText('管理自动续费'))
    await waitFor(() => expect(taroFake.calls.some((call) => call.api === 'navigateTo' && JSON.stringify(call.args).includes('wxPayManage'))).toBe(true))
  })

  test('says "sign status query failed" and keeps the submit closed', async () => {
    mockedRenewals.mockRejectedValue(HttpError.network())
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('签约状态查询失败'))
    typePassword('demo1234')
    expect(isDisabled(atButton('提交注销申请'))).toBe(true)
  })

  test('submits with the password and goes to the waiting period', async () => {
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('没有生效中的连续包月'))
    typePassword('demo1234')
    submitAndConfirm()
    await waitFor(() => expect(mockedSubmit).toHaveBeenCalledWith(expect.objectContaining({ agreementAccepted: true, password: 'demo1234' })))
    await waitFor(() => expect(JSON.stringify(taroFake.calls)).toContain('cancelReminder'))
  })

  test('asks before it submits, saying what is lost for good, and sends nothing yet', async () => {
    await openConfirmation()
    expect(confirmationOpen()).toBe(true)
    expect(
      screen.getByText(
        '提交后有 15 天等待期，期满后账号将被永久注销：会员及超级会员时长、金币和未使用的权益将被清空，所有设备将退出登录，盒子及线路配置将被解除，无法恢复。等待期内重新登录即可撤销注销。',
      ),
    ).toBeTruthy()
    expect(mockedSubmit).not.toHaveBeenCalled()
  })

  test('closes the confirmation on "not now" and keeps the password typed', async () => {
    await openConfirmation()
    fireEvent.click(confirmationAction('暂不注销'))
    expect(confirmationOpen()).toBe(false)
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入账号密码').value).toBe('demo1234')
    expect(mockedSubmit).not.toHaveBeenCalled()
  })

  test('sends one request for a double tap on the confirm', async () => {
    const held = deferred<Cancellation>()
    mockedSubmit.mockReturnValue(held.promise)
    await openConfirmation()
    fireEvent.click(confirmationAction('确定注销'))
    fireEvent.click(confirmationAction('确定注销'))
    await act(async () => held.resolve(PENDING))
    expect(mockedSubmit).toHaveBeenCalledTimes(1)
  })

  test('draws the confirm as an action that cannot be undone', async () => {
    await openConfirmation()
    expect(confirmationAction('确定注销').classList.contains('dialog__action--destructive')).toBe(true)
  })

  test('keeps the confirmation open while the cancellation is on its way: neither the mask nor "not now" closes it', async () => {
    const held = deferred<Cancellation>()
    mockedSubmit.mockReturnValue(held.promise)
    await openConfirmation()
    fireEvent.click(confirmationAction('确定注销'))
    fireEvent.click(document.querySelector('.cancel-auth__confirm .at-modal__overlay') as HTMLElement)
    fireEvent.click(confirmationAction('暂不注销'))
    expect(confirmationOpen()).toBe(true)
    await act(async () => held.resolve(PENDING))
    await waitFor(() => expect(JSON.stringify(taroFake.calls)).toContain('cancelReminder'))
  })

  test('says the password is wrong and keeps what was typed', async () => {
    mockedSubmit.mockRejectedValue(new Refusal(10521, 'Incorrect password'))
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('没有生效中的连续包月'))
    typePassword('demo12345')
    submitAndConfirm()
    await waitFor(() => screen.getByText('密码错误'))
    expect(screen.getByPlaceholderText<HTMLInputElement>('请输入账号密码').value).toBe('demo12345')
  })

  test('tells the host once when the server refuses an enterprise sub-account, however often it is sent', async () => {
    const told = jest.spyOn(host, 'enterpriseSubAccount').mockImplementation(() => undefined)
    mockedSubmit.mockRejectedValue(new Refusal(10526, 'server words'))
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('没有生效中的连续包月'))
    typePassword('demo1234')
    submitAndConfirm()
    await waitFor(() => screen.getByText('企业子账号无法进行此操作'))
    await waitFor(() => expect(isDisabled(atButton('提交注销申请'))).toBe(false))
    submitAndConfirm()
    await waitFor(() => expect(mockedSubmit).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(isDisabled(atButton('提交注销申请'))).toBe(false))
    expect(told).toHaveBeenCalledTimes(1)
  })

  test('says "unexpected error" for an answer it cannot read', async () => {
    mockedSubmit.mockRejectedValue(new HttpError('bad-response', 'Unexpected response shape'))
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('没有生效中的连续包月'))
    typePassword('demo1234')
    submitAndConfirm()
    await waitFor(() => screen.getByText('发生意外错误'))
  })

  test('re-logs a third-party account in and submits its code', async () => {
    mockedCancellation.mockResolvedValue(THIRD_PARTY)
    mockedRelogin.mockResolvedValue({ kind: 'code', code: 'tp:wechat:oWx-20001-bound' })
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('绑定账号：微信 Wei***er'))
    expect(isDisabled(atButton('提交注销申请'))).toBe(true)
    fireEvent.click(atButton('重新登录微信'))
    await waitFor(() => screen.getByText('已重新登录微信，可以提交注销申请'))
    submitAndConfirm()
    await waitFor(() => expect(mockedSubmit).toHaveBeenCalledWith(expect.objectContaining({ thirdPartyCode: 'tp:wechat:oWx-20001-bound' })))
    expect(mockedRelogin).toHaveBeenCalledWith('wechat')
  })

  test.each([
    [10523, '第三方账号不一致'],
    [10524, '第三方账号校验失败'],
    [10525, '未检测到第三方账号，请联系客服'],
  ])('says the refusal %i in its own words and asks for a new re-login', async (code, text) => {
    mockedCancellation.mockResolvedValue(THIRD_PARTY)
    mockedRelogin.mockResolvedValue({ kind: 'code', code: 'tp:wechat:other' })
    mockedSubmit.mockRejectedValue(new Refusal(code, 'server words'))
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    fireEvent.click(await screen.findByText('重新登录微信'))
    await waitFor(() => screen.getByText('已重新登录微信，可以提交注销申请'))
    submitAndConfirm()
    await waitFor(() => screen.getByText(text))
    if (code !== 10525) expect(screen.getByText('重新登录微信')).toBeTruthy()
  })

  test('says no third-party account was detected when the host signed none in', async () => {
    mockedCancellation.mockResolvedValue(THIRD_PARTY)
    mockedRelogin.mockResolvedValue({ kind: 'none' })
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    fireEvent.click(await screen.findByText('重新登录微信'))
    await waitFor(() => screen.getByText('未检测到第三方账号，请联系客服'))
  })

  test('asks an old app to update', async () => {
    mockedCancellation.mockResolvedValue(THIRD_PARTY)
    mockedRelogin.mockResolvedValue({ kind: 'upgrade-needed' })
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    fireEvent.click(await screen.findByText('重新登录微信'))
    await waitFor(() => screen.getByText('版本过低，请更新'))
  })

  test('tells a third-party account the server knows no binding of to contact support', async () => {
    mockedCancellation.mockResolvedValue(cancelData({ authMethod: 'thirdParty', thirdParty: null }))
    renderWithStores(<AgreedAuthPage />, { session: signedIn() })
    await waitFor(() => screen.getByText('未检测到第三方账号，请联系客服'))
    expect(screen.getByText('联系客服')).toBeTruthy()
  })
})
