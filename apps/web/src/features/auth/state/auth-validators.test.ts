import { describe, expect, it } from 'vitest';
import { enAuth } from '../i18n/en.ts';
import { validateEmail, validateNewPassword, validatePasswordConfirmation, validateSignInPassword, validateVerificationCode } from './auth-validators.ts';

describe('auth validators', () => {
  it('email: required, then a real address', () => {
    expect(validateEmail('')).toBe('emailRequired');
    expect(validateEmail('   ')).toBe('emailRequired');
    expect(validateEmail('not-an-email')).toBe('emailInvalid');
    expect(validateEmail('a@b')).toBe('emailInvalid');
    expect(validateEmail(' Someone@Example.com ')).toBeNull();
  });

  it('sign-in password: required, then at least 6 characters', () => {
    expect(validateSignInPassword('')).toBe('passwordRequired');
    expect(validateSignInPassword('12345')).toBe('passwordTooShort');
    expect(validateSignInPassword('123456')).toBeNull();
    expect(validateSignInPassword('a much longer password than twenty')).toBeNull();
  });

  it('verification code: required', () => {
    expect(validateVerificationCode(' ')).toBe('codeRequired');
    expect(validateVerificationCode('123456')).toBeNull();
  });

  it('new password: required, then 6 to 20 characters', () => {
    expect(validateNewPassword('')).toBe('passwordRequired');
    expect(validateNewPassword('12345')).toBe('passwordLength');
    expect(validateNewPassword('123456')).toBeNull();
    expect(validateNewPassword('x'.repeat(20))).toBeNull();
    expect(validateNewPassword('x'.repeat(21))).toBe('passwordLength');
  });

  it('confirmation: the same rules, then equal to the password', () => {
    expect(validatePasswordConfirmation('', 'correct-horse-1')).toBe('passwordRequired');
    expect(validatePasswordConfirmation('short', 'correct-horse-1')).toBe('passwordLength');
    expect(validatePasswordConfirmation('correct-horse-2', 'correct-horse-1')).toBe('passwordMismatch');
    expect(validatePasswordConfirmation('correct-horse-1', 'correct-horse-1')).toBeNull();
  });

  it("English messages are spec §5's words exactly", () => {
    expect(enAuth.auth.validation).toEqual({
      emailRequired: 'Please enter your email',
      emailInvalid: 'Please enter the correct email address',
      passwordRequired: 'Please enter your password',
      passwordTooShort: 'Password must be at least 6 characters',
      passwordLength: 'Password should be 6–20 characters',
      passwordMismatch: 'Password does not match',
      codeRequired: 'Please enter your verification code',
    });
  });
});
