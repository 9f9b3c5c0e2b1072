/** @jest-environment node */
import fs from 'fs'
import path from 'path'
import { ICON_NAMES } from '@/components/icon/names'
import { ICON_FONT_SCSS, iconFontStylesheet } from '../../../scripts/icon-font'

const committed = () => fs.readFileSync(ICON_FONT_SCSS, 'utf8')

test('the committed icon stylesheet is what npm run icons writes for the icon names', async () => {
  expect(committed()).toBe(await iconFontStylesheet())
})

test('every icon name has its glyph rule in the stylesheet', () => {
  for (const name of ICON_NAMES) expect(committed()).toContain(`.at-icon-${name}::before`)
})

test('the stylesheet has no glyph rule for a name outside the list', () => {
  const ruled = [...committed().matchAll(/\.at-icon-([a-z0-9-]+)::before/g)].map((match) => match[1])
  expect(ruled.sort()).toEqual([...ICON_NAMES].sort())
})

test("the subset font is far smaller than taro-ui's full font", () => {
  const fontBytes = (sheet: string) => Buffer.from(/base64,([A-Za-z0-9+/=]+)/.exec(sheet)?.[1] ?? '', 'base64').length
  const full = fs.readFileSync(path.resolve(__dirname, '../../../node_modules/taro-ui/lib/style/components/icon.scss'), 'utf8')
  expect(fontBytes(committed())).toBeGreaterThan(0)
  expect(fontBytes(committed())).toBeLessThan(fontBytes(full) / 2)
})
