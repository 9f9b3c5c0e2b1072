import { texts as en_US } from './en_US'
import { texts as vi_VN } from './vi_VN'
import { texts as zh_CN } from './zh_CN'
import { texts as zh_HK } from './zh_HK'
import { texts as zh_TW } from './zh_TW'
import { bundledAreaTexts } from '../types'

export { zh_CN as shellSource }

// The mini-program has no dynamic import; the shell's five catalogs are small, so the main
// package holds them. A bundling twin, not a host difference: it lives here, not in src/platform.
export const shellTexts = bundledAreaTexts('shell', { zh_CN, en_US, zh_TW, zh_HK, vi_VN })
