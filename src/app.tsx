import { type PropsWithChildren, useEffect } from 'react'
import { installNotFoundRedirect, installPageChunkRetry, FIRST_PAGE_KNOWN_AT_LOAD, useFailureHooks } from '@/platform'
import { NOT_FOUND_PATH } from '@/routes'
import { connectMiniProgram, connectNetwork, connectScreenOpening, connectServices, startApp } from '@/app-start'
import { StoreContext, stores } from '@/stores'
import './app.scss'

// Registered before the router's first render, which may already meet an unknown path.
installNotFoundRedirect(NOT_FOUND_PATH)
// Before the router loads the first page's code.
installPageChunkRetry(() => ({ message: stores.translation.t('common.loadFailed'), retry: stores.translation.t('common.retry') }))
// Before any page can send a request or show a notice.
connectServices(stores)
connectMiniProgram(stores)
connectNetwork(stores)
connectScreenOpening(stores)
// H5: start-up runs as soon as the entry has, not after the app's first render, so the first
// screen's texts and reads go out beside the router's request for its page chunk (issue 24). In the
// entry's task: a task of its own made two long tasks, longer together (Lighthouse's TBT).
if (FIRST_PAGE_KNOWN_AT_LOAD) void Promise.resolve().then(() => startApp(stores))

/** The pages (Taro's containers) always render; each waits for start-up itself (definePage). */
function App({ children }: PropsWithChildren) {
  useFailureHooks()
  useEffect(() => {
    if (!FIRST_PAGE_KNOWN_AT_LOAD) void startApp(stores)
  }, [])
  return <StoreContext.Provider value={stores}>{children}</StoreContext.Provider>
}

export default App
