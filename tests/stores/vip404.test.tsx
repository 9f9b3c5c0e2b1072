import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PATH } from '@/routes'
import { useSendToVip404, useVip404Store, Vip404Store } from '@/stores/vip404'
import { renderWithStores, resetAppStores, startedSession } from '../support/render'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('Vip404Store', () => {
  it('starts with no VIP named', () => {
    expect(new Vip404Store().needed).toBeNull()
  })

  it('keeps the VIP the sender named until cleared', () => {
    const flag = new Vip404Store()
    flag.set('superVip')
    expect(flag.needed).toBe('superVip')
    flag.clear()
    expect(flag.needed).toBeNull()
  })
})

const Sender = observer(function Sender() {
  const send = useSendToVip404()
  const { needed } = useVip404Store()
  return (
    <Text data-testid='needed' onClick={() => void send('superVip')}>
      {needed ?? 'none'}
    </Text>
  )
})

describe('useSendToVip404', () => {
  it('sets the flag and opens /vip404', async () => {
    renderWithStores(<Sender />, { session: startedSession() })
    fireEvent.click(screen.getByTestId('needed'))
    expect(screen.getByTestId('needed').textContent).toBe('superVip')
    await waitFor(() =>
      expect(taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)).toEqual([PATH.vip404]),
    )
  })

  it('forgets the flag when the user logs out', () => {
    const session = startedSession()
    session.setToken('demo-token')
    renderWithStores(<Sender />, { session })
    fireEvent.click(screen.getByTestId('needed'))
    act(() => session.setToken(undefined))
    expect(screen.getByTestId('needed').textContent).toBe('none')
  })
})
