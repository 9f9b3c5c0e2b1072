import type { Language } from '@/lib/i18n'
import { en_US } from './en_US'
import { vi_VN } from './vi_VN'
import { zh_CN, type Catalog, type MessageKey } from './zh_CN'
import { zh_HK } from './zh_HK'
import { zh_TW } from './zh_TW'

export type { Catalog, MessageKey }

export const catalogs: Record<Language, Catalog> = { zh_CN, en_US, zh_TW, zh_HK, vi_VN }
