// Where each welfare task's own page stands for this user (spec 4, 5, 9), and what the welfare
// centre's list says about it: the page and the list read the same progress through these rules.
import {
  CODE_BIND_TAKEN,
  CODE_BIND_WRONG_CODE,
  CODE_TASK_ALREADY_CLAIMED,
  CODE_TASK_ENDED,
  CODE_TASK_NOT_DONE,
  CODE_WELFARE_RESTRICTED,
} from './answer-codes'
import { imageFormatOf } from './image-format'
import { IMAGE_MAX_BYTES, isEmail, isImageSizeOk, isPhone, isVerificationCode } from './validate'
import { SHARE_SCREENSHOT_REWARD } from './welfare-rules'
import { endOfWorkingDaysAfter } from './working-days'
import type { WelfareTaskStatus } from './welfare-tasks'

/** The reward a user picks when claiming the follow task (spec 9: coins or VIP hours). */
export const FOLLOW_REWARD_CHOICES = ['coins', 'vip'] as const
export type FollowRewardChoice = (typeof FOLLOW_REWARD_CHOICES)[number]

/** What the server knows of the follow task: the account was followed, and which reward was taken. */
export interface FollowProgress {
  followed: boolean
  claimed: FollowRewardChoice | null
}

/** follow: not followed yet; claimable: followed, reward not taken; received: taken. */
export type FollowTaskStage = 'follow' | 'claimable' | 'received'

export function followTaskStage({ followed, claimed }: FollowProgress): FollowTaskStage {
  if (claimed) return 'received'
  return followed ? 'claimable' : 'follow'
}

const FOLLOW_STATUS: Record<FollowTaskStage, WelfareTaskStatus> = {
  follow: 'todo',
  claimable: 'claimable',
  received: 'done',
}

/** The follow task's row in the welfare centre's list. */
export function followTaskStatus(progress: FollowProgress): WelfareTaskStatus {
  return FOLLOW_STATUS[followTaskStage(progress)]
}

/** Why the server refused a task action, for the page to say in the user's words. */
export type TaskRefusal = 'restricted' | 'notDone' | 'alreadyClaimed' | 'ended' | 'taken' | 'wrongCode'

const REFUSALS: Readonly<Record<number, TaskRefusal>> = {
  [CODE_WELFARE_RESTRICTED]: 'restricted',
  [CODE_TASK_NOT_DONE]: 'notDone',
  [CODE_TASK_ALREADY_CLAIMED]: 'alreadyClaimed',
  [CODE_TASK_ENDED]: 'ended',
  [CODE_BIND_TAKEN]: 'taken',
  [CODE_BIND_WRONG_CODE]: 'wrongCode',
}

export function taskRefusalOf(code: number): TaskRefusal | undefined {
  return REFUSALS[code]
}

/** What the user binds for the bind task: the email or the phone the account does not have yet. */
export const BIND_KINDS = ['email', 'phone'] as const
export type BindKind = (typeof BIND_KINDS)[number]

/** What the server knows of the bind task (spec 4). */
export interface BindProgress {
  phoneBound: boolean
  emailBound: boolean
  claimed: boolean
  /** The end of the bind-reward event, ms; after it nothing more is given. */
  endsAt: number
}

/** bind: bind now; claimable: bound, claim now; received; ended: the event is over (spec 4). */
export type BindTaskStage = 'bind' | 'claimable' | 'received' | 'ended'

/** An account counts as bound once it has both a phone and an email to sign in and recover with. */
export function bindTaskStage(progress: BindProgress, now: number): BindTaskStage {
  if (progress.claimed) return 'received'
  if (now > progress.endsAt) return 'ended'
  return progress.phoneBound && progress.emailBound ? 'claimable' : 'bind'
}

const BIND_STATUS: Record<BindTaskStage, WelfareTaskStatus> = {
  bind: 'todo',
  claimable: 'claimable',
  received: 'done',
  ended: 'ended',
}

/** The bind task's row in the welfare centre's list. */
export function bindTaskStatus(progress: BindProgress, now: number): WelfareTaskStatus {
  return BIND_STATUS[bindTaskStage(progress, now)]
}

/** The kinds the user may still bind, email first; empty once both are bound. */
export function bindableKinds({ phoneBound, emailBound }: Pick<BindProgress, 'phoneBound' | 'emailBound'>): BindKind[] {
  return BIND_KINDS.filter((kind) => (kind === 'email' ? !emailBound : !phoneBound))
}

/** Spec 5: the email or phone is required and must be correct; so is the verification code. */
export type BindFieldError = 'emailRequired' | 'emailInvalid' | 'phoneRequired' | 'phoneInvalid' | 'codeRequired' | 'codeInvalid'

