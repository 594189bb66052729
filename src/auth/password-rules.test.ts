import { describe, expect, it } from 'vitest'
import { emailError, passwordStrength, signupErrors } from './password-rules'

describe('signupErrors', () => {
  it('accepts a complete form', () => {
    expect(
      signupErrors({
        name: 'Ravi',
        email: 'ravi@example.in',
        password: 'Garage#2026',
        confirm: 'Garage#2026',
      }),
    ).toEqual({})
  })
  it('names every missing field', () => {
    expect(signupErrors({ name: ' ', email: '', password: '', confirm: '' })).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      confirm: 'confirmRequired',
    })
  })
  it('flags a bad e-mail, a short password and a mismatch', () => {
    expect(signupErrors({ name: 'A', email: 'ravi@', password: 'short', confirm: 'other' })).toEqual({
      email: 'emailInvalid',
      password: 'passwordShort',
      confirm: 'confirmMismatch',
    })
  })
  it('trims the e-mail', () => {
    expect(emailError('  a@b.in ')).toBeNull()
  })
})

describe('passwordStrength', () => {
  it('grades by length and variety', () => {
    expect(passwordStrength('abcdefgh')).toBe('weak')
    expect(passwordStrength('Ab1')).toBe('weak')
    expect(passwordStrength('abcdefg1')).toBe('fair')
    expect(passwordStrength('Abcdefgh12#x')).toBe('strong')
  })
})
