import { claimFollowReward, fetchFollowTask } from '@/api/tasks'
import { HttpError } from '@/services/http/errors'
import { taroFake } from '../support/taro-fake'
import { FOLLOW_COINS, FOLLOW_TASK } from '../support/tasks'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

describe('fetchFollowTask', () => {
  test('reads the account, the rewards and the progress', async () => {
    answerWith({ code: 200, data: FOLLOW_TASK })
    await expect(fetchFollowTask()).resolves.toEqual(FOLLOW_TASK)
  })

  test('reads followed given as 1 and a missing claim as none', async () => {
    const { claimed: _claimed, ...unclaimed } = FOLLOW_TASK
    answerWith({ code: 200, data: { ...unclaimed, followed: 1 } })
    await expect(fetchFollowTask()).resolves.toMatchObject({ followed: true, claimed: null })
  })

  test('gets /welfare/tasks/follow', async () => {
    answerWith({ code: 200, data: FOLLOW_TASK })
    await fetchFollowTask()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/welfare/tasks/follow'])
  })

  test('turns an unknown claimed reward into a bad-response error', async () => {
    answerWith({ code: 200, data: { ...FOLLOW_TASK, claimed: 'gold' } })
    await expect(fetchFollowTask()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  test('turns an answer without the account into a bad-response error', async () => {
    const { accountId: _accountId, ...withoutId } = FOLLOW_TASK
    answerWith({ code: 200, data: withoutId })
    await expect(fetchFollowTask()).rejects.toBeInstanceOf(HttpError)
  })
})

describe('claimFollowReward', () => {
  test('sends the chosen reward and the request id', async () => {
    answerWith({ code: 200, data: FOLLOW_COINS })
    await claimFollowReward('vip', 'e'.repeat(32))
    expect(sentBody()).toEqual({ reward: 'vip', requestId: 'e'.repeat(32) })
  })

  test('reads the reward and the balance after it', async () => {
    answerWith({ code: 200, data: FOLLOW_COINS })
    await expect(claimFollowReward('coins', 'e'.repeat(32))).resolves.toEqual(FOLLOW_COINS)
  })

  test('rejects with the server’s code when refused', async () => {
    answerWith({ code: 10151, msg: '奖励已领取' })
    await expect(claimFollowReward('coins', 'e'.repeat(32))).rejects.toMatchObject({ code: 10151, message: '奖励已领取' })
  })
})
