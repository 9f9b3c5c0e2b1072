import { fireEvent, render } from '@testing-library/react'
import { ItemImage } from '@/components/item-image'
import { everythingOnScreen } from '../support/on-screen'

everythingOnScreen()

function picture(container: HTMLElement): HTMLImageElement | null {
  return container.querySelector('img')
}

function fallbackIcon(container: HTMLElement): Element | null {
  return container.querySelector('.at-icon-shopping-bag')
}

describe('ItemImage', () => {
  test('shows the picture from the API host when given a path on it', () => {
    // the mock build's API host is /api (jest.config.js)
    const { container } = render(<ItemImage image='/images/goods-vip-card.svg' icon='shopping-bag' size='md' />)
    expect(picture(container)?.getAttribute('src')).toBe('/api/images/goods-vip-card.svg')
  })

  test('shows an absolute address as it is', () => {
    const { container } = render(<ItemImage image='https://img.speedup.example/vip.png' icon='shopping-bag' size='md' />)
    expect(picture(container)?.getAttribute('src')).toBe('https://img.speedup.example/vip.png')
  })

  test('draws no icon while it has a picture', () => {
    const { container } = render(<ItemImage image='/images/goods-vip-card.svg' icon='shopping-bag' size='md' />)
    expect(fallbackIcon(container)).toBeNull()
  })

  test('shows the icon on its tile when there is no picture', () => {
    const { container } = render(<ItemImage image={undefined} icon='shopping-bag' size='md' />)
    expect([picture(container), fallbackIcon(container)?.isConnected]).toEqual([null, true])
  })

  test('switches to the icon when the picture fails to load', () => {
    const { container } = render(<ItemImage image='/images/missing.svg' icon='shopping-bag' size='md' />)
    fireEvent.error(picture(container) as HTMLImageElement)
    expect([picture(container), fallbackIcon(container)?.isConnected]).toEqual([null, true])
  })

  test('tries a new picture after another one failed', () => {
    const { container, rerender } = render(<ItemImage image='/images/missing.svg' icon='shopping-bag' size='md' />)
    fireEvent.error(picture(container) as HTMLImageElement)
    rerender(<ItemImage image='/images/goods-coupon.svg' icon='shopping-bag' size='md' />)
    expect(picture(container)?.getAttribute('src')).toBe('/api/images/goods-coupon.svg')
  })

  test('keeps the tile of its size whether it shows the picture or the icon', () => {
    const { container, rerender } = render(<ItemImage image='/images/goods-vip-card.svg' icon='shopping-bag' size='lg' />)
    const withPicture = container.firstElementChild?.className
    rerender(<ItemImage image={undefined} icon='shopping-bag' size='lg' />)
    expect([withPicture, container.firstElementChild?.className]).toEqual(['item-image item-image--lg', 'item-image item-image--lg'])
  })

  test('is hidden from assistive technology: the card’s own text names the item', () => {
    const { container } = render(<ItemImage image='/images/goods-vip-card.svg' icon='shopping-bag' size='md' />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
