// Customer chat in the mini-program is WeChat's own: a button with the open type contact, which
// WeChat opens only from the user's tap on it (docs/bridge.md).
import { Button } from '@tarojs/components'
import type { FunctionComponent } from 'react'
import type { CustomerChatProps } from './types'

export const CustomerChat: FunctionComponent<CustomerChatProps> = function CustomerChat({ className, children }) {
  return (
    <Button className={`${className} customer-chat`} openType='contact' sessionFrom='membership'>
      {children}
    </Button>
  )
}
