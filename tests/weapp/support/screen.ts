// What a screen shows once it has loaded, read the same way for every page of app.json.
import { textOf } from './view'
import type { MiniProgram } from './mini-program'

export interface ScreenState {
  title: string
  body: string
  failed: boolean
}

/**
 * The screen once its title is in WeChat's navigation bar (the page's header does not repeat it), its
 * body is drawn and nothing on it is loading; fails after `timeoutMs`.
 */
export function loadedScreen(program: MiniProgram, timeoutMs = 8000): Promise<ScreenState> {
  return program.waitFor(
    () => {
      const title = program.wx.titles.at(-1)
      const body = program.byClass('page-shell__body')[0]
      if (title === undefined || !body) return undefined
      const loading = program.byClass('status-view').some((view) => program.elements((el) => el.tag !== '' && isWithin(el, view) && /at-activity-indicator/.test(String(el.attr.class))).length > 0)
      if (loading) return undefined
      return { title, body: textOf(body), failed: program.byClass('status-view__icon--error').length > 0 }
    },
    'the screen to load',
    timeoutMs,
  )
}

function isWithin(element: { parent?: unknown }, ancestor: unknown): boolean {
  for (let node = element as { parent?: unknown } | undefined; node; node = node.parent as { parent?: unknown } | undefined) {
    if (node === ancestor) return true
  }
  return false
}
