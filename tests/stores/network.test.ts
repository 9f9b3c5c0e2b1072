import { NetworkStore } from '@/stores/network'

test('starts online', () => {
  expect(new NetworkStore().offline).toBe(false)
})

test('is offline while the host says so', () => {
  const network = new NetworkStore()
  network.setOnline(false)
  expect(network.offline).toBe(true)
})

test('counts a return of the network after a request missed its answer', () => {
  const network = new NetworkStore()
  network.setOnline(false)
  network.requestMissed()
  network.setOnline(true)
  expect(network.reconnects).toBe(1)
})

test('counts a request that failed just before the network went', () => {
  const network = new NetworkStore()
  network.requestMissed()
  network.setOnline(false)
  network.setOnline(true)
  expect(network.reconnects).toBe(1)
})

test('does not count a return when nothing failed meanwhile: nothing to read again', () => {
  const network = new NetworkStore()
  network.setOnline(false)
  network.setOnline(true)
  expect(network.reconnects).toBe(0)
})

test('counts each failure once: a second return with nothing new failed reads nothing', () => {
  const network = new NetworkStore()
  network.setOnline(false)
  network.requestMissed()
  network.setOnline(true)
  network.setOnline(false)
  network.setOnline(true)
  expect(network.reconnects).toBe(1)
})

test('does not count an online report while already online', () => {
  const network = new NetworkStore()
  network.requestMissed()
  network.setOnline(true)
  expect(network.reconnects).toBe(0)
})
