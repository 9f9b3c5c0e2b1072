import { definePage } from '@/components/page-gate'
import { AgreementDocument } from '@/components/agreement-document'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { currentPath } from '@/platform'
import { findRoute } from '@/routes'
import { useT } from '@/stores'

/** Spec 2: /memberServiceAgreement, /monthlyVipAgreement and /cancelAccountAgreement share this screen. */
function AgreementPage() {
  const t = useT()
  const kind = findRoute(currentPath())?.agreement
  if (!kind) {
    return (
      <PageShell title={t('agreement.listTitle')}>
        <StatusView status='empty' message={t('agreement.missing')} />
      </PageShell>
    )
  }
  return (
    <PageShell title={t(`agreement.kind.${kind}`)}>
      <AgreementDocument kind={kind} />
    </PageShell>
  )
}

export default definePage(AgreementPage)
