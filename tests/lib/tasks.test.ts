import { CODE_TASK_ALREADY_CLAIMED, CODE_TASK_NOT_DONE, CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import { bindableKinds, bindTaskStage, bindTaskStatus, checkBindForm, checkBindValue, followTaskStage, followTaskStatus, taskRefusalOf } from '@/lib/tasks'

describe('followTaskStage', () => {
  test('asks to follow while the account is not followed', () => {
    expect(followTaskStage({ followed: false, claimed: null })).toBe('follow')
  })

  test('offers the claim once followed', () => {
    expect(followTaskStage({ followed: true, claimed: null })).toBe('claimable')
  })

  test('is received once a reward was taken', () => {
    expect(followTaskStage({ followed: true, claimed: 'vip' })).toBe('received')
  })

  test('stays received after the user unfollows', () => {
    expect(followTaskStage({ followed: false, claimed: 'coins' })).toBe('received')
  })
})

describe('followTaskStatus', () => {
  test.each([
    [{ followed: false, claimed: null }, 'todo'],
    [{ followed: true, claimed: null }, 'claimable'],
    [{ followed: true, claimed: 'coins' as const }, 'done'],
  ])('gives the welfare list the row of %p: %s', (progress, status) => {
    expect(followTaskStatus(progress)).toBe(status)
  })
})

describe('taskRefusalOf', () => {
  test.each([
    [CODE_WELFARE_RESTRICTED, 'restricted'],
    [CODE_TASK_NOT_DONE, 'notDone'],
    [CODE_TASK_ALREADY_CLAIMED, 'alreadyClaimed'],
  ])('reads code %d as %s', (code, refusal) => {
    expect(taskRefusalOf(code)).toBe(refusal)
  })

  test('leaves other codes to the server’s message', () => {
    expect(taskRefusalOf(500)).toBeUndefined()
  })
})

const NOW = Date.parse('2026-11-23T12:00:00+08:00')
const OPEN = { phoneBound: true, emailBound: false, claimed: false, endsAt: NOW + 1000 }

describe('bindTaskStage', () => {
  test('asks to bind while the email is missing', () => {
    expect(bindTaskStage(OPEN, NOW)).toBe('bind')
  })

  test('offers the claim once both are bound', () => {
    expect(bindTaskStage({ ...OPEN, emailBound: true }, NOW)).toBe('claimable')
  })

  test('is received once claimed, even after the event', () => {
    expect(bindTaskStage({ ...OPEN, claimed: true }, NOW + 5000)).toBe('received')
  })

  test('is ended after the event’s last moment', () => {
    expect(bindTaskStage({ ...OPEN, emailBound: true }, OPEN.endsAt + 1)).toBe('ended')
  })

  test('is still open at the event’s last moment', () => {
    expect(bindTaskStage(OPEN, OPEN.endsAt)).toBe('bind')
  })

  test.each([
    ['bind', OPEN, 'todo'],
    ['claimable', { ...OPEN, emailBound: true }, 'claimable'],
    ['received', { ...OPEN, claimed: true }, 'done'],
    ['ended', { ...OPEN, endsAt: NOW - 1 }, 'ended'],
  ] as const)('gives the welfare list the row of %s', (_stage, progress, status) => {
    expect(bindTaskStatus(progress, NOW)).toBe(status)
  })
})

describe('bindableKinds', () => {
  test('offers the email first when neither is bound', () => {
    expect(bindableKinds({ phoneBound: false, emailBound: false })).toEqual(['email', 'phone'])
  })

  test('offers only the phone to an email account', () => {
    expect(bindableKinds({ phoneBound: false, emailBound: true })).toEqual(['phone'])
  })
})

describe('checkBindForm', () => {
  test('asks for the email and the code when both are empty', () => {
    expect(checkBindForm('email', ' ', '')).toEqual({ value: 'emailRequired', code: 'codeRequired' })
  })

  test('refuses an email without a domain', () => {
    expect(checkBindForm('email', 'user@example', '123456')).toEqual({ value: 'emailInvalid' })
  })

  test('takes an email with spaces around it', () => {
    expect(checkBindForm('email', ' user@example.com ', '123456')).toEqual({})
  })

  test('asks for the phone', () => {
    expect(checkBindValue('phone', '')).toBe('phoneRequired')
  })

  test.each(['12345', '1380013800', 'phone'])('refuses the phone %s by the client’s phone rule', (phone) => {
    expect(checkBindValue('phone', phone)).toBe('phoneInvalid')
  })

  test('takes a mainland mobile number', () => {
    expect(checkBindValue('phone', '13612345678')).toBeUndefined()
  })

  test.each(['12345', '1234567', 'abcdef'])('refuses the code %s', (code) => {
    expect(checkBindForm('phone', '13612345678', code)).toEqual({ code: 'codeInvalid' })
  })
})
