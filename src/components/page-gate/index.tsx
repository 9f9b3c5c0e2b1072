import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Component, useEffect, useState, type FunctionComponent, type PropsWithChildren } from 'react'
import type { AreaTexts, PageAreaName } from '@/locales'
import { recordFailure, redirectTo } from '@/platform'
import { HOME_PATH } from '@/routes'
import { useStores } from '@/stores'
import { StatusView } from '../status-view'

const DOT_INTERVAL_MS = 400

/** Spec 4: the initialising text with moving dots, announced politely to screen readers. */
export const Initialising = observer(function Initialising() {
  const { translation } = useStores()
  const [dots, setDots] = useState(1)
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count % 3) + 1), DOT_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <View className='app-initialising' role='status' aria-live='polite'>
      {translation.t('common.initialising')}
      {/* the dots move every 400 ms; announced, each move would repeat the whole text */}
      <Text aria-hidden='true'>{'.'.repeat(dots)}</Text>
    </View>
  )
})

/** A page that throws while rendering shows the error state, with a retry and the way home, not a blank screen. */
class PageBoundary extends Component<PropsWithChildren, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    recordFailure(error, 'render')
  }

  render() {
    if (!this.state.failed) return this.props.children
    // the broken page is gone: showing the children again mounts it afresh
    return <StatusView status='error' onRetry={() => this.setState({ failed: false })} onHome={() => void redirectTo(HOME_PATH)} />
  }
}

/**
 * Every routed page is exported through this (the linter checks it), with the texts of its area
 * if it has one. Taro mounts the page's own container at once and looks it up right after (H5
 * throws "page instance not found" otherwise), so the container always renders; what waits for
 * start-up (spec 4) and for the area's texts in the page's language is the page's content, its
 * effects and requests included.
 */
export function definePage<Props extends object>(
  Page: FunctionComponent<Props>,
  texts?: AreaTexts<PageAreaName>,
): FunctionComponent<Props> {
  const ObservedPage = observer(Page)
  function StartedPage(props: Props) {
    const { session, translation, ui } = useStores()
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    const wanted = translation.chosenLanguage
    const shown = translation.language
    useEffect(() => {
      // before start-up picks the language, loading would fetch a language the page may not show
      if (!texts || !wanted) return
      setFailed(false)
      translation.texts.load(texts, wanted).catch((error: unknown) => {
        console.warn(`[texts] ${texts.area} ${wanted} not loaded`, error)
        setFailed(true)
      })
    }, [translation, wanted, attempt])
    const textsShown = !texts || translation.texts.has(texts.area, shown)
    const pageShown = session.ready && textsShown
    useEffect(() => {
      if (pageShown) ui.noteScreenShown()
    }, [pageShown, ui])
    if (pageShown) {
      return (
        <PageBoundary>
          <ObservedPage {...props} />
        </PageBoundary>
      )
    }
    if (failed) return <StatusView status='error' onRetry={() => setAttempt((count) => count + 1)} />
    return <Initialising />
  }
  StartedPage.displayName = `definePage(${Page.displayName ?? Page.name})`
  return observer(StartedPage)
}
