import * as v from 'valibot'
import { refusalReader } from '@/lib/refusal'
import { FOLLOW_REWARD_CHOICES, SHARE_TASK_STATES, shareRefusalOf, taskRefusalOf, type BindKind, type FollowRewardChoice } from '@/lib/tasks'
import { platformType } from '@/platform'
import { uploadImage } from '@/platform/image-upload'
import type { ChosenImage } from '@/platform/types'
import { http } from '@/services/http'
import { HttpError } from '@/services/http/errors'
import { flag, num, okData, parseAnswer, text } from './shape'

// The welfare tasks' own pages: follow the official account, bind email or phone, share a
// screenshot (docs/api.md, "Task endpoints").

/** Why a task action was refused (src/lib/refusal.ts). */
export const taskRefusal = refusalReader(taskRefusalOf)
/** Why a share submission was refused. */
export const shareRefusal = refusalReader(shareRefusalOf)

export const followTask = v.object({
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

export const taskReward = v.object({
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

export const bindTask = v.object({
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

export const shareTask = v.object({
  state: v.picklist(SHARE_TASK_STATES),
  rewardCoins: num,
  /** The last submission, ms; 0 when none. */
  submittedAt: v.nullish(num, 0),
  /** Why the last screenshot was rejected, in the language of the request; '' when not said. */
  rejectReason: v.nullish(text, ''),
})
export type ShareTask = v.InferOutput<typeof shareTask>

export async function fetchShareTask(): Promise<ShareTask> {
  return parseAnswer(shareTask, okData(await http.request({ method: 'GET', path: '/welfare/tasks/share' })))
}

/** What the upload says to the server besides the image and the language, as the request client says it. */
export interface UploadSession {
  apiHost: string
  appVersion: string
  marketPlace: string
  readonly token: string | undefined
}

const SHARE_UPLOAD_PATH = '/welfare/tasks/share'

/**
 * Sends the screenshot for review as multipart/form-data (field `image`, and `requestId`); a
 * repeat with the same request id gets the first answer. The answer travels unencrypted.
 */
export async function submitShareScreenshot(image: ChosenImage, requestId: string, session: UploadSession, language: string): Promise<ShareTask> {
  const { token } = session
  const result = await uploadImage({
    url: `${session.apiHost}${SHARE_UPLOAD_PATH}`,
    headers: {
      lang: language,
      platformType: String(platformType()),
      version: session.appVersion,
      channel: session.marketPlace,
      h5: '1',
      ...(token ? { token } : {}),
    },
    fileField: 'image',
    image,
    fields: { requestId },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
  if (!result.ok) throw result.failure === 'timeout' ? HttpError.timeout(UPLOAD_TIMEOUT_MS) : HttpError.network()
  if (result.statusCode < 200 || result.statusCode > 299) {
    throw new HttpError('server', `Request failed with status code ${result.statusCode}`, result.statusCode)
  }
  const { code, msg, data } = parseAnswer(uploadAnswer, parseJson(result.data))
  return parseAnswer(shareTask, okData({ code, msg, data }))
}

// An image of up to 5M on a slow mobile network takes longer than a JSON request.
const UPLOAD_TIMEOUT_MS = 60_000

export const uploadAnswer = v.object({ code: num, msg: v.nullish(v.string(), ''), data: v.optional(v.unknown()) })

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data)
  } catch {
    throw new HttpError('bad-response', 'Response is not JSON')
  }
}
