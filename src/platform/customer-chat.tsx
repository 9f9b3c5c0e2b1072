// Customer chat in the apps (spec 2 type 3: Meiqia through callMeiqia, from the versions of spec 9);
// a plain browser has none, and the caller offers the other ways to reach the team.
import { View } from '@tarojs/components'
import type { FunctionComponent } from 'react'
import { openTarget } from './navigation'
import { CHAT_PAGE_TYPE } from './navigation-rules'
import type { CustomerChatProps } from './types'

// Taro's View passes role and tabIndex through to the element; its types leave them out
const AS_BUTTON = { role: 'button', tabIndex: 0 }

export const CustomerChat: FunctionComponent<CustomerChatProps> = function CustomerChat({ className, children, appVersion, onUnavailable }) {
  async function openChat() {
    const outcome = await openTarget(CHAT_PAGE_TYPE, { appVersion })
    if (outcome !== 'done') onUnavailable(outcome)
  }
  return (
    <View className={className} {...AS_BUTTON} onClick={() => void openChat()}>
      {children}
    </View>
  )
}
