/** @jest-environment node */
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// taro-ui's AtInput takes `maxLength`; a `maxlength` given to it loses to its default of 140.

const FIXTURES: ReadonlyArray<[string, LintFixture, boolean]> = [
  ['a page limits an AtInput with maxlength', { filePath: 'src/packages/device/wifi-config/index.tsx', code: "export const field = <AtInput name='x' maxlength={8} onChange={() => undefined} />\n" }, true],
  ['a shared component limits an AtInput with maxlength', { filePath: 'src/components/x/index.tsx', code: "export const field = <AtInput name='x' maxlength={6} onChange={() => undefined} />\n" }, true],
  ['a page limits an AtInput with maxLength', { filePath: 'src/packages/device/wifi-config/index.tsx', code: "export const field = <AtInput name='x' maxLength={8} onChange={() => undefined} />\n" }, false],
  ["a page limits Taro's Input with maxlength", { filePath: 'src/packages/device/wifi-config/index.tsx', code: 'export const field = <Input maxlength={8} />\n' }, false],
]

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures(FIXTURES.map(([, fixture]) => fixture))
}, 60000)

const ignoredLimits = (messages: LintMessage[] = []) => messages.filter((message) => message.message.startsWith('AtInput ignores'))

test.each(FIXTURES.map(([name, , refused], index) => [name, refused, index] as const))('lint when %s: refused %s', (_name, refused, index) => {
  expect(ignoredLimits(results[index])).toHaveLength(refused ? 1 : 0)
})
