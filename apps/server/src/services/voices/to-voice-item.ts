import type { Selectable } from 'kysely';
import type { VoiceItem } from '@talkreel/contract';
import type { UserVoicesTable, VoicesTable } from '@talkreel/platform';

/** Where a public voice's preview plays from: synthesised on first request, then cached. */
export function publicAuditionPath(voiceId: string): string {
  return `/api/timbre/audition/${encodeURIComponent(voiceId)}`;
}

/** Public voices carry this owner id: the dialog saves (copies) them into My Voices before use. */
export const PUBLIC_LIBRARY_OWNER_ID = 'talkreel';

export function publicVoiceToItem(voice: Selectable<VoicesTable>, favoriteId: string | null): VoiceItem {
  const descriptive = voice.descriptive;
  return {
    id: voice.id,
    name: voice.name,
    unique_id: voice.id,
    voice_id: voice.id,
    preview_url: publicAuditionPath(voice.id),
    audition_url: publicAuditionPath(voice.id),
    favorite_id: favoriteId ?? 0,
    gender: voice.gender,
    age: voice.age,
    language: voice.language,
    accent: voice.accent,
    use_case: voice.use_case,
    descriptive: descriptive.join(', '),
    args: { style_list: ['general'], locale_list: [voice.locale] },
    public_owner_id: PUBLIC_LIBRARY_OWNER_ID,
    timbre_id: null,
    is_multilingual: voice.source !== 'embedded',
  };
}

/** One of My Voices; `previewUrl` is a signed URL of its stored preview. */
export function userVoiceToItem(voice: Selectable<UserVoicesTable>, previewUrl: string, source: Selectable<VoicesTable> | undefined): VoiceItem {
  const engine = voice.engine;
  return {
    id: voice.id,
    name: voice.name,
    unique_id: voice.id,
    voice_id: voice.source_voice_id ?? voice.id,
    preview_url: previewUrl,
    audition_url: previewUrl,
    favorite_id: 0,
    gender: voice.gender,
    age: source?.age ?? 'adult',
    language: voice.language,
    accent: source?.accent ?? '',
    use_case: source?.use_case ?? 'personal',
    descriptive: source ? source.descriptive.join(', ') : voice.kind === 'cloned' ? 'your cloned voice' : 'matched to your recording',
    args: { style_list: ['general'], locale_list: source ? [source.locale] : [] },
    public_owner_id: null,
    timbre_id: voice.id,
    create_time: Math.floor(new Date(voice.created_at).getTime() / 1000),
    kind: voice.kind,
    is_multilingual: engine.name === 'elevenlabs',
  };
}
