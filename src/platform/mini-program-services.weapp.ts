// WeChat's privacy consent and update manager. Since 2023 WeChat holds a privacy API (album,
// image chooser, clipboard, phone number) until the user has agreed to the mini-program's privacy
// guideline: the product shows its own dialog (onNeedPrivacyAuthorization), whose agree button
// has the open type agreePrivacyAuthorization, as WeChat checks.
import Taro from '@tarojs/taro'
import type { PrivacyConsentRequest, UpdatePrompt } from './types'

export function listenForPrivacyConsent(ask: (request: PrivacyConsentRequest) => void): void {
  try {
    Taro.onNeedPrivacyAuthorization((resolve) => {
      let answered = false
      const answer = (option: Parameters<typeof resolve>[0]): void => {
        if (answered) return
        answered = true
        resolve(option)
      }
      // WeChat asks to be told when the dialog shows
      resolve({ event: 'exposureAuthorization' })
      ask({
        agree: (buttonId) => answer({ event: 'agree', buttonId }),
        refuse: () => answer({ event: 'disagree' }),
      })
    })
  } catch (error) {
    // base library before 2.32.3: WeChat asks nothing and the APIs run as before
    console.warn('[privacy] onNeedPrivacyAuthorization not available', error)
  }
}

export function openPrivacyGuide(): Promise<boolean> {
  return new Promise((resolve) => {
    Taro.openPrivacyContract({ success: () => resolve(true), fail: () => resolve(false) })
  })
}

/** WeChat's failure of a privacy API the user did not consent to (errno 104, 112). */
export function isPrivacyRefusal(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false
  const message: unknown = Reflect.get(error, 'errMsg')
  const errno: unknown = Reflect.get(error, 'errno')
  return errno === 104 || errno === 112 || (typeof message === 'string' && /privacy/i.test(message))
}

/** When WeChat has downloaded a new version, asks the user to restart into it. */
export function offerUpdates(prompt: () => UpdatePrompt): void {
  try {
    const manager = Taro.getUpdateManager()
    manager.onUpdateReady(() => {
      const texts = prompt()
      Taro.showModal({ title: texts.title, content: texts.text, confirmText: texts.restart, cancelText: texts.later })
        .then(({ confirm }) => {
          if (confirm) manager.applyUpdate()
        })
        .catch((error: unknown) => console.warn('[update] prompt not shown', error))
    })
    manager.onUpdateFailed(() => console.warn('[update] the new version did not download'))
  } catch (error) {
    console.warn('[update] no update manager', error)
  }
}

/** app.json writes the tab labels once, in Chinese; they follow the user's language from here. */
export function labelTabBar(labels: readonly string[]): void {
  labels.forEach((text, index) => {
    Taro.setTabBarItem({ index, text }).catch((error: unknown) => console.warn('[tab bar] label not set', error))
  })
}
