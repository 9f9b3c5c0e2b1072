import { http } from '@/services/http'
import { CODE_OK } from '@/services/http/codes'
import { asArray, asRecord, readNumber, readString } from './shape'

export interface ProtocolDocument {
  type: string
  title: string
  /** CMS HTML: render only after sanitizeHtml. */
  content: string
  updatedAt: number
}

function toDocument(item: unknown): ProtocolDocument {
  const record = asRecord(item, 'protocol item')
  return {
    type: readString(record, 'type'),
    title: readString(record, 'title', ''),
    content: readString(record, 'content', ''),
    updatedAt: readNumber(record, 'updatedAt', 0),
  }
}

/**
 * Spec 7: POST /sys/protocolTutorial/list. The caller's fields go in the body and as headers;
 * false when the code is not 200 or the call fails.
 */
export async function listProtocolTutorials(
  platformType: number,
  fields: Record<string, string>,
): Promise<ProtocolDocument[] | false> {
  try {
    const answer = await http.request({
      method: 'POST',
      path: '/sys/protocolTutorial/list',
      body: { platformType, ...fields },
      headers: { ...fields, platformType: String(platformType) },
      silent: true,
    })
    if (answer.code !== CODE_OK) return false
    return asArray(answer.data, 'protocol list').map(toDocument)
  } catch {
    return false
  }
}
