import { decodeWav, EspeakNgEngine, getPcmDurationMs } from '@talkreel/speech';
import { mouthPoseAt } from '../src/mouth/mouth-pose.ts';
import { mouthTrackFromAudio } from '../src/mouth/mouth-track-from-audio.ts';
import { mouthTrackFromPhonemes } from '../src/mouth/mouth-track-from-phonemes.ts';

const script = [
  'Welcome to Talkreel. In this short video we walk through the three steps of making a talking avatar.',
  'First, choose a presenter from the gallery or upload a clear photo of yourself.',
  'Second, write or paste your script; it can be up to a thousand characters on the free plan.',
  'Third, pick a voice, preview it, and press the button to create the video.',
  'Rendering usually takes less than a minute, and you can follow the progress on the page.',
].join(' ');

/**
 * Mouth tracks of ~30 s of eSpeak NG speech, as seconds of audio per second
 * of wall time: from phonemes, from the sound alone, and guided by the
 * script (its own synthesis and DTW included); and the cost of one
 * `mouthPoseAt` call, which runs for every video frame.
 */
export async function runBenchmarks(): Promise<void> {
  const engine = new EspeakNgEngine();
  try {
    const spoken = await engine.synthesize({ text: script, voice: 'en-us+f3', rate: 0.9 });
    const pcm = decodeWav(spoken.audio);
    const seconds = getPcmDurationMs(pcm) / 1000;
    const synthesize = (text: string) => engine.synthesize({ text, voice: 'en-us+m3' });
    await synthesize('Warm up.');
    const timed = async (name: string, run: () => unknown) => {
      const startedMs = performance.now();
      await run();
      console.log(`BENCH ${name} ${(seconds / ((performance.now() - startedMs) / 1000)).toFixed(1)} x_realtime`);
    };
    await timed('mouth_track_phonemes_realtime', () => mouthTrackFromPhonemes(spoken.phonemes, pcm));
    await timed('mouth_track_audio_realtime', () => mouthTrackFromAudio(pcm));
    await timed('mouth_track_transcript_realtime', () => mouthTrackFromAudio(pcm, { transcript: { text: script, language: 'english' }, synthesize }));
    const track = mouthTrackFromPhonemes(spoken.phonemes, pcm);
    const calls = 100_000;
    const startedMs = performance.now();
    for (let call = 0; call < calls; call++) mouthPoseAt(track, (call * 40) % track.durationMs);
    console.log(`BENCH mouth_pose_call ${(((performance.now() - startedMs) * 1000) / calls).toFixed(2)} us`);
  } finally {
    await engine.close();
  }
}
