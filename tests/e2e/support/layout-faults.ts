// Issue 10 item 8: what a reviewer looked for in the screenshots, as a check that can fail.
import type { Page } from 'playwright-core'
import { screenshot } from './browser'

/** E2E_SCREENSHOTS=1 keeps a picture of each state checked, for a human to look at; the pictures assert nothing. */
export const KEEP_PICTURES = process.env.E2E_SCREENSHOTS === '1'

export interface LayoutFault {
  kind: 'sideways-scroll' | 'clipped' | 'overflowing' | 'off-screen' | 'placeholder-cut' | 'touching-edge' | 'word-broken'
  /** Tag and classes of the element, e.g. `span.sign-in-day__label`. */
  element: string
  text: string
  detail: string
}

/**
 * The layout faults of the page as shown now:
 * - the document, or a region inside it, scrolls sideways (scrollWidth beyond the width shown);
 * - an element's own text is cut off by its box or a clipping ancestor (overflow hidden or clip),
 *   unless it ends in an ellipsis and the full text is in a title attribute;
 * - an element's own text runs outside its layout parent's box or outside the viewport;
 * - an empty single-line input's placeholder is wider than the input shows ("Enter your real nam");
 * - an element's own text comes closer than MIN_INSET to the side of the box drawn around it (a
 *   button, a chip, a field: a border, or a background other than the one behind it);
 * - a word in Latin script (en_US and vi_VN, and a Latin word in Chinese text) of two or more
 *   letters has its first and last letter on different lines, as "Gift membersh / ip" had: its box is
 *   narrower than the word and `overflow-wrap` broke it. A line may end after a hyphen ("check- / in").
 *   What may break anywhere by design does not count: text whose element has `word-break: break-all`
 *   (the mark for a code or link of letters alone), and every word of a token (a run without spaces
 *   or Chinese, its end punctuation aside) holding anything but letters, apostrophes and hyphens:
 *   numbers, codes, IDs, links and e-mail addresses hold a digit, '.', '@', '/' or '_'. The app's
 *   `overflow-wrap: anywhere` is no such mark: it keeps a long word in its box on purpose, and a
 *   word of prose it breaks is what this finds. Chinese breaks between any characters: not checked.
 * Only visible elements with a text node of their own count; text wholly outside a clipping
 * ancestor (a slide not shown, text for screen readers only) is not shown, so not a fault.
 */
