import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { runInTransaction } from './run-in-transaction.ts';

/** Guests: one `users` row (status `guest`) per device id, and what they made before signing in. */
export class GuestRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The device's guest, made on its first ask: the same guest every time, so a lost token does not lose the guest's uploads. */
  async findOrCreateByDevice(deviceId: string): Promise<string> {
    await this.db
      .insertInto('users')
      .values({ status: 'guest', device_id: deviceId, nickname: '', plan: 'Free', credit: 0 })
      .onConflict((conflict) => conflict.column('device_id').where('status', '=', 'guest').doNothing())
      .execute();
    const guest = await this.db.selectFrom('users').select('id').where('device_id', '=', deviceId).where('status', '=', 'guest').executeTakeFirstOrThrow();
    return guest.id;
  }

  /**
   * Moves a guest's files, tasks, projects, voices and favourites to an
   * account, in one transaction (the caller's, on bound repositories). A
   * voice the account already favoured keeps its own favourite; the guest's
   * duplicate goes. The caller checks that `guestId` is a guest's.
   */
  moveDataTo(guestId: string, accountId: string): Promise<void> {
    return runInTransaction(this.db, async (trx) => {
      await trx.updateTable('files').set({ owner_id: accountId }).where('owner_id', '=', guestId).execute();
      await trx.updateTable('tasks').set({ owner_id: accountId }).where('owner_id', '=', guestId).execute();
      await trx.updateTable('projects').set({ owner_id: accountId }).where('owner_id', '=', guestId).execute();
      await trx.updateTable('user_voices').set({ owner_id: accountId }).where('owner_id', '=', guestId).execute();
      await trx
        .updateTable('voice_favorites')
        .set({ user_id: accountId })
        .where('user_id', '=', guestId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('voice_favorites as mine')
                .select(sql`1`.as('one'))
                .where('mine.user_id', '=', accountId)
                .whereRef('mine.voice_id', '=', 'voice_favorites.voice_id'),
            ),
          ),
        )
        .execute();
      await trx.deleteFrom('voice_favorites').where('user_id', '=', guestId).execute();
    });
  }
}
