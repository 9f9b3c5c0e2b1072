// H5 has no share menu of its own: the app's hosts and browsers share the address as it is.
import type { ShareMessage } from './types'

export function useShareMessage(_message: ShareMessage | undefined): void {}
