import { randomBytes } from '@/platform'

/**
 * A client-made id for one action that spends or grants (an exchange, a draw, a claim, a redeem,
 * an activation, a refund). Made once per user intent and sent again with every retry of it: the
 * server answers a repeat with the first result, so a retry after a timeout or a dropped
 * connection never spends twice (docs/api.md, "Request ids").
 */
export async function newRequestId(): Promise<string> {
  const bytes = await randomBytes(16)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
