import { render } from '@testing-library/react'
import { CmsContent } from '@/components/cms-content'

describe('CmsContent', () => {
  test('renders the allowed markup', () => {
    const { container } = render(<CmsContent html='<p><strong>7 天内</strong>可申请退款</p>' />)
    expect(container.querySelector('strong')?.textContent).toBe('7 天内')
  })

  test('never renders a script or an event handler from the CMS', () => {
    const { container } = render(<CmsContent html='<p>hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' />)
    expect([container.querySelector('script'), container.querySelector('[onerror]')]).toEqual([null, null])
  })

  test('adds the caller class to the prose class', () => {
    const { container } = render(<CmsContent html='<p>hi</p>' className='help-details__content' />)
    expect(container.firstElementChild?.className).toBe('cms-content help-details__content')
  })
})
