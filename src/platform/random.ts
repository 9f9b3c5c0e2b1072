// Random bytes for AES IVs (DESIGN.md, the wire) from the browser's CSPRNG.
export function randomBytes(length: number): Promise<Uint8Array> {
  try {
    return Promise.resolve(window.crypto.getRandomValues(new Uint8Array(length)))
  } catch (error) {
    return Promise.reject(error)
  }
}
