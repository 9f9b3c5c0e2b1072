import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

/** One labelled line of a record card (an order, a refund, an application, a pause, a contract): the label, its value at the right. */
export function RecordField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='record-field'>
      <Text className='record-field__label'>{label}</Text>
      <View className='record-field__value'>{children}</View>
    </View>
  )
}
