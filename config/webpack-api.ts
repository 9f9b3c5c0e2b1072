// The part of webpack's plugin API the config's own plugins use (config/content-security.ts,
// route-preload.ts, subpackage-texts.ts), typed here once: webpack itself comes with Taro's runner,
// not as a dependency of this project.

export interface Asset {
  source(): string | Buffer
}

export interface ChunkGroup {
  isInitial(): boolean
  origins: readonly { request?: string; module?: { resource?: string } | null }[]
  getFiles(): readonly string[]
}

export interface Compilation {
  chunkGroups: readonly ChunkGroup[]
  outputOptions: { publicPath?: unknown }
  getAsset(file: string): { source: Asset } | undefined
  emitAsset(file: string, source: Asset): void
  updateAsset(file: string, source: Asset): void
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: () => void): void } }
}

type CompilationHook = { tap(name: string, run: (compilation: Compilation) => void): void }

export interface Compiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_ADDITIONAL: number; PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: number }
    sources: { RawSource: new (source: string) => Asset }
  }
  hooks: { compilation: CompilationHook; thisCompilation: CompilationHook }
}
