import { Text, View } from '@tarojs/components'
import AES from 'crypto-js/aes'
import CryptoJS from 'crypto-js/core'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react-lite'
import { AtButton } from 'taro-ui'
import 'taro-ui/lib/style/components/button.scss'

class Greeting {
  text = 'Hello world!'

  constructor() {
    makeAutoObservable(this)
  }

  greetAgain() {
    this.text = 'Hello again!'
  }
}

const greeting = new Greeting()
const key = Hex.parse('00'.repeat(32))
const sealed = AES.encrypt(Utf8.parse(greeting.text), key, { iv: key, mode: CryptoJS.mode.CBC }).toString()

export default observer(function Index() {
  return (
    <View className='floor'>
      <Text>{greeting.text}</Text>
      <Text>{sealed.length}</Text>
      <AtButton type='primary' onClick={() => greeting.greetAgain()}>
        Greet
      </AtButton>
    </View>
  )
})
