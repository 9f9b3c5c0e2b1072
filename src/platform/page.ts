// H5 page chrome: the title goes to the document and, in the app, to the native title bar.
import Taro from '@tarojs/taro'
import { host } from './bridge'
import { redirectTo } from './navigation'

export function setPageTitle(title: string): void {
  Taro.setNavigationBarTitle({ title }).catch((error: unknown) => console.warn('[page] title not set', error))
  // spec 7: setTitle
  host.setTitle(title)
}

/** Spec 2: any unmatched path redirects to `path` (/404). */
export function installNotFoundRedirect(path: string): void {
  Taro.onPageNotFound(() => {
    void redirectTo(path)
  })
}
