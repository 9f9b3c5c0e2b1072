import { fetchMemberRecords, memberRecordPage } from '@/api/records'
import { storedAnswer } from '@/api/shape'
import { taroFake } from '../support/taro-fake'
import { answerWith, lastRequest } from './wire'

const WIRE_RECORD = {
  orderNo: 'M2025010100010017',
  level: 'vip',
  payType: 3,
  obtainedAt: 1735689600000,
  addedDays: 30,
  benefitStart: 1735689600000,
  benefitEnd: 1738281600000,
  gifted: false,
  refundStatus: 'refundable',
  refundableUntil: 1736294400000,
  refundedAt: 0,
}

function answerPage(records: unknown[], extra: Record<string, unknown> = {}): void {
  answerWith({ code: 200, data: { list: records, page: 1, pageSize: 10, total: records.length, hasMore: false, ...extra } })
}

beforeEach(() => taroFake.reset())

describe('fetchMemberRecords', () => {
  test('asks GET /member/records with the page and page size', async () => {
    answerPage([])
    await fetchMemberRecords(2, 10)
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/member/records?page=2&pageSize=10'])
  })

  test('asks for ten rows when no page size is given', async () => {
    answerPage([])
    await fetchMemberRecords(1)
    expect(lastRequest().url).toBe('/api/member/records?page=1&pageSize=10')
  })

  test("comes with its wire data, which a kept copy reads again to the same records (issue 26)", async () => {
    answerPage([WIRE_RECORD])
    const { wire, ...page } = await fetchMemberRecords(1)
    const kept: unknown = JSON.parse(JSON.stringify(wire))
    expect(storedAnswer(memberRecordPage)(kept)).toEqual(page)
  })

  test('maps a record from the wire', async () => {
    answerPage([WIRE_RECORD])
    const page = await fetchMemberRecords(1)
    expect(page.list[0]).toEqual({
      orderNo: 'M2025010100010017',
      level: 'vip',
      paymentMethod: 'chatApp',
      obtainedAt: 1735689600000,
      addedDays: 30,
      benefitStart: 1735689600000,
      benefitEnd: 1738281600000,
      gifted: false,
      giftActivated: false,
      refundState: 'refundable',
      refundableUntil: 1736294400000,
      refundedAt: 0,
    })
  })

  test('reads a gift slot activated on the order', async () => {
    answerPage([{ ...WIRE_RECORD, giftActivated: 1 }])
    expect((await fetchMemberRecords(1)).list[0].giftActivated).toBe(true)
  })

  test('reads the paging fields', async () => {
    answerPage([WIRE_RECORD], { page: 3, total: 25, hasMore: true })
    const page = await fetchMemberRecords(3)
    expect([page.page, page.total, page.hasMore]).toEqual([3, 25, true])
  })

  test.each([
    [0, 'offline'],
    [1, 'paymentApp'],
    [2, 'miniProgram'],
    [3, 'chatApp'],
    [4, 'card'],
  ])('reads payType %i as %s', async (payType, method) => {
    answerPage([{ ...WIRE_RECORD, payType }])
    expect((await fetchMemberRecords(1)).list[0].paymentMethod).toBe(method)
  })

  test('reads a payment method it does not know as other', async () => {
    answerPage([{ ...WIRE_RECORD, payType: 9 }])
    expect((await fetchMemberRecords(1)).list[0].paymentMethod).toBe('other')
  })

  test('reads a missing payment method as none', async () => {
    answerPage([{ ...WIRE_RECORD, payType: null, gifted: true }])
    expect((await fetchMemberRecords(1)).list[0].paymentMethod).toBeNull()
  })

  test('reads gifted as 0/1 too', async () => {
    answerPage([{ ...WIRE_RECORD, gifted: 1 }])
    expect((await fetchMemberRecords(1)).list[0].gifted).toBe(true)
  })

  test('fills the optional times with 0', async () => {
    const { refundableUntil: _until, refundedAt: _at, ...record } = WIRE_RECORD
    answerPage([{ ...record, refundStatus: 'notRefundable' }])
    const [mapped] = (await fetchMemberRecords(1)).list
    expect([mapped.refundableUntil, mapped.refundedAt]).toEqual([0, 0])
  })

  test('rejects a refund state it does not know as bad-response', async () => {
    answerPage([{ ...WIRE_RECORD, refundStatus: 'pending' }])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ name: 'HttpError', kind: 'bad-response' })
  })

  test('rejects a membership level it does not know as bad-response', async () => {
    answerPage([{ ...WIRE_RECORD, level: 'gold' }])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a record without an order number as bad-response', async () => {
    const { orderNo: _orderNo, ...record } = WIRE_RECORD
    answerPage([record])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects negative added days as bad-response', async () => {
    answerPage([{ ...WIRE_RECORD, addedDays: -30 }])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a benefit time that ends before it starts as bad-response', async () => {
    answerPage([{ ...WIRE_RECORD, benefitEnd: WIRE_RECORD.benefitStart - 1 }])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a page whose list is not a list as bad-response', async () => {
    answerWith({ code: 200, data: { list: {}, page: 1, hasMore: false } })
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a page without hasMore as bad-response', async () => {
    answerWith({ code: 200, data: { list: [], page: 1 } })
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('rejects a non-200 code with an Refusal carrying the server message', async () => {
    answerWith({ code: 50001, msg: '服务繁忙' }, true)
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ name: 'Refusal', code: 50001, message: '服务繁忙' })
  })

  test('reads a payType written as a string', async () => {
    answerPage([{ ...WIRE_RECORD, payType: '1' }])
    expect((await fetchMemberRecords(1)).list[0].paymentMethod).toBe('paymentApp')
  })

  test('reads a payType that is no whole number as other', async () => {
    answerPage([{ ...WIRE_RECORD, payType: 1.5 }])
    expect((await fetchMemberRecords(1)).list[0].paymentMethod).toBe('other')
  })

  test('rejects a payType that is not a number as bad-response', async () => {
    answerPage([{ ...WIRE_RECORD, payType: 'card' }])
    await expect(fetchMemberRecords(1)).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('accepts a benefit time that ends when it starts', async () => {
    answerPage([{ ...WIRE_RECORD, benefitEnd: WIRE_RECORD.benefitStart }])
    expect((await fetchMemberRecords(1)).list[0].benefitEnd).toBe(WIRE_RECORD.benefitStart)
  })

  test('leaves the wire name payType out of the record', async () => {
    answerPage([WIRE_RECORD])
    expect((await fetchMemberRecords(1)).list[0]).not.toHaveProperty('payType')
  })
})
