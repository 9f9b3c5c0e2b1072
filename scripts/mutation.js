// `npm run mutation`: the mutation score of src/lib (under tests/lib) and of the stores (under
// tests/stores), each from its own StrykerJS run (stryker.config.mjs). A benchmark of what the tests
// catch, printed, never failing; slow (tens of minutes on two cores), so not part of CI.
// `npm run mutation -- lib` runs one part.
const { spawnSync } = require('child_process')
const fs = require('fs')
const path = require('path')

const root = path.resolve(__dirname, '..')
// the package exports no bin path; its package.json is exported, and the bin sits beside it
const STRYKER_BIN = path.join(path.dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js')
const parts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['lib', 'stores']

function scoreOf(part) {
  const report = JSON.parse(fs.readFileSync(path.join(root, 'reports/mutation', `${part}.json`), 'utf8'))
  const counts = {}
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0)
  const valid = detected + (counts.Survived ?? 0) + (counts.NoCoverage ?? 0)
  return { score: valid === 0 ? 0 : (100 * detected) / valid, detected, valid, counts }
}

const scores = []
for (const part of parts) {
  const started = Date.now()
  const run = spawnSync(process.execPath, [STRYKER_BIN, 'run'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATE: part },
  })
  if (run.status !== 0) {
    console.error(`mutation: the ${part} run failed`)
    process.exit(run.status ?? 1)
  }
  scores.push([part, scoreOf(part), Math.round((Date.now() - started) / 1000)])
}
console.log('\nmutation score by part:')
for (const [part, { score, detected, valid, counts }, seconds] of scores) {
  console.log(`  ${part.padEnd(7)} ${score.toFixed(2)}%  (${detected} of ${valid} mutants detected; survived ${counts.Survived ?? 0}, no coverage ${counts.NoCoverage ?? 0}; ${seconds} s)`)
}
