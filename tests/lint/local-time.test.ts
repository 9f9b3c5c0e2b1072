/** @jest-environment node */
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// China dates come only from src/lib/calendar.ts: a Date read or built in the device's local time
// is another day on a phone abroad, so no other module may do it (the calendar is tested in many zones).

const FIXTURES: ReadonlyArray<[string, LintFixture]> = [
  ['a page reads the local day of a date', { filePath: 'src/packages/info/help/index.tsx', code: 'export const day = new Date(0).getDate()\n' }],
  ['a component reads the local hour', { filePath: 'src/components/x/index.tsx', code: 'export const hour = (d: Date) => d.getHours()\n' }],
  ['a store builds a date from local parts', { filePath: 'src/stores/x.ts', code: 'export const start = new Date(2026, 0, 1)\n' }],
  ['lib formats a local date', { filePath: 'src/lib/x.ts', code: 'export const text = (d: Date) => d.toLocaleDateString()\n' }],
  ['the platform reads the device offset', { filePath: 'src/platform/x.ts', code: 'export const offset = new Date().getTimezoneOffset()\n' }],
]

const ALLOWED: ReadonlyArray<[string, LintFixture]> = [
  ['the calendar reads its own dates', { filePath: 'src/lib/calendar.ts', code: 'export const day = (d: Date) => d.getDate()\n' }],
  ['lib reads the UTC parts of a date', { filePath: 'src/lib/x.ts', code: 'export const day = (d: Date) => d.getUTCDate()\n' }],
  ['a store takes the instant now', { filePath: 'src/stores/x.ts', code: 'export const now = () => Date.now()\n' }],
  ['a page makes a date of an instant', { filePath: 'src/packages/info/help/index.tsx', code: 'export const at = new Date(0)\n' }],
]

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures([...FIXTURES, ...ALLOWED].map(([, fixture]) => fixture))
}, 60000)

const localTime = (messages: LintMessage[] = []) =>
  messages.filter((message) => message.ruleId === 'no-restricted-syntax' && message.message.startsWith('Local time'))

test.each(FIXTURES.map(([name], index) => [name, index] as const))('lint fails when %s', (_name, index) => {
  expect(localTime(results[index])).toHaveLength(1)
})

test.each(ALLOWED.map(([name], index) => [name, index + FIXTURES.length] as const))('lint passes when %s', (_name, index) => {
  expect(localTime(results[index])).toEqual([])
})
