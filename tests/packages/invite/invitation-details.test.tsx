import { fireEvent, screen, waitFor } from '@testing-library/react'
import { encrypt } from '@/lib/crypto'
import InvitationDetailsPage from '@/packages/invite/invitation-details'
import { trackPageView } from '@/services/analytics'
import { MOCK_KEY } from '../../api/wire'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake, type FakeRequestOptions } from '../../support/taro-fake'
import { signedInSession } from '../../support/welfare'

jest.mock('@/services/analytics', () => ({ configureAnalytics: jest.fn(), trackPageView: jest.fn() }))

const IV = new Uint8Array(16).fill(5)
const INVITED = Date.parse('2025-06-20T10:00:00+08:00')

function inviteRow(state: string, id = `${state}-1`) {
  return { id, friend: '138****5566', state, invitedAt: INVITED, rewardCoins: state === 'completed' ? 100 : 0, rewardVipDays: 0 }
}

type Envelope = { code: number; msg?: string; data?: unknown }

/** Answers by path and query: each state its own row, the coin records their types. */
function answer(handler: (path: string, query: URLSearchParams) => Envelope) {
  taroFake.requestHandler = async (options: FakeRequestOptions) => {
    const url = new URL(options.url, 'https://host.example')
    const envelope = handler(url.pathname.replace(/^\/api/, ''), url.searchParams)
    const data = envelope.data === undefined ? undefined : encrypt(JSON.stringify(envelope.data), MOCK_KEY, IV)
    return { statusCode: 200, data: JSON.stringify({ code: envelope.code, msg: envelope.msg ?? '', data }) }
  }
}

function listOf(list: unknown[]) {
  return { code: 200, data: { list, page: 1, hasMore: false, total: list.length } }
}

const COIN_ROWS = [
  { id: 'cr3', type: 10, amount: 20, createdAt: INVITED },
  { id: 'cr2', type: 2, amount: 100, createdAt: INVITED - 1000 },
  { id: 'cr1', type: 3, amount: 100, createdAt: INVITED - 2000 },
]

function demoAnswers() {
  answer((path, query) => (path === '/invite/records' ? listOf([inviteRow(query.get('state') ?? '')]) : listOf(COIN_ROWS)))
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  jest.clearAllMocks()
})

describe('invitation details page', () => {
  test('opens on the waiting-for-acceleration tab with its meaning and the masked friend', async () => {
    demoAnswers()
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    expect(await screen.findByText('138****5566')).toBeTruthy()
    expect(screen.getByTestId('invite-record').getAttribute('data-state')).toBe('waitingAcceleration')
    expect(screen.getByTestId('invite-state-meaning').textContent).toBe(
      '好友已注册，但还没有在新设备上首次加速；首次加速后，奖励在 1 小时内到账',
    )
  })

  test.each([
    ['pendingPayout', '风控审核中，奖励在 1 小时内到账'],
    ['completed', '奖励已到账'],
    ['invalid', '好友没有在新设备上首次加速，邀请已失效，没有奖励'],
    ['toAppeal', '奖励因风控暂不发放；如有异议，请发邮件至 appeal@speedup.example 申诉'],
    ['toPay', '好友有待支付的会员订单；支付后，你可获得其购买时长的 10%'],
    ['violating', '违规，无奖励'],
  ])('shows the %s rows with what the state means', async (state, meaning) => {
    demoAnswers()
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    await screen.findByText('138****5566')
    fireEvent.click(document.querySelector(`[data-testid="invite-state-tab"][data-state="${state}"]`) as HTMLElement)
    await waitFor(() => expect(screen.getByTestId('invite-record').getAttribute('data-state')).toBe(state))
    expect(screen.getByTestId('invite-state-meaning').textContent).toBe(meaning)
  })

  test('shows the coins a completed invitation earned', async () => {
    demoAnswers()
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    await screen.findByText('138****5566')
    fireEvent.click(screen.getByText('已完成'))
    expect(await screen.findByText('+100 金币')).toBeTruthy()
  })

  test('lists the coin details of types 2, 3 and 10 and tracks the coin detail view', async () => {
    demoAnswers()
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    await screen.findByText('138****5566')
    fireEvent.click(screen.getByText('金币明细'))
    await waitFor(() => expect(screen.getAllByTestId('invite-coin-record')).toHaveLength(3))
    expect(screen.getByText('好友连续签到奖励')).toBeTruthy()
    expect(screen.getByText('通过邀请注册')).toBeTruthy()
    expect(jest.mocked(trackPageView).mock.calls.map(([name]) => name)).toEqual(['YaoQing_PV', 'JinBiMingXi_PV'])
  })

  test('says the tab is empty', async () => {
    answer(() => listOf([]))
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    expect(await screen.findByText('这里还没有邀请记录')).toBeTruthy()
  })

  test('says the records failed to load and reads them again on retry', async () => {
    let fail = true
    answer((_path, query) => (fail ? { code: 500, msg: 'down' } : listOf([inviteRow(query.get('state') ?? '')])))
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    expect(await screen.findByText('邀请明细加载失败')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('重试'))
    expect(await screen.findByText('138****5566')).toBeTruthy()
  })

  test('asks a visitor to log in and asks for nothing', async () => {
    answer(() => listOf([]))
    const session = startedSession()
    session.setToken(undefined)
    renderWithStores(<InvitationDetailsPage />, { session })
    expect(await screen.findByText('登录后查看你邀请的好友和所得奖励')).toBeTruthy()
    expect(taroFake.requests).toHaveLength(0)
  })

  test('tells a blacklisted account why and asks for nothing', async () => {
    answer(() => listOf([]))
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession({ riskStatus: 1 }) })
    expect(await screen.findByTestId('restricted-notice')).toBeTruthy()
    expect(taroFake.requests).toHaveLength(0)
  })

  test('shows the reward figures of spec 9', async () => {
    demoAnswers()
    renderWithStores(<InvitationDetailsPage />, { session: signedInSession() })
    expect(await screen.findByText(/你和好友各得 100 金币或 1 天 VIP/)).toBeTruthy()
  })
})
