// Help-centre rules (spec 2): the question groups, the help-details query and the search keyword.
import { environment } from '@/config'
import { DEFAULT_HELP_GROUP, isHelpGroup, type HelpGroup } from './help-cms'

export { DEFAULT_HELP_GROUP, HELP_GROUPS, HELP_KEYWORD_MAX_LENGTH, isHelpGroup, normaliseKeyword, parseQuestionId, type HelpGroup } from './help-cms'

/** The group named by a query value (`t` of /help and /helpDetails), else the first group. */
export function helpGroupOf(value: unknown): HelpGroup {
  return isHelpGroup(value) ? value : DEFAULT_HELP_GROUP
}

/** Spec 2: the help-details page's query: question title, group and id. */
export type HelpDetailsQuery = { q: string | number; t: string | number; id: number }

export function helpDetailsQuery(q: string | number, t: string | number, id: number): HelpDetailsQuery {
  return { q, t, id }
}

/** Spec 2: the refund and cancel-auto-renewal question, in the recharge group; its id differs per environment. */
export function refundQuestionQuery(title: string): HelpDetailsQuery {
  return helpDetailsQuery(title, 'recharge', environment.helpRefundQuestionId)
}
