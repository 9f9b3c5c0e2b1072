import { appPages, findRoute, LAUNCH_PATH, ME_PATH, pagePathOf, TAB_PATHS } from './routes'

const { pages, subPackages, preloadRule } = appPages()

// The mini-program has no native menus: a tab bar leads home and to the "me" page. Its labels are
// written here once in Chinese and follow the user's language at run time (labelTabBar). H5 has
// none: the apps' own menus lead to the screens.
const TAB_ICONS: Record<(typeof TAB_PATHS)[number], string> = { [LAUNCH_PATH]: 'home', [ME_PATH]: 'me' }
const TAB_LABELS: Record<(typeof TAB_PATHS)[number], string> = { [LAUNCH_PATH]: '首页', [ME_PATH]: '我的' }

function pageOf(path: string): string {
  const route = findRoute(path)
  if (!route) throw new Error(`the tab bar names ${path}, which the route table does not have`)
  return pagePathOf(route)
}

function tabBar() {
  return {
    // $color-text-placeholder, $color-brand and $color-bg-card of src/styles/tokens.scss
    color: '#687083',
    selectedColor: '#2a5ee8',
    backgroundColor: '#ffffff',
    borderStyle: 'white' as const,
    list: TAB_PATHS.map((path) => ({
      pagePath: pageOf(path),
      text: TAB_LABELS[path],
      iconPath: `assets/tab-bar/${TAB_ICONS[path]}.png`,
      selectedIconPath: `assets/tab-bar/${TAB_ICONS[path]}-active.png`,
    })),
  }
}

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule,
  ...(process.env.TARO_ENV === 'weapp' ? { tabBar: tabBar() } : {}),
  // WeChat injects only the components a page uses (shorter start-up; its code-quality check asks for it)
  lazyCodeLoading: 'requiredComponents',
  // WeChat holds privacy APIs until the user agrees (src/components/privacy-consent)
  __usePrivacyCheck__: true,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
})
