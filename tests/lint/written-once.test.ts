/** @jest-environment node */
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// Issue 10 item 5: pages use the shared list store, load view, restricted notice, reward label
// and sign-in card instead of writing their own.

const PAGE = 'src/packages/info/help/index.tsx'
const PAGE_PIECE = 'src/packages/welfare/sign-in/components/day-cell.tsx'

const FIXTURES: ReadonlyArray<[string, LintFixture]> = [
  ['a page makes its own list store', { filePath: PAGE, code: 'const [list] = useState(() => new PagedListStore(load, 10))\n' }],
  [
    'a page reads with an effect of its own',
    { filePath: PAGE, code: 'useEffect(() => {\n  fetchHelpQuestions({}).then(setState)\n}, [])\n' },
  ],
  ['a page writes the restricted message itself', { filePath: PAGE_PIECE, code: "notify(t('restricted.message', { email }))\n" }],
  ['a page names a reward itself', { filePath: PAGE_PIECE, code: "const text = t('reward.coins', { count })\n" }],
  ['a page draws its own login button', { filePath: 'src/pages/login/index.tsx', code: "const label = t('common.login')\n" }],
]

const ALLOWED: ReadonlyArray<[string, LintFixture]> = [
  ['the app makes the list stores', { filePath: 'src/stores/index.ts', code: 'export const list = new PagedListStore(load, 10)\n' }],
  ['the load hook reads in its effect', { filePath: 'src/components/load-view/use-server-read.ts', code: 'useEffect(() => {\n  read().then(done)\n}, [])\n' }],
  ['the notice writes its own words', { filePath: 'src/components/restricted-notice/index.tsx', code: "t('restricted.title')\n" }],
  ['a page reloads its list store in an effect', { filePath: PAGE, code: 'useEffect(() => {\n  list.reload().catch(() => undefined)\n}, [list])\n' }],
  ['a page compares a task entry', { filePath: PAGE_PIECE, code: "const blocked = entry === 'restricted'\n" }],
]

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures([...FIXTURES.map(([, fixture]) => fixture), ...ALLOWED.map(([, fixture]) => fixture)])
}, 60000)

const restricted = (messages: LintMessage[] = []) => messages.filter((message) => message.ruleId === 'no-restricted-syntax')

test.each(FIXTURES.map(([name], index) => [name, index] as const))('lint fails when %s', (_name, index) => {
  expect(restricted(results[index])).toHaveLength(1)
})

test.each(ALLOWED.map(([name], index) => [name, index + FIXTURES.length] as const))('lint passes when %s', (_name, index) => {
  expect(restricted(results[index])).toEqual([])
})
