// Invite endpoints: the user's invite code and link with what inviting has earned (spec 2, 3, 9).
// Documented in docs/api.md, "Invite endpoints". The summary's figures are read off the two lists
// of /invitationDetailsV4, the invitations and the invite coin records, so the screens agree.
import type { InviteRecord, inviteRecordPage, inviteSummary } from '@/api/invite'
import { CODE_OK } from '@/lib/answer-codes'
import { CODE_INVITE_UNKNOWN_STATE, INVITE_COIN_RECORD_TYPES, isInviteRecordState, maskFriendAccount, type InviteRecordState } from '@/lib/invite'
import { badPaging, pageOf, type Routes, type Wire } from '../route'
import { DAY_MS, DEMO_UID, HOUR_MS, type Account, type MockState } from '../state'
import { RECORD_TYPE } from '../welfare-coins'
import { welfareOf } from '../welfare-state'

// The official site of the mock environment (src/config's allowed link domains): friends sign up there.
const SIGN_UP_SITE = 'https://www.speedup.example'

/** One code per account, derived from its uid, so links stay the same across resets. */
function inviteCodeOf(account: Account): string {
  return `SU${account.uid}`
}

function inviteLinkOf(account: Account): string {
  return `${SIGN_UP_SITE}/invite?code=${inviteCodeOf(account)}`
}

/** An invitation as the mock keeps it: the friend's full account stays here, masked on the way out. */
interface Invitation {
  id: string
  friendAccount: string
  state: InviteRecordState
  invitedAt: number
  rewardCoins: number
  rewardVipDays: number
}

// The demo's invitations besides the rewarded ones, as [friend, state, hours before the seed]:
// one in every other state of spec 4, so each tab has rows.
const DEMO_INVITATIONS: readonly (readonly [string, InviteRecordState, number])[] = [
  ['13566781234', 'waitingAcceleration', 3],
  ['chen.wei@example.com', 'waitingAcceleration', 50],
  ['18812345678', 'pendingPayout', 0.5],
  ['13912340000', 'invalid', 40 * 24],
  ['lin.yu@example.com', 'closed', 20 * 24],
  ['15023456789', 'toAppeal', 6 * 24],
  ['17700001111', 'toPay', 2 * 24],
  ['16600002222', 'violating', 30 * 24],
]

// The friends whose first acceleration earned the demo its "invited a friend" coin records.
const DEMO_REWARDED_FRIENDS = ['13812345566', 'wang.fang@example.com']

/**
 * The demo's invitations: one completed row per "invited a friend" coin record (type 2, same
 * coins, signed up a day before), so the tabs and the coin details agree, then the others.
 */
function seedInvitations(state: MockState, account: Account, now: number): Invitation[] {
  if (account.uid !== DEMO_UID) return []
  const rewarded = welfareOf(state, account, now)
    .records.filter((record) => record.type === RECORD_TYPE.inviteFriend && record.amount > 0)
    .map((record, index) => ({
      friendAccount: DEMO_REWARDED_FRIENDS[index % DEMO_REWARDED_FRIENDS.length],
      state: 'completed' as const,
      invitedAt: record.createdAt - DAY_MS,
      rewardCoins: record.amount,
      rewardVipDays: 0,
    }))
  const others = DEMO_INVITATIONS.map(([friendAccount, state, hoursAgo]) => ({
    friendAccount,
    state,
    invitedAt: now - hoursAgo * HOUR_MS,
    rewardCoins: 0,
    rewardVipDays: 0,
  }))
  return [...rewarded, ...others]
    .sort((a, b) => b.invitedAt - a.invitedAt)
    .map((invitation, index) => ({ ...invitation, id: `inv${index + 1}` }))
}

function invitationsOf(state: MockState, account: Account): Invitation[] {
  return state.featureState('invite', account, (owner, now) => seedInvitations(state, owner, now))
}

function publicInvitation(invitation: Invitation): InviteRecord {
  const { friendAccount, ...shown } = invitation
  return { ...shown, friend: maskFriendAccount(friendAccount) }
}

// Spec 6: blacklisted or risky accounts cannot join welfare tasks, inviting included.
const routes: Routes = {
  'GET /invite/records': {
    auth: true,
    refusesRiskyAccounts: true,
    handle: (context) => {
      const { state, account, query, t } = context
      if (!isInviteRecordState(query.state)) return { code: CODE_INVITE_UNKNOWN_STATE, msg: t('inviteUnknownState') }
      const page = pageOf(query, invitationsOf(state, account).filter((invitation) => invitation.state === query.state))
      if (!page) return badPaging(context)
      return { code: CODE_OK, data: { ...page, list: page.list.map(publicInvitation) } satisfies Wire<typeof inviteRecordPage> }
    },
  },
  'GET /invite/summary': {
    auth: true,
    refusesRiskyAccounts: true,
    handle: ({ state, account }) => {
      const inviteTypes: readonly number[] = INVITE_COIN_RECORD_TYPES
      const earnedCoins = welfareOf(state, account)
        .records.filter((record) => inviteTypes.includes(record.type))
        .reduce((sum, record) => sum + record.amount, 0)
      return {
        code: CODE_OK,
        data: {
          inviteCode: inviteCodeOf(account),
          inviteLink: inviteLinkOf(account),
          nickname: account.nickname,
          invitedCount: invitationsOf(state, account).length,
          earnedCoins,
        } satisfies Wire<typeof inviteSummary>,
      }
    },
  },
}

export default routes
