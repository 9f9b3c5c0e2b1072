// Help-centre CMS (spec 7: /wordpress/list and /wordpress/info answer unencrypted). Documented in
// docs/api.md, "Help and message endpoints"; the groups and the keyword rule are the client's
// own (src/lib/help-cms.ts).
import type { helpAnswer, helpQuestions } from '@/api/help'
import { CODE_HELP_QUESTION_NOT_FOUND, CODE_OK } from '@/lib/answer-codes'
import { HELP_GROUPS, isHelpGroup, normaliseKeyword, parseQuestionId } from '@/lib/help-cms'
import type { Language } from '@/lib/i18n'
import ARTICLE_DATA from '../data/help-articles.json'
import { CODE_BAD_REQUEST, type Fields, type RouteContext, type Routes, type Wire } from '../route'
import { keeperAccount, type MockState } from '../state'

const CODE_UNKNOWN_GROUP = 10301

// The CMS is written in Chinese and English (mock/data/help-articles.json); zh_TW and zh_HK are
// served the zh_CN text and vi_VN the en_US text (docs/api.md). Article 11 carries what a careless
// CMS paste brings along, a script and an image whose onerror runs code: the client must run
// neither (DESIGN.md: sanitizeHtml), and the e2e test checks it.
type CmsLanguage = 'zh_CN' | 'en_US'
const CMS_LANGUAGE: Record<Language, CmsLanguage> = { zh_CN: 'zh_CN', zh_TW: 'zh_CN', zh_HK: 'zh_CN', en_US: 'en_US', vi_VN: 'en_US' }

// Read once, at start-up; an article of a group the client does not know would be a data error.
const ARTICLES = ARTICLE_DATA.map(({ id, group, savedOn, zh_CN, en_US }) => {
  if (!isHelpGroup(group)) throw new Error(`mock/data/help-articles.json: article ${id} has no known group`)
  // saved at 10:00 China time of a fixed day, so answers do not change between runs
  const updatedAt = Date.parse(`${savedOn}T10:00:00+08:00`)
  const text = ({ title, content }: { title: string; content: string[] }) => ({ title, content: content.join('') })
  return { id, group, updatedAt, zh_CN: text(zh_CN), en_US: text(en_US) }
})
type Article = (typeof ARTICLES)[number]

// The CMS is the service's, not a member's: an article's content set by a test is kept here until a reset.
const CMS_KEEPER = keeperAccount(0, 'cms')

function contentOverrides(state: MockState): Map<number, string> {
  return state.featureState('help-content', CMS_KEEPER, () => new Map<number, string>())
}

/** The article's text in the CMS language serving `lang`. */
function localized(article: Article, lang: Language): { title: string; content: string } {
  return article[CMS_LANGUAGE[lang]]
}

/**
 * POST /api/__mock/help `{ id, content }`: article `id` answers `content` (HTML, in every language)
 * until a reset, so a browser test can serve the hostile markup a CMS might hold.
 */
export function controlHelp(state: MockState, { id, content }: Fields): string | undefined {
  const questionId = parseQuestionId(id)
  const article = ARTICLES.find((item) => item.id === questionId)
  if (!article) return 'id must name an article'
  if (typeof content !== 'string') return 'content must be a string'
  contentOverrides(state).set(article.id, content)
  return undefined
}

function plainText(html: string): string {
  return html.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<[^>]*>/g, '')
}

function questionOf(article: Article, lang: Language): Wire<typeof helpQuestions>[number] {
  return { id: article.id, title: localized(article, lang).title, group: article.group }
}

function queryText(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

function listQuestions({ query, lang, t }: RouteContext) {
  const group = queryText(query.group)
  const keyword = normaliseKeyword(query.keyword ?? '').toLowerCase()
  if (group && !isHelpGroup(group)) return { code: CODE_UNKNOWN_GROUP, msg: t('help.unknownGroup') }
  if (!group && !keyword) return { code: CODE_BAD_REQUEST, msg: t('badRequest') }
  const found = ARTICLES.filter((article) => {
    if (group && article.group !== group) return false
    if (!keyword) return true
    const { title, content } = localized(article, lang)
    return `${title} ${plainText(content)}`.toLowerCase().includes(keyword)
  })
  // Search results follow the tab order, then the CMS order.
  const ordered = group ? found : HELP_GROUPS.flatMap((name) => found.filter((article) => article.group === name))
  return { code: CODE_OK, data: ordered.map((article) => questionOf(article, lang)) satisfies Wire<typeof helpQuestions> }
}

function questionInfo({ state, query, lang, t }: RouteContext) {
  const id = parseQuestionId(query.id)
  const article = ARTICLES.find((item) => item.id === id)
  if (!article) return { code: CODE_HELP_QUESTION_NOT_FOUND, msg: t('help.questionNotFound') }
  const { title } = localized(article, lang)
  const content = contentOverrides(state).get(article.id) ?? localized(article, lang).content
  return { code: CODE_OK, data: { id: article.id, title, group: article.group, content, updatedAt: article.updatedAt } satisfies Wire<typeof helpAnswer> }
}

const routes: Routes = {
  // Spec 7: the CMS answers travel unencrypted; no login needed.
  'GET /wordpress/list': { plain: true, handle: listQuestions },
  'GET /wordpress/info': { plain: true, handle: questionInfo },
}

export default routes
