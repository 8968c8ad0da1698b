import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A migrated, empty PGlite data directory kept as a tarball, so that a new
 * embedded database loads it (about 1 s) instead of running initdb and every
 * migration (about 3.5 s on a 2-core machine). The file's name is a hash of
 * PGlite's version and the migrations' code: an edited or added migration
 * makes a new template, never a stale one.
 */
export interface PgliteTemplate {
  /** The tarball, or null when none was made yet for these migrations. */
  read(): Promise<Blob | null>;
  /** Keeps `pglite`'s data directory as the template (atomically: two processes may race). */
  write(pglite: PGlite): Promise<void>;
}

export function pgliteTemplateIn(directory: string, fingerprint: string): PgliteTemplate {
  const filePath = path.join(directory, `pglite-${createHash('sha256').update(fingerprint).digest('hex').slice(0, 16)}.tar`);
  return {
    read: async () => {
      try {
        return new Blob([await readFile(filePath)]);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: async (pglite) => {
      const dump = await pglite.dumpDataDir('none');
      await mkdir(directory, { recursive: true });
      const partPath = `${filePath}.${randomUUID()}.part`;
      try {
        await writeFile(partPath, new Uint8Array(await dump.arrayBuffer()));
        await rename(partPath, filePath);
      } finally {
        await rm(partPath, { force: true });
      }
    },
  };
}
