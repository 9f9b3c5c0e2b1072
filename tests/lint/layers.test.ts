/** @jest-environment node */
import { lintFixtures, type LintFixture, type LintMessage } from '../support/lint'

// DESIGN.md "Layers": each layer imports only the layers under it (table in eslint.config.mjs).

const UPWARD: ReadonlyArray<[string, string, string]> = [
  ['src/lib/x.ts', '@/stores', 'lib imports a store'],
  ['src/lib/x.ts', '@/platform', 'lib imports the host adapter'],
  ['src/lib/x.ts', '../services/http', 'lib imports the request client by a relative path'],
  ['src/lib/x.ts', '@tarojs/taro', 'lib imports Taro'],
  ['src/lib/x.ts', 'react', 'lib imports React'],
  ['src/lib/x.ts', 'mobx', 'lib imports mobx'],
  ['src/locales/x.ts', '@/lib/i18n', 'locales import lib'],
  ['src/config/x.ts', '@/locales', 'config imports locales'],
  ['src/routes.ts', '@/config', 'the route table imports config'],
  ['src/platform/x.ts', '@/services/http', 'platform imports the request client'],
  ['src/platform/x.ts', '@/api/user', 'platform imports an api module'],
  ['src/platform/x.ts', '../stores/session', 'platform imports a store by a relative path'],
  ['src/services/http/index.ts', '@/stores/root', 'the request client imports a store'],
  ['src/services/notify.ts', '@/stores', 'notify imports the stores'],
  ['src/services/http/index.ts', '../../stores/session', 'the request client imports a store by a relative path'],
  ['src/services/analytics/index.ts', '@/api/user', 'analytics imports an api module'],
  ['src/api/user.ts', '@/stores/session', 'an api module imports a store'],
  ['src/api/user.ts', '../stores', 'an api module imports the stores by a relative path'],
  ['src/api/user.ts', '@/components/page-shell', 'an api module imports a component'],
  ['src/stores/x.ts', '@/components/status-view', 'a store imports a component'],
  ['src/stores/x.ts', '@/pages/login', 'a store imports a page'],
  ['src/components/x/index.tsx', '@/packages/info/help', 'a component imports a page'],
  ['src/components/x/index.tsx', '../../pages/login', 'a component imports a page by a relative path'],
  ['src/components/x/index.tsx', '@/app-start', 'a component imports the start-up'],
  ['src/packages/info/about/index.tsx', '@/packages/info/contact', 'a page imports another page'],
  ['src/packages/info/about/index.tsx', '../contact', 'a page imports another page by a relative path'],
  ['src/pages/login/index.tsx', '@/app', 'a page imports the app'],
  ['src/packages/shop/redeem-code/index.tsx', '@/services/http/errors', 'a page imports the request client\'s errors'],
  ['src/components/x/index.tsx', '../../services/http', 'a component imports the request client by a relative path'],
  ['mock/routes/x.ts', '@/api/welfare', 'the mock imports an api module, which pulls in the request client'],
  ['mock/x.ts', '@/services/http/codes', 'the mock imports a service'],
  ['mock/x.ts', '@/config', 'the mock imports the build configuration'],
  ['mock/x.ts', '@/stores/session', 'the mock imports a store'],
  ['mock/routes/x.ts', '../../src/platform', 'the mock imports the host adapter by a relative path'],
  ['mock/x.ts', '@tarojs/taro', 'the mock imports Taro'],
  ['mock/x.ts', 'react', 'the mock imports React'],
]

const DOWNWARD: ReadonlyArray<[string, string[], string]> = [
  ['src/stores/x.ts', ['@/api/user', '@/services/http', '@/platform', '@/lib/i18n', '@/locales', '@/config', '@/routes', './session'], 'a store'],
  ['src/api/x.ts', ['@/services/http', '@/platform', '@/lib/calendar', '@/config', './shape'], 'an api module'],
  ['src/services/x.ts', ['@/platform', '@/lib/crypto', '@/locales', '@/config', '@/routes', './http/errors'], 'a service'],
  ['src/platform/x.ts', ['@/lib/links', '@/locales', '@/config', '@/routes', './types'], 'the host adapter'],
  ['src/lib/x.ts', ['@/locales', '@/config', '@/routes', './calendar'], 'lib'],
  ['src/packages/info/about/index.tsx', ['@/components/page-shell', '@/stores', '../components/contact-channels', './components/x'], 'a page'],
  ['src/app-start.ts', ['@/stores', '@/api/user', '@/services/http', '@/platform'], 'the start-up'],
  ['mock/routes/x.ts', ['@/lib/sign-in', '@/config/brand.json', '@/config/languages', '../state', 'http'], 'the mock'],
]

function importOf(source: string, name = 'imported'): string {
  return `import * as ${name} from '${source}'\nexport { ${name} }\n`
}

const fixtures: LintFixture[] = [
  ...UPWARD.map(([filePath, source]) => ({ filePath, code: importOf(source) })),
  ...DOWNWARD.map(([filePath, sources]) => ({ filePath, code: sources.map((source, n) => importOf(source, `imported${n}`)).join('') })),
  { filePath: 'src/lib/x.ts', code: 'export const width = window.innerWidth\n' },
  { filePath: 'src/api/user.ts', code: "import type { SessionStore } from '@/stores/session'\nexport type Owner = SessionStore\n" },
  { filePath: 'mock/routes/x.ts', code: "import type { WelfareTask } from '@/api/welfare'\nexport type Task = WelfareTask\n" },
]

let results: LintMessage[][]

beforeAll(() => {
  results = lintFixtures(fixtures)
}, 60000)

const restrictedImports = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === '@typescript-eslint/no-restricted-imports')

describe('imports point only down', () => {
  test.each(UPWARD.map((row, index) => [row[2], row[0], row[1], index] as const))(
    'lint fails when %s (%s imports %s)',
    (_name, _filePath, _source, index) => {
      expect(restrictedImports(results[index] ?? [])).toHaveLength(1)
    },
  )

  test.each(DOWNWARD.map((row, index) => [row[2], index + UPWARD.length] as const))(
    'lint passes when %s imports the layers below it',
    (_name, index) => {
      expect(restrictedImports(results[index] ?? [])).toEqual([])
    },
  )

  test('lint fails when lib reads a host global', () => {
    const messages = results[UPWARD.length + DOWNWARD.length] ?? []
    expect(messages.map((message) => message.ruleId)).toContain('no-restricted-globals')
  })

  test('lint fails when an api module imports only a type from a store', () => {
    expect(restrictedImports(results[UPWARD.length + DOWNWARD.length + 1] ?? [])).toHaveLength(1)
  })

  test('lint passes when the mock imports only the type of an answer from an api module', () => {
    expect(restrictedImports(results[UPWARD.length + DOWNWARD.length + 2] ?? [])).toEqual([])
  })

  test('the message names both layers', () => {
    expect(restrictedImports(results[UPWARD.findIndex(([filePath]) => filePath === 'src/api/user.ts')] ?? [])[0]?.message).toContain(
      'api may not import stores',
    )
  })
})
