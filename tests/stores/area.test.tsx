import { act, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { makeAutoObservable } from 'mobx'
import { observer } from 'mobx-react-lite'
import type { Stores } from '@/stores'
import { defineAreaStore } from '@/stores/area'
import { renderWithStores, resetAppStores, startedSession } from '../support/render'

class PrizeStore {
  prizes: string[] = []
  clears = 0

  constructor() {
    makeAutoObservable(this)
  }

  add(prize: string) {
    this.prizes.push(prize)
  }

  clear() {
    this.prizes = []
    this.clears += 1
  }
}

beforeEach(() => resetAppStores())

function setup() {
  const create = jest.fn(() => new PrizeStore())
  const usePrizes = defineAreaStore(create)
  const seen: PrizeStore[] = []
  const Prizes = observer(function Prizes() {
    const prizes = usePrizes()
    seen.push(prizes)
    return <Text>{prizes.prizes.join(',') || 'none'}</Text>
  })
  return { create, Prizes, seen, usePrizes }
}

test('the store is made once, when a page first asks for it', () => {
  const { create, Prizes, seen } = setup()
  expect(create).not.toHaveBeenCalled()
  const { rerender } = renderWithStores(<Prizes />)
  rerender(<Prizes />)
  expect([create.mock.calls.length, seen[0] === seen[seen.length - 1]]).toEqual([1, true])
})

test('another set of app stores gets its own area store', () => {
  const { create, Prizes, seen } = setup()
  renderWithStores(<Prizes />)
  renderWithStores(<Prizes />)
  expect([create.mock.calls.length, seen[0] !== seen[1]]).toEqual([2, true])
})

test('the store forgets its data when the user logs in or out', () => {
  const { Prizes, seen } = setup()
  const session = startedSession()
  session.setToken('member-1')
  renderWithStores(<Prizes />, { session })
  act(() => seen[0].add('1 day VIP'))
  expect(screen.getByText('1 day VIP')).toBeTruthy()
  act(() => session.setToken('member-2'))
  expect([screen.getByText('none') !== null, seen[0].clears]).toEqual([true, 1])
})

test('the store receives the app stores it was made with', () => {
  const session = startedSession()
  const given: Stores[] = []
  const usePrizes = defineAreaStore((shell) => {
    given.push(shell)
    return new PrizeStore()
  })
  const Prizes = observer(function Prizes() {
    usePrizes()
    return null
  })
  renderWithStores(<Prizes />, { session })
  expect(given.map((shell) => shell.session)).toEqual([session])
})

test("another area's store reaches the same store outside a component, for the same app stores", () => {
  const { create, Prizes, seen, usePrizes } = setup()
  const { stores } = renderWithStores(<Prizes />)
  expect([usePrizes.of(stores) === seen[0], create.mock.calls.length]).toEqual([true, 1])
})
