/** @jest-environment node */
import { chinaDateOf, chinaDateTimeOf } from '@/lib/calendar'
import { piecesAtDates } from '@/lib/shown-dates'

describe('piecesAtDates', () => {
  it('cuts a sentence at a date with its time', () => {
    expect(piecesAtDates(`After the pause your membership ends on ${chinaDateTimeOf(Date.UTC(2027, 0, 14, 22, 55))}`)).toEqual([
      { text: 'After the pause your membership ends on ', date: false },
      { text: '2027-01-15 06:55', date: true },
    ])
  })

  it('cuts at every date of a range, keeping the words between', () => {
    expect(piecesAtDates('2026-11-16 đến 2026-11-22')).toEqual([
      { text: '2026-11-16', date: true },
      { text: ' đến ', date: false },
      { text: '2026-11-22', date: true },
    ])
  })

  it('keeps a date with its time as one piece, and a date followed by other digits as a date alone', () => {
    expect(piecesAtDates('2027-01-15 06:55 · 2027-01-16 30 天')).toEqual([
      { text: '2027-01-15 06:55', date: true },
      { text: ' · ', date: false },
      { text: '2027-01-16', date: true },
      { text: ' 30 天', date: false },
    ])
  })

  it('takes no date out of a longer run of digits, such as an order number', () => {
    expect(piecesAtDates('M12027-01-159')).toEqual([{ text: 'M12027-01-159', date: false }])
  })

  it('gives a text without dates back whole, and an empty text as no pieces', () => {
    expect([piecesAtDates('第 4-10 名'), piecesAtDates('')]).toEqual([[{ text: '第 4-10 名', date: false }], []])
  })

  it('gives the same pieces when asked twice (the pattern keeps no state between calls)', () => {
    const text = `请在 ${chinaDateOf(Date.UTC(2026, 10, 29))} 前领取`
    expect(piecesAtDates(text)).toEqual(piecesAtDates(text))
  })
})
