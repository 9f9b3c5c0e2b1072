import { storedObject } from '@/lib/stored-object'

describe('storedObject', () => {
  it('reads a stored JSON object', () => {
    expect(storedObject('{"owner":"1a2b","savedAt":5}')).toEqual({ owner: '1a2b', savedAt: 5 })
  })

  it.each([
    ['no entry', undefined],
    ['text that is not JSON', '{"owner":'],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('gives undefined for %s', (_, text) => {
    expect(storedObject(text)).toBeUndefined()
  })
})
