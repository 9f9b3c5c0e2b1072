import { isHelpGroup, normaliseKeyword, type HelpGroup } from '@/lib/help'
import { http } from '@/services/http'
import { asArray, asRecord, badShape, okData, readNumber, readString, type Shape } from './shape'

// Spec 7: /wordpress/list and /wordpress/info answer undecrypted (PASS_THROUGH_PATHS); docs/api.md.

/** Spec 2 / docs/api.md: the CMS has no question with this id (or no longer has it). */
export const CODE_HELP_QUESTION_NOT_FOUND = 10302

export interface HelpQuestion {
  id: number
  title: string
  group: HelpGroup
}

export interface HelpAnswer {
  id: number
  title: string
  group: HelpGroup | undefined
  /** CMS HTML: render only after sanitizeHtml. */
  content: string
  updatedAt: number
}

export interface HelpQuery {
  group?: HelpGroup
  keyword?: string
}

function readQuestionId(record: Shape): number {
  const id = readNumber(record, 'id')
  if (!Number.isInteger(id) || id <= 0) throw badShape('id')
  return id
}

/** A question of a group the client does not know (a CMS change) is left out, not shown under a wrong tab. */
function toQuestion(item: unknown): HelpQuestion | undefined {
  const record = asRecord(item, 'help question')
  const id = readQuestionId(record)
  const title = readString(record, 'title')
  const group = readString(record, 'group', '')
  return isHelpGroup(group) && title.trim() ? { id, title, group } : undefined
}

function toAnswer(data: unknown): HelpAnswer {
  const record = asRecord(data, 'help answer')
  const group = readString(record, 'group', '')
  return {
    id: readQuestionId(record),
    title: readString(record, 'title', ''),
    group: isHelpGroup(group) ? group : undefined,
    content: readString(record, 'content', ''),
    updatedAt: readNumber(record, 'updatedAt', 0),
  }
}

/** The questions of one group, or those matching a keyword (within the group when one is given). */
export async function fetchHelpQuestions({ group, keyword }: HelpQuery): Promise<HelpQuestion[]> {
  const cleanKeyword = keyword === undefined ? '' : normaliseKeyword(keyword)
  const answer = await http.request({
    method: 'GET',
    path: '/wordpress/list',
    query: { group, keyword: cleanKeyword || undefined },
  })
  return asArray(okData(answer), 'help questions')
    .map(toQuestion)
    .filter((question): question is HelpQuestion => question !== undefined)
}

/** One question with its answer (title and CMS HTML). */
export async function fetchHelpAnswer(id: number): Promise<HelpAnswer> {
  return toAnswer(okData(await http.request({ method: 'GET', path: '/wordpress/info', query: { id } })))
}
