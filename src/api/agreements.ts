import * as v from 'valibot'
import { http } from '@/services/http'
import { CODE_OK } from '@/services/http/codes'
import { num, parseAnswer, text } from './shape'

const protocolDocument = v.object({
  type: text,
  title: v.nullish(text, ''),
  /** CMS HTML: render only after sanitizeHtml. */
  content: v.nullish(text, ''),
  updatedAt: v.nullish(num, 0),
})
export type ProtocolDocument = v.InferOutput<typeof protocolDocument>

export const protocolList = v.array(protocolDocument)

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
    return parseAnswer(protocolList, answer.data)
  } catch {
    return false
  }
}
