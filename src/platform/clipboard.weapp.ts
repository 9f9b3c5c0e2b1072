// Mini-program copy: setClipboardData shows its own toast, so the caller adds none on success.
import Taro from '@tarojs/taro'

export function copyText(text: string): Promise<boolean> {
  return Taro.setClipboardData({ data: text }).then(
    () => true,
    () => false,
  )
}
