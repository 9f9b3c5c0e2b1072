// Mini-program: WeChat's network type at start (getNetworkType) and each change after it
// (onNetworkStatusChange). Answers are checked where they enter: an odd one changes nothing.
import Taro from '@tarojs/taro'

/** `none` is WeChat's word for no network; any other type (wifi, 4g, unknown...) is a network. */
function typeIsOnline(answer: unknown): boolean | undefined {
  const type = (answer as { networkType?: unknown } | null)?.networkType
  if (typeof type === 'string' && type !== '') return type !== 'none'
  console.warn('[network] odd getNetworkType answer ignored')
  return undefined
}

function changeIsOnline(change: unknown): boolean | undefined {
  const connected = (change as { isConnected?: unknown } | null)?.isConnected
  if (typeof connected === 'boolean') return connected
  console.warn('[network] odd network change ignored')
  return undefined
}

export function watchNetwork(listener: (online: boolean) => void): () => void {
  // a change heard before the start answer is newer than it: that answer is then stale
  let changed = false
  let stopped = false
  const onChange = (change: unknown) => {
    const online = changeIsOnline(change)
    if (online === undefined || stopped) return
    changed = true
    listener(online)
  }
  Taro.onNetworkStatusChange(onChange)
  Taro.getNetworkType()
    .then((answer: unknown) => {
      const online = typeIsOnline(answer)
      if (online !== undefined && !changed && !stopped) listener(online)
    })
    .catch((error: unknown) => console.warn('[network] getNetworkType failed; taken as online', error))
  return () => {
    stopped = true
    Taro.offNetworkStatusChange(onChange)
  }
}
