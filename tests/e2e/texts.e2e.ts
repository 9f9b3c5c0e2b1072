import type { Page } from 'playwright-core'
import { keepScreenshotOnFailure, pageOpener, pageTitle } from './support/browser'

const open = pageOpener()

/** The text chunks the page has loaded (`texts-<area>-<language>`), read from the browser's resource timing. */
function textChunks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.split('/').pop() ?? '')
      .filter((file) => file.startsWith('texts-'))
      .map((file) => file.replace(/\.[0-9a-f]{6}\.js$/, ''))
      .sort(),
  )
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
