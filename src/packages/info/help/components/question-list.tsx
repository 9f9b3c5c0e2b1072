import { View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { fetchHelpQuestions, type HelpQuery, type HelpQuestion } from '@/api/help'
import { StatusView } from '@/components/status-view'
import { useStores, useT } from '@/stores'
import { helpTexts } from '@/locales/help'
import '@/styles/taro-ui/list.scss'

type QuestionsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; questions: HelpQuestion[] }

interface QuestionListProps {
  /** One group's questions, or a search (spec 7: from /wordpress/list). */
  query: HelpQuery
  emptyText: string
  /** Search results come from every group: each says which. */
  showGroup?: boolean
  onOpen(question: HelpQuestion): void
}

/** The questions of one group or one search, with their loading, empty and error states. */
export const QuestionList = observer(function QuestionList({ query, emptyText, showGroup = false, onOpen }: QuestionListProps) {
  const t = useT(helpTexts)
  const { session } = useStores()
  const language = session.language
  const { group, keyword } = query
  const [state, setState] = useState<QuestionsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    // The latest group, keyword or language wins: an older answer arriving late is dropped.
    let current = true
    setState({ status: 'loading' })
    fetchHelpQuestions({ group, keyword }).then(
      (questions) => current && setState({ status: 'ready', questions }),
      () => current && setState({ status: 'error' }),
    )
    return () => {
      current = false
    }
  }, [group, keyword, language, attempt])

  if (state.status === 'loading') return <StatusView status='loading' />
  if (state.status === 'error') return <StatusView status='error' onRetry={() => setAttempt((count) => count + 1)} />
  if (state.questions.length === 0) return <StatusView status='empty' message={emptyText} />
  return (
    <View className='help-questions'>
      <AtList hasBorder={false}>
        {state.questions.map((question) => (
          <AtListItem
            key={question.id}
            title={question.title}
            note={showGroup ? t(`help.group.${question.group}`) : undefined}
            arrow='right'
            onClick={() => onOpen(question)}
          />
        ))}
      </AtList>
    </View>
  )
})
