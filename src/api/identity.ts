import * as v from 'valibot'
import { CERTIFY_STATES, CODE_CERTIFY_UNKNOWN, emailRefusalOf, identityRefusalOf } from '@/lib/identity'
import { isRefusal, refusalReader } from '@/lib/refusal'
import type { BindKind } from '@/lib/tasks'
import { http } from '@/services/http'
import { flag, num, okData, parseAnswer, text } from './shape'

// Identity: real-name verification, the payment app's verification result, the bound email
// (docs/api.md, "Identity endpoints").

/** Why an identity check was refused (src/lib/refusal.ts). */
export const identityRefusal = refusalReader(identityRefusalOf)
/** Why binding or changing the email was refused. */
export const emailRefusal = refusalReader(emailRefusalOf)

/** Whether the server knows no certification of that id. */
export function isCertifyUnknown(failure: unknown): boolean {
  return isRefusal(failure, CODE_CERTIFY_UNKNOWN)
}

/** A masked name or number: what the server may show of it, never the whole. */
const masked = v.pipe(text, v.check((value: string) => value === '' || value.includes('*'), 'not masked'))

export const identityStatus = v.object({
  verified: flag,
  /** The verified name, masked (*三); empty until verified. */
  name: v.nullish(masked, ''),
  /** The verified ID number, masked (1****************X); empty until verified. */
  idNumber: v.nullish(masked, ''),
  /** When it was verified, ms; 0 until then. */
  verifiedAt: v.nullish(num, 0),
})
export type IdentityStatus = v.InferOutput<typeof identityStatus>

export async function fetchIdentityStatus(): Promise<IdentityStatus> {
  return parseAnswer(identityStatus, okData(await http.request({ method: 'GET', path: '/identity/status' })))
}

export interface IdentityVerification {
  name: string
  idNumber: string
  /** Made once per intent, sent again on every retry (docs/api.md, "Request ids"). */
  requestId: string
}

/** Verifies the real name and ID number; a repeat with the same request id gets the first answer. */
export async function verifyIdentity(verification: IdentityVerification): Promise<IdentityStatus> {
  return parseAnswer(
    identityStatus,
    okData(await http.request({ method: 'POST', path: '/identity/verify', body: { ...verification } })),
  )
}

export const certifyResult = v.object({
  state: v.picklist(CERTIFY_STATES),
  /** The name the payment app verified, masked; empty unless passed. */
  name: v.nullish(masked, ''),
  /** When the payment app finished, ms; 0 while pending. */
  finishedAt: v.nullish(num, 0),
})
export type CertifyResult = v.InferOutput<typeof certifyResult>

/** The payment app's verification that returned to /zfbVerified with this certification id. */
export async function fetchCertifyResult(certifyId: string): Promise<CertifyResult> {
  return parseAnswer(
    certifyResult,
    okData(await http.request({ method: 'GET', path: '/identity/certifyResult', query: { certifyId } })),
  )
}

export const boundEmail = v.object({
  /** The bound email, masked (de***@example.com); empty when none is bound. */
  email: v.nullish(masked, ''),
})
export type BoundEmail = v.InferOutput<typeof boundEmail>

export async function fetchBoundEmail(): Promise<BoundEmail> {
  return parseAnswer(boundEmail, okData(await http.request({ method: 'GET', path: '/account/email' })))
}

/** Sends a verification code to the email to bind (the bind form's `kind` is always email here). */
export async function sendEmailCode(kind: BindKind, value: string): Promise<void> {
  okData(await http.request({ method: 'POST', path: '/account/email/code', body: { kind, value } }))
}

/** Binds the email, or changes the bound one, with its code; the answer is the bound email as it now is. */
export async function bindEmail(kind: BindKind, value: string, code: string): Promise<BoundEmail> {
  return parseAnswer(boundEmail, okData(await http.request({ method: 'POST', path: '/account/email', body: { kind, value, code } })))
}
