import { FilterXSS, escapeAttrValue, friendlyAttrValue, parseAttr } from 'xss'
import type { IWhiteList, OnTagAttrHandler, OnTagHandler } from 'xss'
import { parseUrl } from './links'

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
  // no target: the app draws a link with its own components and follows it by the link rules
  a: ['href', 'style'],
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
const NO_OPENER = 'rel="noopener noreferrer"'

/**
 * The URL if the link rules' own parser reads it as absolute http(s) once entities are decoded
 * (`jav&#x61;script:`, `//host`, `https:\\host`, `https://a@b` are not), else null.
 */
function httpUrl(raw: string): string | null {
  const url = friendlyAttrValue(raw).trim()
  return parseUrl(url) === null ? null : escapeAttrValue(url)
}

/** An https image on one of `imageHosts` on the default port, entities decoded first; else null. */
function imageUrl(raw: string, imageHosts: readonly string[]): string | null {
  const url = friendlyAttrValue(raw).trim()
  const parsed = parseUrl(url)
  if (!parsed || parsed.protocol !== 'https' || parsed.port !== null) return null
  return imageHosts.some((host) => host.toLowerCase() === parsed.host) ? escapeAttrValue(url) : null
}

// The src values of an <img> tag, read by xss's own attribute parser so the check sees what the filter keeps.
function imageSources(tagHtml: string): string[] {
  const sources: string[] = []
  const attributes = tagHtml.replace(/^<\s*img/i, '').replace(/\/?\s*>$/, '')
  parseAttr(attributes, (name, value) => {
    if (name === 'src') sources.push(value)
    return ''
  })
  return sources
}

// A style may load images as well (background: url(), image-set(), a CSS escape spelling either):
// such a declaration is dropped; javascript: goes too, as in xss's own CSS filter.
const CSS_RESOURCE = /url\s*\(|image(?:-set)?\s*\(|cross-fade\s*\(|element\s*\(|\\|javascript\s*:/i

function safeCssValue(_name: string, value: string): string {
  return CSS_RESOURCE.test(value) ? '' : value
}

function cmsFilter(imageHosts: readonly string[]): FilterXSS {
  // an image from anywhere but the image CDN is dropped with its tag: no empty frame, no tracking pixel
  const onTag: OnTagHandler = (tag, html, info) => {
    if (tag !== 'img' || info.isClosing) return undefined
    const sources = imageSources(html)
    const fromCdn = sources.length > 0 && sources.every((source) => imageUrl(source, imageHosts) !== null)
    return fromCdn ? undefined : ''
  }
  const onTagAttr: OnTagAttrHandler = (_tag, name, value, isWhiteAttr) => {
    if (!isWhiteAttr) return undefined
    if (name === 'src') {
      const url = imageUrl(value, imageHosts)
      return url === null ? '' : `src="${url}"`
    }
    if (name === 'href') {
      const url = httpUrl(value)
      // every followed link gets rel, so the opened page cannot reach back through window.opener
      return url === null ? '' : `href="${url}" ${NO_OPENER}`
    }
    return undefined
  }
  return new FilterXSS({
    whiteList: ALLOWED,
    onTag,
    onTagAttr,
    css: { safeAttrValue: safeCssValue },
    stripIgnoreTag: true,
    stripIgnoreTagBody: STRIPPED_WITH_BODY,
    allowCommentTag: false,
  })
}

/**
 * Makes CMS HTML safe for RichText / innerHTML (Taro's H5 RichText does not filter it). Images
 * load only over https from `imageHosts` (the product's image CDN); any other image is dropped.
 */
export function sanitizeHtml(html: unknown, imageHosts: readonly string[]): string {
  // CMS text that is no string (a broken answer) shows nothing rather than throwing
  return typeof html === 'string' ? cmsFilter(imageHosts).process(html) : ''
}
