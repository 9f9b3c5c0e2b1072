import { randomBytes } from '@/platform/random.weapp'
import { installFakeWx, removeFakeWx } from '../support/taro-fake'

afterEach(() => {
  removeFakeWx()
})

test('asks wx.getRandomValues for the requested length', async () => {
  const wx = installFakeWx()
  await randomBytes(16)
  expect(wx.lengths).toEqual([16])
})

test('gives the bytes wx answered', async () => {
  installFakeWx({ bytes: (length) => new Uint8Array(length).fill(7) })
  await expect(randomBytes(4)).resolves.toEqual(new Uint8Array([7, 7, 7, 7]))
})

test('rejects when wx fails', async () => {
  installFakeWx({ failWith: 'getRandomValues:fail system error' })
  await expect(randomBytes(16)).rejects.toThrow('wx.getRandomValues failed: getRandomValues:fail system error')
})

test('rejects when wx answers fewer bytes than asked', async () => {
  installFakeWx({ bytes: () => new Uint8Array(8) })
  await expect(randomBytes(16)).rejects.toThrow('gave 8 bytes, not 16')
})

test('rejects outside the mini-program, where there is no wx', async () => {
  await expect(randomBytes(16)).rejects.toThrow('wx.getRandomValues is not available')
})
