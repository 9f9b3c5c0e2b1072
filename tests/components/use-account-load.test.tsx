import { act } from '@testing-library/react'
import { observer } from 'mobx-react-lite'
import { useAccountLoad } from '@/components/use-account-load'
import { useStores } from '@/stores'
import { NetworkStore } from '@/stores/network'
import { renderWithStores, startedSession } from '../support/render'

const Page = observer(function Page({ load, inputs }: { load: () => void; inputs?: readonly unknown[] }) {
  useAccountLoad(load, inputs)
  return null
})

/** A page whose input follows the account, as a "may this user read?" does: a sign-in changes both in one render. */
const SignedInPage = observer(function SignedInPage({ load }: { load: () => void }) {
  const { session } = useStores()
  useAccountLoad(load, [session.isLoggedIn])
  return null
})

/** The page shown to a visitor, or to the user of `token`. */
function showPage(load: () => void, token?: string, inputs?: readonly unknown[]) {
  const session = startedSession()
  session.setToken(token)
  return { session, ...renderWithStores(<Page load={load} inputs={inputs} />, { session }) }
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

  test('loads again when one of its inputs changes', () => {
    const load = jest.fn()
    const { rerender } = showPage(load, 'user-a', ['zh', 'all'])
    rerender(<Page load={load} inputs={['en', 'all']} />)
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('loads once, not twice, when the account and an input change in the same render', () => {
    const load = jest.fn()
    const session = startedSession()
    renderWithStores(<SignedInPage load={load} />, { session })
    act(() => session.setToken('user-a'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('does not load again when the inputs are equal', () => {
    const load = jest.fn()
    const { rerender } = showPage(load, 'user-a', ['zh', 'all'])
    rerender(<Page load={load} inputs={['zh', 'all']} />)
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('useAccountLoad when the network comes back', () => {
  function showOffline(load: () => void) {
    const network = new NetworkStore()
    renderWithStores(<Page load={load} />, { session: startedSession(), network })
    act(() => network.setOnline(false))
    return network
  }

  test('loads again when the network is back after a request failed for want of it', () => {
    const load = jest.fn()
    const network = showOffline(load)
    network.requestMissed()
    act(() => network.setOnline(true))
    expect(load).toHaveBeenCalledTimes(2)
  })

  test('does not load again when the network is back and nothing failed meanwhile', () => {
    const load = jest.fn()
    const network = showOffline(load)
    act(() => network.setOnline(true))
    expect(load).toHaveBeenCalledTimes(1)
  })

  test('does not load while the network is still away', () => {
    const load = jest.fn()
    const network = showOffline(load)
    act(() => network.requestMissed())
    expect(load).toHaveBeenCalledTimes(1)
  })
})
