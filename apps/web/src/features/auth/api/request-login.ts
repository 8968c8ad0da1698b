import { loginRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { authClientFields, type CaptchaAnswer } from './auth-client-fields.ts';

export interface LoginInput {
  email: string;
  /** `hashPassword(password)`: the plain password is never sent. */
  passwordHash: string;
}

/**
 * POST /v1/auth/login. Silent: the caller decides between the captcha
 * dialog (10204) and a toast. A guest's bearer token goes along (apiRequest
 * sends the stored token), so the server moves the guest's files to the account.
 */
export async function requestLogin(input: LoginInput, captcha?: CaptchaAnswer): Promise<string> {
  const { token } = await apiRequest(loginRoute, {
    body: { ...authClientFields(), username: input.email.trim(), password: input.passwordHash, ...captcha },
    isSilent: true,
  });
  return token;
}
