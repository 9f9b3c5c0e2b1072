import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import { fetchCertifyResult, isCertifyUnknown, type CertifyResult } from '@/api/identity'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { LoadView, useServerRead } from '@/components/load-view'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateTimeOf } from '@/lib/calendar'
import { parseSemicolonQuery } from '@/lib/i18n'
import { isCertifyId } from '@/lib/identity'
import { identityTexts } from '@/locales/identity'
import { rawQueryString } from '@/platform'
import { useT } from '@/stores'
import './index.scss'

const CertifyCard = observer(function CertifyCard({ result, onRefresh }: { result: CertifyResult; onRefresh: () => void }) {
  const t = useT<'identity'>()
  return (
    <View className='card certify__card' data-testid='certify-result' data-state={result.state}>
      <Text className={`certify__state certify__state--${result.state}`}>{t(`certify.state.${result.state}`)}</Text>
      <Text className='certify__body'>{t(`certify.body.${result.state}`, { name: result.name })}</Text>
      {result.finishedAt > 0 && <TextWithDates className='certify__time' text={t('certify.finishedAt', { time: chinaDateTimeOf(result.finishedAt) })} />}
      {result.state === 'pending' && (
        <AtButton type='primary' size='small' circle onClick={onRefresh}>
          {t('certify.refresh')}
        </AtButton>
      )}
    </View>
  )
})

const CertifyBody = observer(function CertifyBody({ certifyId }: { certifyId: string }) {
  const t = useT<'identity'>()
  const [refreshes, setRefreshes] = useState(0)
  // Spec 8: a 401 here starts no login; the read fails and offers its retry.
  const load = useServerRead(() => fetchCertifyResult(certifyId), [certifyId, refreshes])
  const unknown = load.status === 'error' && isCertifyUnknown(load.error)
  if (unknown) return <StatusView status='empty' message={`${t('certify.notFound')} ${t('certify.backToApp')}`} />
  return (
    <LoadView load={load} failureText={t('certify.loadFailed')}>
      {(result) => <CertifyCard result={result} onRefresh={() => setRefreshes((count) => count + 1)} />}
    </LoadView>
  )
})

/**
 * /zfbVerified: where the payment app returns after its identity verification (spec 2, 8). Its
 * query is written with ';' (`?certifyId=…;lang=en_US`); the language is read from it at start-up.
 */
function ZfbVerifiedPage() {
  const t = useT<'identity'>()
  const [certifyId] = useState(() => parseSemicolonQuery(rawQueryString()).certifyId)
  return (
    <PageShell title={t('certify.title')} className='certify'>
      {isCertifyId(certifyId) ? (
        <CertifyBody certifyId={certifyId} />
      ) : (
        <StatusView status='empty' message={`${t('certify.badLink')} ${t('certify.backToApp')}`} />
      )}
    </PageShell>
  )
}

export default definePage(ZfbVerifiedPage, identityTexts)
