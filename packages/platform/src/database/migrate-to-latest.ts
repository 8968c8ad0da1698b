import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as accounts from './migrations/0002-accounts.ts';
import * as voicesAndProjects from './migrations/0003-voices-and-projects.ts';
import * as jobLiveness from './migrations/0004-job-liveness.ts';
import * as talkingPhotos from './migrations/0005-talking-photos.ts';
import * as avatars from './migrations/0006-avatars.ts';
import * as scripts from './migrations/0007-scripts.ts';
import * as jpegCovers from './migrations/0008-jpeg-covers.ts';
import * as hiddenTalkingPhotos from './migrations/0009-hidden-talking-photos.ts';
import * as batches from './migrations/0010-batches.ts';
import * as apiKeysWebhooks from './migrations/0011-api-keys-webhooks.ts';
import * as products from './migrations/0012-products.ts';
import * as billing from './migrations/0013-billing.ts';
import * as translations from './migrations/0014-translations.ts';

/** Every migration in order; a new one is a new file here, never an edit of an applied one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-accounts': accounts,
  '0003-voices-and-projects': voicesAndProjects,
  '0004-job-liveness': jobLiveness,
  '0005-talking-photos': talkingPhotos,
  '0006-avatars': avatars,
  '0007-scripts': scripts,
  '0008-jpeg-covers': jpegCovers,
  '0009-hidden-talking-photos': hiddenTalkingPhotos,
  '0010-batches': batches,
  '0011-api-keys-webhooks': apiKeysWebhooks,
  '0012-products': products,
  '0013-billing': billing,
  '0014-translations': translations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Applies pending migrations; on PostgreSQL Kysely takes an advisory lock, so concurrent starts are safe. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** The migrations' names and code: what a kept copy of a migrated database depends on. */
export function migrationsFingerprint(): string {
  return Object.entries(migrations)
    .map(([name, migration]) => `${name}\n${migration.up.toString()}\n${migration.down?.toString() ?? ''}`)
    .join('\n');
}
