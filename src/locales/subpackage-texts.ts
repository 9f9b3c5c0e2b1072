// The mini-program's main package holds the shell's and the home tab's texts in zh_CN only (issue 24
// item 2): their other languages are modules of the welfare subpackage, which the home tab preloads,
// written there by the build (config/subpackage-texts.ts) and loaded with WeChat's `require.async`,
// the mini-program's counterpart of H5's dynamic import. A bundling matter, like the areas' twins.

// relative imports: the build's config loads this file too, outside webpack's aliases
import { SUPPORTED_LANGUAGES, type Language } from '../config/languages'
import type { AreaName, AreaTexts, TextCatalog } from './types'

/** The areas whose texts the main package needs: the page frame's and the home tab's. */
export const SUBPACKAGE_TEXT_AREAS = ['shell', 'home'] as const satisfies readonly AreaName[]
export type SubpackageTextArea = (typeof SUBPACKAGE_TEXT_AREAS)[number]

/** The subpackage that holds them: the one the home tab preloads (app.json's preloadRule). */
export const TEXTS_SUBPACKAGE = 'packages/welfare'

/** The file, from the mini-program's root, that holds `area`'s texts in `language`. */
export function subpackageTextsFile(area: SubpackageTextArea, language: Language): string {
  return `${TEXTS_SUBPACKAGE}/texts/${area}-${language}.js`
}

/** Each file the build writes into the subpackage (its path from the root) and its source. */
export function subpackageTextFiles(catalogOf: (area: SubpackageTextArea, language: Language) => TextCatalog): Record<string, string> {
  const files: Record<string, string> = {}
  for (const area of SUBPACKAGE_TEXT_AREAS) {
    for (const language of SUPPORTED_LANGUAGES) {
      if (language !== 'zh_CN') files[subpackageTextsFile(area, language)] = `module.exports={texts:${JSON.stringify(catalogOf(area, language))}}`
    }
  }
  return files
}

// WeChat's own `require` of the file this module is built into (webpack leaves it as it is)
declare const __non_webpack_require__: { async(path: string): Promise<{ texts: TextCatalog }> }

/**
 * An area of the main package: its zh_CN at once, any other language once WeChat has the
 * subpackage (downloaded on first use). A failed download, or a base library older than 2.11.2
 * without `require.async`, fails the promise, and the app goes on in the language it shows. This
 * module is built into the main package's root files (common.js), so the path starts from the root.
 */
export function mainPackageTexts<Area extends SubpackageTextArea>(area: Area, zh_CN: TextCatalog): AreaTexts<Area> {
  return {
    area,
    load: (language) =>
      language === 'zh_CN'
        ? zh_CN
        : Promise.resolve()
            .then(() => __non_webpack_require__.async(`./${subpackageTextsFile(area, language)}`))
            .then((module) => module.texts),
  }
}
