import { makeAutoObservable, runInAction } from 'mobx'

/** Spec 9: a verification code can be asked for again after 60 seconds. */
export const RESEND_CODE_SECONDS = 60

/** The seconds until a code may be asked for again, counted down once a second; the forms' one timer. */
export class ResendCountdown {
  secondsLeft = 0
  private timer: ReturnType<typeof setInterval> | undefined = undefined

  constructor() {
    makeAutoObservable<ResendCountdown, 'timer'>(this, { timer: false })
  }

  start(): void {
    this.stop()
    this.secondsLeft = RESEND_CODE_SECONDS
    this.timer = setInterval(() => this.tick(), 1000)
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer)
    this.timer = undefined
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, this.secondsLeft - 1)
    if (this.secondsLeft === 0) this.stop()
  }
}

/**
 * A form's verification code requests (login, bind task, bind email): one code at a time, none
 * while one is on its way or its countdown runs, so a double tap sends once. Once the form is gone
 * (`stop`) an answer still on its way starts no countdown and reports nothing.
 */
export class CodeRequest {
  sending = false
  private readonly countdown = new ResendCountdown()
  private stopped = false

  constructor() {
    makeAutoObservable<CodeRequest, 'countdown' | 'stopped'>(this, { countdown: false, stopped: false })
  }

  /** Seconds until a code may be asked for again; 0 when it may. */
  get resendIn(): number {
    return this.countdown.secondsLeft
  }

  get canRequest(): boolean {
    return !this.sending && this.resendIn === 0
  }

  /** Sends through `sendCode` unless it may not now; true when a code was sent; rejects with the server's reason. */
  async send(sendCode: () => Promise<void>): Promise<boolean> {
    if (!this.canRequest) return false
    this.sending = true
    try {
      await sendCode()
      if (this.stopped) return false
      this.countdown.start()
      return true
    } finally {
      runInAction(() => {
        this.sending = false
      })
    }
  }

  stop(): void {
    this.stopped = true
    this.countdown.stop()
  }
}
