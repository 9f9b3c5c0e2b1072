import { makeAutoObservable } from 'mobx'

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
