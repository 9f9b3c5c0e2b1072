import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState, type PropsWithChildren } from 'react'
import { installNotFoundRedirect } from '@/platform'
import { NOT_FOUND_PATH } from '@/routes'
import { startApp } from '@/services/startup'
import { StoreContext, stores } from '@/stores'
import './app.scss'

// Registered before the router's first render, which may already meet an unknown path.
installNotFoundRedirect(NOT_FOUND_PATH)

const DOT_INTERVAL_MS = 400

/** Spec 4: until start-up is done, an initialising text with moving dots instead of the router. */
const Initialising = observer(function Initialising() {
  const [dots, setDots] = useState(1)
  useEffect(() => {
    const timer = setInterval(() => setDots((count) => (count % 3) + 1), DOT_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [])
  return <View className='app-initialising'>{stores.session.t('common.initialising') + '.'.repeat(dots)}</View>
})

const Gate = observer(function Gate({ children }: PropsWithChildren) {
  return stores.session.ready ? <>{children}</> : <Initialising />
})

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    void startApp(stores)
  }, [])
  return (
    <StoreContext.Provider value={stores}>
      <Gate>{children}</Gate>
    </StoreContext.Provider>
  )
}

export default App
