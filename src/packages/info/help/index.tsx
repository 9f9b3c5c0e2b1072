import { Text, View } from '@tarojs/components'
import { AtButton, AtList, AtListItem, AtSearchBar, AtTabs } from 'taro-ui'
import { useState } from 'react'
import type { HelpQuestion } from '@/api/help'
import { listIcon } from '@/components/icon'
import { definePage } from '@/components/page-gate'
import { PageShell } from '@/components/page-shell'
import { tappable } from '@/components/tappable'
import {
  HELP_GROUPS,
  HELP_KEYWORD_MAX_LENGTH,
  helpDetailsQuery,
  helpGroupOf,
  normaliseKeyword,
  refundQuestionQuery,
  type HelpGroup,
} from '@/lib/help'
import { currentQuery, navigateTo } from '@/platform'
import { PATH } from '@/routes'
import { useT } from '@/stores'
import { QuestionList } from './components/question-list'
import '@/styles/taro-ui/list.scss'
import '@/styles/taro-ui/search-bar.scss'
import '@/styles/taro-ui/tabs.scss'
import './index.scss'
import { helpTexts } from '@/locales/help'
import { MEMBERSHIP_FACTS } from '@/config'

function openQuestion(question: HelpQuestion): void {
  void navigateTo(PATH.helpDetails, helpDetailsQuery(question.title, question.group, question.id))
}

/** The help centre (spec 2): questions by group (speed up, recharge, other, membership) and a search. */
function HelpPage() {
  const t = useT<'help'>()
  // `t` in the query opens a group directly, e.g. /help?t=recharge.
  const [group, setGroup] = useState<HelpGroup>(() => helpGroupOf(currentQuery().t))
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')

  function search(): void {
    setKeyword(normaliseKeyword(input))
  }

  function clearSearch(): void {
    setInput('')
    setKeyword('')
  }

  function openRefundQuestion(): void {
    void navigateTo(PATH.helpDetails, refundQuestionQuery(t('help.refundQuestion')))
  }

  return (
    <PageShell title={t('help.title')} languageSwitch>
      <AtSearchBar
        className='help__search'
        value={input}
        placeholder={t('help.searchPlaceholder')}
        actionName={t('help.searchAction')}
        maxLength={HELP_KEYWORD_MAX_LENGTH}
        showActionButton
        onChange={(value: string) => {
          setInput(value)
          if (!value.trim()) setKeyword('')
        }}
        onConfirm={search}
        onActionClick={search}
        onClear={clearSearch}
      />
      {keyword ? (
        <View className='card card--flush'>
          <View className='help__results-head'>
            <Text className='help__results-title'>{t('help.searchResults', { keyword })}</Text>
            <Text className='help__results-back' {...tappable('button')} onClick={clearSearch}>
              {t('common.back')}
            </Text>
          </View>
          <QuestionList
            key={`search:${keyword}`}
            query={{ keyword }}
            emptyText={t('help.searchEmpty', { keyword })}
            showGroup
            onOpen={openQuestion}
          />
        </View>
      ) : (
        <>
          <View className='card card--flush help__featured'>
            <AtList hasBorder={false}>
              <AtListItem
                title={t('help.refundQuestion')}
                note={t('help.refundHint', { refundDays: MEMBERSHIP_FACTS.refundWindowDays })}
                iconInfo={listIcon('help', 22)}
                arrow='right'
                onClick={openRefundQuestion}
              />
            </AtList>
          </View>
          <View className='card card--flush'>
            <AtTabs
              className='help__tabs'
              current={HELP_GROUPS.indexOf(group)}
              tabList={HELP_GROUPS.map((item) => ({ title: t(`help.group.${item}`) }))}
              swipeable={false}
              onClick={(index: number) => setGroup(HELP_GROUPS[index] ?? group)}
            />
            <View className='help__questions'>
              <QuestionList key={`group:${group}`} query={{ group }} emptyText={t('help.groupEmpty')} onOpen={openQuestion} />
            </View>
          </View>
        </>
      )}
      <View className='card help__support'>
        <Text className='help__support-text'>{t('help.moreHelp')}</Text>
        <AtButton className='help__support-button' size='small' circle onClick={() => navigateTo(PATH.tsupport)}>
          {t('help.contactSupport')}
        </AtButton>
      </View>
    </PageShell>
  )
}

export default definePage(HelpPage, helpTexts)
