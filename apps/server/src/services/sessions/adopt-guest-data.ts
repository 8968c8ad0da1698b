import type { Transaction } from 'kysely';
import type { DatabaseSchema, UserRow } from '@talkreel/platform';

/**
 * A guest who signs in or registers keeps what they made: their files and
 * tasks move to the account. Only a guest's data moves, never a user's.
 */
export async function adoptGuestData(trx: Transaction<DatabaseSchema>, from: UserRow | undefined, toUserId: string): Promise<void> {
  if (!from || from.status !== 'guest' || from.id === toUserId) return;
  await trx.updateTable('files').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
  await trx.updateTable('tasks').set({ owner_id: toUserId }).where('owner_id', '=', from.id).execute();
}
