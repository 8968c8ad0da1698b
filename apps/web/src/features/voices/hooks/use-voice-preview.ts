import { useCallback, useEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoiceItem } from '@talkreel/contract';
import { showErrorToast } from '../../../ui/notifications/show-error-toast.ts';

/** The element that plays now, wherever it is on screen: starting another preview pauses it. */
let audibleElement: HTMLAudioElement | null = null;

export type VoicePreviewPhase = 'idle' | 'loading' | 'playing';

export interface VoicePreview {
  /** The voice being loaded or played, null when silent. */
  voiceId: string | null;
  phase: VoicePreviewPhase;
  /** Plays the voice's `preview_url`, or stops it when it is the one playing. */
  toggle: (voice: Pick<VoiceItem, 'id' | 'preview_url'>) => void;
  stop: () => void;
  /** Spread onto the one `<audio>` element this preview drives. */
  audioProps: {
    ref: RefObject<HTMLAudioElement | null>;
    preload: 'none';
    'data-testid': 'voice-preview-audio';
    'data-voice-id': string;
    onPlaying: () => void;
    onPause: (event: SyntheticEvent<HTMLAudioElement>) => void;
    onEnded: () => void;
    onError: () => void;
  };
}

/**
 * One audio at a time (spec §2): a single `<audio>` element whose source is
 * the chosen voice's `preview_url` (it needs no bearer token). The first
 * play of a public voice can take a second or two while the server
 * synthesises it, so 'loading' lasts until the element reports `playing`.
 */
export function useVoicePreview(): VoicePreview {
  const { t } = useTranslation();
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [voiceId, setVoiceId] = useState<string | null>(null);
  const [phase, setPhase] = useState<VoicePreviewPhase>('idle');

  const stop = useCallback(() => {
    audioRef.current?.pause();
    setVoiceId(null);
    setPhase('idle');
  }, []);

  const toggle = useCallback(
    (voice: Pick<VoiceItem, 'id' | 'preview_url'>) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (voice.id === voiceId && phase !== 'idle') {
        stop();
        return;
      }
      if (audibleElement && audibleElement !== audio) audibleElement.pause();
      audibleElement = audio;
      audio.src = voice.preview_url;
      setVoiceId(voice.id);
      setPhase('loading');
      // A rejected play() is either a newer choice interrupting it or a load failure, which `onError` reports.
      audio.play().catch(() => undefined);
    },
    [phase, stop, voiceId],
  );

  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      audio?.pause();
      if (audibleElement === audio) audibleElement = null;
    };
  }, []);

  return {
    voiceId,
    phase,
    toggle,
    stop,
    audioProps: {
      ref: audioRef,
      preload: 'none',
      'data-testid': 'voice-preview-audio',
      'data-voice-id': voiceId ?? '',
      onPlaying: () => setPhase('playing'),
      // A pause left behind by switching voices arrives after the new play() started: only a real stop counts.
      onPause: (event) => {
        if (event.currentTarget.paused) stop();
      },
      onEnded: stop,
      onError: () => {
        if (voiceId === null) return;
        showErrorToast(t('voices.mediaLoadError'));
        stop();
      },
    },
  };
}
