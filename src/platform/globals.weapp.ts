// The mini-program has no native host to call page globals (spec 7): nothing to install.
import type { HostGlobalHandlers } from './types'

export function installHostGlobals(_handlers: HostGlobalHandlers): void {}
