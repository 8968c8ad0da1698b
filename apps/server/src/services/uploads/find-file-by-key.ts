import type { FileRow, Runtime } from '@talkreel/platform';

/** The file row recorded for a storage key, whoever owns it; undefined when none (not uploaded yet). */
export async function findFileByKey(runtime: Runtime, key: string): Promise<FileRow | undefined> {
  return runtime.database.db.selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
}
