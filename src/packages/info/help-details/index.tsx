import { Text, View } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import { useState } from 'react'
import { fetchHelpAnswer, isQuestionMissing } from '@/api/help'
import { definePage } from '@/components/page-gate'
import { CmsContent } from '@/components/cms-content'
import { LoadView, useServerRead } from '@/components/load-view'
import { PageShell } from '@/components/page-shell'
import { StatusView } from '@/components/status-view'
import { TextWithDates } from '@/components/text-with-dates'
import { chinaDateOf } from '@/lib/calendar'
import { isHelpGroup, parseQuestionId, type HelpGroup } from '@/lib/help'
import { currentQuery, navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useStores, useT } from '@/stores'
import './index.scss'
import { helpTexts } from '@/locales/help'

interface DetailsQuery {
  /** The question's title as the caller knew it, shown before the answer arrives. */
  title: string
  group: HelpGroup | undefined
  id: number | undefined
}

function readQuery(): DetailsQuery {
  const { q, t, id } = currentQuery()
  return { title: (q ?? '').trim(), group: isHelpGroup(t) ? t : undefined, id: parseQuestionId(id) }
}

/** One help question and its answer (spec 2: query q, t, id; spec 7: /wordpress/info). */
function HelpDetailsPage() {
  const t = useT<'help'>()
  const { translation } = useStores()
  const language = translation.language
  const [query] = useState(readQuery)
  const { id } = query
  // a no-wait page (spec 2): the host's language may arrive after the first load; the latest wins
  const load = useServerRead(id === undefined ? undefined : () => fetchHelpAnswer(id), [id, language])

  const answer = load.status === 'ready' ? load.data : undefined
  const group = answer?.group ?? query.group
  const title = answer?.title || query.title

  function backToHelp(): void {
    void navigateTo(PATH.help, group ? { t: group } : undefined)
  }

  function body() {
    if (id === undefined) return <StatusView status='error' message={t('help.invalidQuestion')} />
    if (load.status === 'error' && isQuestionMissing(load.error)) {
      return <StatusView status='empty' message={t('help.questionMissing')} />
    }
    return <LoadView load={load}>{(found) => <CmsContent className='help-details__content' html={found.content} />}</LoadView>
  }

  return (
    <PageShell title={t('help.detailsTitle')}>
      <View className='card help-details'>
        {(group || title) && (
          <View className='help-details__head'>
            {group && <Text className='help-details__group'>{t(`help.group.${group}`)}</Text>}
            {title && <Text className='help-details__title'>{title}</Text>}
            {answer && answer.updatedAt > 0 && (
              <TextWithDates className='help-details__date' text={t('common.updatedAt', { date: chinaDateOf(answer.updatedAt) })} />
            )}
          </View>
        )}
        {body()}
      </View>
      <View className='card help-details__more'>
        <Text className='help-details__more-text'>{t('help.stillNeedHelp')}</Text>
        <View className='help-details__more-actions'>
          <AtButton className='help-details__more-button' size='small' circle onClick={backToHelp}>
            {t('help.backToHelp')}
          </AtButton>
          <AtButton className='help-details__more-button' type='primary' size='small' circle onClick={() => navigateTo(PATH.tsupport)}>
            {t('help.contactSupport')}
          </AtButton>
        </View>
      </View>
    </PageShell>
  )
}

export default definePage(HelpDetailsPage, helpTexts)