export async function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(() => {
    const faults: LayoutFault[] = []
    // Sub-pixel layout: a box may exceed another by a rounding step without anything cut.
    const SLACK = 1
    // text closer than this to the side of its button or chip reads as touching it
    const MIN_INSET = 4
    const viewportWidth = document.documentElement.clientWidth

    const describe = (element: Element): string => {
      const classes = Array.from(element.classList).slice(0, 2)
      return [element.tagName.toLowerCase(), ...classes].join('.')
    }
    const ownText = (element: Element): string =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim()
    const clips = (overflow: string): boolean => overflow === 'hidden' || overflow === 'clip'
    const scrolls = (overflow: string): boolean => overflow === 'auto' || overflow === 'scroll'
    const transparent = (colour: string): boolean => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour)
    // the colour behind an element: the first ancestor's background that is not transparent
    const backdropOf = (element: Element): string => {
      for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
        const colour = getComputedStyle(ancestor).backgroundColor
        if (!transparent(colour)) return colour
      }
      return 'rgb(255, 255, 255)'
    }
    const sideBorders = (style: CSSStyleDeclaration): boolean =>
      (parseFloat(style.borderLeftWidth) > 0 && !transparent(style.borderLeftColor)) ||
      (parseFloat(style.borderRightWidth) > 0 && !transparent(style.borderRightColor))
    // the nearest box drawn around the text (itself included), up to a region that scrolls
    const drawnBoxOf = (element: HTMLElement): HTMLElement | undefined => {
      for (let box: HTMLElement | null = element; box && box !== document.body; box = box.parentElement) {
        const boxStyle = getComputedStyle(box)
        if (scrolls(boxStyle.overflowX)) return undefined
        if (sideBorders(boxStyle)) return box
        if (!transparent(boxStyle.backgroundColor) && boxStyle.backgroundColor !== backdropOf(box)) return box
      }
      return undefined
    }
    const measure = document.createElement('canvas').getContext('2d')

    const drawnRects = (range: Range): DOMRect[] =>
      Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0)
    // rects of one line may differ in top and height (a fallback font for a Vietnamese letter);
    // a rect whose top is below another's middle is on a later line
    const onSeveralLines = (rects: readonly DOMRect[]): boolean => {
      const first = rects[0]
      return rects.some((rect) => Math.abs(rect.top - first.top) > Math.min(rect.height, first.height) / 2)
    }
    // a run without spaces or Chinese (its letters and punctuation, full-width forms), and the letters,
    // apostrophes and hyphens that make it prose when its end punctuation is aside
    const TOKEN = /[^\s\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/gu
    const PROSE = /^[\p{P}\p{S}]*[\p{L}\p{M}'’-]+[\p{P}\p{S}]*$/u
    const LATIN_WORD = /\p{Script=Latin}[\p{Script=Latin}\p{M}'’]+/gu
    /** The first prose word of `node` whose letters are drawn on more than one line. */
    const brokenWordOf = (node: Text, range: Range): string | undefined => {
      const content = node.data
      for (const token of content.matchAll(TOKEN)) {
        if (!PROSE.test(token[0])) continue
        for (const word of token[0].matchAll(LATIN_WORD)) {
          const start = (token.index ?? 0) + (word.index ?? 0)
          range.setStart(node, start)
          range.setEnd(node, start + word[0].length)
          const rects = drawnRects(range)
          if (rects.length > 1 && onSeveralLines(rects)) return word[0]
        }
      }
      return undefined
    }

    const root = document.scrollingElement ?? document.documentElement
    if (root.scrollWidth > viewportWidth + SLACK) {
      faults.push({
        kind: 'sideways-scroll',
        element: 'document',
        text: '',
        detail: `the page is ${root.scrollWidth}px wide in a ${viewportWidth}px viewport`,
      })
    }

    const all = Array.from(document.body.querySelectorAll('*'))
    for (const element of all) {
      if (!(element instanceof HTMLElement)) continue
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
      const style = getComputedStyle(element)
      if (element instanceof HTMLInputElement && element.value === '' && element.placeholder && measure) {
        const placeholderStyle = getComputedStyle(element, '::placeholder')
        measure.font = `${placeholderStyle.fontStyle} ${placeholderStyle.fontWeight} ${placeholderStyle.fontSize} ${placeholderStyle.fontFamily}`
        const needed = measure.measureText(element.placeholder).width
        const shown = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        if (shown > 0 && needed > shown + SLACK) {
          faults.push({
            kind: 'placeholder-cut',
            element: describe(element),
            text: element.placeholder.slice(0, 60),
            detail: `its placeholder needs ${Math.ceil(needed)}px, the input shows ${Math.floor(shown)}px`,
          })
        }
      }
      if (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + SLACK && element.clientWidth > 0) {
        faults.push({
          kind: 'sideways-scroll',
          element: describe(element),
          text: (element.textContent ?? '').trim().slice(0, 40),
          detail: `its content is ${element.scrollWidth}px wide in a ${element.clientWidth}px region that scrolls sideways`,
        })
      }

      const text = ownText(element)
      if (!text) continue
      const range = document.createRange()
      const textNodes = Array.from(element.childNodes).filter(
        (node): node is Text => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      const rectsOfNodes = textNodes.map((node) => {
        range.selectNodeContents(node)
        return drawnRects(range)
      })
      const lineRects = rectsOfNodes.flat()
      if (lineRects.length === 0) continue
      const textBox = {
        left: Math.min(...lineRects.map((rect) => rect.left)),
        right: Math.max(...lineRects.map((rect) => rect.right)),
        top: Math.min(...lineRects.map((rect) => rect.top)),
        bottom: Math.max(...lineRects.map((rect) => rect.bottom)),
      }
      const box = element.getBoundingClientRect()
      // text for screen readers only (1 px boxes) is not shown
      if (box.width <= 1 || box.height <= 1) continue
      const fontSize = parseFloat(style.fontSize)
      // a glyph's box is taller than a tight line; only more than that is text cut or spilling
      const verticalSlack = Math.max(SLACK, fontSize * 0.3)
      const fault = (kind: LayoutFault['kind'], detail: string) =>
        faults.push({ kind, element: describe(element), text: text.slice(0, 60), detail })
      const fullTextReachable = () =>
        style.textOverflow === 'ellipsis' && (element.closest('[title]')?.getAttribute('title') ?? '').includes(text)

      // cut off by its own box
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + SLACK && !fullTextReachable()) {
        fault('clipped', `its text needs ${element.scrollWidth}px, its box shows ${element.clientWidth}px`)
        continue
      }
      if (clips(style.overflowY) && element.scrollHeight > element.clientHeight + SLACK && !fullTextReachable()) {
        fault('clipped', `its text needs ${element.scrollHeight}px of height, its box shows ${element.clientHeight}px`)
        continue
      }

      // cut off by an ancestor; text wholly outside it is a part not shown, not a cut
      // what its own box hides was allowed above (an ellipsis with a title): only the part shown counts below
      if (clips(style.overflowX)) {
        textBox.left = Math.max(textBox.left, box.left)
        textBox.right = Math.min(textBox.right, box.right)
      }
      if (clips(style.overflowY)) {
        textBox.top = Math.max(textBox.top, box.top)
        textBox.bottom = Math.min(textBox.bottom, box.bottom)
      }

      // (text beyond a region that scrolls in that direction is reached by scrolling, not cut)
      let cut = false
      let shown = true
      let scrolledX = false
      let scrolledY = false
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body && !cut; ancestor = ancestor.parentElement) {
        const ancestorStyle = getComputedStyle(ancestor)
        const clipX = !scrolledX && clips(ancestorStyle.overflowX)
        const clipY = !scrolledY && clips(ancestorStyle.overflowY)
        scrolledX ||= scrolls(ancestorStyle.overflowX)
        scrolledY ||= scrolls(ancestorStyle.overflowY)
        if (!clipX && !clipY) continue
        const area = ancestor.getBoundingClientRect()
        const outsideX = textBox.right <= area.left || textBox.left >= area.right
        const outsideY = textBox.bottom <= area.top || textBox.top >= area.bottom
        if (outsideX || outsideY) {
          shown = false
          break
        }
        if (clipX && (textBox.left < area.left - SLACK || textBox.right > area.right + SLACK)) {
          fault('clipped', `${describe(ancestor)} (overflow ${ancestorStyle.overflowX}) cuts its text sideways`)
          cut = true
        } else if (clipY && (textBox.top < area.top - verticalSlack || textBox.bottom > area.bottom + verticalSlack)) {
          fault('clipped', `${describe(ancestor)} (overflow ${ancestorStyle.overflowY}) cuts its text at the top or bottom`)
          cut = true
        }
      }
      if (cut || !shown) continue

      // a word drawn on two lines; only a text node on more than one line can hold one
      if (style.wordBreak !== 'break-all') {
        for (const [index, node] of textNodes.entries()) {
          if (!onSeveralLines(rectsOfNodes[index])) continue
          const broken = brokenWordOf(node, range)
          if (broken) {
            fault('word-broken', `"${broken}" is broken over two lines`)
            break
          }
        }
      }

      // partly outside the viewport (wholly outside is a part not shown)
      if (textBox.right > 0 && textBox.left < viewportWidth && (textBox.left < -SLACK || textBox.right > viewportWidth + SLACK)) {
        fault('off-screen', `its text spans ${Math.round(textBox.left)}px to ${Math.round(textBox.right)}px of a ${viewportWidth}px viewport`)
        continue
      }

      // touching the side of the box drawn around it
      const drawn = drawnBoxOf(element)
      if (drawn) {
        const drawnBox = drawn.getBoundingClientRect()
        const drawnStyle = getComputedStyle(drawn)
        const inner = { left: drawnBox.left + parseFloat(drawnStyle.borderLeftWidth), right: drawnBox.right - parseFloat(drawnStyle.borderRightWidth) }
        const inset = Math.min(textBox.left - inner.left, inner.right - textBox.right)
        if (inset < MIN_INSET - SLACK / 2) {
          fault('touching-edge', `its text comes ${Math.max(0, Math.round(inset))}px from the side of ${describe(drawn)}`)
          continue
        }
      }

      // spilling out of its layout parent; a positioned element is placed on purpose, not spilled
      let positioned = style.position === 'absolute' || style.position === 'fixed'
      let parent = element.parentElement
      while (parent && parent !== document.body) {
        const parentStyle = getComputedStyle(parent)
        if (!parentStyle.display.startsWith('inline') && parentStyle.display !== 'contents') break
        if (parentStyle.position === 'absolute' || parentStyle.position === 'fixed') positioned = true
        parent = parent.parentElement
      }
      if (positioned || !parent || parent === document.body) continue
      // a parent that clips was checked above; one that scrolls holds its text beyond its box on purpose
      const parentBox = parent.getBoundingClientRect()
      const parentStyle = getComputedStyle(parent)
      const spillsX =
        parentStyle.overflowX === 'visible' && (textBox.left < parentBox.left - SLACK || textBox.right > parentBox.right + SLACK)
      const spillsY =
        parentStyle.overflowY === 'visible' &&
        (textBox.top < parentBox.top - verticalSlack || textBox.bottom > parentBox.bottom + verticalSlack)
      if (spillsX || spillsY) {
        fault(
          'overflowing',
          `its text (${Math.round(textBox.left)}–${Math.round(textBox.right)}px, ${Math.round(textBox.top)}–${Math.round(textBox.bottom)}px) ` +
            `spills out of ${describe(parent)} (${Math.round(parentBox.left)}–${Math.round(parentBox.right)}px, ` +
            `${Math.round(parentBox.top)}–${Math.round(parentBox.bottom)}px)`,
        )
      }
    }
    return faults
  })
}

/** One line per fault, for a failure message. */
export function describeFaults(faults: readonly LayoutFault[]): string {
  return faults.map((fault) => `${fault.kind}: ${fault.element} "${fault.text}": ${fault.detail}`).join('\n')
}

/** Fails, naming `state` and every fault, when text is cut, spills or has a word broken, or the page scrolls sideways. */
export async function expectLayoutFits(page: Page, state: string): Promise<void> {
  if (KEEP_PICTURES) await screenshot(page, state)
  const faults = await layoutFaults(page)
  if (faults.length > 0) throw new Error(`${state}: text cut, spilling, scrolling sideways or a word broken\n${describeFaults(faults)}`)
}
