import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { chinaDateOf } from '@/lib/calendar'
import type { AgreementKind } from '@/routes'
import { useStores, useT } from '@/stores'
import { CmsContent } from '../cms-content'
import { StatusView } from '../status-view'
import { TextWithDates } from '../text-with-dates'
import './index.scss'

interface AgreementDocumentProps {
  kind: AgreementKind
}

/** One agreement or tutorial from the protocol list, its CMS HTML sanitised before rendering. */
export const AgreementDocument = observer(function AgreementDocument({ kind }: AgreementDocumentProps) {
  const t = useT()
  const { agreements, session, translation } = useStores()
  const document = agreements.find(kind)

  if (agreements.status === 'loading' || agreements.status === 'idle') return <StatusView status='loading' />
  if (agreements.status === 'error') {
    return <StatusView status='error' onRetry={() => agreements.load(translation.language, session.appVersion, true)} />
  }
  if (!document) return <StatusView status='empty' message={t('agreement.missing')} />
  return (
    <View className='card agreement-document'>
      <Text className='agreement-document__title'>{document.title || t(`agreement.kind.${kind}`)}</Text>
      {document.updatedAt > 0 && (
        <TextWithDates className='agreement-document__date' text={t('common.updatedAt', { date: chinaDateOf(document.updatedAt) })} />
      )}
      <CmsContent className='agreement-document__content' html={document.content} />
    </View>
  )
})
