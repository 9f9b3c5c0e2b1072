// miniprogram-compiler ships WeChat's wcc and wcsc without types; the part tests/weapp uses.
declare module 'miniprogram-compiler' {
  /** The source of a function body that returns `$gwx` for every WXML file under `rootPath`. */
  export function wxmlToJs(rootPath: string, compilerOptions?: { wxmlList?: string[]; wxsList?: string[] }): string
  /** The source of a function body that returns, for a file path, the function that puts its compiled WXSS into the page (rpx as the screen's pixels). */
  export function wxssToJs(rootPath: string, compilerOptions?: { wxssList?: string[]; maxBuffer?: number }): string
}
