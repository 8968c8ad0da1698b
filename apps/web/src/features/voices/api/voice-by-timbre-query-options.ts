import { queryOptions } from '@tanstack/react-query';
import { findVoiceByTimbre } from '../../../ui/voices/find-voice-by-timbre.ts';
import { VOICE_QUERY_KEYS } from './voice-query-options.ts';

/** GET /timbre/info: one voice by its timbre id (one of My Voices, or a public voice). */
export function voiceByTimbreQueryOptions(timbreId: string) {
  return queryOptions({
    queryKey: VOICE_QUERY_KEYS.byTimbre(timbreId),
    queryFn: ({ signal }) => findVoiceByTimbre(timbreId, signal),
    enabled: timbreId !== '',
  });
}
