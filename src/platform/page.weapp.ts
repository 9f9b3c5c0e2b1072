// Mini-program page chrome: the navigation bar holds the title.
import Taro, { useDidShow } from '@tarojs/taro'
import { isLanguage } from '@/lib/i18n'
import type { RoutePath } from '@/routes'
import type { PageLoadFailureTexts } from './page-chunks'
import type { AccessibleRole, PointerProps, RoleProps } from './types'
import { redirectTo } from './navigation.weapp'

/** WeChat downloads a subpackage itself when a page of it opens; a failed download fails that navigation. */
export function installPageChunkRetry(_texts: () => PageLoadFailureTexts): void {}

/** Mini-program buttons and inputs are native controls, named and focusable already. */
export function installAccessibleControls(): void {}

/** No keyboard reaches a mini-program's controls but WeChat's own. */
export function installAccessibleControlsOnFirstKey(): void {}

/** WeChat's screen readers take a View's or Text's role from `aria-role` (its templates carry it: config/plugins). */
export function roleProps(role: AccessibleRole): RoleProps {
  return { 'aria-role': role }
}

/** No pointer in the mini-program: nothing to tell. */
export function pointerProps(_onPointed: (pointed: boolean) => void): PointerProps {
  return {}
}

/** Taro's page lifecycle, here so pages reach Taro only through the adapter. */
export function usePageShow(callback: () => void): void {
  useDidShow(callback)
}

/** WeChat's navigation bar shows the title set with setNavigationBarTitle. */
export function hostShowsTitle(): boolean {
  return true
}

/** The first page is known only once the app has launched it: start-up waits for the app's first render. */
export const FIRST_PAGE_KNOWN_AT_LOAD: boolean = false

/** WeChat has no idle callback nor largest paint: work no screen waits for runs after this task. */
export function whenPaintSettled(task: () => void): void {
  setTimeout(task, 0)
}

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
