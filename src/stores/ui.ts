import { makeAutoObservable, observableRef } from 'mobx'
import type { PrivacyConsentRequest } from '@/platform'

/** A toast says a short result; a notice a longer one worth reading (what happens next), which waits while pointed at. */
export type ToastKind = 'toast' | 'notice'

export interface ToastMessage {
  id: number
  kind: ToastKind
  text: string
  /** How long it stays; undefined: the layout's default (spec 9, ToastHost). */
  durationMs?: number
}

/** Messages kept at most: more than the stack shows (NOTIFICATION.stackThreshold), so a burst keeps its newest. */
const TOASTS_KEPT = 6

/** Global loading indicator (spec 4), the toasts and notices every page shows (spec 9), and the privacy consent WeChat waits on. */
export class UiStore {
  pendingRequests = 0
  /** Spec 3: a page can turn the global indicator off for its own background requests. */
  loadingDisabled = false
  /** Oldest first. */
  toasts: ToastMessage[] = []
  /** Mini-program: privacy APIs waiting until the user answers the consent dialog every page can show. */
  privacyRequests: PrivacyConsentRequest[] = []
  /** Issue 26: how to cancel each request still waiting after SLOW_REQUEST_MS; the frame says so while there is one. */
  slowRequests: Array<() => void> = []
  /** A page has shown past start-up: what no first screen waits for can load now (issue 24). */
  screenShown = false
  private nextToastId = 1

  constructor() {
    makeAutoObservable(this, { privacyRequests: observableRef, slowRequests: observableRef, toasts: observableRef })
  }

  /** The newest toast or notice. */
  get toast(): ToastMessage | null {
    return this.toasts[this.toasts.length - 1] ?? null
  }

  get loading(): boolean {
    return this.pendingRequests > 0
  }

  noteScreenShown(): void {
    this.screenShown = true
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

  showToast(text: string, durationMs?: number, kind: ToastKind = 'toast'): void {
    this.toasts = [...this.toasts, { id: this.nextToastId++, kind, text, durationMs }].slice(-TOASTS_KEPT)
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id)
  }

  /** The phone layout shows one at a time: a newer one replaces the rest. */
  dismissAllButNewest(): void {
    if (this.toasts.length > 1) this.toasts = this.toasts.slice(-1)
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
