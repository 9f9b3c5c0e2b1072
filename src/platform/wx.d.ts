// The slice of the mini-program global `wx` that src/platform calls directly (Taro does not wrap
// wx.getRandomValues). Kept small on purpose; add members only as the adapter needs them.
declare namespace WxSlice {
  interface GetRandomValuesOptions {
    /** number of bytes, at most 1048576 */
    length: number
    success?(result: { randomValues: ArrayBuffer }): void
    fail?(error: { errMsg: string }): void
  }

  interface Wx {
    getRandomValues(options: GetRandomValuesOptions): void
  }
}

declare const wx: WxSlice.Wx
