/** @jest-environment node */
// Keeps docs/spec-conformance.md true (issue 27): every file, symbol and test it names exists.
//
// Rules for the table:
// - a row is a line of a markdown table whose first cell is an id like S9-07;
// - columns: id | spec | status | where | test | note;
// - `where` is `path` `symbol`: the file must exist and contain the symbol as plain text;
// - `test` is `file` `title`: the file must exist and hold the title as the quoted first argument
//   of it(...) / test(...) (it.each(...)(...) too), written as in the source (with %s, $name);
// - a title built with template parameters is written as a fixed prefix of at least 20 characters
//   followed by `…`; it then matches a quoted title that starts with that prefix.
import { existsSync, readFileSync } from 'fs'
import { join } from 'path'

const ROOT = join(__dirname, '..', '..')
const TABLE_PATH = join(ROOT, 'docs', 'spec-conformance.md')
const STATUSES = ['built', 'decided', 'n/a', 'open'] as const
const MIN_PREFIX = 20

interface Row {
  line: number
  id: string
  status: string
  where: string[]
  test: string[]
}

/** The backtick-quoted parts of a cell, in order. */
function codeSpans(cell: string): string[] {
  return [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])
}

function parseRows(text: string): Row[] {
  const rows: Row[] = []
  text.split('\n').forEach((raw, index) => {
    if (!raw.startsWith('|')) return
    const cells = raw.split('|').slice(1, -1).map((cell) => cell.trim())
    if (!/^S\d+-\d+$/.test(cells[0] ?? '')) return
    rows.push({ line: index + 1, id: cells[0], status: cells[2] ?? '', where: codeSpans(cells[3] ?? ''), test: codeSpans(cells[4] ?? '') })
  })
  return rows
}

const text = readFileSync(TABLE_PATH, 'utf8')
const rows = parseRows(text)
const fileCache = new Map<string, string | undefined>()

function readRepoFile(path: string): string | undefined {
  if (!fileCache.has(path)) {
    const full = join(ROOT, path)
    fileCache.set(path, existsSync(full) ? readFileSync(full, 'utf8') : undefined)
  }
  return fileCache.get(path)
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Whether the source has `title` as the quoted title of an it(...) or test(...) call. */
function hasTestTitle(source: string, title: string): boolean {
  const prefix = title.endsWith('…') ? title.slice(0, -1) : undefined
  const body = escapeRegExp(prefix ?? title)
  const pattern = new RegExp(`(?:\\b(?:it|test)(?:\\.(?:only|skip|concurrent))?|\\))\\s*\\(\\s*(['"\`])${body}${prefix ? '' : '\\1'}`)
  return pattern.test(source)
}

const describeRow = (row: Row) => `${row.id} (docs/spec-conformance.md line ${row.line})`

describe('docs/spec-conformance.md', () => {
  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(0)
  })

  it('gives every row one of the four statuses', () => {
    const wrong = rows.filter((row) => !(STATUSES as readonly string[]).includes(row.status)).map((row) => `${describeRow(row)}: "${row.status}"`)
    expect(wrong).toEqual([])
  })

  it('uses each id once', () => {
    const seen = new Set<string>()
    const repeated = rows.filter((row) => (seen.has(row.id) ? true : (seen.add(row.id), false))).map(describeRow)
    expect(repeated).toEqual([])
  })

  it('gives every built row a where and a test', () => {
    const missing = rows
      .filter((row) => row.status === 'built' && (row.where.length < 2 || row.test.length < 2))
      .map(describeRow)
    expect(missing).toEqual([])
  })

  it('names only files that exist', () => {
    const missing = rows.flatMap((row) =>
      [row.where[0], row.test[0]].filter((path): path is string => path !== undefined && readRepoFile(path) === undefined).map((path) => `${describeRow(row)}: ${path}`),
    )
    expect(missing).toEqual([])
  })

  it('names only symbols that occur in their file', () => {
    const missing = rows
      .filter((row) => row.where.length >= 2 && readRepoFile(row.where[0]) !== undefined)
      .filter((row) => !readRepoFile(row.where[0])!.includes(row.where[1]))
      .map((row) => `${describeRow(row)}: ${row.where[1]} not in ${row.where[0]}`)
    expect(missing).toEqual([])
  })

  it('names only tests whose title occurs in their file', () => {
    const missing = rows
      .filter((row) => row.test.length >= 2 && readRepoFile(row.test[0]) !== undefined)
      .filter((row) => !hasTestTitle(readRepoFile(row.test[0])!, row.test[1]))
      .map((row) => `${describeRow(row)}: "${row.test[1]}" not a test title in ${row.test[0]}`)
    expect(missing).toEqual([])
  })

  it(`writes a title prefix with at least ${MIN_PREFIX} characters`, () => {
    const short = rows
      .filter((row) => row.test[1]?.endsWith('…') && row.test[1].length - 1 < MIN_PREFIX)
      .map((row) => `${describeRow(row)}: "${row.test[1]}"`)
    expect(short).toEqual([])
  })

  it('states in its header the true row counts by status', () => {
    const header = text.match(/Rows: (\d+); built (\d+), decided (\d+), n\/a (\d+), open (\d+)\./)
    expect(header).not.toBeNull()
    const count = (status: string) => rows.filter((row) => row.status === status).length
    const [, total, built, decided, notApplicable, open] = header!.map(Number)
    expect({ total, built, decided, notApplicable, open }).toEqual({
      total: rows.length,
      built: count('built'),
      decided: count('decided'),
      notApplicable: count('n/a'),
      open: count('open'),
    })
  })
})
