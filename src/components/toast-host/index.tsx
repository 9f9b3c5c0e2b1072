import { AtToast } from 'taro-ui'
import { observer } from 'mobx-react-lite'
import { useStores } from '@/stores'

/** Renders the app's one toast (src/services/notify) with taro-ui. */
export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores()
  const toast = ui.toast
  if (!toast) return null
  return (
    <AtToast
      key={toast.id}
      isOpened
      text={toast.text}
      duration={toast.durationMs}
      onClose={() => ui.dismissToast(toast.id)}
    />
  )
})
