// miniprogram-compiler ships WeChat's wcc and wcsc without types; the part tests/weapp uses.
declare module 'miniprogram-compiler' {
  /** The source of a function body that returns `$gwx` for every WXML file under `rootPath`. */
  export function wxmlToJs(rootPath: string, compilerOptions?: { wxmlList?: string[]; wxsList?: string[] }): string
  /** The source of a function body that returns the compiled WXSS of a file path. */
  export function wxssToJs(rootPath: string, compilerOptions?: { wxssList?: string[] }): string
}
