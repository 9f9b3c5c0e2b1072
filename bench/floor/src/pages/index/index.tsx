import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
    <View className='floor'>
      <Text>Hello world!</Text>
    </View>
  )
}
