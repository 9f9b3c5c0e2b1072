import { fireEvent, screen } from '@testing-library/react'
import type { CoinRecord } from '@/api/welfare'
import CoinRecordsPage from '@/packages/welfare/coin-records'
import { resetAppStores, renderWithStores, startedSession } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { fakeWelfareApi, signedInSession, welfareStores } from '../../support/welfare'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

const EARNED_AUG_15 = new Date(2026, 7, 15, 10, 30).getTime()

function record(id: string, type: number, amount: number, createdAt = EARNED_AUG_15): CoinRecord {
  return { id, type, amount, createdAt }
}

function recordsLoader(list: CoinRecord[]) {
  return jest.fn(async () => ({ list, hasMore: false }))
}

describe('coin records page', () => {
  test('names each record by its type, with its amount and time', async () => {
    const loader = recordsLoader([record('a', 5, 2), record('b', 1, -200)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), undefined, loader) })
    await screen.findByText('每日签到')
    expect([screen.getByText('+2'), screen.getByText('-200'), screen.getByText('金币兑换')]).toHaveLength(3)
    expect(screen.getAllByText('2026-08-15 10:30')).toHaveLength(2)
  })

  test('gives the types without an agreed reading a neutral name, not a number', async () => {
    const loader = recordsLoader([record('a', 12, 5), record('b', 14, 5), record('c', 15, 5)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), undefined, loader) })
    expect(await screen.findAllByText('其他金币变动')).toHaveLength(3)
  })

  test('shows when earned coins expire', async () => {
    const loader = recordsLoader([record('a', 5, 2)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), undefined, loader) })
    expect(await screen.findByText('2026-11-30 过期')).toBeTruthy()
  })

  test('shows the coins expiring this month and the expiry rule', async () => {
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText(/本月将过期 40 金币/)
    expect(screen.getByText(/第 3 个月末过期，消费时优先使用最早过期的金币/)).toBeTruthy()
  })

  test('says so when there are no records', async () => {
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
    expect(await screen.findByText('暂无金币记录')).toBeTruthy()
  })

  test('shows an error with a retry when the records fail', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ list: [record('a', 5, 2)], hasMore: false })
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores(fakeWelfareApi(), undefined, loader) })
    fireEvent.click(await screen.findByText('重试'))
    expect(await screen.findByText('每日签到')).toBeTruthy()
  })

  test('asks a visitor to log in instead of loading', async () => {
    const loader = recordsLoader([])
    renderWithStores(<CoinRecordsPage />, { session: startedSession('/api'), ...welfareStores(fakeWelfareApi(), undefined, loader) })
    await screen.findByText('登录后查看金币明细')
    expect(loader).not.toHaveBeenCalled()
  })
})
