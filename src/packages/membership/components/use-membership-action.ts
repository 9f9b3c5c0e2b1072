import { useRefuseEnterprise } from '@/components/use-refuse-enterprise'
import { refusalMessage } from '@/lib/refusal'
import { notify } from '@/services/notify'
import { useT } from '@/stores'

/** How the membership pages speak of an action's end: its success, the server's refusal, or "operation failed". */
export function useMembershipAction(): {
  refuseEnterprise: () => void
  tellFailure: (error: unknown) => void
} {
  const t = useT<'memberManage'>()
  const { refuse, refusedBy } = useRefuseEnterprise()
  function refuseEnterprise() {
    refuse(t('host.enterpriseSubAccount'))
  }
  function tellFailure(error: unknown) {
    const text = refusalMessage(error) ?? t('common.operationFailed')
    if (!refusedBy(error, text)) notify(text)
  }
  return { refuseEnterprise, tellFailure }
}
