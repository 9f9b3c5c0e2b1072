import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginResult } from '@/api/user'
import {
  checkEmailLogin,
  checkPhone,
  checkPhoneLogin,
  hasErrors,
  type EmailLoginErrors,
  type PhoneLoginErrors,
} from '@/lib/login-form'
import { CodeRequest } from './resend-countdown'

export { RESEND_CODE_SECONDS } from './resend-countdown'

export type LoginMethod = 'phone' | 'email'

export interface LoginApi {
  sendSmsCode(phone: string): Promise<void>
  loginByPhone(phone: string, code: string): Promise<LoginResult>
  loginByEmail(email: string, password: string): Promise<LoginResult>
}

/** Where a token from our own login page goes (the session keeps it, spec 3). */
export interface LoginSession {
  signIn(token: string): void
}

/**
 * The login page's form (spec 5): phone and code, or email and password, each field checked on
 * submit and its error cleared as the user types. One login at a time and one code at a time,
 * so a double tap sends nothing twice; once the page is gone (`dispose`) an answer still on its
 * way keeps the token but reports nothing, so the page does not act after it left.
 */
export class LoginFormStore {
  method: LoginMethod = 'phone'
  phone = ''
  code = ''
  email = ''
  password = ''
  phoneErrors: PhoneLoginErrors = {}
  emailErrors: EmailLoginErrors = {}
  submitting = false
  /** Whether and when another code may be asked for, which the code field shows; asked for through `requestCode`, which checks the form first. */
  readonly codeRequest = new CodeRequest()
  private disposed = false
  private readonly api: LoginApi
  private readonly session: LoginSession

  constructor(api: LoginApi, session: LoginSession) {
    this.api = api
    this.session = session
    makeAutoObservable<LoginFormStore, 'disposed' | 'api' | 'session'>(this, {
      codeRequest: false,
      disposed: false,
      api: false,
      session: false,
    })
  }

  setMethod(method: LoginMethod): void {
    this.method = method
  }

  setPhone(phone: string): void {
    this.phone = phone
    this.phoneErrors = { ...this.phoneErrors, phone: undefined }
  }

  setCode(code: string): void {
    this.code = code
    this.phoneErrors = { ...this.phoneErrors, code: undefined }
  }

  setEmail(email: string): void {
    this.email = email
    this.emailErrors = { ...this.emailErrors, email: undefined }
  }

  setPassword(password: string): void {
    this.password = password
    this.emailErrors = { ...this.emailErrors, password: undefined }
  }

  /**
   * Sends a code to the phone when it is valid and no code is on its way or waiting out its
   * 60 seconds. True when a code was sent; rejects with the server's reason.
   */
  async requestCode(): Promise<boolean> {
    const phoneError = checkPhone(this.phone)
    this.phoneErrors = { ...this.phoneErrors, phone: phoneError }
    if (phoneError) return false
    const phone = this.phone.trim()
    return this.codeRequest.send(() => this.api.sendSmsCode(phone))
  }

  /**
   * Logs in with the chosen method when its fields are valid, unless a login is on its way.
   * True when the session now holds the new token and the page should move on; rejects with
   * the server's reason.
   */
  async submit(): Promise<boolean> {
    if (this.submitting) return false
    const attempt = this.attempt()
    if (!attempt) return false
    this.submitting = true
    try {
      const result = await attempt()
      this.session.signIn(result.token)
      return !this.disposed
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  /** The page is gone: the countdown stops and answers still on their way report nothing. */
  dispose(): void {
    this.disposed = true
    this.codeRequest.stop()
  }

  private attempt(): (() => Promise<LoginResult>) | undefined {
    if (this.method === 'phone') {
      this.phoneErrors = checkPhoneLogin(this.phone, this.code)
      if (hasErrors(this.phoneErrors)) return undefined
      const phone = this.phone.trim()
      const code = this.code.trim()
      return () => this.api.loginByPhone(phone, code)
    }
    this.emailErrors = checkEmailLogin(this.email, this.password)
    if (hasErrors(this.emailErrors)) return undefined
    const email = this.email.trim()
    const password = this.password
    return () => this.api.loginByEmail(email, password)
  }

}
