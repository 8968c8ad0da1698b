import { readStoredBytes, type Storage } from '@talkreel/platform';
import { z } from 'zod';
import type { SiteVideoTranslationMemory } from './translate-site-video-workspace.ts';

const StoredTranslationSchema = z.array(z.string());

const storageKeyOf = (key: string) => `site-videos/translations/${key}.json`;

/**
 * Site video translations kept in storage, beside the videos: every server
 * process, and every later start, builds a translated site video from the
 * same words, so its cache key (and its render) stays until the source's
 * words, the languages or the translator change. A stored file that does not
 * read as a list of texts counts as none.
 */
export function createStoredTranslationMemory(storage: Storage): SiteVideoTranslationMemory {
  return {
    async find(key) {
      const storageKey = storageKeyOf(key);
      if (!(await storage.stat(storageKey))) return undefined;
      try {
        const result = StoredTranslationSchema.safeParse(JSON.parse(Buffer.from(await readStoredBytes(storage, storageKey)).toString('utf8')));
        return result.success ? result.data : undefined;
      } catch {
        return undefined;
      }
    },
    async save(key, texts) {
      await storage.put(storageKeyOf(key), Buffer.from(JSON.stringify(texts)), { contentType: 'application/json' });
    },
  };
}
