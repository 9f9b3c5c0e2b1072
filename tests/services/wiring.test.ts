/** @jest-environment node */
import { startUpWiring } from '@/services/wiring'

test('gives back what start-up handed in', () => {
  const wiring = startUpWiring<{ language: string }>('configureExample')
  wiring.set({ language: 'vi_VN' })
  expect(wiring.get()).toEqual({ language: 'vi_VN' })
})

test('names the configure step when read before start-up', () => {
  expect(() => startUpWiring<number>('configureExample').get()).toThrow('used before configureExample (src/app-start.ts)')
})

test('keeps a falsy value handed in', () => {
  const wiring = startUpWiring<number>('configureExample')
  wiring.set(0)
  expect(wiring.get()).toBe(0)
})
