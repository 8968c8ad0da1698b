import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { createSessionToken, hashSessionToken } from './session-token.ts';

const guestSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * A token for the guest of this device: the same guest account every time the
 * device asks, so a lost token does not lose the guest's uploads.
 */
export async function createGuestSession(db: Kysely<DatabaseSchema>, deviceId: string): Promise<string> {
  const token = createSessionToken();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ status: 'guest', device_id: deviceId, nickname: '', plan: 'Free', credit: 0 })
      .onConflict((conflict) => conflict.column('device_id').where('status', '=', 'guest').doNothing())
      .execute();
    const guest = await trx.selectFrom('users').select('id').where('device_id', '=', deviceId).where('status', '=', 'guest').executeTakeFirstOrThrow();
    await trx
      .insertInto('sessions')
      .values({ token_hash: hashSessionToken(token), user_id: guest.id, expires_at: new Date(Date.now() + guestSessionLifetimeMs) })
      .execute();
  });
  return token;
}
