import * as v from 'valibot'
import {
  APPLICATION_KINDS,
  APPLICATION_STATES,
  lineApplicationRefusalOf,
  type ApplicationKind,
  type ApplicationTab,
  type LineApplicationForm,
} from '@/lib/applications'
import { refusalReader } from '@/lib/refusal'
import { http } from '@/services/http'
import { applicationsRead, CUSTOMIZED_MEMBERSHIP_READ } from './area-reads'
import { count, flag, num, okData, pagedAnswer, parseAnswer, text } from './shape'

// Application records and the customised-line membership (docs/api.md, "Application endpoints").

/** Why a line application was refused (src/lib/refusal.ts). */
export const lineApplicationRefusal = refusalReader(lineApplicationRefusalOf)

const application = v.object({
  id: text,
  kind: v.picklist(APPLICATION_KINDS),
  /** The app or game (kind app), or what the customised line is for (kind line). */
  target: text,
  /** Where the user uses it, as the user wrote it; may be empty. */
  region: v.nullish(v.string(), ''),
  /** What the user added for the reviewers; may be empty. */
  note: v.nullish(v.string(), ''),
  appliedAt: num,
  state: v.picklist(APPLICATION_STATES),
  /** When it was listed or rejected (ms); 0 while pending. */
  handledAt: v.nullish(num, 0),
  /** Why it was rejected, in the user's language; empty otherwise. */
  rejectReason: v.nullish(v.string(), ''),
  /** The name of the line a listed line application became; empty otherwise. */
  lineName: v.nullish(v.string(), ''),
})
export type Application = v.InferOutput<typeof application>

export const applicationPage = pagedAnswer(application)
export type ApplicationPage = v.InferOutput<typeof applicationPage>

export interface ApplicationQuery {
  kind: ApplicationKind
  tab: ApplicationTab
  page: number
  pageSize: number
}

/** GET /application/records: one page of the user's applications of one kind, newest first. */
export async function fetchApplications({ kind, tab, page, pageSize }: ApplicationQuery): Promise<ApplicationPage> {
  return parseAnswer(applicationPage, okData(await http.request(applicationsRead(kind, tab, page, pageSize))))
}

const customLine = v.object({
  lineName: text,
  target: text,
  region: v.nullish(v.string(), ''),
  listedAt: num,
})
export type CustomLine = v.InferOutput<typeof customLine>

export const customizedMembership = v.object({
  /** Spec 6: VIP-related operations are refused to enterprise sub-accounts. */
  enterpriseSubAccount: flag,
  /** The customised lines the user has (listed line applications), newest first. */
  lines: v.array(customLine),
  /** Line applications waiting for review. */
  pendingCount: count,
})
export type CustomizedMembership = v.InferOutput<typeof customizedMembership>

/** GET /customized/membership: the user's customised lines and whether the user may apply. */
export async function fetchCustomizedMembership(): Promise<CustomizedMembership> {
  return parseAnswer(customizedMembership, okData(await http.request(CUSTOMIZED_MEMBERSHIP_READ)))
}

export interface LineApplicationRequest extends LineApplicationForm {
  /** Made once per intent and sent again on a retry (docs/api.md, "Request ids"). */
  requestId: string
}

export const applyAnswer = v.object({ application })

/** POST /customized/apply: applies for a customised line; the answer is the new (pending) application. */
export async function applyForLine(request: LineApplicationRequest): Promise<Application> {
  const answer = await http.request({ method: 'POST', path: '/customized/apply', body: { ...request } })
  return parseAnswer(applyAnswer, okData(answer)).application
}
