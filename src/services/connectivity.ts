/** What the services know of the network: the network store (src/stores/network.ts), handed in at start-up (src/app-start.ts). */
export interface Connectivity {
  readonly offline: boolean
  /** a request got no answer for want of the network */
  requestMissed(): void
}

// Before start-up, and in tests that wire nothing, the device counts as online.
let wired: Connectivity = { offline: false, requestMissed: () => undefined }

export function configureConnectivity(next: Connectivity): void {
  wired = next
}

export function isOffline(): boolean {
  return wired.offline
}

export function requestMissed(): void {
  wired.requestMissed()
}
