// The agreement and tutorial texts of spec section 3 (mock/data/agreements): one Markdown file per
// written document and language (zh, en, vi), and the phone-maker tutorials' shared steps in
// agreements.json, rendered to HTML. zh_TW / zh_HK get a character-level simplified-to-traditional
// conversion of zh_CN.
import fs from 'fs'
import path from 'path'
import type { protocolList } from '@/api/agreements'
// The app's own brand names and membership figures (src/config), so these texts agree with its pages.
import BRAND_NAMES from '@/config/brand.json'
import FACTS from '@/config/membership.json'
import { formatMessage, type Language } from '@/lib/i18n'
import AGREEMENTS from '../data/agreements/agreements.json'
import type { Wire } from '../route'

const DATA_DIR = path.join(__dirname, '../data/agreements')

/** The languages the texts are written in, and the one each supported language is served from. */
const SOURCES = ['zh', 'en', 'vi'] as const
type Source = (typeof SOURCES)[number]
const SOURCE_OF_LANG: Record<Language, Source> = { zh_CN: 'zh', zh_TW: 'zh', zh_HK: 'zh', en_US: 'en', vi_VN: 'vi' }
const BRAND: Record<Source, string> = { zh: BRAND_NAMES.zh_CN, en: BRAND_NAMES.en_US, vi: BRAND_NAMES.vi_VN }

/** A document as the data files write it: a title, an intro, then sections of paragraphs, steps and items. */
interface Document {
  title: string
  intro: string
  blocks: readonly Block[]
}

type Block = { kind: 'h3' | 'p'; text: string } | { kind: 'ol' | 'ul'; items: readonly string[] }

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function renderHtml({ intro, blocks }: Document): string {
  return [
    `<p>${escapeHtml(intro)}</p>`,
    ...blocks.map((block) =>
      'text' in block
        ? `<${block.kind}>${escapeHtml(block.text)}</${block.kind}>`
        : `<${block.kind}>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${block.kind}>`,
    ),
  ].join('\n')
}

/**
 * The Markdown the written documents use, and no more: `# title`, the intro paragraph, `### heading`,
 * one-line paragraphs, `1.` steps and `-` items. Text is literal: no emphasis, links or escapes.
 */
function parseMarkdown(markdown: string, values: Record<string, string | number>): Document {
  const [heading, intro, ...rest] = markdown.trim().split(/\n\s*\n/).map((part) => formatMessage(part.trim(), values))
  if (!heading.startsWith('# ')) throw new Error('an agreement starts with its "# title"')
  const blocks = rest.map((part): Block => {
    if (part.startsWith('### ')) return { kind: 'h3', text: part.slice(4) }
    const lines = part.split('\n')
    if (lines.every((line) => /^\d+\. /.test(line))) return { kind: 'ol', items: lines.map((line) => line.replace(/^\d+\. /, '')) }
    if (lines.every((line) => line.startsWith('- '))) return { kind: 'ul', items: lines.map((line) => line.slice(2)) }
    return { kind: 'p', text: part }
  })
  return { title: heading.slice(2), intro, blocks }
}

/** A phone maker's tutorial: the shared steps with the maker's own settings paths. */
function makerTutorial(source: Source, maker: keyof typeof AGREEMENTS.phoneMakers): Document {
  const words = AGREEMENTS.phoneMakerTutorial[source]
  const steps = AGREEMENTS.phoneMakers[maker][source]
  const fill = (text: string): string => formatMessage(text, { brand: BRAND[source], maker: steps.maker })
  return {
    title: fill(words.title),
    intro: fill(words.intro),
    blocks: [
      { kind: 'h3', text: words.autostart },
      { kind: 'ol', items: steps.autostart.map(fill) },
      { kind: 'h3', text: words.battery },
      { kind: 'ol', items: steps.battery.map(fill) },
      { kind: 'h3', text: words.lock },
      { kind: 'ol', items: steps.lock.map(fill) },
      { kind: 'h3', text: words.tipHeading },
      { kind: 'p', text: words.tip },
    ],
  }
}

function isPhoneMaker(type: string): type is keyof typeof AGREEMENTS.phoneMakers {
  return Object.prototype.hasOwnProperty.call(AGREEMENTS.phoneMakers, type)
}

function documentOf(type: string, source: Source): Document {
  if (isPhoneMaker(type)) return makerTutorial(source, type)
  const markdown = fs.readFileSync(path.join(DATA_DIR, `${type}.${source}.md`), 'utf8')
  const { vipDevices, superVipDevices, refundWindowDays } = FACTS
  return parseMarkdown(markdown, { brand: BRAND[source], vipDevices, superVipDevices, refundWindowDays })
}

// Read once, at start-up: the list of spec section 3's order, each document in each written language.
const DOCUMENTS = AGREEMENTS.documents.map(({ type, updatedOn }) => ({
  type,
  updatedAt: Date.parse(`${updatedOn}T00:00:00Z`),
  bySource: Object.fromEntries(SOURCES.map((source) => [source, documentOf(type, source)])) as Record<Source, Document>,
}))

// Simplified -> traditional, character by character, for the characters these texts use
// (an approximation: no word-level conversion).
const TRADITIONAL = new Map(AGREEMENTS.traditionalChinese.split(' ').map((pair): [string, string] => [pair[0], pair[1]]))

function toTraditional(text: string): string {
  return Array.from(text, (char) => TRADITIONAL.get(char) || char).join('')
}

/** The agreement list in one of the supported languages. */
export function agreementList(lang: Language) {
  const convert = lang === 'zh_TW' || lang === 'zh_HK' ? toTraditional : (text: string) => text
  return DOCUMENTS.map(({ type, updatedAt, bySource }) => {
    const doc = bySource[SOURCE_OF_LANG[lang]]
    return { type, title: convert(doc.title), content: convert(renderHtml(doc)), updatedAt }
  }) satisfies Wire<typeof protocolList>
}
