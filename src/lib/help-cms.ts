// Spec 2: the help centre's CMS rules (question groups, question ids, the search keyword), apart
// from the environment, so the mock API server answers by the same rules.

/** Spec 2: the help centre's groups, in the order of its tabs. */
export const HELP_GROUPS = ['speedUp', 'recharge', 'other', 'membership'] as const
export type HelpGroup = (typeof HELP_GROUPS)[number]

export const DEFAULT_HELP_GROUP: HelpGroup = 'speedUp'

/** Longest search keyword sent to the CMS; longer input is cut. */
export const HELP_KEYWORD_MAX_LENGTH = 30

export function isHelpGroup(value: unknown): value is HelpGroup {
  return typeof value === 'string' && (HELP_GROUPS as readonly string[]).includes(value)
}

/** The keyword as searched: inner whitespace collapsed, ends trimmed, at most HELP_KEYWORD_MAX_LENGTH characters; '' from anything but text. */
export function normaliseKeyword(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return Array.from(raw.replace(/\s+/g, ' ').trim()).slice(0, HELP_KEYWORD_MAX_LENGTH).join('').trim()
}

/** A CMS question id: a positive whole number written in digits only; anything else is no id. */
export function parseQuestionId(value: unknown): number | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (!/^\d{1,9}$/.test(text)) return undefined
  const id = Number(text)
  return id > 0 ? id : undefined
}
