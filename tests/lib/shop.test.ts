/** @jest-environment node */
import {
  balanceAfterExchange,
  exchangeRefusal,
  exchangesLeft,
  formatPriceDifference,
  issueDeadline,
  missingSignInDays,
  payDeadline,
  refusalOfCode,
  EXCHANGE_REFUSAL_CODES,
  type ExchangeAccount,
  type GoodsFacts,
} from '@/lib/shop'


const GOODS: GoodsFacts = { price: 100, priceDifference: 0, stock: 5, requiredSignInDays: 3, limitPerUser: 2, exchangedCount: 0 }
const ACCOUNT: ExchangeAccount = { coins: 500, signInDays: 10, inviteRestricted: false, enterpriseSubAccount: false, isIOS: false }

describe('exchangeRefusal (spec 5, 6)', () => {
  test('lets an account with coins, days and stock exchange', () => {
    expect(exchangeRefusal(GOODS, ACCOUNT)).toBeUndefined()
  })

  test('refuses with exactly as many coins as the price missing one', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, coins: 99 })).toBe('insufficientCoins')
  })

  test('leaves the balance to the server when only an earlier visit\'s is known', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, coins: undefined })).toBeUndefined()
  })

  test('lets an account spend its last coin', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, coins: 100 })).toBeUndefined()
  })

  test('refuses goods out of stock', () => {
    expect(exchangeRefusal({ ...GOODS, stock: 0 }, ACCOUNT)).toBe('outOfStock')
  })

  test('refuses an account one sign-in day short', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, signInDays: 2 })).toBe('signInDays')
  })

  test('refuses once the per-user limit is reached', () => {
    expect(exchangeRefusal({ ...GOODS, exchangedCount: 2 }, ACCOUNT)).toBe('limitReached')
  })

  test('has no limit when the limit is 0', () => {
    expect(exchangeRefusal({ ...GOODS, limitPerUser: 0, exchangedCount: 40 }, ACCOUNT)).toBeUndefined()
  })

  test('refuses a price difference on iOS only', () => {
    const withDifference = { ...GOODS, priceDifference: 9.9 }
    expect([exchangeRefusal(withDifference, { ...ACCOUNT, isIOS: true }), exchangeRefusal(withDifference, ACCOUNT)]).toEqual([
      'iosPriceDifference',
      undefined,
    ])
  })

  test('lets iOS exchange goods without a price difference', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, isIOS: true })).toBeUndefined()
  })

  test('refuses an account restricted for abnormal invitations before anything else of the goods', () => {
    expect(exchangeRefusal({ ...GOODS, stock: 0 }, { ...ACCOUNT, inviteRestricted: true })).toBe('inviteRestricted')
  })

  test('refuses an enterprise sub-account first', () => {
    expect(exchangeRefusal(GOODS, { ...ACCOUNT, inviteRestricted: true, enterpriseSubAccount: true, coins: 0 })).toBe('enterpriseSubAccount')
  })

  test('names what no top-up mends before missing coins', () => {
    expect(exchangeRefusal({ ...GOODS, stock: 0 }, { ...ACCOUNT, coins: 0 })).toBe('outOfStock')
  })
})

describe('missingSignInDays', () => {
  test('counts the days still missing', () => {
    expect(missingSignInDays({ requiredSignInDays: 365 }, 80)).toBe(285)
  })

  test('is 0 with more days than needed', () => {
    expect(missingSignInDays({ requiredSignInDays: 3 }, 80)).toBe(0)
  })
})

describe('exchangesLeft', () => {
  test('counts what the limit still allows', () => {
    expect(exchangesLeft({ limitPerUser: 3, exchangedCount: 1 })).toBe(2)
  })

  test('is undefined without a limit', () => {
    expect(exchangesLeft({ limitPerUser: 0, exchangedCount: 1 })).toBeUndefined()
  })

  test('never goes below 0 when the server counted more', () => {
    expect(exchangesLeft({ limitPerUser: 1, exchangedCount: 3 })).toBe(0)
  })
})

describe('balanceAfterExchange', () => {
  test('takes the price from the balance', () => {
    expect(balanceAfterExchange(1280, 100)).toBe(1180)
  })

  test('never shows a negative balance', () => {
    expect(balanceAfterExchange(50, 100)).toBe(0)
  })
})

describe('formatPriceDifference', () => {
  test('writes two decimals', () => {
    expect([formatPriceDifference(9.9), formatPriceDifference(10), formatPriceDifference(0.005)]).toEqual(['9.90', '10.00', '0.01'])
  })
})

describe('refusalOfCode', () => {
  test('reads every refusal back from its code', () => {
    for (const [refusal, code] of Object.entries(EXCHANGE_REFUSAL_CODES)) expect(refusalOfCode(code)).toBe(refusal)
  })

  test('knows no refusal for another code', () => {
    expect(refusalOfCode(200)).toBeUndefined()
  })
})

describe('order deadlines in China time', () => {
  test('an order of a Monday is issued by the end of Wednesday', () => {
    expect(issueDeadline(Date.parse('2025-06-16T10:00:00+08:00'))).toBe(Date.parse('2025-06-18T23:59:59.999+08:00'))
  })

  test('an order of a Friday is issued by the end of Tuesday: the weekend does not count', () => {
    expect(issueDeadline(Date.parse('2025-06-20T10:00:00+08:00'))).toBe(Date.parse('2025-06-24T23:59:59.999+08:00'))
  })

  test('an order made late on Friday in China time, still Friday morning in New York, counts from the China day', () => {
    expect(issueDeadline(Date.parse('2025-06-20T23:30:00+08:00'))).toBe(Date.parse('2025-06-24T23:59:59.999+08:00'))
  })

  test('an order of a Saturday is issued by the end of Tuesday', () => {
    expect(issueDeadline(Date.parse('2025-06-21T00:10:00+08:00'))).toBe(Date.parse('2025-06-24T23:59:59.999+08:00'))
  })

  test('a price difference is paid within 30 minutes', () => {
    const createdAt = Date.parse('2025-06-20T23:45:00+08:00')
    expect(payDeadline(createdAt) - createdAt).toBe(30 * 60 * 1000)
  })
})
