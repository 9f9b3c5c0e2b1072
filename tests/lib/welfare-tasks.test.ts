/** @jest-environment node */
import { taskEntry, type TaskEntryInput } from '@/lib/welfare-tasks'

const MEMBER: TaskEntryInput = { status: 'todo', loggedIn: true, restricted: false }

describe('taskEntry', () => {
  it('opens a task to do', () => {
    expect(taskEntry(MEMBER)).toBe('open')
  })

  it('opens a task with a reward to claim', () => {
    expect(taskEntry({ ...MEMBER, status: 'claimable' })).toBe('open')
  })

  it('opens a rejected task to resubmit', () => {
    expect(taskEntry({ ...MEMBER, status: 'rejected' })).toBe('open')
  })

  it('asks a visitor to log in', () => {
    expect(taskEntry({ ...MEMBER, loggedIn: false })).toBe('login')
  })

  it('tells a restricted account why it cannot join', () => {
    expect(taskEntry({ ...MEMBER, restricted: true })).toBe('restricted')
  })

  it.each(['done', 'ended', 'reviewing'] as const)('does nothing for a %s task', (status) => {
    expect(taskEntry({ ...MEMBER, status })).toBe('none')
  })
})
