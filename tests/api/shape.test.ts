/** @jest-environment node */
import * as v from 'valibot'
import { loginDevices } from '@/api/devices'
import { calendarDate, coinFigure, count, flag, knownRows, num, okData, pagedAnswer, parseAnswer, storedAnswer, text } from '@/api/shape'
import { membershipEnds } from '@/api/user'
import { welfareSummary } from '@/api/welfare'
import { Refusal } from '@/lib/refusal'
import { recordFailure } from '@/platform/failure-log'
import { HttpError } from '@/services/http/errors'

// the report itself, with its endpoint, is tested against the real client in shape.report.test.ts
jest.mock('@/platform/failure-log', () => ({ recordFailure: jest.fn() }))

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

  it('throws an Refusal for another code', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toBeInstanceOf(Refusal)
  })

  it('puts the code of a failed answer on the Refusal', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toHaveProperty('code', 10042)
  })

  it('puts the server message of a failed answer on the Refusal', () => {
    expect(thrownBy(() => okData({ code: 10042, msg: '金币不足', data: null }))).toHaveProperty('message', '金币不足')
  })

  it('treats a handled but non-200 code as a failure', () => {
    expect(thrownBy(() => okData({ code: 10079, msg: '', data: {} }))).toBeInstanceOf(Refusal)
  })
})

