import { CODE_UNBOUND } from '@/api/devices'
import { ApiError } from '@/services/http/errors'

/** Spec 8: on the device pages the request client has already said 13003 and leaves for the box. */
export function isUnbound(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE_UNBOUND
}
