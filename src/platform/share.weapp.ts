// Mini-program share menu: the page's message, opening the page path of an in-app path.
import Taro from '@tarojs/taro'
import { pageUrlOf } from './app-paths'
import type { ShareMessage } from './types'

export function useShareMessage(message: ShareMessage | undefined): void {
  Taro.useShareAppMessage(() => (message ? { title: message.title, path: pageUrlOf(message.path, message.query) } : {}))
}
