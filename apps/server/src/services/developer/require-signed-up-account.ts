import type { UserRow } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** API keys and webhooks belong to accounts: a guest (one device, no sign-in) cannot hold them. */
export function requireSignedUpAccount(user: UserRow): UserRow {
  if (user.status !== 'user') throw ApiError.forbidden('Sign up or sign in to use API keys and webhooks: a guest session cannot hold them.');
  return user;
}
