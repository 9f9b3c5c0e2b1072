import { render, screen } from '@testing-library/react'
import { NoticeCard } from '@/components/notice-card'

describe('NoticeCard', () => {
  test('shows the heading, the text and the actions', () => {
    render(
      <NoticeCard icon='user' tone='brand' heading='请先登录' text='登录后查看会员记录'>
        <button type='button'>立即登录</button>
      </NoticeCard>,
    )
    expect([screen.getByText('请先登录'), screen.getByText('登录后查看会员记录'), screen.getByText('立即登录')]).toHaveLength(3)
  })

  test('leaves the heading out when there is none', () => {
    const { container } = render(<NoticeCard icon='user' tone='brand' text='登录后查看会员记录' />)
    expect(container.querySelector('.notice-card__heading')).toBeNull()
  })

  test('colours the icon by its tone', () => {
    const { container } = render(<NoticeCard icon='blocked' tone='error' text='账号受限' />)
    expect(container.querySelector('.notice-card')?.className).toContain('notice-card--error')
  })
})
