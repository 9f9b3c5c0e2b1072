// axe-core on the screens of the route table at 375 px; a serious or critical violation fails the
// run. The screens are shared between two files so that both browser workers scan them.
import type { ImpactValue } from 'axe-core'
import type { Page } from 'playwright-core'
import { LOGIN_PATH } from '@/routes'
import { keepScreenshotOnFailure, pageOpener, pageTitle } from './browser'
import { screenPaths, screenUrl } from './screens'

const DEMO = { token: 'demo-token' }
const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical']

interface Violation {
  id: string
  impact: ImpactValue | null | undefined
  help: string
  targets: string[]
}

async function axeViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') })
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const results = await axe.run(document)
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => {
        // colour-contrast says which colours met, so a token can be corrected from the report
        const data = node.any.find((check) => check.id === 'color-contrast')?.data as
          | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string }
          | undefined
        const colours = data?.fgColor
          ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio}, needs ${data.expectedContrastRatio})`
          : ''
        return node.target.join(' ') + colours
      }),
    }))
  })
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`)
    .join('\n')
}

/** Scans every `share`-th screen of the route table, from the `first`, signed in as the demo account. */
export function describeAxeScan(first: number, share: number): void {
  const open = pageOpener()
  describe('accessibility at 375 px', () => {
    for (const path of screenPaths.filter((_, index) => index % share === first)) {
      it(`finds no serious or critical axe violation on ${path}`, async () => {
        const page = await open(screenUrl(path), path === LOGIN_PATH ? {} : DEMO)
        await keepScreenshotOnFailure(page, async () => {
          await pageTitle(page, '').first().waitFor()
          const violations = await axeViolations(page)
          const failing = violations.filter((violation) => FAILING_IMPACTS.includes(violation.impact ?? 'minor'))
          if (failing.length > 0) {
            throw new Error(
              `${failing.length} serious or critical axe rule(s) fail on ${path}, ` +
                `${failing.reduce((count, violation) => count + violation.targets.length, 0)} element(s):\n` +
                describeViolations(failing),
            )
          }
        })
      })
    }
  })
}
