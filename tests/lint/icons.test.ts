/** @jest-environment node */
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// The icon font holds only the glyphs of src/components/icon/names.ts: icons are drawn through Icon.

const ICON_IMPORT = "import { AtButton, AtIcon } from 'taro-ui'\nexport const parts = [AtButton, AtIcon]\n"

const FIXTURES: ReadonlyArray<[string, LintFixture, boolean]> = [
  ['a page imports AtIcon', { filePath: 'src/packages/info/help/index.tsx', code: ICON_IMPORT }, true],
  ['a page component imports AtIcon', { filePath: 'src/packages/welfare/sign-in/components/x.tsx', code: ICON_IMPORT }, true],
  ['a shared component imports AtIcon', { filePath: 'src/components/x/index.tsx', code: ICON_IMPORT }, true],
  ['the Icon component imports AtIcon', { filePath: 'src/components/icon/index.tsx', code: ICON_IMPORT }, false],
  ['a page gives a list item an icon by its string', { filePath: 'src/packages/info/help/index.tsx', code: "export const item = <AtListItem title='x' iconInfo={{ value: 'help', size: 22 }} />\n" }, true],
  ['a page gives a list item an icon through listIcon', { filePath: 'src/packages/info/help/index.tsx', code: "export const item = <AtListItem title='x' iconInfo={listIcon('help', 22)} />\n" }, false],
  ['a page imports other taro-ui controls', { filePath: 'src/packages/info/help/index.tsx', code: "import { AtButton } from 'taro-ui'\nexport const part = AtButton\n" }, false],
]

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures(FIXTURES.map(([, fixture]) => fixture))
}, 60000)

const iconImports = (messages: LintMessage[] = []) => messages.filter((message) => message.message.startsWith('Draw icons with Icon'))

test.each(FIXTURES.map(([name, , refused], index) => [name, refused, index] as const))('lint when %s: refused %s', (_name, refused, index) => {
  expect(iconImports(results[index])).toHaveLength(refused ? 1 : 0)
})
