/** @jest-environment node */
import { Refusal } from '@/lib/refusal'
import { HttpError } from '@/services/http/errors'
import { EventState } from '@/stores/events/event-state'
import { requestIds } from '../../support/events'

interface Gift {
  id: string
  claimed: boolean
}

async function shown(fetch = jest.fn(async (): Promise<Gift> => ({ id: 'midAutumn', claimed: false }))) {
  const event = new EventState(fetch, requestIds())
  await event.load()
  return { event, fetch }
}

describe('EventState after a refusal', () => {
  test.each([
    [10160, 'the match has kicked off'],
    [10161, 'the match was predicted before'],
    [10163, 'the event has not started'],
    [10164, 'the event has ended'],
    [10165, 'the gift was claimed before'],
    [10190, 'the week’s rank earns nothing'],
    [10191, 'the week is still ranked'],
    [10192, 'the week’s claim is over'],
    [10193, 'the letter is not in the mailbox'],
    [10194, 'today’s plays are used up'],
  ])('reads the event again when %i says %s', async (code) => {
    const { event, fetch } = await shown()
    await expect(event.act('midAutumn', 'claim', () => Promise.reject(new Refusal(code, '')))).rejects.toBeInstanceOf(Refusal)
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test.each([
    ['another event', new Refusal(10162, '')],
    ['a refusal of no event', new Refusal(500, '')],
    ['no answer', HttpError.network()],
  ])('keeps the event shown after %s', async (_, failure) => {
    const { event, fetch } = await shown()
    await expect(event.act('midAutumn', 'claim', () => Promise.reject(failure))).rejects.toBe(failure)
    expect([fetch.mock.calls.length, event.data?.claimed, event.acting]).toEqual([1, false, null])
  })
})

test('EventState clear forgets the event and the action on its way', async () => {
  const { event } = await shown()
  void event.act('midAutumn', 'claim', () => new Promise<Gift>(() => undefined))
  event.clear()
  expect([event.data, event.status, event.acting]).toEqual([null, 'idle', null])
})
