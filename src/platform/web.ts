// The browser's own navigation, kept in one module: jsdom cannot navigate, so tests replace it.
export function assignUrl(url: string): void {
  window.location.href = url
}

export function replaceUrl(url: string): void {
  window.location.replace(url)
}

/** A new tab that cannot reach back into the app (noopener) nor learn where it came from (noreferrer). */
export function openWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** An http(s) link resolved against the page; empty text, other schemes (javascript:) and values that are no text give undefined. */
export function absoluteHttpUrl(target: unknown): string | undefined {
  if (typeof target !== 'string' || target.trim() === '') return undefined
  try {
    const url = new URL(target.trim(), window.location.href)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Whether an absolute link stays on the page's own origin. */
export function isThisSite(url: unknown): boolean {
  if (typeof url !== 'string') return false
  try {
    return new URL(url).origin === window.location.origin
  } catch {
    return false
  }
}
