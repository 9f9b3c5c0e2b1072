// Writes plain modules into the mini-program's output, outside webpack's chunks: the main
// package's texts in every language but zh_CN, which WeChat's `require.async` loads from their
// subpackage (src/locales/subpackage-texts.ts, issue 24 item 2).
import type { Compiler } from './webpack-api'

const PLUGIN_NAME = 'SubpackageTexts'

export class SubpackageTextsPlugin {
  /** `files`: each file's path from the mini-program's root, and its source. */
  constructor(private readonly files: Record<string, string>) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [file, source] of Object.entries(this.files)) compilation.emitAsset(file, new sources.RawSource(source))
      })
    })
  }
}
