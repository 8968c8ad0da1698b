import { useCallback, useEffect, useRef, useState } from 'react';

/** Longest take, in milliseconds: about 29 MB as a 48 kHz WAV, well under the 50 MB upload limit. */
export const MAX_RECORDING_MS = 5 * 60 * 1000;
/** How often the running timer is redrawn. */
const TIMER_TICK_MS = 200;

export type RecorderState =
  | { phase: 'unavailable' }
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'denied' }
  | { phase: 'recording'; startedAtMs: number }
  | { phase: 'recorded'; recording: Blob; playbackUrl: string; durationMs: number };

/** getUserMedia exists only in secure contexts (HTTPS, localhost); MediaRecorder in current browsers. */
function canRecord(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined';
}

/** A take from the microphone with MediaRecorder: Record, Stop (or the 5-minute cap), play back, discard. */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>(() => (canRecord() ? { phase: 'idle' } : { phase: 'unavailable' }));
  const [elapsedMs, setElapsedMs] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const playbackUrlRef = useRef<string | null>(null);

  const forgetTake = useCallback(() => {
    if (playbackUrlRef.current) URL.revokeObjectURL(playbackUrlRef.current);
    playbackUrlRef.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  const start = useCallback(async () => {
    forgetTake();
    setState({ phase: 'requesting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch {
      setState({ phase: 'denied' });
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const startedAtMs = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorderRef.current = null;
      const recording = new Blob(chunks, { type: recorder.mimeType });
      const playbackUrl = URL.createObjectURL(recording);
      playbackUrlRef.current = playbackUrl;
      setState({ phase: 'recorded', recording, playbackUrl, durationMs: Date.now() - startedAtMs });
    };
    recorderRef.current = recorder;
    recorder.start();
    setElapsedMs(0);
    setState({ phase: 'recording', startedAtMs });
  }, [forgetTake]);

  const discard = useCallback(() => {
    forgetTake();
    setState({ phase: 'idle' });
  }, [forgetTake]);

  const startedAtMs = state.phase === 'recording' ? state.startedAtMs : null;
  useEffect(() => {
    if (startedAtMs === null) return undefined;
    const timer = setInterval(() => {
      const nextElapsedMs = Date.now() - startedAtMs;
      setElapsedMs(nextElapsedMs);
      if (nextElapsedMs >= MAX_RECORDING_MS) stop();
    }, TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [startedAtMs, stop]);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) {
        recorder.onstop = null;
        if (recorder.state === 'recording') recorder.stop();
        for (const track of recorder.stream.getTracks()) track.stop();
      }
      forgetTake();
    },
    [forgetTake],
  );

  return { state, elapsedMs, start, stop, discard };
}
