import type { Repositories, UserRow } from '@talkreel/platform';

/**
 * A guest who signs in or registers keeps what they made: their files,
 * tasks, projects, voices and favourites move to the account. Only a guest's
 * data moves, never a user's. Pass repositories bound to the sign-in's transaction.
 */
export async function adoptGuestData(repositories: Repositories, from: UserRow | undefined, toUserId: string): Promise<void> {
  if (!from || from.status !== 'guest' || from.id === toUserId) return;
  await repositories.guests.moveDataTo(from.id, toUserId);
}
