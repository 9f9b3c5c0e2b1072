import { CODE_MEMBERSHIP_ENTERPRISE } from '@/lib/membership'
import { memberManageTexts } from '@/locales/memberManage'
import { host } from '@/platform'
import { ApiError } from '@/services/http/errors'
import { notify } from '@/services/notify'
import { useT } from '@/stores'

/** How the membership pages speak of an action's end: its success, the server's refusal, or "operation failed". */
export function useMembershipAction(): {
  refuseEnterprise: () => void
  tellFailure: (error: unknown) => void
} {
  const t = useT(memberManageTexts)
  // spec 6: the host hears of an enterprise sub-account's attempt at a VIP operation
  function refuseEnterprise() {
    host.enterpriseSubAccount()
    notify(t('manage.enterpriseSubAccount'))
  }
  function tellFailure(error: unknown) {
    if (error instanceof ApiError && error.code === CODE_MEMBERSHIP_ENTERPRISE) host.enterpriseSubAccount()
    notify(error instanceof ApiError && error.message ? error.message : t('manage.actionFailed'))
  }
  return { refuseEnterprise, tellFailure }
}
