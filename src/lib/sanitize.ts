import { FilterXSS, escapeAttrValue, friendlyAttrValue } from 'xss'
import type { IWhiteList, OnTagAttrHandler } from 'xss'

// `style` goes through xss's default CSS filter (no position, z-index, expression() or javascript: url())
const TEXT = ['style']
const CELL = ['style', 'colspan', 'rowspan']

// the tags CMS (help-centre) articles use; everything else loses its markup and keeps its text
const ALLOWED: IWhiteList = {
  p: TEXT,
  br: [],
  span: TEXT,
  div: TEXT,
  strong: TEXT,
  b: TEXT,
  em: TEXT,
  i: TEXT,
  u: TEXT,
  h1: TEXT,
  h2: TEXT,
  h3: TEXT,
  h4: TEXT,
  h5: TEXT,
  h6: TEXT,
  ul: TEXT,
  ol: TEXT,
  li: TEXT,
  a: ['href', 'target', 'style'],
  img: ['src', 'alt', 'width', 'height', 'style'],
  table: TEXT,
  thead: TEXT,
  tbody: TEXT,
  tr: TEXT,
  th: CELL,
  td: CELL,
  blockquote: TEXT,
  section: TEXT,
  hr: TEXT,
}

// removed together with their content: code, CSS and embedded pages are never text to show
const STRIPPED_WITH_BODY = ['script', 'style', 'iframe', 'noscript', 'object', 'embed']
const TARGETS = ['_blank', '_self']
const NO_OPENER = 'rel="noopener noreferrer"'

/** The URL if it is absolute http(s) once entities are decoded (`jav&#x61;script:` included), else null. */
function httpUrl(raw: string): string | null {
  const url = friendlyAttrValue(raw).trim()
  return /^https?:\/\//i.test(url) ? escapeAttrValue(url) : null
}

const onTagAttr: OnTagAttrHandler = (_tag, name, value, isWhiteAttr) => {
  if (!isWhiteAttr) return undefined
  if (name === 'href' || name === 'src') {
    const url = httpUrl(value)
    if (url === null) return ''
    // every followed link gets rel, so the opened page cannot reach back through window.opener
    return name === 'href' ? `href="${url}" ${NO_OPENER}` : `src="${url}"`
  }
  if (name === 'target') return TARGETS.includes(value.trim()) ? `target="${value.trim()}"` : ''
  return undefined
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  onTagAttr,
  stripIgnoreTag: true,
  stripIgnoreTagBody: STRIPPED_WITH_BODY,
  allowCommentTag: false,
})

/** Makes CMS HTML safe for RichText / innerHTML (Taro's H5 RichText does not filter it). */
export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
