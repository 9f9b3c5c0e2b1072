// multipart/form-data bodies (the share screenshot's upload): text parts become fields, a file
// part becomes an UploadedFile. Small and strict: what the app's uploads send, nothing more.

/** A file part of a multipart body. */
interface UploadedFile {
  filename: string
  contentType: string
  bytes: Buffer
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).bytes)
}

/** The boundary of a multipart/form-data content type, or undefined for any other body. */
export function multipartBoundary(contentType: string): string | undefined {
  if (!/^multipart\/form-data\b/i.test(contentType)) return undefined
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : undefined
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(header)
  return match?.[1]
}

/** The fields of a multipart body; throws when it is not one. */
export function parseMultipart(body: Buffer, boundary: string): Record<string, string | UploadedFile> {
  const delimiter = Buffer.from(`--${boundary}`)
  const fields: Record<string, string | UploadedFile> = {}
  let start = body.indexOf(delimiter)
  if (start < 0) throw new Error('no multipart boundary in the body')
  for (;;) {
    const partStart = start + delimiter.length
    // "--" after a delimiter closes the body.
    if (body.subarray(partStart, partStart + 2).toString() === '--') return fields
    const next = body.indexOf(delimiter, partStart)
    if (next < 0) throw new Error('multipart body not closed')
    // A part: CRLF, headers, CRLF CRLF, content, CRLF.
    const part = body.subarray(partStart + 2, next - 2)
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd < 0) throw new Error('multipart part without headers')
    const headers = part.subarray(0, headerEnd).toString('utf8')
    const content = part.subarray(headerEnd + 4)
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? ''
    const name = headerParam(disposition, 'name')
    if (name === undefined) throw new Error('multipart part without a name')
    const filename = headerParam(disposition, 'filename')
    if (filename === undefined) fields[name] = content.toString('utf8')
    else {
      const contentType = /content-type:\s*([^\r\n;]*)/i.exec(headers)?.[1]?.trim() ?? ''
      fields[name] = { filename, contentType, bytes: Buffer.from(content) }
    }
    start = next
  }
}
