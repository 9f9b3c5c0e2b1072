// Mini-program: WeChat tells the App of what nothing caught (App.onError, App.onUnhandledRejection);
// Taro hands both to the app component's hooks.
import { useError, useUnhandledRejection } from '@tarojs/taro'
import { recordFailure } from './failure-log'

export function useFailureHooks(): void {
  useError(recordFailure)
  useUnhandledRejection(({ reason }) => recordFailure(reason))
}
