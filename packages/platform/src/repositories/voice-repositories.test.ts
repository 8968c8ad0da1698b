import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/open-database.ts';
import { UserVoiceRepository } from './user-voice.repository.ts';
import { VoiceRepository } from './voice.repository.ts';

let database: Database;
let voices: VoiceRepository;
let userVoices: UserVoiceRepository;
let alice: string;
let bob: string;

const publicVoice = (id: string, fields: { language: string; gender: string; accent: string; sort: number; name?: string }) => ({
  id,
  source: 'embedded',
  name: fields.name ?? id,
  gender: fields.gender,
  age: 'adult',
  language: fields.language,
  locale: 'en-US',
  accent: fields.accent,
  use_case: 'narration',
  descriptive: JSON.stringify(['calm']),
  engine: JSON.stringify({ name: 'espeak-ng', voice: 'en-us', variant: 'm1', rate: 1, pitch: 0 }),
  sort_order: fields.sort,
  preview_key: null,
});

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const { db } = database;
  voices = new VoiceRepository(db);
  userVoices = new UserVoiceRepository(db);
  await db
    .insertInto('voices')
    .values([
      publicVoice('english-b', { language: 'english', gender: 'female', accent: 'british', sort: 1, name: 'Bea 100%' }),
      publicVoice('english-a', { language: 'english', gender: 'male', accent: 'american', sort: 0 }),
      publicVoice('french-a', { language: 'french', gender: 'female', accent: 'parisian', sort: 2 }),
    ])
    .execute();
  const users = await db
    .insertInto('users')
    .values([
      { status: 'user', device_id: 'alice-device', nickname: 'alice', plan: 'Free', credit: 0 },
      { status: 'user', device_id: 'bob-device', nickname: 'bob', plan: 'Free', credit: 0 },
    ])
    .returning('id')
    .execute();
  [alice, bob] = users.map((user) => user.id) as [string, string];
});
afterAll(() => database.close());

describe('VoiceRepository', () => {
  it('searches in catalogue order with filters, literal text (% is not a wildcard) and pages', async () => {
    expect((await voices.search({ userId: alice, page: 1, pageSize: 2 })).list.map((voice) => voice.id)).toEqual(['english-a', 'english-b']);
    expect((await voices.search({ userId: alice, page: 1, pageSize: 2 })).hasMore).toBe(true);
    expect(await voices.search({ userId: alice, page: 2, pageSize: 2 })).toMatchObject({ list: [{ id: 'french-a' }], hasMore: false });
    expect((await voices.search({ userId: alice, language: 'english', gender: 'female', page: 1, pageSize: 10 })).list.map((voice) => voice.id)).toEqual([
      'english-b',
    ]);
    expect((await voices.search({ userId: alice, search: '100%', page: 1, pageSize: 10 })).list.map((voice) => voice.id)).toEqual(['english-b']);
    expect((await voices.search({ userId: alice, search: '0%', page: 1, pageSize: 10 })).list.map((voice) => voice.id)).toEqual(['english-b']);
    expect((await voices.search({ userId: alice, search: '%', page: 1, pageSize: 10 })).list.map((voice) => voice.id)).toEqual(['english-b']);
  });

  it('keeps favourites per user: adding twice gives one id, removing someone else’s does nothing', async () => {
    const favoriteId = await voices.addFavorite(alice, 'french-a');
    expect(await voices.addFavorite(alice, 'french-a')).toBe(favoriteId);
    expect((await voices.search({ userId: alice, favoritesOnly: true, page: 1, pageSize: 10 })).list).toMatchObject([
      { id: 'french-a', favorite_id: favoriteId },
    ]);
    expect((await voices.search({ userId: bob, favoritesOnly: true, page: 1, pageSize: 10 })).list).toEqual([]);
    expect(await voices.removeFavorite(bob, favoriteId)).toBe(false);
    expect(await voices.removeFavorite(alice, 'not-a-uuid')).toBe(false);
    expect(await voices.removeFavorite(alice, favoriteId)).toBe(true);
    expect(await voices.removeFavorite(alice, favoriteId)).toBe(false);
  });

  it('lists filter values within a language and the languages that have voices', async () => {
    expect(await voices.findDistinct('accent', 'english')).toEqual(['american', 'british']);
    expect(await voices.findDistinct('gender')).toEqual(['female', 'male']);
    expect([...(await voices.findLanguagesWithVoices())].sort()).toEqual(['english', 'french']);
    expect((await voices.findFirst('female', 'english'))?.id).toBe('english-b');
    expect(await voices.findFirst('male', 'french')).toBeUndefined();
    await voices.setPreviewKey('english-a', 'voices/previews/english-a.mp3');
    expect((await voices.findById('english-a'))?.preview_key).toBe('voices/previews/english-a.mp3');
  });
});

describe('UserVoiceRepository', () => {
  it('scopes every read to the owner and stores engine settings and measurements as JSON', async () => {
    const created = await userVoices.create({
      owner_id: alice,
      name: 'Mine',
      kind: 'matched',
      source_voice_id: null,
      language: 'english',
      gender: 'male',
      engine: { name: 'espeak-ng', voice: 'en-us', variant: 'm1', rate: 1.1, pitch: -2 },
      measurements: { medianPitchHz: 110 },
      preview_key: 'voices/user/a/t.mp3',
    });
    expect(created.engine).toEqual({ name: 'espeak-ng', voice: 'en-us', variant: 'm1', rate: 1.1, pitch: -2 });
    expect(created.measurements).toEqual({ medianPitchHz: 110 });
    expect((await userVoices.findOwned(alice, created.id))?.name).toBe('Mine');
    expect(await userVoices.findOwned(bob, created.id)).toBeUndefined();
    expect(await userVoices.findOwned(alice, 'english-a')).toBeUndefined();
    expect((await userVoices.findByOwner(alice)).map((voice) => voice.id)).toEqual([created.id]);
    expect(await userVoices.findByOwner(bob)).toEqual([]);
    const saved = await userVoices.create({
      owner_id: bob,
      name: 'Copy',
      kind: 'saved',
      source_voice_id: 'english-a',
      language: 'english',
      gender: 'male',
      engine: {},
      measurements: null,
      preview_key: null,
    });
    expect((await userVoices.findSavedCopy(bob, 'english-a'))?.id).toBe(saved.id);
    expect(await userVoices.findSavedCopy(alice, 'english-a')).toBeUndefined();
  });
});
