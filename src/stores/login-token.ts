import { makeAutoObservable } from 'mobx'
import { tokenStore, type TokenStore } from '@/platform'

/**
 * The login token (spec 3, 7): the one the session and the request client read. It is kept where
 * the platform keeps tokens (H5 the cookie `token`, weapp storage); reading it touches nothing.
 */
export class LoginToken {
  token: string | undefined = undefined

  constructor(private readonly kept: TokenStore = tokenStore) {
    makeAutoObservable<LoginToken, 'kept'>(this, { kept: false })
  }

  /** Start-up, before any request: a kept value that is not a token is removed; the kept token is held. */
  load(): void {
    this.kept.dropInvalid()
    this.token = this.kept.get()
  }

  /** The token start-up settled on (src/platform obtainToken has kept it already). */
  hold(token: string | undefined): void {
    this.token = token || undefined
  }

  /** Kept and held; an empty token signs out. */
  keep(token: string): void {
    this.kept.set(token)
    this.token = this.kept.get()
  }
}
