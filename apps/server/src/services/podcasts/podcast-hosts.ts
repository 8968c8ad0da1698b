import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DigitalPerson, PodcastHostPair } from '@talkreel/contract';
import type { DigitalPersonRow, HostPairRepository, HostPairRow, UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { toDigitalPersons } from '../avatars/avatar-media.ts';

const demoHostsFile = fileURLToPath(new URL('../../../../../content/podcasts/demo-hosts.json', import.meta.url));
const DemoHostsSchema = z.array(z.object({ id: z.string().regex(/^demo-\d+$/u), person1: z.string(), person2: z.string() }));

/** Brings content/podcasts/demo-hosts.json into `podcast_hosts` on start (after the avatar library). */
export async function seedDemoHostPairs(hostPairs: HostPairRepository): Promise<void> {
  const pairs = DemoHostsSchema.parse(JSON.parse(readFileSync(demoHostsFile, 'utf8')));
  for (const [index, pair] of pairs.entries()) {
    await hostPairs.saveDemo({ id: pair.id, person1Id: pair.person1, person2Id: pair.person2 }, index);
  }
}

export interface ResolvedHostPair {
  pair: PodcastHostPair;
  persons: [DigitalPersonRow, DigitalPersonRow];
}

/** The caller's own pairs (newest first), then the demo pairs in their order. */
export async function listHostPairs(context: AppContext, user: UserRow): Promise<PodcastHostPair[]> {
  const rows = await context.runtime.repositories.hostPairs.findUsable(user.id);
  const resolved: PodcastHostPair[] = [];
  for (const row of rows) {
    const found = await resolveRow(context, user, row);
    if (found) resolved.push(found.pair);
  }
  return resolved;
}

/** A pair the caller may use (their own or a demo pair), with its two avatars; 40400 otherwise. */
export async function findHostPair(context: AppContext, user: UserRow, id: string): Promise<ResolvedHostPair> {
  const row = await context.runtime.repositories.hostPairs.findUsableById(user.id, id);
  const found = row ? await resolveRow(context, user, row) : undefined;
  if (!found) throw ApiError.notFound('No such host pair: choose another one');
  return found;
}

/** A new pair of the caller's from two avatars they may use (library or their own). */
export async function createHostPair(context: AppContext, user: UserRow, person1Id: string, person2Id: string): Promise<PodcastHostPair> {
  const { avatars, hostPairs } = context.runtime.repositories;
  for (const id of [person1Id, person2Id]) {
    if (!(await avatars.findUsable(id, user.id))) throw ApiError.notFound(`No such avatar: ${id}`);
  }
  const id = randomUUID();
  await hostPairs.create({ id, ownerId: user.id, person1Id, person2Id });
  return (await findHostPair(context, user, id)).pair;
}

async function resolveRow(context: AppContext, user: UserRow, row: HostPairRow): Promise<ResolvedHostPair | undefined> {
  const { avatars } = context.runtime.repositories;
  const first = await avatars.findUsable(row.person1_id, user.id);
  const second = await avatars.findUsable(row.person2_id, user.id);
  if (!first || !second) return undefined;
  const [one, two] = await toDigitalPersons(context, [first, second]);
  if (!one || !two) return undefined;
  const hosts = [toHost(one, first), toHost(two, second)] as const;
  return {
    pair: {
      id: row.id,
      status: hosts.every((host) => host.progress === 100) ? 1 : 0,
      is_demo: row.is_demo,
      PrjUserDigitalPerson1: hosts[0],
      PrjUserDigitalPerson2: hosts[1],
    },
    persons: [first, second],
  };
}

function toHost(person: DigitalPerson, row: DigitalPersonRow): PodcastHostPair['PrjUserDigitalPerson1'] {
  return {
    id: person.id,
    name: person.name,
    cover_url: person.cover_url,
    // Covers are drawn on first request (the URL answers once drawn): a host is ready as soon as it has a design or a stored cover.
    progress: row.cover_file_id || row.design ? 100 : 0,
    timbre_name: row.voice_id,
    voice_id: row.voice_id,
    timbre_id: row.voice_id,
    gender: person.gender,
  };
}
