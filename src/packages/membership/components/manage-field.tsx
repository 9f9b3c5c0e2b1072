import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

/** One labelled line of a membership card (a contract, a pause). */
export function ManageField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='manage-card__field'>
      <Text className='manage-card__label'>{label}</Text>
      <View className='manage-card__value'>{children}</View>
    </View>
  )
}
