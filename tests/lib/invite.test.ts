import { INVITE_RECORD_STATES, isInviteRecordState, isMaskedFriend, maskFriendAccount } from '@/lib/invite'

describe('maskFriendAccount', () => {
  it('keeps the first 3 and last 4 digits of a phone', () => {
    expect(maskFriendAccount('13812345566')).toBe('138****5566')
  })

  it('masks an international number the same way', () => {
    expect(maskFriendAccount('+447700900123')).toBe('+44****0123')
  })

  it('keeps the first 2 characters and the domain of an email', () => {
    expect(maskFriendAccount('wang.fang@example.com')).toBe('wa***@example.com')
  })

  it('keeps one character of any other name', () => {
    expect(maskFriendAccount('王小明')).toBe('王***')
  })

  it('masks an empty account entirely', () => {
    expect(maskFriendAccount('  ')).toBe('***')
  })
})

describe('isMaskedFriend', () => {
  it.each(['138****5566', 'wa***@example.com', '王***'])('takes %s as masked', (friend) => {
    expect(isMaskedFriend(friend)).toBe(true)
  })

  it.each(['13812345566', 'wang.fang@example.com', '138***12345'])('refuses %s, which shows too much', (friend) => {
    expect(isMaskedFriend(friend)).toBe(false)
  })

  it('takes every masked form it makes itself', () => {
    for (const account of ['13812345566', 'a@b.c', 'x', '+85261234567']) expect(isMaskedFriend(maskFriendAccount(account))).toBe(true)
  })
})

describe('invite record states', () => {
  it('has the eight tabs of spec 4 in order', () => {
    expect(INVITE_RECORD_STATES).toEqual(['waitingAcceleration', 'pendingPayout', 'completed', 'invalid', 'closed', 'toAppeal', 'toPay', 'violating'])
  })

  it.each([['completed', true], ['done', false], [3, false], [undefined, false]])('knows whether %p is a state', (value, known) => {
    expect(isInviteRecordState(value)).toBe(known)
  })
})
