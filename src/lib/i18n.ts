// Language rules (spec 5, 9) and message formatting; no host or storage access here.

export const SUPPORTED_LANGUAGES = ['zh_CN', 'en_US', 'zh_TW', 'zh_HK', 'vi_VN'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh_CN'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** Spec 5: the requested language if supported, else the query string's, else zh_CN. */
export function resolveLanguage(requested: unknown, fromQuery?: unknown): Language {
  if (isLanguage(requested)) return requested
  if (isLanguage(fromQuery)) return fromQuery
  return DEFAULT_LANGUAGE
}

/** Spec 2: /zfbVerified passes its parameters as `?a=1;lang=en_US;b=2`. */
export function parseSemicolonQuery(search: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const part of search.replace(/^\?/, '').split(/[;&]/)) {
    const separator = part.indexOf('=')
    if (separator <= 0) continue
    const key = safeDecode(part.slice(0, separator))
    const value = safeDecode(part.slice(separator + 1))
    if (key !== undefined && value !== undefined) result[key] = value
  }
  return result
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return undefined
  }
}

/** Fills named placeholders such as `{day}`; a placeholder without a value stays visible. */
export function formatMessage(template: string, values?: Record<string, string | number>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  )
}
