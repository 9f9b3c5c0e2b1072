/** @jest-environment node */
import { asArray, asRecord, okData, readBoolean, readNumber, readOneOf, readPagedAnswer, readString } from '@/api/shape'
import { ApiError, HttpError } from '@/services/http/errors'

function thrownBy(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('nothing was thrown')
}

describe('okData', () => {
  it('returns the data of a code 200 answer', () => {
    expect(okData({ code: 200, msg: '', data: { a: 1 } })).toEqual({ a: 1 })
  })

  it('throws an ApiError for another code', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toBeInstanceOf(ApiError)
  })

  it('puts the code of a failed answer on the ApiError', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toHaveProperty('code', 10042)
  })

  it('puts the server message of a failed answer on the ApiError', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toHaveProperty('message', '金币不足')
  })

  it('treats a handled but non-200 code as a failure', () => {
    expect(thrownBy(() => okData({ code: 10079, msg: '', data: {} }))).toBeInstanceOf(ApiError)
  })
})

describe('asRecord', () => {
  it('returns an object as it is', () => {
    const value = { a: 1 }
    expect(asRecord(value)).toBe(value)
  })

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'x'],
    ['a number', 1],
    ['undefined', undefined],
  ])('rejects %s with an HttpError bad-response', (_label, value) => {
    expect(thrownBy(() => asRecord(value))).toMatchObject({ kind: 'bad-response' })
  })

  it('names what was expected in the error message', () => {
    expect(thrownBy(() => asRecord(null, 'user info'))).toHaveProperty('message', 'Unexpected response shape: user info')
  })

  it('throws an HttpError', () => {
    expect(thrownBy(() => asRecord(null))).toBeInstanceOf(HttpError)
  })
})

describe('asArray', () => {
  it('returns an array as it is', () => {
    const value = [1, 2]
    expect(asArray(value)).toBe(value)
  })

  it('rejects an object with an HttpError bad-response', () => {
    expect(thrownBy(() => asArray({ length: 0 }))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects null with an HttpError bad-response', () => {
    expect(thrownBy(() => asArray(null))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('readString', () => {
  it('reads a string', () => {
    expect(readString({ name: 'Ann' }, 'name')).toBe('Ann')
  })

  it('reads a number as its text', () => {
    expect(readString({ uid: 42 }, 'uid')).toBe('42')
  })

  it('takes the fallback for a missing field', () => {
    expect(readString({}, 'name', '')).toBe('')
  })

  it('takes the fallback for a null field', () => {
    expect(readString({ name: null }, 'name', 'none')).toBe('none')
  })

  it('rejects a missing field without a fallback', () => {
    expect(thrownBy(() => readString({}, 'name'))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a field of the wrong type even with a fallback', () => {
    expect(thrownBy(() => readString({ name: { first: 'Ann' } }, 'name', ''))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('readNumber', () => {
  it('reads a number', () => {
    expect(readNumber({ coins: 12 }, 'coins')).toBe(12)
  })

  it('reads a numeric string as a number', () => {
    expect(readNumber({ coins: '12' }, 'coins')).toBe(12)
  })

  it('takes the fallback for a missing field', () => {
    expect(readNumber({}, 'coins', 0)).toBe(0)
  })

  it('rejects a missing field without a fallback', () => {
    expect(thrownBy(() => readNumber({}, 'coins'))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a string that is not a number', () => {
    expect(thrownBy(() => readNumber({ coins: 'many' }, 'coins', 0))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a blank string', () => {
    expect(thrownBy(() => readNumber({ coins: ' ' }, 'coins', 0))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a number that is not finite', () => {
    expect(thrownBy(() => readNumber({ coins: Infinity }, 'coins', 0))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('readBoolean', () => {
  it('reads a boolean', () => {
    expect(readBoolean({ isVip: true }, 'isVip')).toBe(true)
  })

  it('reads 1 as true', () => {
    expect(readBoolean({ isVip: 1 }, 'isVip')).toBe(true)
  })

  it('reads 0 as false', () => {
    expect(readBoolean({ isVip: 0 }, 'isVip')).toBe(false)
  })

  it('takes the fallback for a missing field', () => {
    expect(readBoolean({}, 'isVip', false)).toBe(false)
  })

  it('rejects another number', () => {
    expect(thrownBy(() => readBoolean({ isVip: 2 }, 'isVip', false))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects the text true', () => {
    expect(thrownBy(() => readBoolean({ isVip: 'true' }, 'isVip', false))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('readOneOf', () => {
  it('returns a value the client knows', () => {
    expect(readOneOf({ status: 'done' }, 'status', ['todo', 'done'])).toBe('done')
  })

  it('rejects a value it does not know as bad-response', () => {
    expect(() => readOneOf({ status: 'maybe' }, 'status', ['todo', 'done'])).toThrow(expect.objectContaining({ kind: 'bad-response' }))
  })
})

describe('readPagedAnswer', () => {
  it('reads the rows, the page, whether more follow and the total', () => {
    const answer = readPagedAnswer({ list: [1, 2], page: 3, hasMore: true, total: 22 }, 'numbers', (item) => Number(item) * 10)
    expect(answer).toEqual({ list: [10, 20], page: 3, hasMore: true, total: 22 })
  })

  it('takes a missing total as 0', () => {
    expect(readPagedAnswer({ list: [], page: 1, hasMore: false }, 'numbers', Number).total).toBe(0)
  })

  it('rejects an answer without a list', () => {
    expect(() => readPagedAnswer({ page: 1, hasMore: false }, 'numbers', Number)).toThrow(expect.objectContaining({ kind: 'bad-response' }))
  })
})
