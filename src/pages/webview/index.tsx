import { WebView } from '@tarojs/components'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { isSafeLink } from '@/lib/links'
import { currentQuery } from '@/platform'
import { useStores, useT } from '@/stores'

/** Spec 2: the mini-program's web view, /pages/webview/index?page={url}; only allow-listed hosts. */
function WebViewPage() {
  const t = useT()
  const { translation } = useStores()
  const target = currentQuery().page ?? ''
  if (!isSafeLink(target, allowedLinkDomains, HTTPS_ONLY_LINKS)) {
    return (
      <PageShell title={translation.brand}>
        <StatusView status='error' message={t('webview.invalidLink')} />
      </PageShell>
    )
  }
  return <WebView src={target} />
}

export default definePage(WebViewPage)
