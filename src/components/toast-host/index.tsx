import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useStores } from '@/stores'
import './index.scss'

// taro-ui's AtToast carries about 21 KB of inline PNG icons that no toast here shows, in the weapp
// main package and in every H5 page chunk: this text-only toast draws the same box in the tokens.

/** Renders the app's one toast (src/services/notify) for its duration, announced politely. */
export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores()
  const toast = ui.toast
  useEffect(() => {
    if (!toast) return undefined
    const timer = setTimeout(() => ui.dismissToast(toast.id), toast.durationMs)
    return () => clearTimeout(timer)
  }, [ui, toast])
  if (!toast) return null
  return (
    <View className='toast' role='status' aria-live='polite'>
      <Text className='toast__text'>{toast.text}</Text>
    </View>
  )
})
