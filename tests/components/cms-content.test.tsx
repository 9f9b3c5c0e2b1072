import { render } from '@testing-library/react'
import { richTextRendered } from '../support/render'
import { CmsContent } from '@/components/cms-content'

describe('CmsContent', () => {
  test('renders the allowed markup', async () => {
    const { container } = render(<CmsContent html='<p><strong>7 天内</strong>可申请退款</p>' />)
    await richTextRendered()
    expect(container.querySelector('strong')?.textContent).toBe('7 天内')
  })

  test('never renders a script or an event handler from the CMS', async () => {
    const { container } = render(<CmsContent html='<p>hi</p><script>alert(1)</script><img src="x" onerror="alert(2)">' />)
    await richTextRendered()
    expect([container.querySelector('script'), container.querySelector('[onerror]')]).toEqual([null, null])
  })

  test('shows an image of the product’s image CDN and drops a tracking pixel from another host', async () => {
    const html = '<p>步骤</p><img src="https://img.speedup.example/help/step1.png" alt="第一步"><img src="https://track.evil.example/p.gif">'
    const { container } = render(<CmsContent html={html} />)
    await richTextRendered()
    expect(Array.from(container.querySelectorAll('img'), (image) => image.getAttribute('src'))).toEqual([
      'https://img.speedup.example/help/step1.png',
    ])
  })

  test('adds the caller class to the prose class', () => {
    const { container } = render(<CmsContent html='<p>hi</p>' className='help-details__content' />)
    expect(container.firstElementChild?.className).toBe('cms-content help-details__content')
  })
})
