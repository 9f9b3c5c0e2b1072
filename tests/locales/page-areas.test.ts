/** @jest-environment node */
// A page's gate loads only the shell and its own area, so every component a page shows may
// ask only for that area's texts (useT<'area'>()): read from the sources, page by page.
import fs from 'fs'
import path from 'path'
import { screenTextsOf } from '@/locales/route-texts'
import { pagePathOf, routes } from '@/routes'

const src = path.resolve(__dirname, '../../src')

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesUnder(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The page's own files and every component folder they import, followed through. */
function filesOfPage(pageDir: string): string[] {
  const files = new Set(sourcesUnder(pageDir))
  const pending = [...files]
  while (pending.length > 0) {
    const file = pending.pop() as string
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '(@\/components\/[\w-]+|\.{1,2}\/(?:\.\.\/)*components\/[\w-]+)'/g)) {
      const target = match[1].startsWith('@/') ? path.join(src, match[1].slice(2)) : path.resolve(path.dirname(file), match[1])
      for (const found of fs.existsSync(target) ? sourcesUnder(target) : []) {
        if (!files.has(found)) {
          files.add(found)
          pending.push(found)
        }
      }
    }
  }
  return [...files]
}

const pages = [...new Set(routes.map((route) => pagePathOf(route)))]

/** The area whose texts the page's gate waits for (`definePage(Page, areaTexts)`), read from its source. */
function gateAreaOf(page: string): string | undefined {
  return fs.readFileSync(path.join(src, path.dirname(page), 'index.tsx'), 'utf8').match(/definePage\(\w+, (\w+)Texts\)/)?.[1]
}

describe('the areas of a page', () => {
  it.each(pages)('%s asks only for the texts of the area its gate loads', (page) => {
    const pageDir = path.join(src, path.dirname(page))
    const gateArea = gateAreaOf(page)
    const asked = filesOfPage(pageDir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/useT<'(\w+)'>\(\)/g)].map((match) => `${path.relative(src, file)}: ${match[1]}`),
    )
    expect(asked.filter((use) => !use.endsWith(`: ${gateArea}`))).toEqual([])
  })

  // the launch page is the mini-program's; on H5 it forwards to the home path at once
  const screens = routes.filter((route) => route.page !== 'pages/index/index').flatMap((route) => route.paths.map((screen) => [screen, route] as const))

  it.each(screens)('start-up asks early for the texts the gate of %s waits for', (screen, route) => {
    expect(screenTextsOf(screen)?.area).toBe(gateAreaOf(pagePathOf(route)))
  })

  it('finds the component texts of a page through its imports', () => {
    const files = filesOfPage(path.join(src, 'packages/welfare/welfare-centre')).map((file) => path.relative(src, file))
    expect(files).toEqual(expect.arrayContaining(['components/coin-balance/index.tsx', 'components/reward-label/index.tsx']))
  })
})
