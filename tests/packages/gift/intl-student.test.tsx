import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { StudentOffer } from '@/api/intl-student'
import IntlStudentPage from '@/packages/gift/intl-student'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { studentOfferApi } from '@/stores/intl-student'
import { deferred } from '../../support/deferred'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

const NONE: StudentOffer = { vipDays: 90, enterpriseSubAccount: false, application: null }
const APPLIED_AT = Date.parse('2025-06-20T10:00:00+08:00')
const REVIEWING: StudentOffer = {
  ...NONE,
  application: { id: 'stu1', school: 'MIT', schoolEmail: 'li@mit.edu', state: 'reviewing', appliedAt: APPLIED_AT, decidedAt: 0 },
}

function useApi({ offer = NONE, apply = jest.fn(async () => REVIEWING) }: { offer?: StudentOffer; apply?: jest.Mock } = {}) {
  let ids = 0
  jest.spyOn(studentOfferApi, 'fetchOffer').mockImplementation(async () => offer)
  jest.spyOn(studentOfferApi, 'apply').mockImplementation(apply)
  jest.spyOn(studentOfferApi, 'newRequestId').mockImplementation(async () => {
    ids += 1
    return ids.toString(16).padStart(32, '0')
  })
  return apply
}

function input(name: string): HTMLInputElement {
  return document.querySelector(`input[name="${name}"]`) as HTMLInputElement
}

function type(name: string, value: string) {
  fireEvent.input(input(name), { target: { value } })
}

function submit() {
  fireEvent.click(document.querySelector('.student__submit') as HTMLElement)
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

afterEach(() => jest.restoreAllMocks())

describe('international student page', () => {
  test('says what the offer gives, who may apply and how', async () => {
    useApi()
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    expect(await screen.findByText(/验证学校邮箱后可免费领取 90 天 VIP/)).toBeTruthy()
    expect(screen.getByText('正在中国大陆以外的学校就读的学生')).toBeTruthy()
    expect(screen.getByText('2. 我们会在 2 个工作日内完成审核')).toBeTruthy()
    await screen.findByTestId('student-form')
  })

  test('sends the application and shows it under review', async () => {
    const apply = useApi()
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    await screen.findByTestId('student-form')
    type('student-school', 'MIT')
    type('student-email', 'li@mit.edu')
    submit()
    await waitFor(() => expect(screen.getByTestId('student-application').getAttribute('data-state')).toBe('reviewing'))
    expect(apply).toHaveBeenCalledWith({ school: 'MIT', schoolEmail: 'li@mit.edu', requestId: '1'.padStart(32, '0') })
    expect(screen.getByText('申请正在审核，2 个工作日内出结果')).toBeTruthy()
    expect(screen.queryByTestId('student-form')).toBeNull()
  })

  test('sends one application for a double tap', async () => {
    const pending = deferred<StudentOffer>()
    const apply = useApi({ apply: jest.fn(() => pending.promise) })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    await screen.findByTestId('student-form')
    type('student-school', 'MIT')
    type('student-email', 'li@mit.edu')
    submit()
    submit()
    pending.resolve(REVIEWING)
    await screen.findByTestId('student-application')
    expect(apply).toHaveBeenCalledTimes(1)
  })

  test('refuses an email that is not a school abroad before sending it', async () => {
    const apply = useApi()
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    await screen.findByTestId('student-form')
    type('student-school', '北京大学')
    type('student-email', 'li@pku.edu.cn')
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('请填写海外学校的学校邮箱'))
    expect(apply).not.toHaveBeenCalled()
  })

  test('keeps what the user typed and says why when the application fails', async () => {
    useApi({ apply: jest.fn().mockRejectedValue(HttpError.network()) })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    await screen.findByTestId('student-form')
    type('student-school', 'MIT')
    type('student-email', 'li@mit.edu')
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('申请提交失败，请稍后重试'))
    expect([input('student-school').value, input('student-email').value]).toEqual(['MIT', 'li@mit.edu'])
  })

  test('says the server’s reason for a refusal', async () => {
    useApi({ apply: jest.fn().mockRejectedValue(new Refusal(10451, '请填写海外学校的学校邮箱')) })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    await screen.findByTestId('student-form')
    type('student-school', 'MIT')
    type('student-email', 'li@mit.edu')
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('请填写海外学校的学校邮箱'))
  })

  test('shows an approved application and no form', async () => {
    useApi({ offer: { ...REVIEWING, application: { ...REVIEWING.application!, state: 'approved', decidedAt: APPLIED_AT + 1000 } } })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    expect(await screen.findByText('90 天 VIP 已发放到你的账号')).toBeTruthy()
    expect(screen.queryByTestId('student-form')).toBeNull()
  })

  test('shows a rejected application with the form to apply again', async () => {
    useApi({ offer: { ...REVIEWING, application: { ...REVIEWING.application!, state: 'rejected', decidedAt: APPLIED_AT + 1000 } } })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    expect(await screen.findByText('学校邮箱未能通过验证，你可以修改后重新申请')).toBeTruthy()
    expect(screen.getByTestId('student-form')).toBeTruthy()
  })

  test('tells an enterprise sub-account it cannot apply', async () => {
    useApi({ offer: { ...NONE, enterpriseSubAccount: true } })
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    expect(await screen.findByTestId('student-enterprise')).toBeTruthy()
    expect(screen.queryByTestId('student-form')).toBeNull()
  })

  test('says the offer failed to load and shows it after a retry', async () => {
    useApi()
    jest.spyOn(studentOfferApi, 'fetchOffer').mockRejectedValueOnce(HttpError.network())
    renderWithStores(<IntlStudentPage />, { session: signedInSession() })
    expect(await screen.findByText('留学生优惠加载失败')).toBeTruthy()
    fireEvent.click(screen.getByText('重试'))
    await screen.findByTestId('student-form')
  })

  test('shows a visitor the offer and asks them to log in', async () => {
    const fetch = jest.spyOn(studentOfferApi, 'fetchOffer')
    const session = startedSession()
    session.setToken(undefined)
    renderWithStores(<IntlStudentPage />, { session })
    expect(await screen.findByText('登录后申请留学生优惠')).toBeTruthy()
    expect(screen.getByText(/90 天 VIP/)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
  })

  test('waits for the host’s token before saying anything about a visitor (no-wait route)', async () => {
    useApi()
    renderWithStores(<IntlStudentPage />, { session: startedSession() })
    await waitFor(() => expect(document.querySelector('[data-status="loading"]')).toBeTruthy())
    expect(screen.queryByText('登录后申请留学生优惠')).toBeNull()
  })
})
