import { act } from '@testing-library/react'
import { observer } from 'mobx-react-lite'
import { useAccountLoad } from '@/components/use-account-load'
import { renderWithStores, startedSession } from '../support/render'

const Page = observer(function Page({ load }: { load: () => void }) {
  useAccountLoad(load)
  return null
})

/** The page shown to a visitor, or to the user of `token`. */
function showPage(load: () => void, token?: string) {
  const session = startedSession()
  session.setToken(token)
  return { session, ...renderWithStores(<Page load={load} />, { session }) }
}

describe('useAccountLoad', () => {
  test('loads when the page mounts', () => {
    const load = jest.fn()
    showPage(load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('loads again when a visitor signs in', () => {
    const load = jest.fn()
    const { session } = showPage(load)
    act(() => session.setToken('user-a'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('loads again when another user takes the place of the signed-in one', () => {
    const load = jest.fn()
    const { session } = showPage(load, 'user-a')
    act(() => session.setToken('user-b'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('loads again when the user signs out', () => {
    const load = jest.fn()
    const { session } = showPage(load, 'user-a')
    act(() => session.signOut())
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('does not load again when the page renders again with a new inline function', () => {
    const load = jest.fn()
    const { rerender } = showPage(() => load())
    rerender(<Page load={() => load()} />)
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('calls the newest function when the account changes', () => {
    const first = jest.fn()
    const newest = jest.fn()
    const { session, rerender } = showPage(first)
    rerender(<Page load={newest} />)
    act(() => session.setToken('user-a'))
    expect([first.mock.calls.length, newest.mock.calls.length]).toEqual([1, 1])
  })
})
