import * as v from 'valibot'
import { FOLLOW_REWARD_CHOICES, type BindKind, type FollowRewardChoice } from '@/lib/tasks'
import { http } from '@/services/http'
import { flag, num, okData, parseAnswer, text } from './shape'

// The welfare tasks' own pages: follow the official account, bind email or phone, share a
// screenshot (docs/api.md, "Task endpoints").

const followTask = v.object({
  /** The official account's name, as WeChat's search finds it. */
  accountName: text,
  /** Its WeChat id, to copy into WeChat's search. */
  accountId: text,
  /** What to send in the account's chat to link it to this account. */
  keyword: text,
  rewardCoins: num,
  rewardVipHours: num,
  followed: flag,
  claimed: v.nullish(v.picklist(FOLLOW_REWARD_CHOICES), null),
})
export type FollowTask = v.InferOutput<typeof followTask>

const taskReward = v.object({
  rewardCoins: v.nullish(num, 0),
  rewardVipHours: v.nullish(num, 0),
  /** The balance after the reward (spec 4); absent when the server does not say. */
  remainCoins: v.optional(num),
  expireCoins: v.optional(num),
})
export type TaskReward = v.InferOutput<typeof taskReward>

export async function fetchFollowTask(): Promise<FollowTask> {
  return parseAnswer(followTask, okData(await http.request({ method: 'GET', path: '/welfare/tasks/follow' })))
}

/** Takes the follow reward the user chose; a repeat with the same request id gets the first answer. */
export async function claimFollowReward(reward: FollowRewardChoice, requestId: string): Promise<TaskReward> {
  return parseAnswer(
    taskReward,
    okData(await http.request({ method: 'POST', path: '/welfare/tasks/follow/claim', body: { reward, requestId } })),
  )
}

const bindTask = v.object({
  /** The bound phone, masked ("138****8000"); "" when none. */
  phone: v.nullish(v.string(), ''),
  /** The bound email, masked ("de***@example.com"); "" when none. */
  email: v.nullish(v.string(), ''),
  rewardVipHours: num,
  claimed: flag,
  /** The end of the bind-reward event, ms. */
  endsAt: num,
})
export type BindTask = v.InferOutput<typeof bindTask>

export async function fetchBindTask(): Promise<BindTask> {
  return parseAnswer(bindTask, okData(await http.request({ method: 'GET', path: '/welfare/tasks/bind' })))
}

/** Sends a verification code to the email or phone to bind. */
export async function sendBindCode(kind: BindKind, value: string): Promise<void> {
  okData(await http.request({ method: 'POST', path: '/welfare/tasks/bind/code', body: { kind, value } }))
}

/** Binds the email or phone with its code; the answer is the task as it now stands. */
export async function bindAccount(kind: BindKind, value: string, code: string): Promise<BindTask> {
  return parseAnswer(bindTask, okData(await http.request({ method: 'POST', path: '/welfare/tasks/bind', body: { kind, value, code } })))
}

/** Takes the bind reward; a repeat with the same request id gets the first answer. */
export async function claimBindReward(requestId: string): Promise<TaskReward> {
  return parseAnswer(taskReward, okData(await http.request({ method: 'POST', path: '/welfare/tasks/bind/claim', body: { requestId } })))
}
