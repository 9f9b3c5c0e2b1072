import { isEmail, isPassword, isPhone, isVerificationCode } from './validate'

// Spec 5: each field is required and must be correct; the page shows the first problem per field.
export type LoginFieldError =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'codeRequired'
  | 'codeInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordInvalid'

export interface PhoneLoginErrors {
  phone?: LoginFieldError
  code?: LoginFieldError
}

export interface EmailLoginErrors {
  email?: LoginFieldError
  password?: LoginFieldError
}

export function checkPhone(phone: string): LoginFieldError | undefined {
  if (!phone.trim()) return 'phoneRequired'
  return isPhone(phone.trim()) ? undefined : 'phoneInvalid'
}

export function checkPhoneLogin(phone: string, code: string): PhoneLoginErrors {
  const errors: PhoneLoginErrors = {}
  const phoneError = checkPhone(phone)
  if (phoneError) errors.phone = phoneError
  if (!code.trim()) errors.code = 'codeRequired'
  else if (!isVerificationCode(code.trim())) errors.code = 'codeInvalid'
  return errors
}

export function checkEmailLogin(email: string, password: string): EmailLoginErrors {
  const errors: EmailLoginErrors = {}
  if (!email.trim()) errors.email = 'emailRequired'
  else if (!isEmail(email.trim())) errors.email = 'emailInvalid'
  if (!password) errors.password = 'passwordRequired'
  else if (!isPassword(password)) errors.password = 'passwordInvalid'
  return errors
}

export function hasErrors(errors: PhoneLoginErrors | EmailLoginErrors): boolean {
  return Object.values(errors).some(Boolean)
}