export interface BindFormErrors {
  value?: BindFieldError
  code?: BindFieldError
}

/** The first problem of the email or phone typed, checked with the client's own rules (src/lib/validate). */
export function checkBindValue(kind: BindKind, value: string): BindFieldError | undefined {
  const typed = value.trim()
  if (kind === 'email') {
    if (!typed) return 'emailRequired'
    return isEmail(typed) ? undefined : 'emailInvalid'
  }
  if (!typed) return 'phoneRequired'
  return isPhone(typed) ? undefined : 'phoneInvalid'
}

export function checkBindForm(kind: BindKind, value: string, code: string): BindFormErrors {
  const errors: BindFormErrors = {}
  const valueError = checkBindValue(kind, value)
  if (valueError) errors.value = valueError
  if (!code.trim()) errors.code = 'codeRequired'
  else if (!isVerificationCode(code.trim())) errors.code = 'codeInvalid'
  return errors
}

// The share-screenshot task (/taskDetailShareV3; spec 4, 5, 9). Answer codes 10180-10184.

/** Spec 4: not submitted, under review, rejected (resubmit), approved with the reward issued. */
export const SHARE_TASK_STATES = ['notSubmitted', 'reviewing', 'rejected', 'approved'] as const
export type ShareTaskState = (typeof SHARE_TASK_STATES)[number]

const SHARE_STATUS: Record<ShareTaskState, WelfareTaskStatus> = {
  notSubmitted: 'todo',
  reviewing: 'reviewing',
  rejected: 'rejected',
  approved: 'done',
}

/** The share task's row in the welfare centre's list. */
export function shareTaskStatus(state: ShareTaskState): WelfareTaskStatus {
  return SHARE_STATUS[state]
}

/** Whether a screenshot may be sent now: first time, or again after a rejection. */
export function canSubmitShare(state: ShareTaskState): boolean {
  return state === 'notSubmitted' || state === 'rejected'
}

/** Spec 9: the review ends by the close of the second working day after the submission (China time). */
export function shareReviewDeadline(submittedAt: number): number {
  return endOfWorkingDaysAfter(submittedAt, SHARE_SCREENSHOT_REWARD.reviewWorkingDays)
}

/** The share screenshot's size limit in M, as the texts say it (spec 9: smaller than 5M). */
export const SHARE_IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024)

/** What the rules read of a chosen image: its size and its first bytes, never its name or declared type. */
export interface ShareImageFacts {
  size: number
  /** The file's first bytes (`IMAGE_SIGNATURE_BYTES` of them, fewer in a shorter file); undefined when they could not be read. */
  head: ArrayLike<number> | undefined
}

/** Spec 5: why a chosen image cannot be the screenshot: no image at all, not a picture, 5M or more. */
export type ShareImageError = 'imageRequired' | 'notImage' | 'tooLarge'

/**
 * Spec 5: an image is required, must be a picture and smaller than 5M. A picture is a PNG, JPEG,
 * GIF or WebP by its content; a file whose first bytes could not be read is none.
 */
export function checkShareImage(image: ShareImageFacts | undefined): ShareImageError | undefined {
  if (!image) return 'imageRequired'
  if (image.size <= 0 || !imageFormatOf(image.head)) return 'notImage'
  return isImageSizeOk(image.size) ? undefined : 'tooLarge'
}

/** No image came with the submission. */
export const CODE_SHARE_IMAGE_MISSING = 10180
/** The file is no picture (or empty). */
export const CODE_SHARE_NOT_IMAGE = 10181
/** The picture is 5M or more. */
export const CODE_SHARE_TOO_LARGE = 10182
/** A screenshot is under review or was approved: nothing more to submit. */
export const CODE_SHARE_ALREADY_SUBMITTED = 10183

/** Why the server refused a share submission, for the page to say in the user's words. */
export type ShareRefusal = ShareImageError | 'alreadySubmitted' | 'restricted'

const SHARE_REFUSALS: Readonly<Record<number, ShareRefusal>> = {
  [CODE_SHARE_IMAGE_MISSING]: 'imageRequired',
  [CODE_SHARE_NOT_IMAGE]: 'notImage',
  [CODE_SHARE_TOO_LARGE]: 'tooLarge',
  [CODE_SHARE_ALREADY_SUBMITTED]: 'alreadySubmitted',
  [CODE_WELFARE_RESTRICTED]: 'restricted',
}

export function shareRefusalOf(code: number): ShareRefusal | undefined {
  return SHARE_REFUSALS[code]
}
