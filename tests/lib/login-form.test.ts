/** @jest-environment node */
import { checkEmailLogin, checkPhone, checkPhoneLogin, hasErrors } from '@/lib/login-form'

describe('checkPhone', () => {
  it('asks for a phone number when it is empty', () => {
    expect(checkPhone('')).toBe('phoneRequired')
  })

  it('asks for a phone number when it is only spaces', () => {
    expect(checkPhone('   ')).toBe('phoneRequired')
  })

  it('reports a number that is not a phone number as invalid', () => {
    expect(checkPhone('12345')).toBe('phoneInvalid')
  })

  it('accepts a mainland mobile number', () => {
    expect(checkPhone('13800138000')).toBeUndefined()
  })

  it('accepts a mainland mobile number with surrounding spaces', () => {
    expect(checkPhone(' 13800138000 ')).toBeUndefined()
  })

  it('accepts an international number', () => {
    expect(checkPhone('+85291234567')).toBeUndefined()
  })
})

describe('checkPhoneLogin', () => {
  it('finds no error for a correct phone and a six-digit code', () => {
    expect(checkPhoneLogin('13800138000', '123456')).toEqual({})
  })

  it('asks for the code when it is empty', () => {
    expect(checkPhoneLogin('13800138000', '')).toEqual({ code: 'codeRequired' })
  })

  it('asks for the code when it is only spaces', () => {
    expect(checkPhoneLogin('13800138000', '  ')).toEqual({ code: 'codeRequired' })
  })

  it('reports a code that is not six digits as invalid', () => {
    expect(checkPhoneLogin('13800138000', '12345')).toEqual({ code: 'codeInvalid' })
  })

  it('reports a code with letters as invalid', () => {
    expect(checkPhoneLogin('13800138000', '12a456')).toEqual({ code: 'codeInvalid' })
  })

  it('accepts a code with surrounding spaces', () => {
    expect(checkPhoneLogin('13800138000', ' 123456 ')).toEqual({})
  })

  it('reports a problem with the phone and the code at the same time', () => {
    expect(checkPhoneLogin('', '')).toEqual({ phone: 'phoneRequired', code: 'codeRequired' })
  })

  it('reports an invalid phone with a correct code', () => {
    expect(checkPhoneLogin('999', '123456')).toEqual({ phone: 'phoneInvalid' })
  })
})

describe('checkEmailLogin', () => {
  it('finds no error for a correct email and password', () => {
    expect(checkEmailLogin('user@example.com', 'abc12345')).toEqual({})
  })

  it('asks for the email when it is empty', () => {
    expect(checkEmailLogin('', 'abc12345')).toEqual({ email: 'emailRequired' })
  })

  it('asks for the email when it is only spaces', () => {
    expect(checkEmailLogin('  ', 'abc12345')).toEqual({ email: 'emailRequired' })
  })

  it('reports an address without a domain as invalid', () => {
    expect(checkEmailLogin('user@', 'abc12345')).toEqual({ email: 'emailInvalid' })
  })

  it('accepts an email with surrounding spaces', () => {
    expect(checkEmailLogin(' user@example.com ', 'abc12345')).toEqual({})
  })

  it('asks for the password when it is empty', () => {
    expect(checkEmailLogin('user@example.com', '')).toEqual({ password: 'passwordRequired' })
  })

  it('reports a password shorter than 6 characters as invalid', () => {
    expect(checkEmailLogin('user@example.com', 'ab123')).toEqual({ password: 'passwordInvalid' })
  })

  it('reports a password longer than 16 characters as invalid', () => {
    expect(checkEmailLogin('user@example.com', 'abcdefgh123456789')).toEqual({ password: 'passwordInvalid' })
  })

  it('reports a password of letters only as invalid', () => {
    expect(checkEmailLogin('user@example.com', 'abcdefgh')).toEqual({ password: 'passwordInvalid' })
  })

  it('reports a password of digits only as invalid', () => {
    expect(checkEmailLogin('user@example.com', '12345678')).toEqual({ password: 'passwordInvalid' })
  })

  it('does not trim the password before checking it', () => {
    expect(checkEmailLogin('user@example.com', ' abc12345')).toEqual({ password: 'passwordInvalid' })
  })

  it('reports a problem with the email and the password at the same time', () => {
    expect(checkEmailLogin('', '')).toEqual({ email: 'emailRequired', password: 'passwordRequired' })
  })
})

describe('hasErrors', () => {
  it('is false for no errors', () => {
    expect(hasErrors({})).toBe(false)
  })

  it('is true for one field error', () => {
    expect(hasErrors({ code: 'codeRequired' })).toBe(true)
  })

  it('is false when a field is present but undefined', () => {
    expect(hasErrors({ email: undefined, password: undefined })).toBe(false)
  })
})
