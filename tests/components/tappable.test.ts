import { tappable } from '@/components/tappable'

describe('tappable', () => {
  it('makes a tappable View a Tab stop announced as a button', () => {
    expect(tappable('button')).toEqual({ role: 'button', tabIndex: 0 })
  })

  it('makes a tappable Text that navigates a Tab stop announced as a link', () => {
    expect(tappable('link')).toEqual({ role: 'link', tabIndex: 0 })
  })
})
