import { describe, expect, it } from 'vitest';
import { chooseCaptionTrack, type YouTubeCaptionTrack } from './youtube-caption-track.ts';

const track = (languageCode: string, kind?: 'asr'): YouTubeCaptionTrack => ({
  baseUrl: `https://www.youtube.com/api/timedtext?lang=${languageCode}`,
  languageCode,
  ...(kind ? { kind } : {}),
});

describe('chooseCaptionTrack', () => {
  const tracks = [track('de'), track('en-GB'), track('pt-BR'), track('en', 'asr'), track('fr', 'asr')];

  it('takes a written track in the first preferred language that has one', () => {
    expect(chooseCaptionTrack(tracks, ['es', 'pt-BR', 'de'])?.languageCode).toBe('pt-BR');
  });

  it('matches exactly first, then by primary language', () => {
    expect(chooseCaptionTrack([track('en-GB'), track('en')], ['en'])?.languageCode).toBe('en');
    expect(chooseCaptionTrack(tracks, ['EN-us'])?.languageCode).toBe('en-GB');
  });

  it('takes the first written track before any automatic one', () => {
    expect(chooseCaptionTrack(tracks, ['fr'])).toEqual(track('de'));
    expect(chooseCaptionTrack(tracks, [])).toEqual(track('de'));
  });

  it('falls back to automatic captions, in a preferred language when there is one', () => {
    const automatic = [track('en', 'asr'), track('fr', 'asr')];
    expect(chooseCaptionTrack(automatic, ['fr'])).toEqual(track('fr', 'asr'));
    expect(chooseCaptionTrack(automatic, ['ja'])).toEqual(track('en', 'asr'));
  });

  it('gives null without tracks', () => {
    expect(chooseCaptionTrack([], ['en'])).toBeNull();
  });
});
