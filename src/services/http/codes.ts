import { PATH } from '@/routes'

export { CODE_OK, CODE_UNAUTHORIZED, CODE_UNBOUND, DECRYPTED_CODES, PASS_THROUGH_PATHS } from '@/lib/answer-codes'

// Spec 8: 13003 means the device was unbound only on these pages.
export const UNBIND_PAGES: readonly string[] = [PATH.deviceManage, PATH.lineConfig, PATH.wifiConfig]

// Spec 8: on this page a 401 does nothing.
export const NO_LOGIN_JUMP_PAGES: readonly string[] = [PATH.zfbVerified]
