// Every page of the built app.json opens in the headless mini-program, signed in and as a visitor,
// and shows its own screen: a title, content, nothing still loading, no load failure, no error
// printed. The table is app.json itself, so a new page is covered without a new test.
import { findRoute, NOT_FOUND_PATH, pagePathOf, WEBVIEW_PATH } from '@/routes'
import { appPages } from './support/mini-program'
import { loadedScreen } from './support/screen'
import { DEMO_TOKEN, miniProgramSession } from './support/session'

const pageOf = (path: string): string => {
  const route = findRoute(path)
  if (!route) throw new Error(`no route ${path}`)
  return pagePathOf(route)
}

// Pages that need a query to be opened at all; the redirect screen refuses a link off the list.
const QUERY_OF: Readonly<Record<string, string>> = {
  [pageOf(WEBVIEW_PATH)]: `page=${encodeURIComponent('https://h5.speedup.example/help')}`,
  [pageOf('/h5Redirect')]: `kind=0&targetUrl=${encodeURIComponent('https://evil.example/phish')}`,
  // spec 2: the refund question (id 64 in test)
  [pageOf('/helpDetails')]: `q=${encodeURIComponent('如何申请退款')}&t=recharge&id=64`,
}

const session = miniProgramSession()

describe.each([
  ['signed in', DEMO_TOKEN],
  ['as a visitor', undefined],
])('every page of app.json, %s', (_who, token) => {
  it.each(appPages())('%s shows its own screen with no error', async (page) => {
    const query = QUERY_OF[page]
    const program = await session.launch({ token, url: query ? `${page}?${query}` : page })
    await program.waitForRoute(page)
    if (page === pageOf(WEBVIEW_PATH)) {
      // the web-view page is WeChat's own component around the allowed address
      await program.waitFor(() => program.elements((element) => element.tag === 'wx-web-view')[0], 'the web view')
      expect(program.elements((element) => element.tag === 'wx-web-view')[0].attr.src).toBe('https://h5.speedup.example/help')
    } else {
      const screen = await loadedScreen(program)
      expect(screen.title).not.toBe('')
      expect(screen.body).not.toBe('')
      expect(screen.failed).toBe(false)
      expect(screen.body).not.toMatch(/加载失败|网络错误/)
      if (page !== pageOf(NOT_FOUND_PATH)) expect(program.route).not.toBe(pageOf(NOT_FOUND_PATH))
    }
    await program.settle()
    expect(program.errors).toEqual([])
  })
})
