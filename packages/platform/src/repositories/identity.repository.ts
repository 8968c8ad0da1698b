import type { Kysely } from 'kysely';
import type { DatabaseSchema, OauthIdentitiesTable } from '../database/database-schema.ts';

/** Which identity provider vouches for a social sign-in. */
export type IdentityProvider = OauthIdentitiesTable['provider'];

/** Social identities (`oauth_identities`): a provider's subject, linked to one account. */
export class IdentityRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The account linked to the provider's subject; undefined when none is. */
  async findUserId(provider: IdentityProvider, subject: string): Promise<string | undefined> {
    const linked = await this.db
      .selectFrom('oauth_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return linked?.user_id;
  }

  async link(provider: IdentityProvider, subject: string, userId: string): Promise<void> {
    await this.db.insertInto('oauth_identities').values({ provider, subject, user_id: userId }).execute();
  }
}
