// The international-student offer (/intlStudent; our design from spec 1 and 3: overseas Chinese
// users who reach mainland services, VIP time in days). Documented in docs/api.md, "International
// student endpoints". The client checks the form by these rules and the mock refuses by them.
import FACTS from '@/config/membership.json'
import { characterCount, isEmail } from './validate'
import { ENTERPRISE_REFUSAL_CODES } from './enterprise'

/** VIP days an approved application gives, once per account. */
export const INTL_STUDENT_VIP_DAYS = FACTS.intlStudentVipDays
/** An application is reviewed within this many working days. */
export const INTL_STUDENT_REVIEW_WORKING_DAYS = 2
/** The school's name, at most this many characters. */
export const SCHOOL_NAME_MAX = 60

/** Answer codes of the offer's endpoints (docs/api.md). */
export const CODE_STUDENT_EMAIL_REFUSED = 10451
export const CODE_STUDENT_ALREADY_APPLIED = 10452
export const CODE_STUDENT_ENTERPRISE = ENTERPRISE_REFUSAL_CODES.intlStudent
export const CODE_STUDENT_BAD_SCHOOL = 10454

/** Why the server refused an application. */
export type StudentApplicationRefusal = 'emailRefused' | 'alreadyApplied' | 'enterpriseSubAccount' | 'badSchool'

const APPLICATION_REFUSALS: Readonly<Record<number, StudentApplicationRefusal>> = {
  [CODE_STUDENT_EMAIL_REFUSED]: 'emailRefused',
  [CODE_STUDENT_ALREADY_APPLIED]: 'alreadyApplied',
  [CODE_STUDENT_ENTERPRISE]: 'enterpriseSubAccount',
  [CODE_STUDENT_BAD_SCHOOL]: 'badSchool',
}

export function studentApplicationRefusalOf(code: number): StudentApplicationRefusal | undefined {
  return APPLICATION_REFUSALS[code]
}

/** Spec 4-style states of an application: being reviewed, approved (VIP given), rejected (may apply again). */
export const STUDENT_APPLICATION_STATES = ['reviewing', 'approved', 'rejected'] as const
export type StudentApplicationState = (typeof STUDENT_APPLICATION_STATES)[number]

// Mainland schools' domains: the offer is for students abroad.
const MAINLAND_SUFFIXES = ['.edu.cn', '.ac.cn']

/**
 * A school email abroad: a correct address (spec 5) whose domain is academic (`.edu`, `.edu.xx`,
 * `.ac.xx`: mit.edu, unimelb.edu.au, ox.ac.uk) and not a mainland school's.
 */
export function isSchoolEmailAbroad(value: string): boolean {
  const email = value.trim().toLowerCase()
  if (!isEmail(email)) return false
  const domain = email.slice(email.lastIndexOf('@') + 1)
  if (MAINLAND_SUFFIXES.some((suffix) => domain.endsWith(suffix))) return false
  const labels = domain.split('.')
  const top = labels.length - 1
  return labels[top] === 'edu' || (top >= 2 && (labels[top - 1] === 'edu' || labels[top - 1] === 'ac'))
}

export function isSchoolName(value: string): boolean {
  const name = value.trim()
  return name !== '' && characterCount(name) <= SCHOOL_NAME_MAX
}

/** Why the form cannot be sent yet, checked before sending; undefined when it can. */
export type StudentFormProblem = 'schoolMissing' | 'schoolTooLong' | 'emailRefused'

export function studentFormProblem(school: string, email: string): StudentFormProblem | undefined {
  if (school.trim() === '') return 'schoolMissing'
  if (!isSchoolName(school)) return 'schoolTooLong'
  if (!isSchoolEmailAbroad(email)) return 'emailRefused'
  return undefined
}

/** An application can be sent: none yet, or the last one was rejected. */
export function canApplyForStudentOffer(state: StudentApplicationState | undefined): boolean {
  return state === undefined || state === 'rejected'
}
