import type { IdentityProvider, Repositories } from '@talkreel/platform';
import { createAccount } from './create-account.ts';
import type { VerifiedIdentity } from './verify-google-id-token.ts';

/**
 * The account behind a social identity: the one linked before, else the
 * account with the same verified email (now linked), else a new account.
 * Pass repositories bound to the sign-in's transaction.
 */
export async function findOrCreateIdentityUser(repositories: Repositories, provider: IdentityProvider, identity: VerifiedIdentity): Promise<string> {
  const linkedUserId = await repositories.identities.findUserId(provider, identity.subject);
  if (linkedUserId) return linkedUserId;
  const email = identity.isEmailVerified ? identity.email : null;
  const existing = email ? await repositories.accounts.findByEmail(email) : undefined;
  const userId = existing?.id ?? (await createAccount(repositories, { email, nickname: identity.nickname, passwordHash: null }));
  await repositories.identities.link(provider, identity.subject, userId);
  return userId;
}
