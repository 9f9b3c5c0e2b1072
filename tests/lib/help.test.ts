/** @jest-environment node */
import {
  DEFAULT_HELP_GROUP,
  HELP_GROUPS,
  HELP_KEYWORD_MAX_LENGTH,
  helpDetailsQuery,
  helpGroupOf,
  isHelpGroup,
  normaliseKeyword,
  parseQuestionId,
  refundQuestionQuery,
} from '@/lib/help'
import { WRONG_TYPES } from '../support/wrong-types'

describe('HELP_GROUPS', () => {
  it('are speed up, recharge, other and membership, in the order of the tabs', () => {
    expect(HELP_GROUPS).toEqual(['speedUp', 'recharge', 'other', 'membership'])
  })
})

describe('isHelpGroup', () => {
  it.each(['speedUp', 'recharge', 'other', 'membership'])('accepts %s', (group) => {
    expect(isHelpGroup(group)).toBe(true)
  })

  it.each([['Recharge'], ['refund'], [''], [undefined], [1]])('rejects %p', (value) => {
    expect(isHelpGroup(value)).toBe(false)
  })
})

describe('helpGroupOf', () => {
  it('keeps a known group', () => {
    expect(helpGroupOf('membership')).toBe('membership')
  })

  it('falls back to the first group for an unknown value', () => {
    expect(helpGroupOf('vip')).toBe(DEFAULT_HELP_GROUP)
  })

  it('falls back to the first group when there is no value', () => {
    expect(helpGroupOf(undefined)).toBe('speedUp')
  })
})

describe('parseQuestionId', () => {
  it('reads a positive id written in digits', () => {
    expect(parseQuestionId('64')).toBe(64)
  })

  it('ignores spaces around the digits', () => {
    expect(parseQuestionId(' 48 ')).toBe(48)
  })

  it('accepts a positive whole number', () => {
    expect(parseQuestionId(11)).toBe(11)
  })

  it.each([['0'], ['-3'], ['6.4'], ['1e3'], ['0x40'], ['abc'], [''], [undefined], ['64abc'], ['1234567890']])(
    'gives no id for %p',
    (value) => {
      expect(parseQuestionId(value)).toBeUndefined()
    },
  )

  it('gives no id for a fractional number', () => {
    expect(parseQuestionId(1.5)).toBeUndefined()
  })
})

describe('normaliseKeyword', () => {
  it('trims the ends and collapses inner whitespace', () => {
    expect(normaliseKeyword('  自动   续费 \n')).toBe('自动 续费')
  })

  it('gives an empty keyword for blank input', () => {
    expect(normaliseKeyword(' \t ')).toBe('')
  })

  it('cuts a long keyword to the maximum length', () => {
    expect(normaliseKeyword('退'.repeat(50))).toBe('退'.repeat(HELP_KEYWORD_MAX_LENGTH))
  })

  it('does not split a character made of two UTF-16 units', () => {
    const keyword = normaliseKeyword('😀'.repeat(HELP_KEYWORD_MAX_LENGTH + 2))
    expect(Array.from(keyword)).toHaveLength(HELP_KEYWORD_MAX_LENGTH)
    expect(keyword).toBe('😀'.repeat(HELP_KEYWORD_MAX_LENGTH))
  })
})

test('helpDetailsQuery carries q, t and id', () => {
  expect(helpDetailsQuery('refund', 2, 48)).toEqual({ q: 'refund', t: 2, id: 48 })
})

test('refundQuestionQuery opens the refund question of this environment in the recharge group', () => {
  expect(refundQuestionQuery('如何申请退款？')).toEqual({ q: '如何申请退款？', t: 'recharge', id: 64 })
})

describe('query values of the wrong type', () => {
  // a whole number is an id by contract
  it.each(WRONG_TYPES.filter(([, value]) => typeof value !== 'number'))('parseQuestionId reads %s as no id', (_name, value) => {
    expect(parseQuestionId(value)).toBeUndefined()
  })

  it.each(WRONG_TYPES)('normaliseKeyword reads %s as no keyword', (_name, value) => {
    expect(normaliseKeyword(value)).toBe('')
  })

  it.each(WRONG_TYPES)('helpGroupOf reads %s as the first group', (_name, value) => {
    expect(helpGroupOf(value)).toBe(DEFAULT_HELP_GROUP)
  })
})
