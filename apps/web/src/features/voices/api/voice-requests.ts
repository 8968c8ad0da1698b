import {
  addFavoriteVoiceRoute,
  cloneVoiceRoute,
  removeFavoriteVoiceRoute,
  savePublicVoiceRoute,
  type CloneVoiceRequestSchema,
  type VoiceItem,
} from '@talkreel/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../api/api-request.ts';

/** `language` is the language spoken in the recording: a voice match looks among that language's voices. */
export type CloneVoiceRequest = z.input<typeof CloneVoiceRequestSchema>;
export type CloneVoiceResult = z.output<(typeof cloneVoiceRoute)['data']>;

/**
 * Turns a public voice's favourite on (POST /timbre/favorite) or off
 * (POST /timbre/favorite/remove); resolves to its new `favorite_id`
 * (0 = not a favourite), as the voice item carries it.
 */
export async function toggleFavoriteVoice(voice: Pick<VoiceItem, 'id' | 'favorite_id'>): Promise<VoiceItem['favorite_id']> {
  if (voice.favorite_id === 0) {
    const { favorite_id } = await apiRequest(addFavoriteVoiceRoute, { body: { lang_id: voice.id } });
    return favorite_id;
  }
  await apiRequest(removeFavoriteVoiceRoute, { body: { favorite_id: voice.favorite_id } });
  return 0;
}

/**
 * POST /timbre/elevenlabs/save: copies a public voice into My Voices
 * (spec §4, before a public voice is used); resolves to the copy's id.
 */
export async function savePublicVoice(voice: Pick<VoiceItem, 'id' | 'name'>): Promise<string> {
  const { timbre_unique_id } = await apiRequest(savePublicVoiceRoute, { body: { lang_id: voice.id, name: voice.name } });
  return timbre_unique_id;
}

/**
 * POST /timbre/clone: a voice from an uploaded mp3 or wav (its `full_path` as `path`).
 * `kind` says what the server made: a real clone ('cloned'), or, without a
 * cloning service, the closest built-in voice tuned to the recording ('matched').
 */
export function cloneVoice(request: CloneVoiceRequest): Promise<CloneVoiceResult> {
  return apiRequest(cloneVoiceRoute, { body: { ...request, name: request.name.trim() } });
}
