// Invite endpoints: the user's invite code and link with what inviting has earned (spec 2, 3, 9).
// Documented in docs/api.md, "Invite endpoints". The figures come from the account's coin records,
// so the summary and /welfare/coinRecords always agree.
import type { InviteSummary } from '@/api/invite'
import { CODE_OK, CODE_WELFARE_RESTRICTED } from '@/lib/answer-codes'
import type { Routes } from '../route'
import { RISK_NONE, type Account } from '../state'
import { RECORD_TYPE } from '../welfare-coins'
import { welfareOf } from '../welfare-state'

// The official site of the mock environment (src/config's allowed link domains): friends sign up there.
const SIGN_UP_SITE = 'https://www.speedup.example'

/** One code per account, derived from its uid, so links stay the same across resets. */
export function inviteCodeOf(account: Account): string {
  return `SU${account.uid}`
}

export function inviteLinkOf(account: Account): string {
  return `${SIGN_UP_SITE}/invite?code=${inviteCodeOf(account)}`
}

const routes: Routes = {
  'GET /invite/summary': {
    auth: true,
    handle: ({ state, account, t }) => {
      // Spec 6: blacklisted or risky accounts cannot join welfare tasks, inviting included.
      if (account.riskStatus !== RISK_NONE) return { code: CODE_WELFARE_RESTRICTED, msg: t('welfareRiskBlocked') }
      const { records } = welfareOf(state, account)
      const invited = records.filter((record) => record.type === RECORD_TYPE.inviteFriend && record.amount > 0)
      const earnedCoins = records
        .filter((record) => record.type === RECORD_TYPE.inviteFriend || record.type === RECORD_TYPE.friendStreakBonus)
        .reduce((sum, record) => sum + Math.max(0, record.amount), 0)
      return {
        code: CODE_OK,
        data: {
          inviteCode: inviteCodeOf(account),
          inviteLink: inviteLinkOf(account),
          nickname: account.nickname,
          invitedCount: invited.length,
          earnedCoins,
        } satisfies InviteSummary,
      }
    },
  },
}

export default routes
