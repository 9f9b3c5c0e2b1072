// crypto-js's own random source throws inside the mini-program (DESIGN.md), so IVs come from
// wx.getRandomValues (base library 2.15.0+).
export function randomBytes(length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (typeof wx === 'undefined' || typeof wx.getRandomValues !== 'function') {
      reject(new Error('wx.getRandomValues is not available'))
      return
    }
    wx.getRandomValues({
      length,
      success: ({ randomValues }) => {
        const bytes = new Uint8Array(randomValues)
        if (bytes.length === length) resolve(bytes)
        else reject(new Error(`wx.getRandomValues gave ${bytes.length} bytes, not ${length}`))
      },
      fail: ({ errMsg }) => reject(new Error(`wx.getRandomValues failed: ${errMsg}`)),
    })
  })
}
