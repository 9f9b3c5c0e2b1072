import { formatMessage, SUPPORTED_LANGUAGES } from '@/lib/i18n'
import {
  BIND_REWARD_VIP_HOURS,
  coinsEarnedNowExpireOn,
  EXCHANGE_ISSUE_WORKING_DAYS,
  FOLLOW_REWARD,
  INVITE_REWARD,
  SHARE_SCREENSHOT_REWARD,
  welfareRuleValues,
} from '@/lib/welfare-rules'
import { SIGN_IN_COUPON, SIGN_IN_DAILY_COINS } from '@/lib/sign-in'
import { allTextsIn } from '../support/texts'
import { chinaTime } from '../support/time-zones'

const NOW = chinaTime('2025-01-15T10:00:00')

describe('spec 9 figures', () => {
  test('a daily sign-in gives 2 coins', () => {
    expect(SIGN_IN_DAILY_COINS).toBe(2)
  })

  test('a 7-day streak gives a freight coupon of 50 off orders over 500', () => {
    expect(SIGN_IN_COUPON).toEqual({ amount: 50, threshold: 500 })
  })

  test('following the official account gives 30 coins or 1 hour of VIP', () => {
    expect(FOLLOW_REWARD).toEqual({ coins: 30, vipHours: 1 })
  })

  test('binding an email or phone gives 6 hours of VIP', () => {
    expect(BIND_REWARD_VIP_HOURS).toBe(6)
  })

  test('a share screenshot gives 100 coins, reviewed within 2 working days', () => {
    expect(SHARE_SCREENSHOT_REWARD).toEqual({ coins: 100, reviewWorkingDays: 2 })
  })

  test('an invite gives 100 coins or 1 day of VIP, 10% (or 10% + 5%) of bought time, within 1 hour', () => {
    expect(INVITE_REWARD).toEqual({ coins: 100, vipDays: 1, purchaseSharePercent: 10, secondSharePercent: 5, creditWithinHours: 1 })
  })

  test('exchanges are issued within 2 working days', () => {
    expect(EXCHANGE_ISSUE_WORKING_DAYS).toBe(2)
  })
})

describe('welfareRuleValues', () => {
  test('takes the sign-in cap, cycle and new-user bonus from the sign-in rules', () => {
    expect(welfareRuleValues(NOW)).toMatchObject({
      dailyCap: 50,
      cycleDays: 7,
      newUserCoins: 100,
      newUserStreak: 3,
      newUserWindowDays: 7,
    })
  })

  test('takes the coin lifetime from the coin rules', () => {
    expect(welfareRuleValues(NOW).expiryMonths).toBe(3)
  })

  test('dates the expiry example by the given time', () => {
    expect(welfareRuleValues(NOW).expiryExample).toBe('2025-04-30')
  })

  test.each(SUPPORTED_LANGUAGES)('fills every placeholder of the rule texts in %s', (language) => {
    const values = welfareRuleValues(NOW)
    const ruleTexts = Object.entries(allTextsIn(language)).filter(([key]) => key.startsWith('rule.'))
    expect(ruleTexts.length).toBeGreaterThan(10)
    for (const [key, template] of ruleTexts) {
      expect([key, formatMessage(template, values)]).toEqual([key, expect.not.stringMatching(/\{\w+\}/)])
    }
  })

  test('names the same figures in every language', () => {
    const figures = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
      Object.entries(allTextsIn(language))
        .filter(([key]) => key.startsWith('rule.'))
        .map(([key, template]) => [key, [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()])
    for (const language of SUPPORTED_LANGUAGES) {
      expect(figures(language)).toEqual(figures('zh_CN'))
    }
  })
})

describe('the expiry example', () => {
  describe('coinsEarnedNowExpireOn', () => {
    test('coins earned in January expire on the last day of April', () => {
      expect(coinsEarnedNowExpireOn(chinaTime('2025-01-15T10:00:00'))).toBe('2025-04-30')
    })

    test('coins earned late on the last evening of a month count for that month', () => {
      expect(coinsEarnedNowExpireOn(chinaTime('2025-01-31T23:30:00'))).toBe('2025-04-30')
    })

    test('coins earned just after midnight China time count for the new month', () => {
      expect(coinsEarnedNowExpireOn(chinaTime('2025-02-01T00:30:00'))).toBe('2025-05-31')
    })

    test('coins earned in November expire at the end of February of the next year', () => {
      expect(coinsEarnedNowExpireOn(chinaTime('2024-11-10T12:00:00'))).toBe('2025-02-28')
    })

    test('coins earned in a leap year November expire on 29 February', () => {
      expect(coinsEarnedNowExpireOn(chinaTime('2023-11-10T12:00:00'))).toBe('2024-02-29')
    })
  })
})
