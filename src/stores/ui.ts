import { makeAutoObservable, observableRef } from 'mobx'
import type { PrivacyConsentRequest } from '@/platform'

export interface ToastMessage {
  id: number
  text: string
  durationMs: number
}

/** Global loading indicator (spec 4), the one toast every page shows (spec 9), and the privacy consent WeChat waits on. */
export class UiStore {
  pendingRequests = 0
  /** Spec 3: a page can turn the global indicator off for its own background requests. */
  loadingDisabled = false
  toast: ToastMessage | null = null
  /** Mini-program: privacy APIs waiting until the user answers the consent dialog every page can show. */
  privacyRequests: PrivacyConsentRequest[] = []
  /** Issue 26: how to cancel each request still waiting after SLOW_REQUEST_MS; the frame says so while there is one. */
  slowRequests: Array<() => void> = []
  private nextToastId = 1

  constructor() {
    makeAutoObservable(this, { privacyRequests: observableRef, slowRequests: observableRef })
  }

  get loading(): boolean {
    return this.pendingRequests > 0
  }

  requestStarted(): void {
    this.pendingRequests += 1
  }

  requestFinished(): void {
    this.pendingRequests = Math.max(0, this.pendingRequests - 1)
  }

  get slow(): boolean {
    return this.slowRequests.length > 0
  }

  /** A request is still waiting; what it returns forgets it once it is settled. */
  requestSlow(cancel: () => void): () => void {
    this.slowRequests = [...this.slowRequests, cancel]
    return () => this.settleSlow(cancel)
  }

  /** The user stopped waiting: every slow request ends as aborted, and its page shows its failure. */
  cancelSlowRequests(): void {
    const waiting = this.slowRequests
    this.slowRequests = []
    for (const cancel of waiting) cancel()
  }

  private settleSlow(cancel: () => void): void {
    this.slowRequests = this.slowRequests.filter((waiting) => waiting !== cancel)
  }

  setLoadingDisabled(disabled: boolean): void {
    this.loadingDisabled = disabled
  }

  showToast(text: string, durationMs: number): void {
    this.toast = { id: this.nextToastId++, text, durationMs }
  }

  dismissToast(id: number): void {
    if (this.toast?.id === id) this.toast = null
  }

  get askingPrivacyConsent(): boolean {
    return this.privacyRequests.length > 0
  }

  /** WeChat needs consent before a privacy API; one dialog answers every API then waiting. */
  askPrivacyConsent(request: PrivacyConsentRequest): void {
    this.privacyRequests = [...this.privacyRequests, request]
  }

  answerPrivacyConsent(answer: { agree: string } | 'refuse'): void {
    const waiting = this.privacyRequests
    this.privacyRequests = []
    for (const request of waiting) {
      if (answer === 'refuse') request.refuse()
      else request.agree(answer.agree)
    }
  }
}
