import * as v from 'valibot'
import { STUDENT_APPLICATION_STATES, studentApplicationRefusalOf } from '@/lib/intl-student'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { count, flag, num, okData, parseAnswer, text } from './shape'

// The international-student offer (docs/api.md, "International student endpoints").

/** Why an application was refused (src/lib/refusal.ts). */
export const studentApplicationRefusal = refusalReader(studentApplicationRefusalOf)

const studentApplication = v.object({
  id: text,
  school: text,
  schoolEmail: text,
  state: v.picklist(STUDENT_APPLICATION_STATES),
  appliedAt: num,
  /** When it was approved or rejected; 0 while reviewing. */
  decidedAt: v.nullish(num, 0),
})
export type StudentApplication = v.InferOutput<typeof studentApplication>

export const studentOffer = v.object({
  /** VIP days an approved application gives (the server's figure). */
  vipDays: count,
  /** Spec 6: an enterprise sub-account cannot take VIP offers. */
  enterpriseSubAccount: v.nullish(flag, false),
  /** The account's latest application; null when it has never applied. */
  application: v.nullish(studentApplication, null),
})
export type StudentOffer = v.InferOutput<typeof studentOffer>

export async function fetchStudentOffer(): Promise<StudentOffer> {
  return parseAnswer(studentOffer, okData(await http.request({ method: 'GET', path: '/intlStudent/offer' })))
}

export interface StudentApplicationRequest {
  school: string
  schoolEmail: string
  /** Made once per intent, sent again on every retry (docs/api.md, "Request ids"). */
  requestId: string
}

/** Sends an application; answers the offer as it is after it. */
export async function applyForStudentOffer(request: StudentApplicationRequest): Promise<StudentOffer> {
  return parseAnswer(studentOffer, okData(await http.request({ method: 'POST', path: '/intlStudent/apply', body: { ...request } })))
}
