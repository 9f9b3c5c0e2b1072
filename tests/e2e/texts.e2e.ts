import type { Page } from 'playwright-core'
import { texts as shellEnUs } from '@/locales/shell/en_US'
import { texts as shellViVn } from '@/locales/shell/vi_VN'
import { texts as shellZhCn } from '@/locales/shell/zh_CN'
import { texts as shellZhHk } from '@/locales/shell/zh_HK'
import { texts as shellZhTw } from '@/locales/shell/zh_TW'
import { texts as welfareEnUs } from '@/locales/welfare/en_US'
import { texts as welfareViVn } from '@/locales/welfare/vi_VN'
import { texts as welfareZhCn } from '@/locales/welfare/zh_CN'
import { texts as welfareZhHk } from '@/locales/welfare/zh_HK'
import { texts as welfareZhTw } from '@/locales/welfare/zh_TW'
import { keepScreenshotOnFailure, pageOpener, pageTitle } from './support/browser'

const open = pageOpener()

// Chunks are named by id (the entry holds no map of names), so a text chunk is told by what it holds.
const CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'texts-shell-zh_CN': shellZhCn,
  'texts-shell-en_US': shellEnUs,
  'texts-shell-zh_TW': shellZhTw,
  'texts-shell-zh_HK': shellZhHk,
  'texts-shell-vi_VN': shellViVn,
  'texts-welfare-zh_CN': welfareZhCn,
  'texts-welfare-en_US': welfareEnUs,
  'texts-welfare-zh_TW': welfareZhTw,
  'texts-welfare-zh_HK': welfareZhHk,
  'texts-welfare-vi_VN': welfareViVn,
}

// A text chunk's module: `{"texts":function(){return a}});const a={"key":"text",...`
const TEXT_MODULE = /\{"texts":function\(\)\{return (\w+)\}\}\);const \1=\{([\s\S]*)/
const PAIR = /("(?:[^"\\]|\\.)*"):("(?:[^"\\]|\\.)*"),?/y

/** The first `count` key-text pairs of a catalog written as an object literal. */
function pairsOf(literal: string, count: number): [string, string][] {
  const pairs: [string, string][] = []
  PAIR.lastIndex = 0
  for (let match = PAIR.exec(literal); match && pairs.length < count; match = PAIR.exec(literal)) {
    pairs.push([JSON.parse(match[1]) as string, JSON.parse(match[2]) as string])
  }
  return pairs
}

/** `texts-<area>-<language>` of a chunk holding texts, told by its first texts; `texts-other` for an area not listed. */
function textChunkName(source: string): string | undefined {
  const module = TEXT_MODULE.exec(source)
  if (!module) return undefined
  const pairs = pairsOf(module[2], 12)
  const name = Object.entries(CATALOGS).find(([, catalog]) => pairs.length > 0 && pairs.every(([key, text]) => catalog[key] === text))?.[0]
  return name ?? 'texts-other'
}

/** The text chunks the page has loaded (`texts-<area>-<language>`): the scripts of its resource timing, told by their content. */
async function textChunks(page: Page): Promise<string[]> {
  const sources = await page.evaluate(() =>
    Promise.all(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\/js\/[^/]+\.js$/.test(url))
        .map((url) => fetch(url).then((answer) => answer.text())),
    ),
  )
  return sources
    .map(textChunkName)
    .filter((name): name is string => name !== undefined)
    .sort()
}

describe('texts by area and language', () => {
  it('loads only the zh_CN welfare texts on /welfare in zh_CN', async () => {
    const page = await open('/welfare', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '福利中心').waitFor()
      await page.getByText('我的金币').waitFor()
      expect(await textChunks(page)).toEqual(['texts-welfare-zh_CN'])
    })
  })

  it('loads the English shell and welfare texts when the user switches to English, and shows English', async () => {
    const page = await open('/welfare', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, '福利中心').waitFor()
      await page.getByRole('button', { name: '切换语言，当前为简体中文' }).click()
      await page.locator('.at-action-sheet--active').getByText('English', { exact: true }).click()
      await pageTitle(page, 'Welfare Centre').waitFor()
      await page.getByText('My coins').waitFor()
      expect(await textChunks(page)).toEqual(['texts-shell-en_US', 'texts-welfare-en_US', 'texts-welfare-zh_CN'])
    })
  })

  it('starts in the kept language without loading the zh_CN welfare texts', async () => {
    const page = await open('/welfare?lang=en_US', { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await pageTitle(page, 'Welfare Centre').waitFor()
      expect(await textChunks(page)).toEqual(['texts-shell-en_US', 'texts-welfare-en_US'])
    })
  })
})
