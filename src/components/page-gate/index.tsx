import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type FunctionComponent } from 'react'
import { useStores } from '@/stores'

const DOT_INTERVAL_MS = 400

/** Spec 4: the initialising text with moving dots, announced politely to screen readers. */
export const Initialising = observer(function Initialising() {
  const { session } = useStores()
  const [dots, setDots] = useState(1)
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count % 3) + 1), DOT_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <View className='app-initialising' role='status' aria-live='polite'>
      {session.t('common.initialising')}
      {/* the dots move every 400 ms; announced, each move would repeat the whole text */}
      <Text aria-hidden='true'>{'.'.repeat(dots)}</Text>
    </View>
  )
})

/**
 * Every routed page is exported through this (the linter checks it). Taro mounts the page's own
 * container at once and looks it up right after (H5 throws "page instance not found" otherwise),
 * so the container always renders; what waits for start-up (spec 4) is the page's content, its
 * effects and requests included.
 */
export function definePage<Props extends object>(Page: FunctionComponent<Props>): FunctionComponent<Props> {
  const ObservedPage = observer(Page)
  function StartedPage(props: Props) {
    const { session } = useStores()
    return session.ready ? <ObservedPage {...props} /> : <Initialising />
  }
  StartedPage.displayName = `definePage(${Page.displayName ?? Page.name})`
  return observer(StartedPage)
}
