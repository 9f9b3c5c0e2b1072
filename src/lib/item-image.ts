// The picture of a goods, a lottery prize or an event (docs/api.md, "Images"): what an answer's
// `image` may be, and the address it loads from. Only the shop, lottery and events areas import
// this, so it ships in their subpackages, not in the main package.
import { parseUrl, type ParsedUrl } from './links'

// a path on the API host: one leading '/' (never '//', another host), then no whitespace, control
// character or backslash (which browsers read as '/')
const API_HOST_PATH = /^\/(?![/\\])[^\\]*$/

const DEFAULT_PORTS: Record<ParsedUrl['protocol'], number> = { http: 80, https: 443 }

function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

// `https://host` or `http://host:8080`, as a browser compares origins (a default port is no port)
function originOfParsed({ protocol, host, port }: ParsedUrl): string {
  return port === null || port === DEFAULT_PORTS[protocol] ? `${protocol}://${host}` : `${protocol}://${host}:${port}`
}

/**
 * The origins an absolute picture may load from: those of `hosts` (the image CDN, the build's API
 * hosts), which the H5 page's content security policy names in `img-src`. A relative host (the
 * mock build's `/api`) is the page's own origin and adds none: its pictures are named by path.
 */
export function imageOriginsOf(hosts: readonly string[]): string[] {
  const origins = hosts.map(parseUrl).flatMap((url) => (url === null ? [] : [originOfParsed(url)]))
  return [...new Set(origins)]
}

/**
 * An answer's image as the client keeps it: an absolute http(s) URL of one of `origins`
 * (`imageOriginsOf`), or a path on the API host (`/images/goods-vip-card.svg`). Anything else
 * (none, '', another scheme, another origin, which the page would refuse to load, `//host/x`, a
 * value that is no text) is no image: the card shows its fallback, the answer is not refused for it.
 */
export function imageRefOf(value: unknown, origins: readonly string[]): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  const url = parseUrl(text)
  if (url !== null) return origins.includes(originOfParsed(url)) ? text : undefined
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
