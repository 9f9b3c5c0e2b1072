import { fireEvent, screen, waitFor } from '@testing-library/react'
import NotFoundPage from '@/pages/not-found'
import { resetAppStores, renderWithStores } from '../support/render'
import { taroFake } from '../support/taro-fake'

beforeEach(() => {
  taroFake.reset()
  resetAppStores()
})

function backHomeButton(): HTMLElement {
  const button = screen.getByText('返回首页').closest<HTMLElement>('.at-button')
  if (!button) throw new Error('the back-home text is not inside an AtButton')
  return button
}

describe('not-found page', () => {
  test('says the page does not exist', () => {
    renderWithStores(<NotFoundPage />)
    expect(screen.getByText('您访问的页面不存在或已下线')).toBeTruthy()
  })

  test('shows the 404 code', () => {
    const { container } = renderWithStores(<NotFoundPage />)
    expect(container.querySelector('.not-found__code')?.textContent).toBe('404')
  })

  test('gives its title to the page header and the host', () => {
    const { container } = renderWithStores(<NotFoundPage />)
    expect(container.querySelector('.page-shell__title')?.textContent).toBe('页面不存在')
    expect(taroFake.calls).toContainEqual({ api: 'setNavigationBarTitle', args: { title: '页面不存在' } })
  })

  test('the back-home button redirects to /welfare', async () => {
    renderWithStores(<NotFoundPage />)
    fireEvent.click(backHomeButton())
    await waitFor(() => expect(taroFake.calls).toContainEqual({ api: 'redirectTo', args: { url: '/welfare' } }))
  })

  test('does not navigate until the button is tapped', () => {
    renderWithStores(<NotFoundPage />)
    expect(taroFake.calls.map((call) => call.api)).not.toContain('redirectTo')
  })
})
