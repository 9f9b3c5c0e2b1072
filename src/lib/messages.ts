// Message-centre rules (spec 2, 4): which messages can be claimed or lead to recharge.
import { CODE_REWARD_ALREADY_CLAIMED } from './answer-codes'

/** system: a plain notice; reward: a gift to claim; sportsQuiz: a quiz prize (spec 4); membership: VIP time running out. */
const MESSAGE_KINDS = ['system', 'reward', 'sportsQuiz', 'membership'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export interface MessageReward {
  coins: number
  vipHours: number
}

export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value)
}

/** A reward that gives nothing is no reward. */
export function hasReward(reward: MessageReward | null): reward is MessageReward {
  return reward !== null && (reward.coins > 0 || reward.vipHours > 0)
}

/** A reward is claimed once: only an unclaimed message with a real reward offers the claim button. */
export function canClaim(message: { reward: MessageReward | null; claimed: boolean }): boolean {
  return hasReward(message.reward) && !message.claimed
}

/** Spec 2: membership messages carry the recharge-now button. */
export function offersRecharge(message: { kind: MessageKind }): boolean {
  return message.kind === 'membership'
}

/** Why the server refused a claim: the reward was claimed already (another tap, another device). */
export type ClaimRefusal = 'alreadyClaimed'

export function claimRefusalOf(code: number): ClaimRefusal | undefined {
  return code === CODE_REWARD_ALREADY_CLAIMED ? 'alreadyClaimed' : undefined
}
