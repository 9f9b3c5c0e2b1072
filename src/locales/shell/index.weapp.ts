import { texts as zh_CN } from './zh_CN'
import { mainPackageTexts } from '../subpackage-texts'

export { zh_CN as shellSource }

// The mini-program has no dynamic import: the shell's zh_CN is in the main package, its other
// languages in a subpackage (src/locales/subpackage-texts.ts). A bundling twin, not a host
// difference: it lives here, not in src/platform.
export const shellTexts = mainPackageTexts('shell', zh_CN)
