import { newRequestId } from '@/services/request-id'

test('a request id is 32 lowercase hex digits', async () => {
  expect(await newRequestId()).toMatch(/^[0-9a-f]{32}$/)
})

test('two intents get two ids', async () => {
  const ids = new Set(await Promise.all(Array.from({ length: 50 }, () => newRequestId())))
  expect(ids.size).toBe(50)
})
