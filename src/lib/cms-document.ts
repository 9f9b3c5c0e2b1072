// Help-centre (CMS) HTML as a small tree the app draws with its own components: the mini-program's
// rich-text cannot hand a tap to a link inside it. It reads what sanitizeHtml made of the HTML; the
// mini-program has no DOM, so this is a small tokenizer of its own.

/** The tags sanitizeHtml keeps (src/lib/sanitize.ts); any other loses its markup and keeps its text. */
export const CMS_TAGS = [
  'p', 'br', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote', 'section', 'hr',
] as const

export type CmsTag = (typeof CMS_TAGS)[number]

export interface CmsText {
  kind: 'text'
  text: string
}

export interface CmsElement {
  kind: 'element'
  tag: CmsTag
  /** CSS text, already filtered by sanitizeHtml */
  style?: string
  /** a: an absolute http(s) link (sanitizeHtml keeps no other) */
  href?: string
  /** img: an image of the product's image CDN */
  src?: string
  alt?: string
  /** img: its width in CSS pixels */
  width?: number
  /** th, td */
  colspan?: number
  children: CmsNode[]
}

export type CmsNode = CmsText | CmsElement

/** Elements holding others deeper than this are left out, their text kept: a hostile nesting must not overflow a stack. */
export const MAX_CMS_DEPTH = 50
// HTML caps a cell's span at 1000 columns
const MAX_COLSPAN = 1000

const VOID_TAGS: ReadonlySet<CmsTag> = new Set<CmsTag>(['br', 'img', 'hr'])
const PHRASING_TAGS: ReadonlySet<CmsTag> = new Set<CmsTag>(['br', 'span', 'strong', 'b', 'em', 'i', 'u', 'a'])

// HTML's implied end tags that CMS markup leans on: a new item ends the open item of its own list or row.
const ENDED_BY_OPENING: Partial<Record<CmsTag, { ends: readonly CmsTag[]; within: readonly CmsTag[] }>> = {
  li: { ends: ['li'], within: ['ul', 'ol'] },
  tr: { ends: ['tr'], within: ['table', 'thead', 'tbody'] },
  th: { ends: ['th', 'td'], within: ['tr', 'table'] },
  td: { ends: ['th', 'td'], within: ['tr', 'table'] },
}

// the named entities xss writes, and those CMS editors commonly do; any other name stays as written
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"], ['nbsp', '\u00a0'],
  ['copy', '©'], ['reg', '®'], ['trade', '™'], ['hellip', '…'], ['mdash', '—'], ['ndash', '–'],
  ['lsquo', '‘'], ['rsquo', '’'], ['ldquo', '“'], ['rdquo', '”'], ['middot', '·'], ['bull', '•'],
  ['times', '×'], ['yen', '¥'], ['euro', '€'],
])
const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));/g
const TAG_NAME = /<(\/?)([A-Za-z][A-Za-z0-9-]*)/y
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y
// HTML's white space (not the no-break space): runs of it show as one space
const WHITE_SPACE = /[ \t\n\r\f]+/g

function isCmsTag(name: string): name is CmsTag {
  return (CMS_TAGS as readonly string[]).includes(name)
}

function codePointText(code: number): string {
  const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
  return valid ? String.fromCodePoint(code) : '\ufffd'
}

/** Text with its character references (&amp; &#39; &#x4e2d; ...) read. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return codePointText(Number(decimal))
    if (hex !== undefined) return codePointText(parseInt(hex, 16))
    return NAMED_ENTITIES.get(name ?? '') ?? entity
  })
}

type Tag = { closing: boolean; name: string; attributes: Map<string, string>; end: number }
type Markup = Tag | { skipped: true; end: number }

/** Reads the attributes after a tag's name up to its '>'; the end is -1 when the tag never closes. */
function readAttributes(html: string, start: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>()
  let at = start
  while (at < html.length) {
    ATTRIBUTE.lastIndex = at
    const match = ATTRIBUTE.exec(html)
    if (match) {
      const name = match[1].toLowerCase()
      // as in HTML, the first of a repeated attribute wins
      if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''))
      at = ATTRIBUTE.lastIndex
      continue
    }
    const char = html[at]
    if (char === '>') return { attributes, end: at + 1 }
    if (char === '"' || char === "'") {
      // a quoted value that never closes runs to the end of the text, as in HTML
      const close = html.indexOf(char, at + 1)
      if (close === -1) break
      at = close + 1
      continue
    }
    // white space, '/' of a self-closing tag, or a stray '='
    at += 1
  }
  return { attributes, end: -1 }
}

