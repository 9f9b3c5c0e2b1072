import { Text, View } from '@tarojs/components'
import { AtButton, AtIcon } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { allowedLinkDomains } from '@/config'
import { followFailureKey, parseRedirectQuery, type RedirectRefusal } from '@/lib/redirect-item'
import type { MessageKey } from '@/locales'
import { currentQuery, performRedirect, redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'
import { useT } from '@/stores'
import './index.scss'

const REFUSAL_KEYS: Record<RedirectRefusal, MessageKey> = {
  'missing-kind': 'redirect.refused.missingKind',
  'unknown-kind': 'redirect.refused.unknownKind',
  'missing-target': 'redirect.refused.missingTarget',
  'unparsable-target': 'redirect.refused.unparsableTarget',
  'unsafe-target': 'redirect.refused.unsafeTarget',
}

type RedirectState = { status: 'redirecting' } | { status: 'opened' } | { status: 'refused'; messageKey: MessageKey }

/** /h5Redirect: follows the redirect item of its query (spec 2, 3); an unsafe or unreadable one never. */
function H5RedirectPage() {
  const t = useT()
  const [parsed] = useState(() => parseRedirectQuery(currentQuery(), allowedLinkDomains))
  const [state, setState] = useState<RedirectState>(() =>
    parsed.ok ? { status: 'redirecting' } : { status: 'refused', messageKey: REFUSAL_KEYS[parsed.reason] },
  )
  const started = useRef(false)

  const follow = useCallback(async () => {
    if (!parsed.ok) return
    setState({ status: 'redirecting' })
    const outcome = await performRedirect(parsed.item, parsed.kind, allowedLinkDomains)
    if (outcome === 'done') setState({ status: 'opened' })
    // the adapter refuses what this client cannot open (no original id in the app, no client URL on desktop)
    else setState({ status: 'refused', messageKey: outcome === 'refused' ? 'redirect.cannotOpen' : (followFailureKey(outcome) ?? 'redirect.cannotOpen') })
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
        <View className='card h5-redirect__refusal'>
          <StatusView status='error' message={t(state.messageKey)} />
          <AtButton className='h5-redirect__home' circle onClick={() => redirectTo(HOME_PATH)}>
            {t('common.backHome')}
          </AtButton>
        </View>
      )}
      {state.status === 'opened' && (
        <View className='card h5-redirect__opened'>
          <View className='h5-redirect__opened-icon'>
            <AtIcon value='check-circle' size={28} />
          </View>
          <Text className='h5-redirect__opened-text'>{t('redirect.opened')}</Text>
          <AtButton className='h5-redirect__again' type='primary' circle onClick={follow}>
            {t('redirect.openAgain')}
          </AtButton>
        </View>
      )}
    </PageShell>
  )
}

export default observer(H5RedirectPage)
