/** @jest-environment node */
import { CODE_GIFT_NOT_ELIGIBLE, CODE_GIFT_SLOT_TAKEN } from '@/lib/gift'
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { GiftStore } from '@/stores/gift'
import { deferred } from '../support/deferred'
import { activatedStatus, fakeGiftApi, giftStatus } from '../support/gift'

async function loaded(api = fakeGiftApi()) {
  const store = new GiftStore(api)
  await store.load()
  return { store, api }
}

describe('GiftStore load', () => {
  it('shows each slot in its state', async () => {
    const { store } = await loaded()
    expect(store.slots.map((slot) => slot.state)).toEqual(['gifted', 'apply', 'apply'])
  })

  it('has no refusal for an eligible member', async () => {
    const { store } = await loaded()
    expect(store.refusals).toEqual([])
  })

  it('names the missing condition', async () => {
    const status = giftStatus()
    const api = fakeGiftApi({ fetchStatus: jest.fn(async () => ({ ...status, facts: { ...status.facts, hasPurchase: false } })) })
    const { store } = await loaded(api)
    expect(store.refusals).toEqual(['noPurchase'])
  })

  it('drops an answer that arrives after a logout', async () => {
    const late = deferred<ReturnType<typeof giftStatus>>()
    const api = fakeGiftApi({ fetchStatus: jest.fn(() => late.promise) })
    const store = new GiftStore(api)
    const loading = store.load()
    store.clear()
    late.resolve(giftStatus())
    await loading
    expect([store.status, store.loadStatus]).toEqual([null, 'idle'])
  })

  it('all claimed once every slot went to a friend', async () => {
    const status = giftStatus()
    const slots = status.slots.map((slot) => ({ ...slot, activatedAt: 1, claimedPhoneSuffix: '0000' }))
    const { store } = await loaded(fakeGiftApi({ fetchStatus: jest.fn(async () => ({ ...status, slots })) }))
    expect(store.allClaimed).toBe(true)
  })
})

describe('GiftStore activate', () => {
  it('shows the activated slot waiting for a friend', async () => {
    const { store } = await loaded()
    await store.activate(2, '一起加速')
    expect(store.slots[1]).toMatchObject({ state: 'unclaimed', message: '一起加速', giftCode: '10001-2026-11-2' })
  })

  it('sends one request for a double tap', async () => {
    const { store, api } = await loaded()
    const [first, second] = await Promise.all([store.activate(2, ''), store.activate(2, '')])
    expect([api.activate.mock.calls.length, first?.slots[1].message, second]).toEqual([1, '', undefined])
  })

  it('makes a new request id for another slot after a failure', async () => {
    const api = fakeGiftApi({ activate: jest.fn().mockRejectedValueOnce(new HttpError('network', 'dropped')).mockResolvedValue(activatedStatus(3, '')) })
    const { store } = await loaded(api)
    await expect(store.activate(2, '')).rejects.toThrow()
    await store.activate(3, '')
    const [first, other] = api.activate.mock.calls.map(([activation]) => activation.requestId)
    expect(other).not.toBe(first)
  })

  it('reloads the slots when the server says the slot was taken meanwhile', async () => {
    const api = fakeGiftApi({ activate: jest.fn().mockRejectedValue(new Refusal(CODE_GIFT_SLOT_TAKEN, '该赠送名额已使用')) })
    const { store } = await loaded(api)
    await expect(store.activate(2, '')).rejects.toMatchObject({ code: CODE_GIFT_SLOT_TAKEN })
    expect(api.fetchStatus).toHaveBeenCalledTimes(2)
  })

  it('starts a new intent after a final refusal', async () => {
    const api = fakeGiftApi({ activate: jest.fn().mockRejectedValueOnce(new Refusal(CODE_GIFT_NOT_ELIGIBLE, 'no')).mockResolvedValue(activatedStatus(2, '')) })
    const { store } = await loaded(api)
    await expect(store.activate(2, '')).rejects.toBeInstanceOf(Refusal)
    await store.activate(2, '')
    const [first, next] = api.activate.mock.calls.map(([activation]) => activation.requestId)
    expect(next).not.toBe(first)
  })
})
