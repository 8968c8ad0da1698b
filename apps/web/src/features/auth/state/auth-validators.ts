import { EmailSchema } from '@talkreel/contract';

/** Keys under `auth.validation` in the translations; English holds spec §5's texts word for word. */
export type AuthValidationKey =
  'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'passwordLength' | 'passwordMismatch' | 'codeRequired';

/** Spec §9: at least 6 characters to sign in; 6 to 20 when setting a password. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_NEW_PASSWORD_LENGTH = 20;

/** Required, then the contract's own email rule, so the browser and the server agree. */
export function validateEmail(value: string): AuthValidationKey | null {
  if (value.trim() === '') return 'emailRequired';
  return EmailSchema.safeParse(value).success ? null : 'emailInvalid';
}

export function validateSignInPassword(value: string): AuthValidationKey | null {
  if (value === '') return 'passwordRequired';
  return value.length < MIN_PASSWORD_LENGTH ? 'passwordTooShort' : null;
}

export function validateVerificationCode(value: string): AuthValidationKey | null {
  return value.trim() === '' ? 'codeRequired' : null;
}

export function validateNewPassword(value: string): AuthValidationKey | null {
  if (value === '') return 'passwordRequired';
  return value.length < MIN_PASSWORD_LENGTH || value.length > MAX_NEW_PASSWORD_LENGTH ? 'passwordLength' : null;
}

/** The confirmation obeys the same rules as the password, then must equal it. */
export function validatePasswordConfirmation(value: string, password: string): AuthValidationKey | null {
  return validateNewPassword(value) ?? (value === password ? null : 'passwordMismatch');
}
