import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema, UserRow } from '@talkreel/platform';

/**
 * A guest who signs in or registers keeps what they made: their files,
 * tasks, projects, voices and favourites move to the account. Only a guest's
 * data moves, never a user's.
 */
export async function adoptGuestData(trx: Transaction<DatabaseSchema>, from: UserRow | undefined, toUserId: string): Promise<void> {
  if (!from || from.status !== 'guest' || from.id === toUserId) return;
  await trx.updateTable('files').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
  await trx.updateTable('tasks').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
  await trx.updateTable('projects').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
  await trx.updateTable('user_voices').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
  // A voice the account already favoured keeps its own favourite; the guest's duplicate goes.
  await trx
    .updateTable('voice_favorites')
    .set({ user_id: toUserId })
    .where('user_id', '=', from.id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('voice_favorites as mine')
            .select(sql`1`.as('one'))
            .where('mine.user_id', '=', toUserId)
            .whereRef('mine.voice_id', '=', 'voice_favorites.voice_id'),
        ),
      ),
    )
    .execute();
  await trx.deleteFrom('voice_favorites').where('user_id', '=', from.id).execute();
}
