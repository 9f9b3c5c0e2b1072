import { makeAutoObservable } from 'mobx'
import type { BindTask } from '@/api/tasks'
import { checkBindForm, checkBindValue, type BindFormErrors, type BindKind } from '@/lib/tasks'
import { Action } from './async'
import { CodeRequest } from './resend-countdown'

/** Where the form sends: the bind task's endpoints, or another screen's that answers `Bound`. */
export interface BindFormApi<Bound = BindTask> {
  sendBindCode(kind: BindKind, value: string): Promise<void>
  bindAccount(kind: BindKind, value: string, code: string): Promise<Bound>
}

/**
 * The bind form (spec 5) of the bind task and of the bind-email screen: the email or phone and its
 * verification code, each checked on submit and its error cleared as the user types; one code at
 * a time with a resend countdown, as the login form does. A failure keeps what was typed. Once the page is gone (`dispose`) the
 * countdown stops and an answer still on its way reports nothing.
 */
export class BindFormStore<Bound = BindTask> {
  kind: BindKind
  value = ''
  code = ''
  errors: BindFormErrors = {}
  /** Whether and when another code may be asked for, which the code field shows; asked for through `requestCode`, which checks the form first. */
  readonly codeRequest = new CodeRequest()
  /** One bind at a time; once the page is gone, an answer on its way reports nothing. */
  private readonly binds = new Action()
  private readonly api: BindFormApi<Bound>

  constructor(kind: BindKind, api: BindFormApi<Bound>) {
    this.kind = kind
    this.api = api
    makeAutoObservable<BindFormStore<Bound>, 'binds' | 'api'>(this, { codeRequest: false, binds: false, api: false })
  }

  /** A bind is on its way. */
  get submitting(): boolean {
    return this.binds.busy
  }

  setKind(kind: BindKind): void {
    if (kind === this.kind) return
    this.kind = kind
    this.value = ''
    this.code = ''
    this.errors = {}
  }

  setValue(value: string): void {
    this.value = value
    this.errors = { ...this.errors, value: undefined }
  }

  setCode(code: string): void {
    this.code = code
    this.errors = { ...this.errors, code: undefined }
  }

  /** Sends a code when the email or phone is correct and no code is on its way or waiting out its countdown. */
  async requestCode(): Promise<boolean> {
    const valueError = checkBindValue(this.kind, this.value)
    this.errors = { ...this.errors, value: valueError }
    if (valueError) return false
    const { kind } = this
    const value = this.value.trim()
    return this.codeRequest.send(() => this.api.sendBindCode(kind, value))
  }

  /** Binds when both fields are correct, unless a bind is on its way; what the server now holds, or undefined. */
  async submit(): Promise<Bound | undefined> {
    if (this.submitting) return undefined
    this.errors = checkBindForm(this.kind, this.value, this.code)
    if (this.errors.value || this.errors.code) return undefined
    const { kind } = this
    const value = this.value.trim()
    const code = this.code.trim()
    return this.binds.run(() => this.api.bindAccount(kind, value, code))
  }

  dispose(): void {
    this.binds.reset()
    this.codeRequest.stop()
  }
}
