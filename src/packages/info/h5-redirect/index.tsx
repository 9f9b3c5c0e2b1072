import { AtButton } from 'taro-ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { definePage } from '@/components/page-gate'
import { NoticeCard } from '@/components/notice-card'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { allowedLinkDomains, HTTPS_ONLY_LINKS } from '@/config'
import { followFailureKey, parseRedirectQuery, type RedirectRefusal } from '@/lib/redirect-item'
import type { AreaKey, ShellKey } from '@/locales'
import { currentQuery, performRedirect, redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'
import { useT } from '@/stores'
import { redirectTexts } from '@/locales/redirect'

const REFUSAL_KEYS: Record<RedirectRefusal, AreaKey<'redirect'>> = {
  'missing-kind': 'redirect.refused.missingKind',
  'unknown-kind': 'redirect.refused.unknownKind',
  'missing-target': 'redirect.refused.missingTarget',
  'unparsable-target': 'redirect.refused.unparsableTarget',
  'unsafe-target': 'redirect.refused.unsafeTarget',
}

type RedirectState = { status: 'redirecting' } | { status: 'opened' } | { status: 'refused'; messageKey: ShellKey | AreaKey<'redirect'> }

/** /h5Redirect: follows the redirect item of its query (spec 2, 3); an unsafe or unreadable one never. */
function H5RedirectPage() {
  const t = useT<'redirect'>()
  const [parsed] = useState(() => parseRedirectQuery(currentQuery(), allowedLinkDomains, HTTPS_ONLY_LINKS))
  const [state, setState] = useState<RedirectState>(() =>
    parsed.ok ? { status: 'redirecting' } : { status: 'refused', messageKey: REFUSAL_KEYS[parsed.reason] },
  )
  const started = useRef(false)

  const follow = useCallback(async () => {
    if (!parsed.ok) return
    setState({ status: 'redirecting' })
    const outcome = await performRedirect(parsed.item, parsed.kind, allowedLinkDomains)
    const failure = followFailureKey(outcome)
    if (!failure) setState({ status: 'opened' })
    // the adapter refuses what this client cannot open (no original id in the app, no client URL on desktop)
    else setState({ status: 'refused', messageKey: outcome === 'refused' ? 'redirect.cannotOpen' : failure })
  }, [parsed])

  useEffect(() => {
    // once per visit, even when React runs effects twice
    if (started.current) return
    started.current = true
    void follow()
  }, [follow])

  return (
    <PageShell title={t('redirect.title')}>
      {state.status === 'redirecting' && <StatusView status='loading' message={t('redirect.redirecting')} />}
      {state.status === 'refused' && (
        <NoticeCard icon='alert-circle' tone='error' text={t(state.messageKey)}>
          <AtButton circle onClick={() => redirectTo(HOME_PATH)}>
            {t('common.backHome')}
          </AtButton>
        </NoticeCard>
      )}
      {state.status === 'opened' && (
        <NoticeCard icon='check-circle' tone='success' text={t('redirect.opened')}>
          <AtButton type='primary' circle onClick={follow}>
            {t('redirect.openAgain')}
          </AtButton>
        </NoticeCard>
      )}
    </PageShell>
  )
}

export default definePage(H5RedirectPage, redirectTexts)
