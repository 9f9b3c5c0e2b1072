import { imageRefOf, imageUrlOf } from '@/lib/item-image'

describe('imageRefOf', () => {
  test.each([
    ['an https address', 'https://img.speedup.example/goods/vip.png'],
    ['a plain http address', 'http://127.0.0.1:10087/api/images/goods-vip-card.svg'],
    ['a path on the API host', '/images/goods-vip-card.svg'],
    ['a path with a query', '/images/goods-vip-card.svg?v=2'],
  ])('keeps %s', (_, value) => {
    expect(imageRefOf(value)).toBe(value)
  })

  test('keeps an address without the spaces around it', () => {
    expect(imageRefOf('  https://img.speedup.example/a.png\n')).toBe('https://img.speedup.example/a.png')
  })

  test.each([
    ['no value', undefined],
    ['null', null],
    ['an empty text', ''],
    ['spaces only', '   '],
    ['a number', 42],
    ['an object', { url: 'https://img.speedup.example/a.png' }],
    ['a script link', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['another scheme', 'ftp://img.speedup.example/a.png'],
    ['a protocol-relative address (another host)', '//evil.example/a.png'],
    ['a backslash path browsers read as another host', '/\\evil.example/a.png'],
    ['a backslash inside a path', '/images\\..\\secret.svg'],
    ['a path with a space inside', '/images/goods vip.svg'],
    ['a path with a line break inside', '/images/a.svg\nSet-Cookie: x'],
    ['a relative path without its leading slash', 'images/goods-vip-card.svg'],
    ['an address with userinfo disguising its host', 'https://img.speedup.example@evil.example/a.png'],
  ])('reads %s as no image', (_, value) => {
    expect(imageRefOf(value)).toBeUndefined()
  })
})

describe('imageUrlOf', () => {
  test('leaves an absolute address as it is', () => {
    expect(imageUrlOf('https://img.speedup.example/a.png', 'https://api.speedup.example')).toBe('https://img.speedup.example/a.png')
  })

  test('puts a path after an absolute API host, as a request is addressed', () => {
    expect(imageUrlOf('/images/prize-vip.svg', 'http://127.0.0.1:10087/api')).toBe('http://127.0.0.1:10087/api/images/prize-vip.svg')
  })

  test('puts a path after a relative API host, on the page’s own origin', () => {
    expect(imageUrlOf('/images/prize-vip.svg', '/api')).toBe('/api/images/prize-vip.svg')
  })

  test('writes one slash between a host ending in one and the path', () => {
    expect(imageUrlOf('/images/prize-vip.svg', 'https://api.speedup.example/')).toBe('https://api.speedup.example/images/prize-vip.svg')
  })
})
