// Real touch gestures in Chromium through the DevTools protocol (Input.dispatchTouchEvent): the page
// receives trusted touchstart / touchmove / touchend events, as from a finger, with no page script.
import type { CDPSession, Page } from 'playwright-core'

export interface DragOptions {
  /** touchmove events between the start and the end of the drag (default 12) */
  steps?: number
  /** pause after each touchmove so the page can render it, in ms (default 16, one frame) */
  stepDelayMs?: number
  /** where the finger lands, in px below the element's top edge (default 20) */
  startOffsetPx?: number
}

/** A finger still on the screen after a drag. */
export interface HeldTouch {
  /** lifts the finger (touchend) */
  release(): Promise<void>
}

async function startPoint(page: Page, selector: string, offset: number): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`no visible element for ${selector}`)
  return { x: box.x + box.width / 2, y: box.y + Math.min(offset, box.height / 2) }
}

async function touch(session: CDPSession, type: 'touchStart' | 'touchMove', x: number, y: number): Promise<void> {
  await session.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y, id: 1 }] })
}

/**
 * Puts one finger on the element and drags it `distancePx` down in small steps, without lifting it,
 * so a test can look at the page mid-gesture (e.g. ScrollList's "release to refresh").
 */
export async function pullDownAndHold(
  page: Page,
  selector: string,
  distancePx: number,
  options: DragOptions = {},
): Promise<HeldTouch> {
  const steps = Math.max(1, options.steps ?? 12)
  const stepDelayMs = options.stepDelayMs ?? 16
  const { x, y } = await startPoint(page, selector, options.startOffsetPx ?? 20)
  const session = await page.context().newCDPSession(page)
  try {
    await touch(session, 'touchStart', x, y)
    for (let step = 1; step <= steps; step += 1) {
      await touch(session, 'touchMove', x, y + (distancePx * step) / steps)
      await page.waitForTimeout(stepDelayMs)
    }
  } catch (error) {
    await session.detach()
    throw error
  }
  return {
    async release() {
      try {
        await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      } finally {
        await session.detach()
      }
    },
  }
}

/**
 * A full pull-down gesture: press, drag `distancePx` down, lift. ScrollList's header grows by half
 * the finger's travel (PULL_RESISTANCE) and refreshes past 60 px (PULL_REFRESH_THRESHOLD), so a
 * pull of 130 px or more refreshes and a shorter one springs back.
 */
export async function pullDown(page: Page, selector: string, distancePx: number, options: DragOptions = {}): Promise<void> {
  const held = await pullDownAndHold(page, selector, distancePx, options)
  await held.release()
}
