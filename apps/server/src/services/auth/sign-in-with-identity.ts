import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { createAccount } from './create-account.ts';
import type { VerifiedIdentity } from './verify-google-id-token.ts';

/**
 * The account behind a social identity: the one linked before, else the
 * account with the same verified email (now linked), else a new account.
 */
export async function findOrCreateIdentityUser(trx: Transaction<DatabaseSchema>, provider: 'google' | 'discord', identity: VerifiedIdentity): Promise<string> {
  const linked = await trx
    .selectFrom('oauth_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (linked) return linked.user_id;
  const email = identity.isEmailVerified ? identity.email : null;
  const existing = email ? await trx.selectFrom('users').select('id').where('email', '=', email).where('status', '=', 'user').executeTakeFirst() : undefined;
  const userId = existing?.id ?? (await createAccount(trx, { email, nickname: identity.nickname, passwordHash: null }));
  await trx.insertInto('oauth_identities').values({ provider, subject: identity.subject, user_id: userId }).execute();
  return userId;
}
