import { imageOriginsOf, imageRefOf, imageUrlOf } from '@/lib/item-image'

// the image CDN and a mini-program build's API host (src/config)
const ORIGINS = imageOriginsOf(['https://img.speedup.example', 'http://127.0.0.1:10087/api'])

describe('imageOriginsOf', () => {
  test('takes the origin of each absolute host, without its path', () => {
    expect(imageOriginsOf(['https://img.speedup.example', 'https://api.speedup.example/v1'])).toEqual([
      'https://img.speedup.example',
      'https://api.speedup.example',
    ])
  })

  test('adds none for a relative API host: its pictures are named by path', () => {
    expect(imageOriginsOf(['/api', 'https://img.speedup.example'])).toEqual(['https://img.speedup.example'])
  })

  test('names each origin once', () => {
    expect(imageOriginsOf(['https://api.speedup.example/v1', 'https://api.speedup.example/v2'])).toEqual(['https://api.speedup.example'])
  })
})

describe('imageRefOf', () => {
  test.each([
    ['an https address of the image CDN', 'https://img.speedup.example/goods/vip.png'],
    ['a plain http address of the API host', 'http://127.0.0.1:10087/api/images/goods-vip-card.svg'],
    ['an address of the API host outside its API path', 'http://127.0.0.1:10087/images/goods-vip-card.svg'],
    ['an address of the image CDN naming its default port', 'https://img.speedup.example:443/a.png'],
    ['an address of the image CDN with its host in capitals', 'https://IMG.speedup.example/a.png'],
    ['a path on the API host', '/images/goods-vip-card.svg'],
    ['a path with a query', '/images/goods-vip-card.svg?v=2'],
  ])('keeps %s', (_, value) => {
    expect(imageRefOf(value, ORIGINS)).toBe(value)
  })

  test('keeps an address without the spaces around it', () => {
    expect(imageRefOf('  https://img.speedup.example/a.png\n', ORIGINS)).toBe('https://img.speedup.example/a.png')
  })

  test.each([
    ['another host', 'https://tracker.example/a.png'],
    ['a host that only ends like the image CDN', 'https://evil-img.speedup.example/a.png'],
    ['a host under the image CDN', 'https://a.img.speedup.example/a.png'],
    ['the image CDN over plain http', 'http://img.speedup.example/a.png'],
    ['the image CDN on another port', 'https://img.speedup.example:8443/a.png'],
    ['the API host on another port', 'http://127.0.0.1:10086/api/images/goods-vip-card.svg'],
  ])('reads an address of %s, which the page would refuse to load, as no image', (_, value) => {
    expect(imageRefOf(value, ORIGINS)).toBeUndefined()
  })

  test('reads every absolute address as no image when no origin is allowed', () => {
    expect(imageRefOf('https://img.speedup.example/a.png', [])).toBeUndefined()
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
    expect(imageRefOf(value, ORIGINS)).toBeUndefined()
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
