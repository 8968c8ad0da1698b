import { APP_ID, registerRoute, resetPasswordRoute, type CodeAction } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { authClientFields } from './auth-client-fields.ts';

export interface SetPasswordInput {
  action: CodeAction;
  email: string;
  /** The ticket `check_code` returned. */
  ticket: string;
  passwordHash: string;
}

/**
 * Finishes sign-up (POST /v1/auth/register, action 'reg') or a password
 * reset (POST /v1/auth/reset_password, action 'resetpwd'); both sign in and
 * return the session token. Register carries the guest's bearer, so the guest's files move to the new account.
 */
export async function setAccountPassword(input: SetPasswordInput): Promise<string> {
  const username = input.email.trim();
  if (input.action === 'reg') {
    const { token } = await apiRequest(registerRoute, {
      body: { ...authClientFields(), action: 'reg', username, ticket: input.ticket, password: input.passwordHash },
    });
    return token;
  }
  const { token } = await apiRequest(resetPasswordRoute, {
    body: { action: 'resetpwd', appid: APP_ID, username, ticket: input.ticket, password: input.passwordHash },
  });
  return token;
}
