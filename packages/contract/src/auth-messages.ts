/** Texts the server and the web app share for auth (spec §5 and §8 where the spec gives them). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email or password',
  captchaRequired: 'Please complete the verification code',
  wrongCaptcha: 'The verification code is incorrect, please try again',
  emailTaken: 'This email is already registered, please sign in',
  noSuchAccount: 'No account uses this email',
  wrongCode: 'The verification code is incorrect',
  codeExpired: 'The verification code has expired, please send a new one',
  tooManyWrongCodes: 'Too many wrong codes, please send a new one',
  ticketInvalid: 'This verification step has expired, please start again',
  codeSent: 'The verification code has been sent to the email address.',
  signUpSuccess: 'Sign up Success',
  googleProfileFailed: 'fail to get profile information from Google',
  discordProfileFailed: 'Could not sign in with Discord, please try again',
  providerNotConfigured: 'This sign-in method is not set up on this server',
} as const;

/** How long a verification code is valid, and the wait between two sends to one email. */
export const VERIFICATION_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const RESEND_INTERVAL_MS = 60 * 1000;
export const MAX_WRONG_CODE_ATTEMPTS = 5;
export const CAPTCHA_LIFETIME_MS = 2 * 60 * 1000;
export const CAPTCHA_LENGTH = 4;
/** Failed sign-ins for one email or IP within the window that make a captcha necessary. */
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
