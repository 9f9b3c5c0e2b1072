// Mini-program page chrome: the navigation bar holds the title.
import Taro from '@tarojs/taro'
import { isLanguage } from '@/lib/i18n'
import type { RoutePath } from '@/routes'
import { redirectTo } from './navigation.weapp'

/** Mini-program buttons and inputs are native controls, named and focusable already. */
export function installAccessibleControls(): void {}

export function setPageTitle(title: string): void {
  Taro.setNavigationBarTitle({ title }).catch((error: unknown) => console.warn('[page] title not set', error))
}

/** Spec 2: a page path that does not exist redirects to `path` (/404), in the language its link asked for. */
export function installNotFoundRedirect(path: RoutePath): void {
  Taro.onPageNotFound(({ query }) => {
    const lang: unknown = query.lang
    void redirectTo(path, isLanguage(lang) ? { lang } : undefined)
  })
}
