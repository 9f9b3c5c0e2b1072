import { en_US } from './en_US'
import { vi_VN } from './vi_VN'
import { zh_CN, type Catalog, type MessageKey } from './zh_CN'
import { zh_HK } from './zh_HK'
import { zh_TW } from './zh_TW'

export type { Catalog, MessageKey }

// Keyed by language name; src/lib/i18n's SUPPORTED_LANGUAGES indexes it, so a language without a catalog fails the type check.
export const catalogs = { zh_CN, en_US, zh_TW, zh_HK, vi_VN } as const satisfies Record<string, Catalog>
