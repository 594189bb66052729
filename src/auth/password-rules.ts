// Sign-up and password form checks, as pure functions returning string keys the pages translate.
export const MIN_PASSWORD_LENGTH = 8

export type SignupInput = { name: string; email: string; password: string; confirm: string }
export type SignupErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordShort'
  | 'confirmRequired'
  | 'confirmMismatch'
export type SignupErrors = Partial<Record<keyof SignupInput, SignupErrorKey>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks an e-mail address; null when it looks deliverable. */
export function emailError(email: string): 'emailRequired' | 'emailInvalid' | null {
  const trimmed = email.trim()
  if (!trimmed) return 'emailRequired'
  return EMAIL.test(trimmed) && trimmed.length <= 320 ? null : 'emailInvalid'
}

/** Checks a new password and its confirmation. */
export function newPasswordErrors(
  password: string,
  confirm: string,
): Pick<SignupErrors, 'password' | 'confirm'> {
  const errors: Pick<SignupErrors, 'password' | 'confirm'> = {}
  if (!password) errors.password = 'passwordRequired'
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'passwordShort'
  if (!confirm) errors.confirm = 'confirmRequired'
  else if (confirm !== password) errors.confirm = 'confirmMismatch'
  return errors
}

/** Every problem of a sign-up form, by field; empty when it can be sent. */
export function signupErrors(input: SignupInput): SignupErrors {
  const errors: SignupErrors = {}
  if (!input.name.trim()) errors.name = 'nameRequired'
  const email = emailError(input.email)
  if (email) errors.email = email
  return { ...errors, ...newPasswordErrors(input.password, input.confirm) }
}

export type PasswordStrength = 'weak' | 'fair' | 'strong'

/** A rough strength hint: length plus the variety of character kinds. */
export function passwordStrength(password: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  if (password.length < MIN_PASSWORD_LENGTH || kinds <= 1) return 'weak'
  if (password.length >= 12 && kinds >= 3) return 'strong'
  return 'fair'
}