describe('parseAnswer', () => {
  const user = v.object({ uid: text, coins: v.nullish(num, 0) })

  it('returns what the schema reads', () => {
    expect(parseAnswer(user, { uid: 'u1', coins: 3 })).toEqual({ uid: 'u1', coins: 3 })
  })

  it('leaves out fields the schema does not name', () => {
    expect(parseAnswer(user, { uid: 'u1', coins: 3, pageSize: 10 })).toEqual({ uid: 'u1', coins: 3 })
  })

  it.each([
    ['null', null],
    ['a string', 'x'],
    ['a number', 1],
    ['undefined', undefined],
  ])('rejects %s where an object is expected with an HttpError bad-response', (_label, value) => {
    expect(thrownBy(() => parseAnswer(user, value))).toMatchObject({ kind: 'bad-response' })
  })

  it('throws an HttpError', () => {
    expect(thrownBy(() => parseAnswer(user, null))).toBeInstanceOf(HttpError)
  })

  it('names the path of the first bad field in the error message, for the log', () => {
    const list = v.object({ list: v.array(user) })
    expect(thrownBy(() => parseAnswer(list, { list: [{ uid: 'u1' }, { uid: 'u2', coins: 'many' }] }))).toHaveProperty(
      'message',
      expect.stringMatching(/^Unexpected response shape: list\.1\.coins /),
    )
  })

  it('records a bad answer as answerShape by the path of its field, without its value', () => {
    thrownBy(() => parseAnswer(v.object({ list: v.array(user) }), { list: [{ uid: 'u1' }, { uid: 'u2', coins: 'many' }] }))
    expect(recordFailure).toHaveBeenLastCalledWith('an answer: list.1.coins', 'answerShape')
  })

  it('names the answer itself when the whole answer is wrong', () => {
    expect(thrownBy(() => parseAnswer(user, null))).toHaveProperty('message', expect.stringMatching(/^Unexpected response shape: answer /))
  })

  it('rejects an object where a list is expected', () => {
    expect(thrownBy(() => parseAnswer(v.array(text), { length: 0 }))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects null where a list is expected', () => {
    expect(thrownBy(() => parseAnswer(v.array(text), null))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('text', () => {
  const name = v.object({ name: text })
  const optionalName = v.object({ name: v.nullish(text, '') })

  it('reads a string', () => {
    expect(parseAnswer(name, { name: 'Ann' }).name).toBe('Ann')
  })

  it('reads a number as its text', () => {
    expect(parseAnswer(text, 42)).toBe('42')
  })

  it('takes the default for a missing field', () => {
    expect(parseAnswer(optionalName, {}).name).toBe('')
  })

  it('takes the default for a null field', () => {
    expect(parseAnswer(v.object({ name: v.nullish(text, 'none') }), { name: null }).name).toBe('none')
  })

  it('rejects a missing field without a default', () => {
    expect(thrownBy(() => parseAnswer(name, {}))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a field of the wrong type even with a default', () => {
    expect(thrownBy(() => parseAnswer(optionalName, { name: { first: 'Ann' } }))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('num', () => {
  const coins = v.object({ coins: v.nullish(num, 0) })

  it('reads a number', () => {
    expect(parseAnswer(num, 12)).toBe(12)
  })

  it('reads a numeric string as a number', () => {
    expect(parseAnswer(num, '12')).toBe(12)
  })

  it('reads a negative decimal string as a number', () => {
    expect(parseAnswer(num, '-1.5')).toBe(-1.5)
  })

  it('takes the default for a missing field', () => {
    expect(parseAnswer(coins, {}).coins).toBe(0)
  })

  it('rejects a missing field without a default', () => {
    expect(thrownBy(() => parseAnswer(v.object({ coins: num }), {}))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a string that is not a number', () => {
    expect(thrownBy(() => parseAnswer(coins, { coins: 'many' }))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a blank string', () => {
    expect(thrownBy(() => parseAnswer(coins, { coins: ' ' }))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a number that is not finite', () => {
    expect(thrownBy(() => parseAnswer(coins, { coins: Infinity }))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a string that is not finite', () => {
    expect(thrownBy(() => parseAnswer(num, 'Infinity'))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a boolean', () => {
    expect(thrownBy(() => parseAnswer(num, true))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('coinFigure', () => {
  const answer = v.object({ remainCoins: coinFigure })

  it('takes a number or a numeric string', () => {
    expect(v.parse(answer, { remainCoins: 55 }).remainCoins).toBe(55)
    expect(v.parse(answer, { remainCoins: '55' }).remainCoins).toBe(55)
  })

  it('reads a missing or non-numeric figure as absent (spec 4), never as bad data', () => {
    expect(v.parse(answer, {}).remainCoins).toBeUndefined()
    expect(v.parse(answer, { remainCoins: 'n/a' }).remainCoins).toBeUndefined()
    expect(v.parse(answer, { remainCoins: null }).remainCoins).toBeUndefined()
    expect(v.parse(answer, { remainCoins: '' }).remainCoins).toBeUndefined()
  })
})

describe('count', () => {
  it('reads a whole number written as a string', () => {
    expect(parseAnswer(count, '7')).toBe(7)
  })

  it('reads 0', () => {
    expect(parseAnswer(count, 0)).toBe(0)
  })

  it('rejects a negative number', () => {
    expect(thrownBy(() => parseAnswer(count, -1))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a fraction', () => {
    expect(thrownBy(() => parseAnswer(count, 1.5))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('flag', () => {
  it('reads a boolean', () => {
    expect(parseAnswer(flag, true)).toBe(true)
  })

  it('reads 1 as true', () => {
    expect(parseAnswer(flag, 1)).toBe(true)
  })

  it('reads 0 as false', () => {
    expect(parseAnswer(flag, 0)).toBe(false)
  })

  it('takes the default for a missing field', () => {
    expect(parseAnswer(v.object({ isVip: v.nullish(flag, false) }), {}).isVip).toBe(false)
  })

  it('rejects another number', () => {
    expect(thrownBy(() => parseAnswer(flag, 2))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects the text true', () => {
    expect(thrownBy(() => parseAnswer(flag, 'true'))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('picklist fields', () => {
  const status = v.picklist(['todo', 'done'])

  it('returns a value the client knows', () => {
    expect(parseAnswer(status, 'done')).toBe('done')
  })

  it('rejects a value it does not know as bad-response', () => {
    expect(() => parseAnswer(status, 'maybe')).toThrow(expect.objectContaining({ kind: 'bad-response' }))
  })
})

describe('calendarDate', () => {
  it('reads a China-time calendar date', () => {
    expect(parseAnswer(calendarDate, '2026-11-23')).toBe('2026-11-23')
  })

  it('rejects a day that does not exist', () => {
    expect(thrownBy(() => parseAnswer(calendarDate, '2026-02-30'))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a date with a time', () => {
    expect(thrownBy(() => parseAnswer(calendarDate, '2026-11-23T00:00:00+08:00'))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a timestamp', () => {
    expect(thrownBy(() => parseAnswer(calendarDate, 1763827200000))).toMatchObject({ kind: 'bad-response' })
  })
})

describe('pagedAnswer', () => {
  const numbers = pagedAnswer(v.pipe(num, v.transform((value) => value * 10)))

  it('reads the rows, the page, whether more follow and the total', () => {
    expect(parseAnswer(numbers, { list: [1, 2], page: 3, hasMore: true, total: 22 })).toEqual({ list: [10, 20], page: 3, hasMore: true, total: 22 })
  })

  it('takes a missing total as 0', () => {
    expect(parseAnswer(numbers, { list: [], page: 1, hasMore: false }).total).toBe(0)
  })

  it('rejects an answer without a list', () => {
    expect(() => parseAnswer(numbers, { page: 1, hasMore: false })).toThrow(expect.objectContaining({ kind: 'bad-response' }))
  })

  it('rejects a page with one bad row', () => {
    expect(() => parseAnswer(numbers, { list: [1, 'two'], page: 1, hasMore: false })).toThrow(expect.objectContaining({ kind: 'bad-response' }))
  })
})

describe('knownRows', () => {
  const tasks = knownRows(
    v.object({ id: v.picklist(['signIn']), status: v.picklist(['todo', 'done']) }),
    v.object({ id: v.pipe(text, v.check((id) => id !== 'signIn')) }),
  )

  it('keeps the rows it knows, in order', () => {
    expect(parseAnswer(tasks, [{ id: 'signIn', status: 'done' }])).toEqual([{ id: 'signIn', status: 'done' }])
  })

  it('leaves out a row a newer server added', () => {
    expect(parseAnswer(tasks, [{ id: 'watchVideo', status: 'whatever' }, { id: 'signIn', status: 'todo' }])).toEqual([{ id: 'signIn', status: 'todo' }])
  })

  it('rejects a known row with a bad field rather than leaving it out', () => {
    expect(thrownBy(() => parseAnswer(tasks, [{ id: 'signIn', status: 'maybe' }]))).toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a row that is neither known nor later', () => {
    expect(thrownBy(() => parseAnswer(tasks, [{ status: 'todo' }]))).toMatchObject({ kind: 'bad-response' })
  })

  it('leaves out a row that reads as nothing', () => {
    const channels = knownRows(
      v.pipe(
        text,
        v.transform((value) => value.trim() || undefined),
      ),
      v.never(),
    )
    expect(parseAnswer(channels, ['qq', ' '])).toEqual(['qq'])
  })
})

describe('storedAnswer', () => {
  // a kept copy is an answer already read: each schema kept offline must read its own output again
  it.each([
    ['the welfare summary', welfareSummary, { remainCoins: '1280', expiringCoins: null }],
    ['the login devices', loginDevices, { devices: [{ deviceCode: 7, name: 'iPhone', platformType: 0, online: 1, lastActiveAt: 1, loggedInAt: 1 }], limit: 5 }],
    ['the membership ends', membershipEnds, { vipExpireAt: '1800000000000', superVipExpireAt: null }],
  ])('reads back %s as it was read from the wire', (_, schema, wire) => {
    const read = v.parse(schema, wire)
    expect(storedAnswer(schema)(JSON.parse(JSON.stringify(read)))).toEqual(read)
  })

  it('gives undefined for a copy the schema no longer reads', () => {
    expect(storedAnswer(welfareSummary)({ remainCoins: 'many' })).toBeUndefined()
  })
})
