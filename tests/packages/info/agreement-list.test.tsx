import { fireEvent, screen, waitFor } from '@testing-library/react'
import AgreementListPage from '@/packages/info/agreement-list'
import { resetAppStores, renderWithStores, startedSession, translationIn } from '../../support/render'
import { taroFake } from '../../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

const AGREEMENTS = [
  { title: '用户服务协议', url: '/clause?kind=userService' },
  { title: '用户隐私政策', url: '/clause?kind=privacy' },
  { title: '会员服务协议', url: '/memberServiceAgreement' },
  { title: '连续包月协议', url: '/monthlyVipAgreement' },
  { title: '注销账号协议', url: '/cancelAccountAgreement' },
]

describe('agreement list page', () => {
  test('lists the five agreements in order', () => {
    const { container } = renderWithStores(<AgreementListPage />)
    const titles = Array.from(container.querySelectorAll('.at-list__item .item-content__info-title'), (item) => item.textContent)
    expect(titles).toEqual(AGREEMENTS.map((agreement) => agreement.title))
  })

  test('is titled 协议与政策', () => {
    const { container } = renderWithStores(<AgreementListPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('协议与政策')
  })

  test.each(AGREEMENTS)('tapping $title navigates to $url', async ({ title, url }) => {
    renderWithStores(<AgreementListPage />)
    const item = screen.getByText(title).closest<HTMLElement>('.at-list__item')
    if (!item) throw new Error(`${title} is not a list item`)
    fireEvent.click(item)
    await waitFor(() => expect(taroFake.calls.filter((call) => call.api === 'navigateTo')).toEqual([{ api: 'navigateTo', args: { url } }]))
  })

  test('the agreement names follow the session language', () => {
    const session = startedSession('https://api.test.example')
    renderWithStores(<AgreementListPage />, { session, translation: translationIn('en_US') })
    expect(screen.getByText('Member service agreement')).toBeTruthy()
    expect(screen.queryByText('会员服务协议')).toBeNull()
  })
})
