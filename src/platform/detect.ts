// H5 detection: the pure rules of client.ts applied to the real window.
import { clientFromEnvironment, platformTypeOf } from './client'
import { readHostEnvironment } from './native'
import type { ClientInfo, PlatformType } from './types'

export function detectClient(): ClientInfo {
  return clientFromEnvironment(readHostEnvironment())
}

export function platformType(): PlatformType {
  return platformTypeOf(detectClient())
}
