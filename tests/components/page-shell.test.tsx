import { screen } from '@testing-library/react'
import { PageShell } from '@/components/page-shell'
import { renderWithStores } from '../support/render'

describe('PageShell', () => {
  test('the page body is the main region, named by the title, which Tab reaches even on a page without controls', () => {
    renderWithStores(
      <PageShell title='会员服务协议'>
        <span>第一条</span>
      </PageShell>,
    )
    const main = screen.getByRole('main', { name: '会员服务协议' })
    expect(main.getAttribute('tabindex')).toBe('0')
    expect(main.textContent).toBe('第一条')
  })
})
