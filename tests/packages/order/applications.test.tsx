import { fireEvent, screen, waitFor } from '@testing-library/react'
import { applyForLine, fetchApplications, fetchCustomizedMembership, type Application } from '@/api/applications'
import AppApplyRecordPage from '@/packages/order/app-apply-record'
import ApplyRecordPage from '@/packages/order/apply-record'
import CustomizedMembershipPage from '@/packages/order/customized-membership'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { stores as appStores } from '@/stores'
import { deferred } from '../../support/deferred'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/api/applications', () => ({
  ...jest.requireActual<object>('@/api/applications'),
  fetchApplications: jest.fn(),
  fetchCustomizedMembership: jest.fn(),
  applyForLine: jest.fn(),
}))

const mockedList = jest.mocked(fetchApplications)
const mockedMembership = jest.mocked(fetchCustomizedMembership)
const mockedApply = jest.mocked(applyForLine)
const NOW = Date.UTC(2026, 10, 20, 2, 0)

function application(id: string, overrides: Partial<Application> = {}): Application {
  return {
    id,
    kind: 'app',
    target: '咪咕视频',
    region: 'iOS · 美国',
    note: '',
    appliedAt: NOW,
    state: 'pending',
    handledAt: 0,
    rejectReason: '',
    lineName: '',
    ...overrides,
  }
}

const MEMBERSHIP = { enterpriseSubAccount: false, lines: [{ lineName: 'CL-LAX-01', target: '腾讯视频', region: '美国 · 洛杉矶', listedAt: NOW }], pendingCount: 1 }

function typeInto(className: string, value: string) {
  const field = document.querySelector<HTMLInputElement>(`.${className} input`)
  if (!field) throw new Error(`no ${className}`)
  fireEvent.input(field, { target: { value } })
}

function typeNote(value: string) {
  fireEvent.input(document.querySelector('.custom__note') as HTMLInputElement, { target: { value } })
}

function submit() {
  fireEvent.click(document.querySelector('.custom__submit') as HTMLElement)
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
  mockedList.mockImplementation(async ({ kind }) => ({
    list:
      kind === 'app'
        ? [application('A1'), application('A2', { state: 'rejected', handledAt: NOW, rejectReason: '该应用已在加速列表中' })]
        : [application('L1', { kind: 'line', target: '腾讯视频', state: 'listed', handledAt: NOW, lineName: 'CL-LAX-01' })],
    page: 1,
    hasMore: false,
    total: 2,
  }))
  mockedMembership.mockResolvedValue(MEMBERSHIP)
  mockedApply.mockResolvedValue(application('L2', { kind: 'line', target: '爱奇艺' }))
})

afterEach(() => resetAppStores())

describe('application records pages', () => {
  test('/appApplyRecord asks a visitor to log in and reads nothing', () => {
    renderWithStores(<AppApplyRecordPage />)
    expect(screen.getByText('登录后即可查看您的应用加速申请记录')).toBeTruthy()
    expect(mockedList).not.toHaveBeenCalled()
  })

  test('/appApplyRecord shows a rejected application with its reason', async () => {
    renderWithStores(<AppApplyRecordPage />, { session: signedInSession() })
    expect(await screen.findByText('未通过原因：该应用已在加速列表中')).toBeTruthy()
    expect(mockedList).toHaveBeenCalledWith({ kind: 'app', tab: 'all', page: 1, pageSize: 10 })
  })

  test('a tab asks for the applications in its state', async () => {
    renderWithStores(<AppApplyRecordPage />, { session: signedInSession() })
    await screen.findByText('未通过原因：该应用已在加速列表中')
    fireEvent.click(screen.getByText('审核中', { selector: '.at-tabs__item, .at-tabs__item *' }))
    await waitFor(() => expect(mockedList).toHaveBeenCalledWith({ kind: 'app', tab: 'pending', page: 1, pageSize: 10 }))
  })

  test('/applyRecord lists the line applications; an opened one names its line', async () => {
    renderWithStores(<ApplyRecordPage />, { session: signedInSession() })
    expect(await screen.findByText('CL-LAX-01')).toBeTruthy()
    expect(screen.getAllByText('已开通').length).toBeGreaterThan(0)
    expect(mockedList).toHaveBeenCalledWith({ kind: 'line', tab: 'all', page: 1, pageSize: 10 })
  })

  test('says an empty list has none yet', async () => {
    mockedList.mockResolvedValue({ list: [], page: 1, hasMore: false, total: 0 })
    renderWithStores(<ApplyRecordPage />, { session: signedInSession() })
    expect(await screen.findByText('暂无定制线路申请记录')).toBeTruthy()
  })

  test('says the list failed and loads it on a retry', async () => {
    mockedList.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<AppApplyRecordPage />, { session: signedInSession() })
    fireEvent.click(await screen.findByText('重试'))
    expect(await screen.findByText('未通过原因：该应用已在加速列表中')).toBeTruthy()
  })
})

