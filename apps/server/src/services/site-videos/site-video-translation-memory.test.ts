import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, readStoredBytes, UrlSigner } from '@talkreel/platform';
import { createStoredTranslationMemory } from './site-video-translation-memory.ts';

describe('site video translations kept in storage', () => {
  let rootDir: string;
  let storage: LocalStorage;
  beforeAll(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'site-video-translations-'));
    storage = new LocalStorage({ rootDir, signer: new UrlSigner('site-video-translation-memory-secret') });
  });
  afterAll(() => rm(rootDir, { recursive: true, force: true }));

  it('finds nothing before a save, then the saved texts, in order, from any memory over the same storage', async () => {
    const memory = createStoredTranslationMemory(storage);
    expect(await memory.find('abc123')).toBeUndefined();
    await memory.save('abc123', ['Un vídeo, muchas lenguas.', '', 'Hola.']);
    expect(await createStoredTranslationMemory(storage).find('abc123')).toEqual(['Un vídeo, muchas lenguas.', '', 'Hola.']);
    expect(Buffer.from(await readStoredBytes(storage, 'site-videos/translations/abc123.json')).toString('utf8')).toBe(
      '["Un vídeo, muchas lenguas.","","Hola."]',
    );
    expect(await memory.find('another')).toBeUndefined();
  });

  it('counts a stored file that is not a list of texts as none', async () => {
    const memory = createStoredTranslationMemory(storage);
    await storage.put('site-videos/translations/broken.json', Buffer.from('{"texts":'), { contentType: 'application/json' });
    await storage.put('site-videos/translations/numbers.json', Buffer.from('[1, 2]'), { contentType: 'application/json' });
    expect(await memory.find('broken')).toBeUndefined();
    expect(await memory.find('numbers')).toBeUndefined();
  });
});
