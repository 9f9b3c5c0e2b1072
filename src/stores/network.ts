import { makeAutoObservable } from 'mobx'

/**
 * Whether the device has a network (issue 26), as the host says (src/platform/network.ts). Pages
 * read again what failed once the network is back: `reconnects` is in their load hooks' inputs.
 */
export class NetworkStore {
  online = true
  /** Counts the network's returns after a request failed for want of it. */
  reconnects = 0
  private missedRequests = false

  constructor() {
    makeAutoObservable<NetworkStore, 'missedRequests'>(this, { missedRequests: false })
  }

  get offline(): boolean {
    return !this.online
  }

  setOnline(online: boolean): void {
    // back after a failed request: the pages read again; back after nothing failed: nothing to read
    if (online && !this.online && this.missedRequests) {
      this.missedRequests = false
      this.reconnects += 1
    }
    this.online = online
  }

  /** A request got no answer for want of the network (the request client says so). */
  requestMissed(): void {
    this.missedRequests = true
  }
}