/** The markup starting at `start` (a '<'), or undefined when the '<' is only text. */
function readMarkup(html: string, start: number): Markup | undefined {
  if (html.startsWith('<!--', start)) {
    const close = html.indexOf('-->', start + 4)
    return { skipped: true, end: close === -1 ? html.length : close + 3 }
  }
  if (html.startsWith('<!', start) || html.startsWith('<?', start)) {
    const close = html.indexOf('>', start)
    return { skipped: true, end: close === -1 ? html.length : close + 1 }
  }
  TAG_NAME.lastIndex = start
  const name = TAG_NAME.exec(html)
  if (!name) return undefined
  const { attributes, end } = readAttributes(html, TAG_NAME.lastIndex)
  // a tag cut off by the end of the text is dropped with the rest, as browsers do
  if (end === -1) return { skipped: true, end: html.length }
  return { closing: name[1] === '/', name: name[2].toLowerCase(), attributes, end }
}

function positiveInteger(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*\d{1,7}\s*$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 ? value : undefined
}

function elementOf(tag: CmsTag, attributes: Map<string, string>): CmsElement {
  const element: CmsElement = { kind: 'element', tag, children: [] }
  const style = attributes.get('style')?.trim()
  if (style) element.style = style
  if (tag === 'a') {
    const href = attributes.get('href')?.trim()
    if (href) element.href = href
  }
  if (tag === 'img') {
    const src = attributes.get('src')?.trim()
    if (src) element.src = src
    const alt = attributes.get('alt')?.trim()
    if (alt) element.alt = alt
    const width = positiveInteger(attributes.get('width'))
    if (width !== undefined) element.width = width
  }
  if (tag === 'th' || tag === 'td') {
    const colspan = positiveInteger(attributes.get('colspan'))
    if (colspan !== undefined && colspan > 1) element.colspan = Math.min(colspan, MAX_COLSPAN)
  }
  return element
}

function appendText(children: CmsNode[], raw: string): void {
  let text = decodeEntities(raw).replace(WHITE_SPACE, ' ')
  if (text === '') return
  const last = children[children.length - 1]
  if (last?.kind !== 'text') {
    children.push({ kind: 'text', text })
    return
  }
  // text around a dropped tag joins its neighbour; their spaces meet as one
  if (last.text.endsWith(' ') && text.startsWith(' ')) text = text.slice(1)
  last.text += text
}

/**
 * The tree of what sanitizeHtml made of CMS HTML. Unknown tags keep only their text, stray closing
 * tags are ignored, unclosed ones close at the end, and elements that would nest deeper than
 * MAX_CMS_DEPTH are left out with their text kept.
 */
export function parseCmsDocument(safeHtml: string): CmsNode[] {
  const root: CmsNode[] = []
  const open: CmsElement[] = []
  // opening tags left out for depth, by name, so their closing tags do not close an ancestor
  const leftOut = new Map<CmsTag, number>()
  const current = (): CmsNode[] => (open.length === 0 ? root : open[open.length - 1].children)

  let at = 0
  while (at < safeHtml.length) {
    const lt = safeHtml.indexOf('<', at)
    if (lt === -1) {
      appendText(current(), safeHtml.slice(at))
      break
    }
    if (lt > at) appendText(current(), safeHtml.slice(at, lt))
    const markup = readMarkup(safeHtml, lt)
    if (markup === undefined) {
      appendText(current(), '<')
      at = lt + 1
      continue
    }
    at = markup.end
    if ('skipped' in markup || !isCmsTag(markup.name)) continue
    const tag = markup.name

    if (markup.closing) {
      const skipped = leftOut.get(tag) ?? 0
      if (skipped > 0) {
        leftOut.set(tag, skipped - 1)
        continue
      }
      const index = open.map((element) => element.tag).lastIndexOf(tag)
      if (index !== -1) open.length = index
      continue
    }

    const implied = ENDED_BY_OPENING[tag]
    if (implied) {
      for (let index = open.length - 1; index >= 0 && !implied.within.includes(open[index].tag); index -= 1) {
        if (implied.ends.includes(open[index].tag)) {
          open.length = index
          break
        }
      }
    }
    if (open.length >= MAX_CMS_DEPTH && !VOID_TAGS.has(tag)) {
      leftOut.set(tag, (leftOut.get(tag) ?? 0) + 1)
      continue
    }
    const element = elementOf(tag, markup.attributes)
    current().push(element)
    if (!VOID_TAGS.has(tag)) open.push(element)
  }
  return root
}

/**
 * Whether a node reads as a run of text (text, a line break, or an inline tag holding only such):
 * the mini-program's Text can hold nothing else, so an inline tag around a block or an image is drawn as a View.
 */
export function isPhrasing(node: CmsNode): boolean {
  return node.kind === 'text' || (PHRASING_TAGS.has(node.tag) && node.children.every(isPhrasing))
}
