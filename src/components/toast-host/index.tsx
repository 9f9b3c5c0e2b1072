import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { NOTIFICATION, TOAST_DURATION_MS } from '@/config'
import { detectClient, pointerProps, roleProps } from '@/platform'
import { useStores } from '@/stores'
import type { ToastMessage } from '@/stores/ui'
import './index.scss'

// taro-ui's AtToast carries about 21 KB of inline PNG icons that no toast here shows, in the weapp
// main package and in every H5 page chunk: this text-only toast draws the same box in the tokens.
// Spec 9's figures are CSS pixels, so they are inline styles: the stylesheet's px are design units.

const statusRegion = roleProps('status')

/** How long a message stays: its own time, else spec 9's for its kind and the layout. */
function durationOf(toast: ToastMessage, desktop: boolean): number {
  if (toast.durationMs !== undefined) return toast.durationMs
  if (toast.kind === 'notice') return NOTIFICATION.noticeMs
  return desktop ? NOTIFICATION.toastMs : TOAST_DURATION_MS
}

/** Leaves the store after `durationMs`; while `paused` the time stands still and goes on from there. */
function useDismissal(toast: ToastMessage, durationMs: number, paused: boolean): void {
  const { ui } = useStores()
  const left = useRef(durationMs)
  useEffect(() => {
    if (paused) return undefined
    const started = Date.now()
    const timer = setTimeout(() => ui.dismissToast(toast.id), left.current)
    return () => {
      clearTimeout(timer)
      left.current = Math.max(0, left.current - (Date.now() - started))
    }
  }, [ui, toast, paused])
}

function ToastBox({ toast, style }: { toast: ToastMessage; style?: CSSProperties }) {
  return (
    <View className={`toast toast--${toast.kind}`} style={style} data-toast={toast.kind}>
      <Text className='toast__text'>{toast.text}</Text>
    </View>
  )
}

/** The phone layout: one message at a time, centred; a newer one replaces it. */
const PhoneToast = observer(function PhoneToast({ toast }: { toast: ToastMessage }) {
  const { ui } = useStores()
  useEffect(() => ui.dismissAllButNewest(), [ui, toast])
  useDismissal(toast, durationOf(toast, false), false)
  return (
    <View className='toast-layer toast-layer--phone' {...statusRegion} aria-live='polite'>
      <ToastBox toast={toast} />
    </View>
  )
})

const StackedToast = observer(function StackedToast({
  toast,
  depth,
  stacked,
  pointed,
}: {
  toast: ToastMessage
  /** 0 for the newest */
  depth: number
  stacked: boolean
  pointed: boolean
}) {
  useDismissal(toast, durationOf(toast, true), toast.kind === 'notice' && pointed)
  if (!stacked) return <ToastBox toast={toast} />
  // stacked: each older one a little lower and smaller behind the newer; past the threshold, hidden
  const style: CSSProperties = {
    transform: `translateY(${depth * NOTIFICATION.stackOffsetPx}px) scale(${1 - depth * 0.04})`,
    zIndex: NOTIFICATION.stackThreshold - depth,
    visibility: depth < NOTIFICATION.stackThreshold ? 'visible' : 'hidden',
  }
  return <ToastBox toast={toast} style={style} />
})

/** The desktop layout (spec 9 notification defaults): top-centred, newest first, stacked past the threshold, open under the pointer. */
const DesktopToasts = observer(function DesktopToasts() {
  const { ui } = useStores()
  const [pointed, setPointed] = useState(false)
  const newestFirst = [...ui.toasts].reverse()
  const stacked = newestFirst.length > NOTIFICATION.stackThreshold && !pointed
  useEffect(() => {
    if (ui.toasts.length === 0) setPointed(false)
  }, [ui.toasts.length])
  if (newestFirst.length === 0) return null
  const layout: CSSProperties = { top: `${NOTIFICATION.topPx}px`, gap: `${NOTIFICATION.stackGapPx}px` }
  return (
    <View
      className={`toast-layer toast-layer--desktop${stacked ? ' toast-layer--stacked' : ''}`}
      style={layout}
      {...statusRegion}
      aria-live='polite'
      {...pointerProps(setPointed)}
    >
      {newestFirst.map((toast, depth) => (
        <StackedToast key={toast.id} toast={toast} depth={depth} stacked={stacked} pointed={pointed} />
      ))}
    </View>
  )
})

/** Renders the ui store's toasts and notices (src/services/notify) as spec 9 places them for the layout, announced politely. */
export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores()
  const [desktop] = useState(() => detectClient().isDesktop)
  if (desktop) return <DesktopToasts />
  const newest = ui.toast
  return newest ? <PhoneToast key={newest.id} toast={newest} /> : null
})
