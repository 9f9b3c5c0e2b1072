import { PATH } from '@/routes'

// Spec 8: codes whose `data` is an encrypted payload; any other code is returned as it is.
export const DECRYPTED_CODES: ReadonlySet<number> = new Set([
  200, 10079, 10104, 10108, 10109, 10028, 10042, 10115, 11099, 11110, 11092, 10048, 10049, 10063, 11036,
  11039, 11040, 11111,
])

export const CODE_OK = 200
export const CODE_UNAUTHORIZED = 401
export const CODE_UNBOUND = 13003

// Spec 7: CMS answers are passed through untouched.
export const PASS_THROUGH_PATHS: readonly string[] = ['/wordpress/list', '/wordpress/info']

// Spec 8: 13003 means the device was unbound only on these pages.
export const UNBIND_PAGES: readonly string[] = [PATH.deviceManage, PATH.lineConfig, PATH.wifiConfig]

// Spec 8: on this page a 401 does nothing.
export const NO_LOGIN_JUMP_PAGES: readonly string[] = [PATH.zfbVerified]
