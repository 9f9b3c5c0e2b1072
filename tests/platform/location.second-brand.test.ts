/**
 * @jest-environment-options {"url": "https://h5.quickline.example/welfare"}
 */
import { isSecondBrandSite } from '@/platform/location'

test('a page on the second brand domain is the second brand site', () => {
  expect(isSecondBrandSite()).toBe(true)
})
