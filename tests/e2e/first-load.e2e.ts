import { keepScreenshotOnFailure, pageOpener } from './support/browser'

const open = pageOpener()

// The screens whose first reads start-up sends early (src/api/screen-reads.ts).
const SCREENS = ['/welfare', '/signInV4', '/welfareDetail', '/coinExchange', '/redeemRecordV4', '/lottery', '/notice', '/inviteV4', '/help', '/me']

describe('the first load of a screen', () => {
  it.each(SCREENS)('sends each read of %s once: the page takes the answer start-up asked for early', async (path) => {
    const page = await open(path, { token: 'demo-token' })
    await keepScreenshotOnFailure(page, async () => {
      await page.locator('.page-shell__body').first().waitFor()
      await page.waitForLoadState('networkidle')
      const reads = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/images/'))
          .map((url) => `${url.pathname}${url.search}`),
      )
      expect(reads.length).toBeGreaterThan(0)
      expect(reads.filter((read, index) => reads.indexOf(read) !== index)).toEqual([])
    })
  })
})
