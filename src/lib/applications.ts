// Applications (spec 4: pending, listed, rejected) and the customised-line membership
// (docs/api.md, "Application endpoints"). Answer codes 10340-10349 are this area's.
import { characterCount } from './validate'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

/** Spec 4: an application waits for review, is listed, or is rejected with a reason. */
export const APPLICATION_STATES = ['pending', 'listed', 'rejected'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

/**
 * What was applied for: `app`, an app or game to add to the acceleration list (/appApplyRecord);
 * `line`, a customised line of the customised membership (/applyRecord, /customizedMembership).
 */
export const APPLICATION_KINDS = ['app', 'line'] as const
export type ApplicationKind = (typeof APPLICATION_KINDS)[number]

/** The tabs of a records screen: every application, or those in one state. */
export const APPLICATION_TABS = ['all', ...APPLICATION_STATES] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** Limits of the customised-line form, in characters as a reader counts them (an emoji once). */
export const LINE_TARGET_MAX = 30
export const LINE_REGION_MAX = 30
export const LINE_NOTE_MAX = 100
/** Applications under review at once: a further one waits until one is answered. */
export const LINE_PENDING_LIMIT = 3

export interface LineApplicationForm {
  /** The app, game or site the line is for. */
  target: string
  /** Where the user is when using it (country or city). */
  region: string
  /** Anything else the reviewers should know; optional. */
  note: string
}

export type LineField = keyof LineApplicationForm
export type LineFieldProblem = 'required' | 'tooLong'
export type LineFormProblems = Partial<Record<LineField, LineFieldProblem>>

const FIELD_LIMITS: Readonly<Record<LineField, { required: boolean; max: number }>> = {
  target: { required: true, max: LINE_TARGET_MAX },
  region: { required: true, max: LINE_REGION_MAX },
  note: { required: false, max: LINE_NOTE_MAX },
}

export const LINE_FIELDS = Object.keys(FIELD_LIMITS) as LineField[]

/** The largest number of characters a field takes. */
export function lineFieldMax(field: LineField): number {
  return FIELD_LIMITS[field].max
}

/** What is wrong with one field (judged on the trimmed text), or undefined. */
export function lineFieldProblem(field: LineField, value: string): LineFieldProblem | undefined {
  const limits = FIELD_LIMITS[field]
  const trimmed = value.trim()
  if (limits.required && trimmed === '') return 'required'
  if (characterCount(trimmed) > limits.max) return 'tooLong'
  return undefined
}

/** Every field's problem; an empty object when the form may be sent. */
export function lineFormProblems(form: LineApplicationForm): LineFormProblems {
  const problems: LineFormProblems = {}
  for (const field of LINE_FIELDS) {
    const problem = lineFieldProblem(field, form[field])
    if (problem) problems[field] = problem
  }
  return problems
}

/** The form as sent: each field trimmed. */
export function trimmedLineForm(form: LineApplicationForm): LineApplicationForm {
  return { target: form.target.trim(), region: form.region.trim(), note: form.note.trim() }
}

// Answer codes of POST /customized/apply (docs/api.md, "Application endpoints").
/** Spec 6: an enterprise sub-account cannot perform VIP-related operations. */
export const CODE_APPLICATION_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.applications
/** A field is missing or too long (the server judges the form as the client does). */
export const CODE_LINE_FORM_INVALID = 10341
/** LINE_PENDING_LIMIT applications already wait for review. */
export const CODE_LINE_PENDING_LIMIT = 10342

/** Why the server refused a line application; sending the same form again would be refused again. */
export type LineApplicationRefusal = 'enterpriseSubAccount' | 'invalidForm' | 'pendingLimit'

const LINE_APPLICATION_REFUSALS: Readonly<Record<number, LineApplicationRefusal>> = {
  [CODE_APPLICATION_ENTERPRISE]: 'enterpriseSubAccount',
  [CODE_LINE_FORM_INVALID]: 'invalidForm',
  [CODE_LINE_PENDING_LIMIT]: 'pendingLimit',
}

export function lineApplicationRefusalOf(code: number): LineApplicationRefusal | undefined {
  return LINE_APPLICATION_REFUSALS[code]
}
