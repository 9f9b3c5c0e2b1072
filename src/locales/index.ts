export type { AreaCatalog, AreaKey, AreaName, AreaTexts, MessageKey, PageAreaName, PluralKey, ShellKey, TextCatalog } from './types'
export { LANGUAGE_NAMES } from './language-names'
