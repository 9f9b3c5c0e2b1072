import { View } from '@tarojs/components'
import { AtList, AtListItem } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { fetchHelpQuestions, type HelpQuery, type HelpQuestion } from '@/api/help'
import { LoadView, useServerRead } from '@/components/load-view'
import { useStores, useT } from '@/stores'
import '@/styles/taro-ui/list.scss'

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
  const t = useT<'help'>()
  const { translation } = useStores()
  const language = translation.language
  const { group, keyword } = query
  // the latest group, keyword or language wins: an older answer arriving late is dropped
  const questions = useServerRead(() => fetchHelpQuestions({ group, keyword }), [group, keyword, language])

  return (
    <LoadView load={questions} isEmpty={(list) => list.length === 0} emptyText={emptyText}>
      {(list) => (
        <View className='help-questions'>
          <AtList hasBorder={false}>
            {list.map((question) => (
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
      )}
    </LoadView>
  )
})
