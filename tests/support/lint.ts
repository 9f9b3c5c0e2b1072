// Runs the project's own ESLint configuration on code that is not on disk. ESLint loads its flat
// config with a dynamic import, which Jest's module sandbox refuses, so a child Node process lints.
import { execFileSync } from 'child_process'
import path from 'path'

export interface LintFixture {
  /** where the code would live, e.g. src/api/x.ts: this picks the layer's rules */
  filePath: string
  code: string
}

export interface LintMessage {
  ruleId: string | null
  message: string
}

const ROOT = path.resolve(__dirname, '../..')

const LINT_STDIN = `
import { readFileSync } from 'fs'
import { ESLint } from 'eslint'
const fixtures = JSON.parse(readFileSync(0, 'utf8'))
const eslint = new ESLint({ cwd: process.cwd() })
const results = []
for (const { filePath, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath })
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })))
}
process.stdout.write(JSON.stringify(results))
`

/** The messages of eslint.config.mjs for each fixture, in order; one Node process for all of them. */
export function lintFixtures(fixtures: readonly LintFixture[]): LintMessage[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_STDIN], {
    cwd: ROOT,
    input: JSON.stringify(fixtures),
    encoding: 'utf8',
  })
  return JSON.parse(output) as LintMessage[][]
}
