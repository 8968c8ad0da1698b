import type { VoiceItem } from '@talkreel/contract';
import { type Runtime, type UserVoiceRow } from '@talkreel/platform';
import { publicAuditionPath, userVoiceToItem } from './to-voice-item.ts';

/** My Voices as voice items: saved voices play their public preview, matched and cloned ones their stored one. */
export async function toUserVoiceItems(runtime: Runtime, voices: readonly UserVoiceRow[]): Promise<VoiceItem[]> {
  const sourceIds = [...new Set(voices.map((voice) => voice.source_voice_id).filter((id): id is string => id !== null))];
  const sources = await runtime.repositories.voices.findByIds(sourceIds);
  const sourceById = new Map(sources.map((source) => [source.id, source]));
  const items: VoiceItem[] = [];
  for (const voice of voices) {
    const previewUrl = voice.preview_key ? await runtime.storage.createReadUrl(voice.preview_key) : publicAuditionPath(voice.source_voice_id ?? voice.id);
    items.push(userVoiceToItem(voice, previewUrl, voice.source_voice_id ? sourceById.get(voice.source_voice_id) : undefined));
  }
  return items;
}
