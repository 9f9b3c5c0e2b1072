/** @jest-environment node */
import type { MailActivity } from '@/api/events'
import { Refusal } from '@/lib/refusal'
import { MailActivityStore, type MailActivityApi } from '@/stores/events/mail-activity'
import { BALANCE, readCoins, requestIds } from '../../support/events'

const HOUR = 3_600_000

function fakeApi(overrides: Partial<MailActivityApi> = {}): MailActivityApi {
  const now = Date.now()
  const event: MailActivity = {
    id: 'springMail',
    name: '新春来信',
    startAt: now - HOUR,
    endAt: now + HOUR,
    letters: [{ id: 'newYear', title: '除夕红包', body: '', coins: 50, sentAt: now - HOUR, claimed: false }],
  }
  return {
    fetchMailActivity: jest.fn(async () => event),
    claimLetter: jest.fn(async () => ({ coins: 50, date: null, remainCoins: undefined, expireCoins: undefined })),
    ...overrides,
  }
}

async function loaded(api = fakeApi()) {
  const coins = await readCoins()
  const store = new MailActivityStore(api, coins, requestIds())
  await store.event.load()
  return { store, coins }
}

describe('MailActivityStore claimLetter', () => {
  test('marks the letter claimed and moves the local balance when the answer names none (spec 4)', async () => {
    const { store, coins } = await loaded()
    await store.claimLetter('newYear')
    expect([store.event.data?.letters[0].claimed, coins.remainCoins]).toEqual([true, BALANCE + 50])
  })

  test('keeps the letter claimable after a failure', async () => {
    const { store } = await loaded(fakeApi({ claimLetter: jest.fn().mockRejectedValue(new Refusal(500, '')) }))
    await expect(store.claimLetter('newYear')).rejects.toBeInstanceOf(Refusal)
    expect([store.event.data?.letters[0].claimed, store.event.acting]).toEqual([false, null])
  })
})

test('MailActivityStore forgets the letters when the user changes', async () => {
  const { store } = await loaded()
  store.clear()
  expect([store.event.data, store.event.status]).toEqual([null, 'idle'])
})
