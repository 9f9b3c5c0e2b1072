// Values a host, a page script or an old build may hand the page where it expects a token, a
// version, a marketplace, a uid or a language (issue 8): none may be stored or sent as a header.
export const HOSTILE_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['non-Latin-1 text', '华为'],
  ['a version with a Greek letter', '3.30.0-β'],
  ['a line break that would add a header', 'a\r\nX-Evil: 1'],
  ['markup', '<img src=x onerror=alert(1)>'],
  ['a 100 KB string', 'x'.repeat(100 * 1024)],
  ['a fractional number', 12.5],
  ['an object', { value: 'huawei' }],
]

/**
 * The browser's rule for a request header value (Fetch, "header value"; XHR's setRequestHeader
 * throws otherwise): a byte string without NUL, CR or LF.
 */
export function browserAcceptsHeaderValue(value: string): boolean {
  return /^[^\0\r\n\u0100-\uffff]*$/.test(value)
}
