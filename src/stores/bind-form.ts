import { makeAutoObservable, runInAction } from 'mobx'
import type { BindTask } from '@/api/tasks'
import { checkBindForm, checkBindValue, type BindFormErrors, type BindKind } from '@/lib/tasks'
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
  submitting = false
  /** Whether and when another code may be asked for, which the code field shows; asked for through `requestCode`, which checks the form first. */
  readonly codeRequest = new CodeRequest()
  private disposed = false
  private readonly api: BindFormApi<Bound>

  constructor(kind: BindKind, api: BindFormApi<Bound>) {
    this.kind = kind
    this.api = api
    makeAutoObservable<BindFormStore<Bound>, 'disposed' | 'api'>(this, { codeRequest: false, disposed: false, api: false })
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
    this.submitting = true
    try {
      const task = await this.api.bindAccount(this.kind, this.value.trim(), this.code.trim())
      return this.disposed ? undefined : task
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  dispose(): void {
    this.disposed = true
    this.codeRequest.stop()
  }
}
