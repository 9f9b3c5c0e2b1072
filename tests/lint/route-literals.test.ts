/** @jest-environment node */
import { SPEC_PATHS } from '@/routes'
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// Spec 2 paths are written only in src/routes.ts; elsewhere they are named (PATH.x), so a typo fails tsc.

const FIXTURES: ReadonlyArray<[string, LintFixture]> = [
  ['a page links to a path by its string', { filePath: 'src/packages/info/help/index.tsx', code: "navigateTo('/welfareDetail')\n" }],
  ['a component builds a path in a template', { filePath: 'src/components/x/index.tsx', code: 'export const url = (t: string) => `/help?t=${t}`\n' }],
  ['a service keeps a path with a query', { filePath: 'src/services/x.ts', code: "export const landing = '/box?client=1'\n" }],
  ['a store keeps a path in a table', { filePath: 'src/stores/x.ts', code: "export const pages = ['/deviceManage']\n" }],
  ['lib keeps a misspelt path', { filePath: 'src/lib/x.ts', code: "export const path = '/welfareDetial'\n" }],
]

const ALLOWED: ReadonlyArray<[string, LintFixture]> = [
  ['the route table writes its paths', { filePath: 'src/routes.ts', code: "export const HOME_PATH = '/welfare'\n" }],
  ['an api module writes an endpoint', { filePath: 'src/api/x.ts', code: "export const endpoint = '/user/info'\n" }],
  ['a page names its path', { filePath: 'src/packages/info/help/index.tsx', code: 'navigateTo(PATH.welfareDetail)\n' }],
]

const EVERY_SPEC_PATH: LintFixture = {
  filePath: 'src/pages/x/index.tsx',
  code: SPEC_PATHS.map((path, n) => `export const path${n} = '${path}'\n`).join(''),
}

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures([...FIXTURES.map(([, fixture]) => fixture), ...ALLOWED.map(([, fixture]) => fixture), EVERY_SPEC_PATH])
}, 60000)

const routeLiterals = (messages: LintMessage[] = []) => messages.filter((message) => message.ruleId === 'no-restricted-syntax')

test.each(FIXTURES.map(([name], index) => [name, index] as const))('lint fails when %s', (_name, index) => {
  expect(routeLiterals(results[index])).toHaveLength(1)
})

test.each(ALLOWED.map(([name], index) => [name, index + FIXTURES.length] as const))('lint passes when %s', (_name, index) => {
  expect(routeLiterals(results[index])).toEqual([])
})

test('lint flags every spec path written outside the route table', () => {
  expect(routeLiterals(results[FIXTURES.length + ALLOWED.length])).toHaveLength(SPEC_PATHS.length)
})
