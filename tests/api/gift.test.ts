import { activateGiftSlot, fetchGiftStatus } from '@/api/gift'
import { Refusal } from '@/lib/refusal'
import { taroFake } from '../support/taro-fake'
import { giftStatus } from '../support/gift'
import { answerWith, lastRequest, sentBody } from './wire'

beforeEach(() => taroFake.reset())

describe('fetchGiftStatus', () => {
  it('reads the status', async () => {
    answerWith({ code: 200, data: giftStatus() })
    await expect(fetchGiftStatus()).resolves.toEqual(giftStatus())
  })

  it('gets /gift/status', async () => {
    answerWith({ code: 200, data: giftStatus() })
    await fetchGiftStatus()
    expect([lastRequest().method, lastRequest().url]).toEqual(['GET', '/api/gift/status'])
  })

  it('reads flags written as 0 and 1', async () => {
    const status = giftStatus()
    answerWith({ code: 200, data: { ...status, facts: { ...status.facts, autoRenew: 1, hasPurchase: 0 } } })
    const read = await fetchGiftStatus()
    expect([read.facts.autoRenew, read.facts.hasPurchase]).toEqual([true, false])
  })

  it('rejects an answer without the three slots', async () => {
    answerWith({ code: 200, data: { ...giftStatus(), slots: giftStatus().slots.slice(0, 2) } })
    await expect(fetchGiftStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('rejects a whole phone number where only its last digits belong', async () => {
    const status = giftStatus()
    answerWith({ code: 200, data: { ...status, slots: status.slots.map((slot) => ({ ...slot, claimedPhoneSuffix: '13612341234' })) } })
    await expect(fetchGiftStatus()).rejects.toMatchObject({ kind: 'bad-response' })
  })

  it('reads an absent latest order as none', async () => {
    const { latestOrder: _left, ...status } = giftStatus()
    answerWith({ code: 200, data: status })
    await expect(fetchGiftStatus()).resolves.toMatchObject({ latestOrder: null })
  })
})

describe('activateGiftSlot', () => {
  it('posts the slot, the message and the request id', async () => {
    answerWith({ code: 200, data: giftStatus() })
    await activateGiftSlot({ slot: 2, message: '一起加速', requestId: 'a'.repeat(32) })
    expect([lastRequest().method, lastRequest().url, sentBody()]).toEqual([
      'POST',
      '/api/gift/activate',
      { slot: 2, message: '一起加速', requestId: 'a'.repeat(32) },
    ])
  })

  it('rejects with the server’s refusal', async () => {
    answerWith({ code: 10442, msg: '该赠送名额已使用' })
    await expect(activateGiftSlot({ slot: 2, message: '', requestId: 'a'.repeat(32) })).rejects.toEqual(new Refusal(10442, '该赠送名额已使用'))
  })
})
