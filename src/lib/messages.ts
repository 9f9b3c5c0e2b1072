// Message-centre rules (spec 2, 4): which messages can be claimed or lead to recharge, and how times read.

/** system: a plain notice; reward: a gift to claim; sportsQuiz: a quiz prize (spec 4); membership: VIP time running out. */
export const MESSAGE_KINDS = ['system', 'reward', 'sportsQuiz', 'membership'] as const
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

/** `YYYY-MM-DD HH:mm` in the device's time zone: read the same way in every supported language. */
export function formatMessageTime(epochMs: number): string {
  const date = new Date(epochMs)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}
