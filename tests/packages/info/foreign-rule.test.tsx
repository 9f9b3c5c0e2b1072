import { fireEvent, screen, waitFor } from '@testing-library/react'
import { environment } from '@/config'
import ForeignRulePage from '@/packages/info/foreign-rule'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function navigations(): string[] {
  return taroFake.calls.filter((call) => call.api === 'navigateTo').map((call) => decodeURIComponent((call.args as { url: string }).url))
}

function button(text: string): HTMLElement {
  const found = screen.getByText(text, { selector: '.at-button__text' }).closest<HTMLElement>('.at-button')
  if (!found) throw new Error(`${text} is not an AtButton`)
  return found
}

describe('foreign rule page', () => {
  test('is titled 服务地区说明', () => {
    const { container } = renderWithStores(<ForeignRulePage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('服务地区说明')
  })

  test('says the service is not available in this region', () => {
    renderWithStores(<ForeignRulePage />)
    expect(screen.getByText('当前地区暂不提供服务')).toBeTruthy()
    expect(screen.getByText(/根据您所在国家或地区的法律法规/)).toBeTruthy()
  })

  test('says what the user can do', () => {
    const { container } = renderWithStores(<ForeignRulePage />)
    expect(container.querySelectorAll('.card-section__point')).toHaveLength(3)
  })

  test('the contact button opens /contact', async () => {
    renderWithStores(<ForeignRulePage />)
    fireEvent.click(button('联系客服'))
    await waitFor(() => expect(navigations()).toEqual(['/contact']))
  })

  test("the refund policy button opens the help centre's refund question", async () => {
    renderWithStores(<ForeignRulePage />)
    fireEvent.click(button('查看退款政策'))
    await waitFor(() =>
      expect(navigations()).toEqual([`/helpDetails?q=如何申请退款或取消自动续费？&t=recharge&id=${environment.helpRefundQuestionId}`]),
    )
  })

  test('follows the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<ForeignRulePage />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Not available in your region')).toBeTruthy()
  })
})
