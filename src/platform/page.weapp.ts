// Mini-program page chrome: the navigation bar holds the title.
import Taro from '@tarojs/taro'
import { redirectTo } from './navigation.weapp'

export function setPageTitle(title: string): void {
  Taro.setNavigationBarTitle({ title }).catch((error: unknown) => console.warn('[page] title not set', error))
}

/** Spec 2: a page path that does not exist redirects to `path` (/404). */
export function installNotFoundRedirect(path: string): void {
  Taro.onPageNotFound(() => {
    void redirectTo(path)
  })
}
