import type { Equipment, EquipmentUnbind } from '@/api/devices'
import { CODE_EQUIPMENT_ENTERPRISE } from '@/lib/devices'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { EquipmentStore, type EquipmentApi } from '@/stores/equipment'
import { deferred } from '../support/deferred'

type Call = { action: 'rename' | 'unbind'; equipmentId: string; name?: string; requestId: string }

const RENAMED: Equipment = {
  equipmentId: 'eq-1',
  kind: 'box',
  name: '客厅',
  model: 'Box Pro',
  serial: 'BX-1',
  bindState: 'bound',
  online: true,
  boundAt: 1,
  lastOnlineAt: 2,
}

function fakeApi(answers: Array<() => Promise<unknown>>) {
  const calls: Call[] = []
  const next = () => {
    const answer = answers.shift()
    if (!answer) throw new Error('no answer left')
    return answer()
  }
  const api: EquipmentApi = {
    renameEquipment(input) {
      calls.push({ action: 'rename', ...input })
      return next() as Promise<Equipment>
    },
    unbindEquipment(input) {
      calls.push({ action: 'unbind', ...input })
      return next() as Promise<EquipmentUnbind>
    },
  }
  return { api, calls }
}

let ids = 0
const makeId = () => Promise.resolve(`id-${++ids}`)
const unbound = () => Promise.resolve({ equipmentId: 'eq-1', remaining: 1 })

beforeEach(() => {
  ids = 0
})

describe('unbinding equipment', () => {
  it('sends the equipment and a request id, then says done and reads the list again', async () => {
    const { api, calls } = fakeApi([unbound])
    const store = new EquipmentStore(api, makeId)
    await expect(store.unbind('eq-1')).resolves.toEqual({ outcome: 'done' })
    expect(calls).toEqual([{ action: 'unbind', equipmentId: 'eq-1', requestId: 'id-1' }])
    expect(store.listVersion).toBe(1)
  })

  it('refuses a rename while an unbind runs', async () => {
    const answer = deferred<EquipmentUnbind>()
    const { api, calls } = fakeApi([() => answer.promise])
    const store = new EquipmentStore(api, makeId)
    const first = store.unbind('eq-1')
    expect(store.changing).toBe('eq-1')
    await expect(store.rename('eq-2', 'x')).resolves.toEqual({ outcome: 'busy' })
    answer.resolve({ equipmentId: 'eq-1', remaining: 0 })
    await first
    expect(store.changing).toBeUndefined()
    expect(calls).toHaveLength(1)
  })

  it('says failed when the answer is lost, and the retry sends the same request id', async () => {
    const { api, calls } = fakeApi([() => Promise.reject(new HttpError('network', 'Network Error')), unbound])
    const store = new EquipmentStore(api, makeId)
    await expect(store.unbind('eq-1')).resolves.toEqual({ outcome: 'failed' })
    expect(store.listVersion).toBe(0)
    await expect(store.unbind('eq-1')).resolves.toEqual({ outcome: 'done' })
    expect(calls.map((call) => call.requestId)).toEqual(['id-1', 'id-1'])
  })

  it('gives the server’s refusal, forgets its request id and reads the list again', async () => {
    const { api, calls } = fakeApi([() => Promise.reject(new Refusal(13020, '该设备已不在您的账号下')), unbound])
    const store = new EquipmentStore(api, makeId)
    await expect(store.unbind('eq-1')).resolves.toEqual({ outcome: 'refused', enterpriseSubAccount: false, message: '该设备已不在您的账号下' })
    expect(store.listVersion).toBe(1)
    await store.unbind('eq-1')
    expect(calls.map((call) => call.requestId)).toEqual(['id-1', 'id-2'])
  })

  it('names the enterprise sub-account refusal, so the page tells the host', async () => {
    const { api } = fakeApi([() => Promise.reject(new Refusal(CODE_EQUIPMENT_ENTERPRISE, '企业子账号无法进行此操作'))])
    const store = new EquipmentStore(api, makeId)
    await expect(store.unbind('eq-1')).resolves.toEqual({ outcome: 'refused', enterpriseSubAccount: true, message: '企业子账号无法进行此操作' })
  })
})

describe('renaming equipment', () => {
  it('sends the new name with a request id', async () => {
    const { api, calls } = fakeApi([() => Promise.resolve(RENAMED)])
    const store = new EquipmentStore(api, makeId)
    await expect(store.rename('eq-1', '客厅')).resolves.toEqual({ outcome: 'done' })
    expect(calls).toEqual([{ action: 'rename', equipmentId: 'eq-1', name: '客厅', requestId: 'id-1' }])
  })

  it('sends the same id when the same name is tried again after a lost answer', async () => {
    const { api, calls } = fakeApi([() => Promise.reject(new HttpError('timeout', 'timeout')), () => Promise.resolve(RENAMED)])
    const store = new EquipmentStore(api, makeId)
    await store.rename('eq-1', '客厅')
    await store.rename('eq-1', '客厅')
    expect(calls.map((call) => call.requestId)).toEqual(['id-1', 'id-1'])
  })

  it('treats another name as another intent with its own id', async () => {
    const { api, calls } = fakeApi([() => Promise.reject(new HttpError('timeout', 'timeout')), () => Promise.resolve(RENAMED)])
    const store = new EquipmentStore(api, makeId)
    await store.rename('eq-1', '客厅')
    await store.rename('eq-1', '卧室')
    expect(calls.map((call) => call.requestId)).toEqual(['id-1', 'id-2'])
  })
})
