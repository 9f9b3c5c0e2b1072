import { texts as zh_CN } from './zh_CN'
import { mainPackageTexts } from '../subpackage-texts'

// The home tab is in the main package with its zh_CN; its other languages are in a subpackage
// (src/locales/subpackage-texts.ts). A bundling twin, not a host difference, so it lives beside
// its catalogs, not in src/platform.
export const homeTexts = mainPackageTexts('home', zh_CN)
