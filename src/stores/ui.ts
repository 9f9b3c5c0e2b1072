import { makeAutoObservable } from 'mobx'

export interface ToastMessage {
  id: number
  text: string
  durationMs: number
}

/** Global loading indicator (spec 4) and the one toast every page shows (spec 9). */
export class UiStore {
  pendingRequests = 0
  /** Spec 3: a page can turn the global indicator off for its own background requests. */
  loadingDisabled = false
  toast: ToastMessage | null = null
  private nextToastId = 1

  constructor() {
    makeAutoObservable(this)
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

  setLoadingDisabled(disabled: boolean): void {
    this.loadingDisabled = disabled
  }

  showToast(text: string, durationMs: number): void {
    this.toast = { id: this.nextToastId++, text, durationMs }
  }

  dismissToast(id: number): void {
    if (this.toast?.id === id) this.toast = null
  }
}
