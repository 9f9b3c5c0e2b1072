import { makeAutoObservable } from 'mobx'
import type { LoginResult, WechatLink, WechatLogin } from '@/api/login'
import {
  checkEmailLogin,
  checkPhone,
  checkPhoneLogin,
  hasErrors,
  type EmailLoginErrors,
  type PhoneLoginErrors,
} from '@/lib/login-form'
import type { WechatPhoneAnswer } from '@/platform/types'
import { Action } from './async'
import { CodeRequest } from './resend-countdown'

export { RESEND_CODE_SECONDS } from './resend-countdown'

export type LoginMethod = 'phone' | 'email'

export interface LoginApi {
  sendSmsCode(phone: string): Promise<void>
  loginByPhone(phone: string, code: string): Promise<LoginResult>
  loginByEmail(email: string, password: string): Promise<LoginResult>
  /** WeChat's one-time login code (src/platform); undefined when WeChat gave none */
  wechatLoginCode(): Promise<string | undefined>
  loginByWechat(code: string): Promise<WechatLogin>
  linkWechatByPhoneNumber(linkTicket: string, phoneCode: string): Promise<WechatLink>
  linkWechatBySmsCode(linkTicket: string, phone: string, code: string): Promise<WechatLink>
}

/**
 * How a WeChat login or link ended, for the page to say: `signedIn` and `linked` are done (the page
 * goes back); `phoneNeeded` shows the link step; `phoneRefused` leaves the phone-code form to link;
 * `wechatFailed` (no code from WeChat, or two refused) and `linkExpired` start over; `none` says nothing.
 */
export type WechatOutcome =
  | { kind: 'signedIn' }
  | { kind: 'linked'; existingAccount: boolean; phone: string }
  | { kind: 'phoneNeeded' }
  | { kind: 'phoneRefused' }
  | { kind: 'wechatFailed' }
  | { kind: 'linkExpired' }
  | { kind: 'none' }

const NOTHING: WechatOutcome = { kind: 'none' }

/** Where a token from our own login page goes (the session keeps it, spec 3). */
export interface LoginSession {
  signIn(token: string): void
}

/**
 * The login page's form (spec 5): phone and code, or email and password, each field checked on
 * submit and its error cleared as the user types; in the mini-program, WeChat login too, whose
 * identity is linked once to the account owning a phone number (WeChat's phone-number button, or
 * the phone and code). One login or link at a time and one code at a time, so a double tap sends
 * nothing twice; once the page is gone (`dispose`) an answer still on its way keeps the token but
 * reports nothing, so the page does not act after it left.
 */
export class LoginFormStore {
  method: LoginMethod = 'phone'
  phone = ''
  code = ''
  email = ''
  password = ''
  phoneErrors: PhoneLoginErrors = {}
  emailErrors: EmailLoginErrors = {}
  /** The WeChat identity waiting for a phone to link it (docs/api.md): the server's ticket. */
  private wechatLinkTicket: string | undefined = undefined
  /** Whether and when another code may be asked for, which the code field shows; asked for through `requestCode`, which checks the form first. */
  readonly codeRequest = new CodeRequest()
  /** The form's one flight: a login or a link; once the page is gone, answers on their way report nothing. */
  private readonly flight = new Action()
  private readonly api: LoginApi
  private readonly session: LoginSession

  constructor(api: LoginApi, session: LoginSession) {
    this.api = api
    this.session = session
    makeAutoObservable<LoginFormStore, 'flight' | 'api' | 'session'>(this, {
      codeRequest: false,
      flight: false,
      api: false,
      session: false,
    })
  }

  /** The WeChat identity waits for a phone: the page shows the link step instead of the login methods. */
  get linkingWechat(): boolean {
    return this.wechatLinkTicket !== undefined
  }

  /** A login or a link is on its way. */
  get submitting(): boolean {
    return this.flight.busy
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
    return this.once(false, async () => {
      this.session.signIn((await attempt()).token)
      return true
    })
  }

  /**
   * WeChat login: wx.login's code exchanged for the token of the linked account, or for a ticket
   * that a phone links. A code the server refuses (expired, used) is replaced by a new one once.
   * Rejects when the request itself failed (no connection, server down).
   */
  async loginWithWechat(): Promise<WechatOutcome> {
    return this.once(NOTHING, async () => {
      let answer = await this.exchangeWechatCode()
      if (answer?.result === 'codeRefused') answer = await this.exchangeWechatCode()
      if (!answer || answer.result === 'codeRefused') return { kind: 'wechatFailed' }
      if (answer.result === 'phoneNeeded') {
        this.startLink(answer.linkTicket)
        return { kind: 'phoneNeeded' }
      }
      this.session.signIn(answer.token)
      return { kind: 'signedIn' }
    })
  }

  /** Links with the phone WeChat's phone-number button gave; a refusal leaves the phone-code form to link. */
  async linkWithWechatPhone(answer: WechatPhoneAnswer): Promise<WechatOutcome> {
    const ticket = this.wechatLinkTicket
    if (!ticket) return NOTHING
    if (answer.kind === 'refused') return { kind: 'phoneRefused' }
    return this.once(NOTHING, async () => this.finishLink(await this.api.linkWechatByPhoneNumber(ticket, answer.code)))
  }

  /** Links with the phone and its SMS code when both are valid; rejects with the server's reason (a wrong code). */
  async linkWithSmsCode(): Promise<WechatOutcome> {
    const ticket = this.wechatLinkTicket
    if (!ticket || this.submitting) return NOTHING
    this.phoneErrors = checkPhoneLogin(this.phone, this.code)
    if (hasErrors(this.phoneErrors)) return NOTHING
    const phone = this.phone.trim()
    const code = this.code.trim()
    return this.once(NOTHING, async () => this.finishLink(await this.api.linkWechatBySmsCode(ticket, phone, code)))
  }

  /** Back to the login methods without linking; what was typed stays. */
  cancelWechatLink(): void {
    this.wechatLinkTicket = undefined
  }

  /** The page is gone: the countdown stops and answers still on their way report nothing. */
  dispose(): void {
    this.flight.reset()
    this.codeRequest.stop()
  }

  /** Runs `act` unless a login or link is on its way; the page hears `nothing` then, or once it left. */
  private async once<T>(nothing: T, act: () => Promise<T>): Promise<T> {
    return (await this.flight.run(act)) ?? nothing
  }

  /** A new code from WeChat exchanged at the server; undefined when WeChat gave none. */
  private async exchangeWechatCode(): Promise<WechatLogin | undefined> {
    const code = await this.api.wechatLoginCode()
    return code ? this.api.loginByWechat(code) : undefined
  }

  private startLink(ticket: string): void {
    this.wechatLinkTicket = ticket
    this.method = 'phone'
  }

  private finishLink(answer: WechatLink): WechatOutcome {
    if (answer.result === 'phoneRefused') return { kind: 'phoneRefused' }
    // the ticket is spent either way: a lapsed one starts the WeChat login again
    this.wechatLinkTicket = undefined
    if (answer.result === 'ticketExpired') return { kind: 'linkExpired' }
    this.session.signIn(answer.token)
    return { kind: 'linked', existingAccount: answer.account === 'existing', phone: answer.phone }
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
