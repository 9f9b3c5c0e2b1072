import * as v from 'valibot'
import { CODE_HELP_QUESTION_NOT_FOUND } from '@/lib/answer-codes'
import { HELP_GROUPS, isHelpGroup, normaliseKeyword, type HelpGroup } from '@/lib/help'
import { isRefusal } from '@/lib/refusal'
import { http } from '@/services/http'
import { knownRows, num, okData, parseAnswer, text } from './shape'
import { helpQuestionsRead } from './area-reads'

// Spec 7: /wordpress/list and /wordpress/info answer undecrypted (PASS_THROUGH_PATHS); docs/api.md.

export { CODE_HELP_QUESTION_NOT_FOUND }

/** Whether the question asked for is not (or no longer) there. */
export function isQuestionMissing(failure: unknown): boolean {
  return isRefusal(failure, CODE_HELP_QUESTION_NOT_FOUND)
}

const questionId = v.pipe(num, v.integer(), v.minValue(1))

const helpQuestion = v.object({
  id: questionId,
  title: v.pipe(
    text,
    v.check((title) => title.trim() !== ''),
  ),
  group: v.picklist(HELP_GROUPS),
})
export type HelpQuestion = v.InferOutput<typeof helpQuestion>

/** A question of a group the client does not know (a CMS change) or without a title is left out, not shown under a wrong tab. */
export const helpQuestions = knownRows(helpQuestion, v.object({ id: questionId, title: text, group: v.nullish(text) }))

export const helpAnswer = v.object({
  id: questionId,
  title: v.nullish(text, ''),
  group: v.pipe(
    v.nullish(text),
    v.transform((group): HelpGroup | undefined => (isHelpGroup(group) ? group : undefined)),
  ),
  /** CMS HTML: render only after sanitizeHtml. */
  content: v.nullish(text, ''),
  updatedAt: v.nullish(num, 0),
})
export type HelpAnswer = v.InferOutput<typeof helpAnswer>

export interface HelpQuery {
  group?: HelpGroup
  keyword?: string
}

/** The questions of one group, or those matching a keyword (within the group when one is given). */
export async function fetchHelpQuestions({ group, keyword }: HelpQuery): Promise<HelpQuestion[]> {
  const cleanKeyword = keyword === undefined ? '' : normaliseKeyword(keyword)
  const answer = await http.request(helpQuestionsRead(group, cleanKeyword || undefined))
  return parseAnswer(helpQuestions, okData(answer))
}

/** One question with its answer (title and CMS HTML). */
export async function fetchHelpAnswer(id: number): Promise<HelpAnswer> {
  return parseAnswer(helpAnswer, okData(await http.request({ method: 'GET', path: '/wordpress/info', query: { id } })))
}
