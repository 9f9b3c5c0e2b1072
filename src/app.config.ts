import { appPages } from './routes'

const { pages, subPackages, preloadRule } = appPages()

export default defineAppConfig({
  pages,
  subPackages,
  preloadRule,
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
})
