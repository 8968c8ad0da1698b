import type { Selectable } from 'kysely';
import type { VoiceItem } from '@talkreel/contract';
import type { Runtime, UserVoicesTable } from '@talkreel/platform';
import { publicAuditionPath, userVoiceToItem } from './to-voice-item.ts';

/** My Voices as voice items: saved voices play their public preview, matched and cloned ones their stored one. */
export async function toUserVoiceItems(runtime: Runtime, voices: Selectable<UserVoicesTable>[]): Promise<VoiceItem[]> {
  const sourceIds = [...new Set(voices.map((voice) => voice.source_voice_id).filter((id): id is string => id !== null))];
  const sources = sourceIds.length > 0 ? await runtime.database.db.selectFrom('voices').selectAll().where('id', 'in', sourceIds).execute() : [];
  const sourceById = new Map(sources.map((source) => [source.id, source]));
  const items: VoiceItem[] = [];
  for (const voice of voices) {
    const previewUrl = voice.preview_key
      ? await runtime.storage.createReadUrl(voice.preview_key)
      : publicAuditionPath(voice.source_voice_id ?? voice.id);
    items.push(userVoiceToItem(voice, previewUrl, voice.source_voice_id ? sourceById.get(voice.source_voice_id) : undefined));
  }
  return items;
}
