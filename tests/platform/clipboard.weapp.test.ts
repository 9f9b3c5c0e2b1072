import Taro from '@tarojs/taro'
import { copyText } from '@/platform/clipboard.weapp'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
})

afterEach(() => {
  jest.restoreAllMocks()
})

test('copies with setClipboardData', async () => {
  await copyText('invite-link')
  expect(taroFake.calls).toEqual([{ api: 'setClipboardData', args: { data: 'invite-link' } }])
})

test('reports success', async () => {
  await expect(copyText('invite-link')).resolves.toBe(true)
})

test('reports failure when setClipboardData fails', async () => {
  jest.spyOn(Taro, 'setClipboardData').mockRejectedValue({ errMsg: 'setClipboardData:fail' })
  await expect(copyText('invite-link')).resolves.toBe(false)
})
