import { texts as zh_CN } from './zh_CN'
import { texts as en_US } from './en_US'
import { texts as zh_TW } from './zh_TW'
import { texts as zh_HK } from './zh_HK'
import { texts as vi_VN } from './vi_VN'
import { bundledAreaTexts } from '../types'

// The mini-program has no dynamic import: the five catalogs ship in this area's subpackage.
// A bundling twin, not a host difference, so it lives beside its catalogs, not in src/platform.
export const loginTexts = bundledAreaTexts('login', { zh_CN, en_US, zh_TW, zh_HK, vi_VN })
