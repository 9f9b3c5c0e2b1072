import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { DeviceStore, type DeviceApi } from '@/stores/devices'
import { deferred } from '../support/deferred'

function fakeApi(answers: Array<() => Promise<{ deviceCode: string; remaining: number }>>) {
  const calls: Array<{ target: string; deviceCode: string; requestId: string }> = []
  const api: DeviceApi = {
    logoutDevice(input) {
      calls.push(input)
      const next = answers.shift()
      if (!next) throw new Error('no answer left')
      return next()
    },
  }
  return { api, calls }
}

let ids = 0
const makeId = () => Promise.resolve(`id-${++ids}`)

beforeEach(() => {
  ids = 0
})

describe('exiting a device', () => {
  it('sends the target, this device and a request id, then says done', async () => {
    const { api, calls } = fakeApi([() => Promise.resolve({ deviceCode: 'b', remaining: 1 })])
    const store = new DeviceStore(api, makeId)
    await expect(store.exit('b', 'a')).resolves.toBe('done')
    expect(calls).toEqual([{ target: 'b', deviceCode: 'a', requestId: 'id-1' }])
  })

  it('marks the device being exited until the answer arrives', async () => {
    const answer = deferred<{ deviceCode: string; remaining: number }>()
    const { api } = fakeApi([() => answer.promise])
    const store = new DeviceStore(api, makeId)
    const running = store.exit('b', 'a')
    expect(store.exiting).toBe('b')
    answer.resolve({ deviceCode: 'b', remaining: 1 })
    await running
    expect(store.exiting).toBeUndefined()
  })

  it('sends the same request id again on a retry after a failure', async () => {
    const { api, calls } = fakeApi([
      () => Promise.reject(new HttpError('network', 'Network Error')),
      () => Promise.resolve({ deviceCode: 'b', remaining: 1 }),
    ])
    const store = new DeviceStore(api, makeId)
    await expect(store.exit('b', 'a')).rejects.toBeInstanceOf(HttpError)
    await expect(store.exit('b', 'a')).resolves.toBe('done')
    expect(calls.map((call) => call.requestId)).toEqual(['id-1', 'id-1'])
  })

  it('says unbound on 13003, which the request client has already told the user', async () => {
    const { api } = fakeApi([() => Promise.reject(new Refusal(13003, '当前已解绑，请重新刷新'))])
    const store = new DeviceStore(api, makeId)
    await expect(store.exit('b', 'a')).resolves.toBe('unbound')
  })

  it("rejects with the server's refusal, for the page to report", async () => {
    const { api } = fakeApi([() => Promise.reject(new Refusal(13010, 'gone'))])
    const store = new DeviceStore(api, makeId)
    await expect(store.exit('b', 'a')).rejects.toBeInstanceOf(Refusal)
  })

  it('asks for the list again after an exit done, not after a failure (the device stays for a retry)', async () => {
    const { api } = fakeApi([
      () => Promise.resolve({ deviceCode: 'b', remaining: 1 }),
      () => Promise.reject(new HttpError('network', 'Network Error')),
    ])
    const store = new DeviceStore(api, makeId)
    await store.exit('b', 'a')
    expect(store.listVersion).toBe(1)
    await expect(store.exit('c', 'a')).rejects.toBeInstanceOf(HttpError)
    expect(store.listVersion).toBe(1)
  })

})
