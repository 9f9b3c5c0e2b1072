// The picture of a goods, a lottery prize or an event (docs/api.md, "Images"): what an answer's
// `image` may be, and the address it loads from. Only the shop, lottery and events areas import
// this, so it ships in their subpackages, not in the main package.
import { parseUrl } from './links'

// a path on the API host: one leading '/' (never '//', another host), then no whitespace, control
// character or backslash (which browsers read as '/')
const API_HOST_PATH = /^\/(?![/\\])[^\\]*$/

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * An answer's image as the client keeps it: an absolute http(s) URL, or a path on the API host
 * (`/images/goods-vip-card.svg`). Anything else (none, '', another scheme, `//host/x`, a value
 * that is no text) is no image: the card shows its fallback, the answer is not refused for it.
 */
export function imageRefOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (parseUrl(text) !== null) return text
  return API_HOST_PATH.test(text) && !hasControlOrSpace(text) ? text : undefined
}

/**
 * Where an image loads from, as the request client builds a request's address
 * (`${apiHost}${path}`, src/services/http/client.ts): an absolute URL as it is, a path after the
 * API host. With the H5 mock build's host `/api` that stays on the page's origin (the dev server's
 * proxy); the mini-program's host is always absolute, as WeChat's image needs.
 */
export function imageUrlOf(image: string, apiHost: string): string {
  if (!image.startsWith('/')) return image
  return `${apiHost.replace(/\/+$/, '')}${image}`
}
