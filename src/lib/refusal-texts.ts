import type { MessageKey } from '@/locales/types'
import type { CancellationRefusal } from './cancellation'
import type { EmailRefusal, IdentityRefusal } from './identity'
import type { DrawRefusal } from './lottery'
import type { PaymentRefusal } from './payment'
import type { ExchangeRefusal, RedeemRefusal } from './shop'
import type { ShareRefusal, TaskRefusal } from './tasks'

// Spec 8: the one table from a refusal (src/lib/refusal.ts) to what the user reads, by domain. The
// texts are in src/locales; the screen's `t` says them in the user's language, with the values a
// text names (`{day}`, `{size}`).
const REFUSAL_TEXTS = {
  exchange: {
    enterpriseSubAccount: 'host.enterpriseSubAccount',
    inviteRestricted: 'shop.refusal.inviteRestricted',
    outOfStock: 'shop.refusal.outOfStock',
    limitReached: 'shop.refusal.limitReached',
    signInDays: 'shop.refusal.signInDays',
    iosPriceDifference: 'shop.refusal.iosPriceDifference',
    insufficientCoins: 'shop.refusal.insufficientCoins',
  },
  payment: {
    notYours: 'pay.notYours',
    iosUnsupported: 'pay.where.ios',
  },
  redeem: {
    risky: 'redeem.refusal.risky',
    failed: 'redeem.refusal.failed',
    used: 'redeem.refusal.used',
    required: 'redeem.refusal.required',
    expired: 'redeem.refusal.expired',
    unknown: 'redeem.refusal.unknown',
  },
  email: {
    taken: 'email.refusal.taken',
    wrongCode: 'email.refusal.wrongCode',
    unchanged: 'email.refusal.unchanged',
  },
  identity: {
    failed: 'identity.refusal.failed',
    cancelled: 'identity.refusal.cancelled',
    nonMainland: 'identity.refusal.nonMainland',
    alreadyVerified: 'identity.refusal.alreadyVerified',
    taken: 'identity.refusal.taken',
    enterpriseSubAccount: 'host.enterpriseSubAccount',
    invalid: 'identity.refusal.invalid',
  },
  task: {
    restricted: 'tasks.refusal.restricted',
    notDone: 'tasks.refusal.notDone',
    alreadyClaimed: 'tasks.refusal.alreadyClaimed',
    ended: 'tasks.refusal.ended',
    taken: 'tasks.refusal.taken',
    wrongCode: 'tasks.refusal.wrongCode',
  },
  share: {
    imageRequired: 'tasks.share.error.imageRequired',
    notImage: 'tasks.share.error.notImage',
    tooLarge: 'tasks.share.error.tooLarge',
    alreadySubmitted: 'tasks.share.error.alreadySubmitted',
    restricted: 'tasks.share.error.restricted',
  },
  draw: {
    exhausted: 'lottery.failure.exhausted',
    networkAbnormal: 'lottery.failure.networkAbnormal',
    insufficientCoins: 'lottery.failure.insufficientCoins',
    cannotParticipate: 'lottery.failure.cannotParticipate',
    interrupted: 'lottery.failure.interrupted',
    unavailable: 'lottery.failure.unavailable',
    winningNotFound: 'lottery.failure.winningNotFound',
  },
  cancellation: {
    agreementRequired: 'auth.agreementRequired',
    wrongPassword: 'auth.wrongPassword',
    renewalsActive: 'auth.renewalsActive',
    thirdPartyMismatch: 'cancel.thirdPartyMismatch',
    thirdPartyCheckFailed: 'cancel.thirdPartyCheckFailed',
    noThirdPartyAccount: 'cancel.noThirdParty',
    enterpriseSubAccount: 'host.enterpriseSubAccount',
    alreadyPending: 'auth.alreadyPending',
    accountCancelled: 'cancel.cancelled.title',
  },
} as const satisfies {
  exchange: Record<ExchangeRefusal, MessageKey>
  // the order moved on (alreadyPaid, closed) or paying failed (payerUnknown): the page says that instead
  payment: Partial<Record<PaymentRefusal, MessageKey>>
  redeem: Record<RedeemRefusal, MessageKey>
  email: Record<EmailRefusal, MessageKey>
  identity: Record<IdentityRefusal, MessageKey>
  task: Record<TaskRefusal, MessageKey>
  share: Record<ShareRefusal, MessageKey>
  draw: Record<DrawRefusal, MessageKey>
  cancellation: Record<CancellationRefusal, MessageKey>
}

type RefusalTexts = typeof REFUSAL_TEXTS
export type RefusalDomain = keyof RefusalTexts

/** The text key of a refusal of `domain`, for the screen's `t`. */
export function refusalTextKey<Domain extends RefusalDomain, Reason extends keyof RefusalTexts[Domain]>(
  domain: Domain,
  reason: Reason,
): RefusalTexts[Domain][Reason] {
  return REFUSAL_TEXTS[domain][reason]
}