describe('customised membership page', () => {
  test('asks a visitor to log in', () => {
    renderWithStores(<CustomizedMembershipPage />)
    expect(screen.getByText('登录后即可申请定制线路')).toBeTruthy()
    expect(mockedMembership).not.toHaveBeenCalled()
  })

  test('shows the lines and the pending count', async () => {
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    expect(await screen.findByText('腾讯视频 · 美国 · 洛杉矶')).toBeTruthy()
    expect(screen.getByText('1 个申请正在审核')).toBeTruthy()
  })

  test('names the missing fields and sends nothing', async () => {
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    await screen.findByText('腾讯视频 · 美国 · 洛杉矶')
    submit()
    expect(await screen.findByText('请填写加速对象')).toBeTruthy()
    expect(screen.getByText('请填写所在地区')).toBeTruthy()
    expect(mockedApply).not.toHaveBeenCalled()
  })

  test('counts the note and refuses one over its limit', async () => {
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    await screen.findByText('腾讯视频 · 美国 · 洛杉矶')
    typeNote('卡'.repeat(101))
    expect(await screen.findByText('101/100')).toBeTruthy()
    expect(screen.getByText('补充说明最多 100 个字')).toBeTruthy()
  })

  test('applies with what was typed and says it was sent', async () => {
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    await screen.findByText('腾讯视频 · 美国 · 洛杉矶')
    typeInto('custom__target', '爱奇艺')
    typeInto('custom__region', '日本 · 东京')
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('申请已提交，我们会尽快审核'))
    expect(mockedApply).toHaveBeenCalledWith(expect.objectContaining({ target: '爱奇艺', region: '日本 · 东京', note: '' }))
  })

  test('sends one application for a double tap', async () => {
    const answer = deferred<Application>()
    mockedApply.mockReturnValueOnce(answer.promise)
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    await screen.findByText('腾讯视频 · 美国 · 洛杉矶')
    typeInto('custom__target', '爱奇艺')
    typeInto('custom__region', '日本 · 东京')
    submit()
    submit()
    answer.resolve(application('L2', { kind: 'line' }))
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('申请已提交，我们会尽快审核'))
    expect(mockedApply).toHaveBeenCalledTimes(1)
  })

  test('keeps what was typed and says why the server refused', async () => {
    mockedApply.mockRejectedValueOnce(new Refusal(10342, '已有 3 个申请正在审核，请等待审核结果后再申请'))
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    await screen.findByText('腾讯视频 · 美国 · 洛杉矶')
    typeInto('custom__target', '爱奇艺')
    typeInto('custom__region', '日本 · 东京')
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('已有 3 个申请正在审核，请等待审核结果后再申请'))
    expect(document.querySelector<HTMLInputElement>('.custom__target input')?.value).toBe('爱奇艺')
  })

  test('tells an enterprise sub-account it cannot apply and sends nothing', async () => {
    mockedMembership.mockResolvedValue({ ...MEMBERSHIP, enterpriseSubAccount: true })
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    expect(await screen.findByTestId('custom-enterprise')).toBeTruthy()
    submit()
    await waitFor(() => expect(appStores.ui.toast?.text).toBe('企业子账号无法进行此操作'))
    expect(mockedApply).not.toHaveBeenCalled()
  })

  test('turns the submit off once the pending limit is reached', async () => {
    mockedMembership.mockResolvedValue({ ...MEMBERSHIP, pendingCount: 3 })
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    expect(await screen.findByTestId('custom-pending-limit')).toBeTruthy()
    expect(document.querySelector('.custom__submit')?.className).toContain('at-button--disabled')
  })

  test('says the page failed to load and loads it on a retry', async () => {
    mockedMembership.mockRejectedValueOnce(HttpError.network())
    renderWithStores(<CustomizedMembershipPage />, { session: signedInSession() })
    fireEvent.click(await screen.findByText('重试'))
    expect((await screen.findAllByText('CL-LAX-01')).length).toBeGreaterThan(0)
  })
})
