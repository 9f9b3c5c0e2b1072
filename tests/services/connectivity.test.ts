import { configureConnectivity, isOffline, requestMissed } from '@/services/connectivity'
import { Action } from '@/stores/async'
import { NetworkStore } from '@/stores/network'

test('counts the device as online before start-up wires the network store', () => {
  expect(isOffline()).toBe(false)
  expect(() => requestMissed()).not.toThrow()
})

test('an action that spends reads the wired network store: refused while it is offline', async () => {
  const network = new NetworkStore()
  configureConnectivity(network)
  network.setOnline(false)
  const send = jest.fn(async () => 'sent')
  await expect(new Action({ newRequestId: async () => 'id-1' }).runOnce('exchange:vip-1d', send)).rejects.toMatchObject({ kind: 'offline' })
  expect(send).not.toHaveBeenCalled()
})

test('a missed request reaches the wired network store', () => {
  const network = new NetworkStore()
  configureConnectivity(network)
  network.setOnline(false)
  requestMissed()
  network.setOnline(true)
  expect(network.reconnects).toBe(1)
})
