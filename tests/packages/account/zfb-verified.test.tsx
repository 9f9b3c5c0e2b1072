import { fireEvent, screen } from '@testing-library/react'
import { fetchCertifyResult } from '@/api/identity'
import ZfbVerifiedPage from '@/packages/account/zfb-verified'
import { Refusal } from '@/lib/refusal'
import { SessionStore } from '@/stores/session'
import { renderWithStores, resetAppStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

jest.mock('@/api/identity', () => ({
  ...jest.requireActual<typeof import('@/api/identity')>('@/api/identity'),
  fetchCertifyResult: jest.fn(),
}))

const mockedResult = jest.mocked(fetchCertifyResult)

function visitor(): SessionStore {
  return startedSession()
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedResult.mockReset().mockResolvedValue({ state: 'failed', name: '', finishedAt: Date.UTC(2026, 10, 20, 2, 0) })
})

afterEach(() => {
  resetAppStores()
  window.history.replaceState(null, '', '/')
})

describe('/zfbVerified', () => {
  test('reads the certification id from the semicolon query', async () => {
    window.history.replaceState(null, '', '/zfbVerified?certifyId=zfb-demo-failed;lang=zh_CN')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    const result = await screen.findByTestId('certify-result')
    expect([result.getAttribute('data-state'), mockedResult.mock.calls[0]]).toEqual(['failed', ['zfb-demo-failed']])
    expect(result.textContent).toContain('身份认证失败')
    expect(result.textContent).toContain('2026-11-20 10:00')
  })

  test('says "verification cancelled"', async () => {
    mockedResult.mockResolvedValue({ state: 'cancelled', name: '', finishedAt: 1 })
    window.history.replaceState(null, '', '/zfbVerified?certifyId=zfb-demo-cancelled')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    expect((await screen.findByTestId('certify-result')).textContent).toContain('认证已取消')
  })

  test('reads a pending verification again on refresh', async () => {
    mockedResult.mockResolvedValueOnce({ state: 'pending', name: '', finishedAt: 0 }).mockResolvedValueOnce({ state: 'passed', name: '*三', finishedAt: 1 })
    window.history.replaceState(null, '', '/zfbVerified?certifyId=zfb-demo-pending')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    fireEvent.click(await screen.findByText('刷新结果'))
    expect((await screen.findByText('认证成功')).textContent).toBe('认证成功')
    expect(screen.getByTestId('certify-result').textContent).toContain('*三')
  })

  test('asks nothing for a link without a certification id', () => {
    window.history.replaceState(null, '', '/zfbVerified?a=1;lang=zh_CN')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    expect(screen.getByText(/链接不完整，无法查询认证结果/)).toBeTruthy()
    expect(mockedResult).not.toHaveBeenCalled()
  })

  test('shows a 401 as a failed read with its retry', async () => {
    mockedResult.mockRejectedValue(new Refusal(401, '暂未登录'))
    window.history.replaceState(null, '', '/zfbVerified?certifyId=zfb-demo-failed')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    expect(await screen.findByText('认证结果查询失败，请稍后重试')).toBeTruthy()
    expect(screen.getByText('重试')).toBeTruthy()
  })

  test('says an unknown certification was not found', async () => {
    mockedResult.mockRejectedValue(new Refusal(10510, ''))
    window.history.replaceState(null, '', '/zfbVerified?certifyId=zfb-unknown-id')
    renderWithStores(<ZfbVerifiedPage />, { session: visitor() })
    expect(await screen.findByText(/未找到此次认证记录/)).toBeTruthy()
  })
})
