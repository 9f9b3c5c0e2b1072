import { randomBytes } from '@/platform/random'

afterEach(() => {
  jest.restoreAllMocks()
})

test('gives the requested number of bytes', async () => {
  await expect(randomBytes(16)).resolves.toHaveLength(16)
})

test('takes the bytes from crypto.getRandomValues', async () => {
  const source = jest.spyOn(window.crypto, 'getRandomValues').mockImplementation((array) => array)
  await randomBytes(16)
  expect(source).toHaveBeenCalledWith(expect.any(Uint8Array))
})

test('a failing random source rejects', async () => {
  jest.spyOn(window.crypto, 'getRandomValues').mockImplementation(() => {
    throw new DOMException('too many', 'QuotaExceededError')
  })
  await expect(randomBytes(70000)).rejects.toThrow('too many')
})
