import { fireEvent, screen, waitFor } from '@testing-library/react'
import PurchaseTutorialPage from '@/packages/info/purchase-tutorial'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function texts(container: HTMLElement, selector: string): string[] {
  return Array.from(container.querySelectorAll(selector), (item) => item.textContent ?? '')
}

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => (call.args as { url: string }).url)
}

function button(text: string): HTMLElement {
  const found = screen.getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!found) throw new Error(`${text} is not an AtButton`)
  return found
}

describe('purchase tutorial page', () => {
  test('is titled 购买教程', () => {
    const { container } = renderWithStores(<PurchaseTutorialPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('购买教程')
  })

  test('shows the purchase steps in order', () => {
    const { container } = renderWithStores(<PurchaseTutorialPage />)
    expect(texts(container, '.purchase__step-title')).toEqual(['登录账号', '选择会员类型', '选择套餐', '选择支付方式并付款', '确认开通'])
  })

  test('numbers the steps from 1', () => {
    const { container } = renderWithStores(<PurchaseTutorialPage />)
    expect(texts(container, '.purchase__step-number')).toEqual(['1', '2', '3', '4', '5'])
  })

  test('explains the five payment methods of spec 3', () => {
    const { container } = renderWithStores(<PurchaseTutorialPage />)
    expect(texts(container, '.purchase__method-name')).toEqual(['微信支付', '支付宝', '微信小程序', '银行卡 / 信用卡', '线下支付'])
  })

  test('says what to do when a payment succeeded but the membership did not arrive', () => {
    const { container } = renderWithStores(<PurchaseTutorialPage />)
    expect(screen.getByText('付款成功，会员却没有到账？')).toBeTruthy()
    expect(container.querySelectorAll('.card-section__point')).toHaveLength(4)
    expect(screen.getByText(/请联系客服并提供订单号/)).toBeTruthy()
  })

  test('names the 7-day refund rule', () => {
    renderWithStores(<PurchaseTutorialPage />)
    expect(screen.getByText(/7 天内可申请退款/)).toBeTruthy()
  })

  test('the comparison link opens the membership benefits', async () => {
    renderWithStores(<PurchaseTutorialPage />)
    fireEvent.click(screen.getByText('查看 VIP 与超级 VIP 的权益对比'))
    await waitFor(() => expect(navigations()).toEqual(['/memberi']))
  })

  test('the records button opens the membership records', async () => {
    renderWithStores(<PurchaseTutorialPage />)
    fireEvent.click(button('会员记录'))
    await waitFor(() => expect(navigations()).toEqual(['/record']))
  })

  test('the payment questions button opens the recharge group of the help centre', async () => {
    renderWithStores(<PurchaseTutorialPage />)
    fireEvent.click(button('充值常见问题'))
    await waitFor(() => expect(navigations()).toEqual(['/help?t=recharge']))
  })

  test('the contact button opens /contact', async () => {
    renderWithStores(<PurchaseTutorialPage />)
    fireEvent.click(button('联系客服'))
    await waitFor(() => expect(navigations()).toEqual(['/contact']))
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    const { container } = renderWithStores(<PurchaseTutorialPage />, { session, translation: translationIn('vi_VN') })
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('Hướng dẫn mua')
    expect(texts(container, '.purchase__method-name')[0]).toBe('WeChat Pay')
  })
})
