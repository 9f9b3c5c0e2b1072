import { fireEvent, screen, waitFor } from '@testing-library/react'
import MemberBenefitsPage from '@/packages/info/member-benefits'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)
}

/** The comparison as [benefit, VIP, super VIP] per row; an icon cell reads as its label. */
function comparison(container: HTMLElement): string[][] {
  return Array.from(container.querySelectorAll('.benefits__row:not(.benefits__row--head)'), (row) =>
    Array.from(row.children, (cell) => cell.getAttribute('aria-label') ?? cell.textContent ?? ''),
  )
}

describe('member benefits page', () => {
  test('is titled 会员权益', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('会员权益')
  })

  test('heads the columns with VIP and super VIP side by side', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    const head = container.querySelector('.benefits__row--head')
    expect(Array.from(head?.children ?? [], (cell) => cell.textContent)).toEqual(['权益', 'VIP', '超级 VIP'])
  })

  test('compares lines, devices, speed, media, customised line, support and gifting', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    expect(comparison(container).map((row) => row[0])).toEqual([
      '加速线路',
      '同时在线设备',
      '加速速度',
      '视频、音乐、游戏加速',
      '定制线路',
      '客服支持',
      '赠送好友会员',
    ])
  })

  test('gives super VIP the customised line that VIP does not have', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    expect(comparison(container).find((row) => row[0] === '定制线路')).toEqual(['定制线路', '不包含', '可申请专属线路'])
  })

  test('gives super VIP more devices than VIP', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    expect(comparison(container).find((row) => row[0] === '同时在线设备')).toEqual(['同时在线设备', '3 台', '5 台'])
  })

  test('includes media acceleration in both', () => {
    const { container } = renderWithStores(<MemberBenefitsPage />)
    expect(comparison(container).find((row) => row[0] === '视频、音乐、游戏加速')).toEqual(['视频、音乐、游戏加速', '包含', '包含'])
  })

  test('links the member service agreement', async () => {
    renderWithStores(<MemberBenefitsPage />)
    fireEvent.click(screen.getByText('会员服务协议').closest<HTMLElement>('.at-list__item') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual(['/memberServiceAgreement']))
  })

  test('links the monthly agreement', async () => {
    renderWithStores(<MemberBenefitsPage />)
    fireEvent.click(screen.getByText('连续包月协议').closest<HTMLElement>('.at-list__item') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual(['/monthlyVipAgreement']))
  })

  test('links the purchase help', async () => {
    renderWithStores(<MemberBenefitsPage />)
    fireEvent.click(screen.getByText('如何购买会员').closest<HTMLElement>('.at-list__item') as HTMLElement)
    await waitFor(() => expect(navigations()).toEqual(['/purchaseTutorial']))
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    const { container } = renderWithStores(<MemberBenefitsPage />, { session, translation: translationIn('zh_TW') })
    expect(comparison(container)[0]).toEqual(['加速線路', '所有標準線路', '標準線路 + 高速專線'])
  })
})
