import { fireEvent, screen, waitFor } from '@testing-library/react'
import { fetchCoinRecords, type CoinRecord } from '@/api/welfare'
import CoinRecordsPage from '@/packages/welfare/coin-records'
import { getBySentence, keptWhole } from '../../support/dates'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'
import { chinaTime } from '../../support/time-zones'
import { signedInSession, welfareStores } from '../../support/welfare'

/** A sentence of the record list (the coin card above it may read the same expiry date). */
async function recordSentence(sentence: string): Promise<HTMLElement> {
  await screen.findAllByText((_, element) => element?.textContent === sentence)
  const list = document.querySelector('.coin-records__list')
  if (!list) throw new Error('the record list is not shown')
  return getBySentence(sentence, list)
}

jest.mock('@/api/welfare', () => ({ ...jest.requireActual<object>('@/api/welfare'), fetchCoinRecords: jest.fn() }))

const mockedRecords = jest.mocked(fetchCoinRecords)

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
  mockedRecords.mockReset()
  mockedRecords.mockResolvedValue({ list: [], page: 1, hasMore: false, total: 0 })
})

const EARNED_AUG_15 = chinaTime('2026-08-15T10:30')

function record(id: string, type: number, amount: number, createdAt = EARNED_AUG_15): CoinRecord {
  return { id, type, amount, createdAt }
}

/** The records endpoint answers these (the page's store calls it). */
function recordsLoader(list: CoinRecord[]) {
  return mockedRecords.mockResolvedValue({ list, page: 1, hasMore: false, total: list.length })
}

describe('coin records page', () => {
  test('names each record by its type, with its amount and time', async () => {
    recordsLoader([record('a', 5, 2), record('b', 1, -200)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
    await screen.findByText('每日签到')
    expect([screen.getByText('+2'), screen.getByText('-200'), screen.getByText('金币兑换')]).toHaveLength(3)
    expect(screen.getAllByText('2026-08-15 10:30')).toHaveLength(2)
  })

  test('gives the types without an agreed reading a neutral name, not a number', async () => {
    recordsLoader([record('a', 12, 5), record('b', 14, 5), record('c', 15, 5)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
    expect(await screen.findAllByText('其他金币变动')).toHaveLength(3)
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
    mockedRecords.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ list: [record('a', 5, 2)], page: 1, hasMore: false, total: 1 })
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
    fireEvent.click(await screen.findByText('重试'))
    expect(await screen.findByText('每日签到')).toBeTruthy()
  })

  test('tells an English reader the day earned coins expire', async () => {
    recordsLoader([record('a', 5, 2)])
    renderWithStores(<CoinRecordsPage />, { session: signedInSession(), translation: translationIn('en_US'), ...welfareStores() })
    expect(await recordSentence('Expires on 2026-11-30')).toBeTruthy()
  })

  test("tells an English reader the day this month's expiring coins expire, on the balance", async () => {
    const { container } = renderWithStores(<CoinRecordsPage />, { session: signedInSession(), translation: translationIn('en_US'), ...welfareStores() })
    await screen.findByText(/40 coins expire this month/)
    expect(container.querySelector('.coin-balance__expiring')?.textContent).toMatch(/ · Expiring on 2026-11-30$/)
  })

  test('shows ten rows of a 1,000-row answer and asks for page 2 on a scroll', async () => {
    // jsdom lays nothing out: the list's content is made taller than the list, so only a scroll asks for more
    const tall = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.id.endsWith('-content') ? 5000 : 0
      return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 375, width: 375, height, toJSON: () => ({}) }
    })
    try {
      // a server that ignores the page size answers 1,000 rows for each of its three pages
      mockedRecords.mockImplementation(async (page) => ({
        list: Array.from({ length: 1000 }, (_, index) => record(`p${page}-${index}`, 5, 2)),
        page,
        hasMore: page < 3,
        total: 3000,
      }))
      const { container } = renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
      await waitFor(() => expect(container.querySelectorAll('.coin-record')).toHaveLength(10))
      fireEvent.scroll(container.querySelector('.scroll-list') as Element)
      await waitFor(() => expect(container.querySelectorAll('.coin-record')).toHaveLength(20))
      expect(mockedRecords.mock.calls).toEqual([[1, 10], [2, 10]])
    } finally {
      tall.mockRestore()
    }
  })

  test('asks a visitor to log in instead of loading', async () => {
    const loader = recordsLoader([])
    renderWithStores(<CoinRecordsPage />, { session: startedSession('/api'), ...welfareStores() })
    await screen.findByText('登录后查看金币明细')
    expect(loader).not.toHaveBeenCalled()
  })
})

describe('coin record dates in China time', () => {
  function renderRecords(list: CoinRecord[]) {
    recordsLoader(list)
    return renderWithStores(<CoinRecordsPage />, { session: signedInSession(), ...welfareStores() })
  }

  test('shows a record made at 23:30 UTC on the 29th at its China time on the 30th', async () => {
    const { container } = renderRecords([record('a', 5, 2, Date.UTC(2026, 3, 29, 23, 30))])
    await screen.findByText('每日签到')
    expect(container.querySelector('.coin-record__time')?.textContent).toBe('2026-04-30 07:30')
  })

  test('shows when earned coins expire', async () => {
    renderRecords([record('a', 5, 2)])
    expect(await recordSentence('2026-11-30 过期')).toBeTruthy()
  })

  test('keeps the date earned coins expire on one line', async () => {
    renderRecords([record('a', 5, 2)])
    expect(keptWhole(await recordSentence('2026-11-30 过期'))).toEqual(['2026-11-30'])
  })

  test('shows coins earned late on the last China evening of a month expiring with that month', async () => {
    renderRecords([record('a', 5, 2, chinaTime('2026-08-31T23:30'))])
    expect(await recordSentence('2026-11-30 过期')).toBeTruthy()
  })

  test('shows coins earned in the first China minute of a month expiring a month later, on the 31st', async () => {
    renderRecords([record('a', 5, 2, chinaTime('2026-09-01T00:00'))])
    expect(await recordSentence('2026-12-31 过期')).toBeTruthy()
  })

  test('shows the expiry date of the coins expiring this month on the balance', async () => {
    const { container } = renderRecords([])
    await screen.findByText(/本月将过期 40 金币/)
    expect(container.querySelector('.coin-balance__expiring')?.textContent).toMatch(/ · 2026-11-30 过期$/)
  })
})
