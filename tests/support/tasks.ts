// Fixtures of the task pages' answers and a fake of their API.
import type { FollowTask, TaskReward } from '@/api/tasks'
import type { TasksApi } from '@/stores/tasks'

export const FOLLOW_TASK: FollowTask = {
  accountName: 'SpeedUp 加速器服务号',
  accountId: 'speedup_official',
  keyword: '绑定',
  rewardCoins: 30,
  rewardVipHours: 1,
  followed: true,
  claimed: null,
}

export const FOLLOW_COINS: TaskReward = { rewardCoins: 30, rewardVipHours: 0, remainCoins: 1310, expireCoins: 40 }

export function fakeTasksApi(overrides: Partial<TasksApi> = {}): jest.Mocked<TasksApi> {
  return {
    fetchFollowTask: jest.fn(async () => FOLLOW_TASK),
    claimFollowReward: jest.fn(async () => FOLLOW_COINS),
    ...overrides,
  } as jest.Mocked<TasksApi>
}
