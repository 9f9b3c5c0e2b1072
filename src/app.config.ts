import { appPages } from './routes'

const { pages, subPackages, preloadRule } = appPages()

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule,
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
