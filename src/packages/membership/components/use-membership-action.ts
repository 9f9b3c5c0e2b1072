import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { memberManageTexts } from '@/locales/memberManage'
import { ApiError } from '@/services/http/errors'
import { notify } from '@/services/notify'
import { useT } from '@/stores'

/** How the membership pages speak of an action's end: its success, the server's refusal, or "operation failed". */
export function useMembershipAction(): {
  refuseEnterprise: () => void
  tellFailure: (error: unknown) => void
} {
  const t = useT(memberManageTexts)
  const { refuse, refusedBy } = useRefuseEnterprise()
  function refuseEnterprise() {
    refuse(t('manage.enterpriseSubAccount'))
  }
  function tellFailure(error: unknown) {
    const text = error instanceof ApiError && error.message ? error.message : t('manage.actionFailed')
    if (!refusedBy(error, text)) notify(text)
  }
  return { refuseEnterprise, tellFailure }
}
