import { CODE_TASK_ALREADY_CLAIMED, CODE_TASK_NOT_DONE, CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import { followTaskStage, followTaskStatus, taskRefusalOf } from '@/lib/tasks'

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
