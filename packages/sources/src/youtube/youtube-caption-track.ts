/** A caption track as the player response lists it (`captions.playerCaptionsTracklistRenderer.captionTracks[]`). */
export interface YouTubeCaptionTrack {
  baseUrl: string;
  languageCode: string;
  /** 'asr' for automatic (speech recognition) captions; absent for captions someone wrote. */
  kind?: string;
  /** `{ simpleText }` from the web client, `{ runs: [{ text }] }` from the Android one. */
  name?: { simpleText?: string; runs?: { text?: string }[] };
}

/**
 * The track to read: a written track in the first preferred language that
 * has one, then any written track (the first listed: YouTube lists the
 * video's default first), then an automatic track, in a preferred language
 * if there is one. A preference matches exactly or by primary language
 * ('en' takes 'en-GB'), exact matches first.
 */
export function chooseCaptionTrack(tracks: readonly YouTubeCaptionTrack[], preferredLanguages: readonly string[]): YouTubeCaptionTrack | null {
  const written = tracks.filter((track) => track.kind !== 'asr');
  const automatic = tracks.filter((track) => track.kind === 'asr');
  return inPreferredLanguage(written, preferredLanguages) ?? written[0] ?? inPreferredLanguage(automatic, preferredLanguages) ?? automatic[0] ?? null;
}

function inPreferredLanguage(tracks: readonly YouTubeCaptionTrack[], preferredLanguages: readonly string[]): YouTubeCaptionTrack | undefined {
  for (const preferred of preferredLanguages.map((language) => language.toLowerCase())) {
    const exact = tracks.find((track) => track.languageCode.toLowerCase() === preferred);
    if (exact) return exact;
    const primary = preferred.split('-')[0];
    const sameLanguage = tracks.find((track) => track.languageCode.toLowerCase().split('-')[0] === primary);
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}
