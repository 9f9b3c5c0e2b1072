import { Text, View } from '@tarojs/components'
import AES from 'crypto-js/aes'
import CryptoJS from 'crypto-js/core'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react-lite'
import * as v from 'valibot'

const answer = v.object({ code: v.number(), msg: v.string(), data: v.array(v.object({ id: v.number(), name: v.optional(v.string()) })) })

class Greeting {
  text = 'Hello world!'

  constructor() {
    makeAutoObservable(this)
  }
}

const greeting = new Greeting()
const key = Hex.parse('00'.repeat(32))
const sealed = AES.encrypt(Utf8.parse(greeting.text), key, { iv: key, mode: CryptoJS.mode.CBC }).toString()
const parsed = v.safeParse(answer, JSON.parse('{"code":200,"msg":"","data":[]}'))

export default observer(function Index() {
  return (
    <View className='floor'>
      <Text>{greeting.text}</Text>
      <Text>{`${sealed.length} ${parsed.success}`}</Text>
    </View>
  )
})
