// Fixtures of the task pages' answers and a fake of their API.
import type { BindTask, FollowTask, TaskReward } from '@/api/tasks'
import { encrypt } from '@/lib/crypto'
import type { TasksApi } from '@/stores/tasks'
import { MOCK_KEY } from '../api/wire'
import { taroFake, type FakeRequestOptions } from './taro-fake'

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

/** The special account's bind task: both bound, not claimed, the event open. */
export const BIND_TASK: BindTask = {
  phone: '139****9000',
  email: 'sp***@example.com',
  rewardVipHours: 6,
  claimed: false,
  endsAt: Date.parse('2026-12-23T12:00:00+08:00'),
}

export const BIND_REWARD: TaskReward = { rewardCoins: 0, rewardVipHours: 6, remainCoins: 1280, expireCoins: 40 }

export function fakeTasksApi(overrides: Partial<TasksApi> = {}): jest.Mocked<TasksApi> {
  return {
    fetchFollowTask: jest.fn(async () => FOLLOW_TASK),
    claimFollowReward: jest.fn(async () => FOLLOW_COINS),
    fetchBindTask: jest.fn(async () => BIND_TASK),
    bindAccount: jest.fn(async () => ({ ...BIND_TASK })),
    claimBindReward: jest.fn(async () => BIND_REWARD),
    ...overrides,
  } as jest.Mocked<TasksApi>
}

export type Envelope = { code: number; msg?: string; data?: unknown }

/** Answers each API path with its envelope, as the server would (data encrypted). */
export function answerPaths(table: Record<string, Envelope | (() => Promise<Envelope>)>): void {
  taroFake.requestHandler = async (options: FakeRequestOptions) => {
    const path = String(options.url).replace(/^\/api/, '').split('?')[0]
    const entry = table[path] ?? { code: 200, data: [] }
    const { code, msg = '', data } = typeof entry === 'function' ? await entry() : entry
    const body = { code, msg, data: data === undefined ? undefined : encrypt(JSON.stringify(data), MOCK_KEY, new Uint8Array(16).fill(5)) }
    return { statusCode: 200, data: JSON.stringify(body) }
  }
}

