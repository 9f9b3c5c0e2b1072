import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import EventNoticePage from '@/packages/gift/event-notice'
import Vip404Page from '@/packages/gift/vip404'
import { PATH } from '@/routes'
import { useVip404Store, type NeededVip } from '@/stores/vip404'
import { renderWithStores, resetAppStores } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

function navigatedTo(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)
}

function atButton(text: string): HTMLElement {
  const button = screen.getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!button) throw new Error(`${text} is not an AtButton`)
  return button
}

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

describe('event-ended notice', () => {
  test('says the event has ended', async () => {
    renderWithStores(<EventNoticePage />)
    await screen.findByText('活动已结束')
    expect(screen.getByText('本次活动已经结束，感谢你的参与。更多福利可以在福利中心领取。')).toBeTruthy()
  })

  test('leads to the welfare centre', async () => {
    renderWithStores(<EventNoticePage />)
    await screen.findByText('去福利中心')
    fireEvent.click(atButton('去福利中心'))
    await waitFor(() => expect(navigatedTo()).toEqual([PATH.welfare]))
  })
})

describe('VIP needed notice', () => {
  test('says the feature needs VIP', async () => {
    renderWithStores(<Vip404Page />)
    await screen.findByText('开通 VIP 后可用')
  })

  test('leads to how to buy VIP', async () => {
    renderWithStores(<Vip404Page />)
    await screen.findByText('如何开通 VIP')
    fireEvent.click(atButton('如何开通 VIP'))
    await waitFor(() => expect(navigatedTo()).toEqual([PATH.purchaseTutorial]))
  })

  test('leads to the membership benefits', async () => {
    renderWithStores(<Vip404Page />)
    await screen.findByText('查看会员权益')
    fireEvent.click(atButton('查看会员权益'))
    await waitFor(() => expect(navigatedTo()).toEqual([PATH.memberi]))
  })

  test.each<[NeededVip, string]>([
    ['vip', '这项功能需要 VIP 会员'],
    ['superVip', '这项功能需要超级 VIP 会员'],
  ])('names the %s the sender set in the vip404 flag', async (needed, heading) => {
    function FlagSetter() {
      const flag = useVip404Store()
      useEffect(() => flag.set(needed), [flag])
      return null
    }
    renderWithStores(
      <>
        <FlagSetter />
        <Vip404Page />
      </>,
    )
    expect(await screen.findByText(heading)).toBeTruthy()
    expect(screen.queryByText('开通 VIP 后可用')).toBeNull()
  })
})
