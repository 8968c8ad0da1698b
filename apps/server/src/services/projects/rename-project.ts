import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** Renames one of the owner's projects; another owner's project answers 40400 like a missing one. */
export async function renameProject(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  projectId: string,
  name: string,
): Promise<{ project_id: string; name: string }> {
  const renamed = await db
    .updateTable('projects')
    .set({ name, updated_at: sql`now()` })
    .where('id', '=', projectId)
    .where('owner_id', '=', ownerId)
    .returning(['id', 'name'])
    .executeTakeFirst();
  if (!renamed) throw ApiError.notFound('This video does not exist, or it was deleted');
  return { project_id: renamed.id, name: renamed.name };
}
