import { Text, View } from '@tarojs/components'

/** A task page's card of numbered steps: how to do the task. */
export function TaskSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <View className='card task__card'>
      <Text className='task__title'>{title}</Text>
      {steps.map((step, index) => (
        <View key={step} className='task__step'>
          <Text className='task__step-number'>{index + 1}</Text>
          <Text className='task__step-text'>{step}</Text>
        </View>
      ))}
    </View>
  )
}
